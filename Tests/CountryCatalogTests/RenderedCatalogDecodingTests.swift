import Foundation
import Testing
import CountryCatalog

/// The files CountryCodeKit's `CatalogRenderer` writes must decode with the
/// types apps use.
@Suite struct RenderedCatalogDecodingTests {
    /// `CatalogRendererTests` renders its sample catalog to exactly these
    /// files, so the two modules cannot drift apart.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/rendered-sample")
    static let countriesJSON = try! String(contentsOf: directory.appendingPathComponent("sv/countries.json"), encoding: .utf8)
    static let indexJSON = try! String(contentsOf: directory.appendingPathComponent("sv/index.json"), encoding: .utf8)

    @Test func countriesDecode() throws {
        let decoded = try JSONDecoder().decode(SectionedCountries.self, from: Data(Self.countriesJSON.utf8))
        #expect(decoded.locale == "sv")
        #expect(decoded.phoneFile == "phone.json")
        #expect(decoded.sections.map(\.title) == ["Z", "Å", "…"])
        #expect(decoded.sections.map(\.kind) == [.normal, .normal, .overflow])
        // The calling code, leading digits and flag are read from the row; the phone is in phone.json.
        #expect(decoded.sections[1].countries == [Country(code: "AX", name: "Åland", dialCode: "+358 18", flag: "🇦🇽", searchKeys: ["Ahvenanmaa", "aland"])])
        #expect(decoded.sections[1].countries[0].callingCode == "358" && decoded.sections[1].countries[0].leadingDigits == "18")
        #expect(decoded.sections.allSatisfy { $0.countries.allSatisfy { $0.phone == nil } })
        #expect(decoded.sections[2].countries[0].flag == "🇶🇶")
        #expect(decoded.sections[2].countries[0].name == "\"Q/Q\"\\\n\u{01}")
    }

    /// Read from its folder, a catalog gives each country its region's
    /// phone data from the phone.json beside the locale folders.
    @Test func aCatalogReadFromFilesTakesItsPhonesFromPhoneJSON() throws {
        let catalog = try PickerCatalog(contentsOf: Self.directory, locale: "sv")
        let aland = try #require(catalog.country(code: "AX")?.phone)
        #expect(aland.placeholder == "041 2345678" && aland.internationalPlaceholder == "+358 41 2345678")
        #expect(aland.mobileLengths == [6, 7, 8, 9, 10] && aland.fixedLineLengths == [6, 7, 8, 9] && aland.nationalPrefix == "0")
        // Its one format, typed with the national prefix (which its rule writes without a space).
        #expect(aland.formatted("0201234") == "0201 234")
        #expect(catalog.country(code: "ZM")?.phone == nil)
        #expect(catalog.country(code: "QQ")?.phone?.placeholder == "\"1\"\\\n")
    }

    @Test func indexDecodesAndPointsIntoSections() throws {
        let index = try JSONDecoder().decode(LetterIndex.self, from: Data(Self.indexJSON.utf8))
        let countries = try JSONDecoder().decode(SectionedCountries.self, from: Data(Self.countriesJSON.utf8))
        #expect(index.locale == countries.locale)
        #expect(index.letters.map(\.label) == ["Y", "Z", "Å", "…"])
        #expect(index.letters.allSatisfy { countries.sections.indices.contains($0.section) })
        for letter in index.letters where letter.count > 0 {
            #expect(countries.sections[letter.section].title == letter.label)
            #expect(countries.sections[letter.section].countries.count == letter.count)
        }
    }
}
