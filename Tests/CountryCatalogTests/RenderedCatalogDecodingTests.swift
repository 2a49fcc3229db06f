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
        #expect(decoded.sections.map(\.title) == ["Z", "Å", "…"])
        #expect(decoded.sections.map(\.kind) == [.normal, .normal, .overflow])
        let phone = Country.Phone(nationalPrefix: "0", mobileLengths: [6, 7, 8, 9, 10], fixedLineLengths: [6, 7, 8, 9],
                                  exampleNational: "041 2345678", exampleInternational: "+358 41 2345678")
        #expect(decoded.sections[1].countries == [Country(code: "AX", name: "Åland", dialCode: "+358 18", flag: "🇦🇽", searchKeys: ["Ahvenanmaa", "aland"],
                                                          phone: phone)])
        #expect(decoded.sections[0].countries[0].phone == nil)
        #expect(decoded.sections[2].countries[0].phone == Country.Phone(exampleNational: "\"1\"\\\n"))
        #expect(decoded.sections[2].countries[0].flag == nil)
        #expect(decoded.sections[2].countries[0].name == "\"Q/Q\"\\\n\u{01}")
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
