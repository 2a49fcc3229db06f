import CountryCatalog
import Foundation
import Testing

/// The values an app binds a picker to.
struct CountryModelTests {
    @Test func callingCodesAndLeadingDigitsAreSeparate() throws {
        let catalog = try #require(PickerCatalog.bundled(locale: "en"))
        let aland = try #require(catalog.country(code: "AX"))
        #expect((aland.callingCode, aland.dialCode, aland.leadingDigits) == ("358", "+358 18", "18"))
        let samoa = try #require(catalog.country(code: "AS"))
        #expect((samoa.callingCode, samoa.leadingDigits) == ("1", "684"))
        let sweden = try #require(catalog.country(code: "SE"))
        #expect((sweden.callingCode, sweden.leadingDigits, sweden.id) == ("46", nil, "SE"))
    }

    @Test func recordsWithoutACallingCodeReadItFromTheDialCode() throws {
        let records = #"[{"name": "Kazakhstan", "dial_code": "+7 7", "code": "KZ"}, {"name": "X", "dial_code": "+44", "code": "GB"}]"#
        let decoded = try JSONDecoder().decode([Country].self, from: Data(records.utf8))
        #expect(decoded.map(\.callingCode) == ["7", "44"])
        #expect(decoded.map(\.leadingDigits) == ["7", nil])
    }

    @Test func countriesRoundTripThroughJSON() throws {
        let country = Country(code: "AX", name: "Åland", dialCode: "+358 18", flag: "🇦🇽", searchKeys: ["aland"])
        let data = try JSONEncoder().encode(country)
        #expect(try JSONDecoder().decode(Country.self, from: data) == country)
    }

    @Test(arguments: PickerCatalog.bundledLocales)
    func sectionAndLetterIDsAreUniqueAndLettersScrollToTheirSections(_ locale: String) throws {
        let catalog = try #require(PickerCatalog.bundled(locale: locale))
        #expect(Set(catalog.sections.map(\.id)).count == catalog.sections.count)
        #expect(Set(catalog.index.letters.map(\.id)).count == catalog.index.letters.count)
        #expect(Set(catalog.allCountries.map(\.id)).count == catalog.allCountries.count)
        for letter in catalog.index.letters {
            #expect(catalog.section(for: letter) != nil)
        }
    }

    @Test func theRailMapsAPositionToALetter() throws {
        let catalog = try #require(PickerCatalog.bundled(locale: "sv"))
        #expect(catalog.letter(atFraction: 0)?.label == "A")
        #expect(catalog.letter(atFraction: 1)?.label == catalog.index.letters.last?.label)
        #expect(catalog.letter(atFraction: -3)?.label == "A")
        #expect(catalog.letter(atFraction: 0.999)?.label == "Ö")
        #expect(catalog.letter(atFraction: .nan) == nil)
    }
}
