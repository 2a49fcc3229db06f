import CountryCatalog
import Foundation
import Testing

/// The outputs committed as CountryCatalog's resources, read the way an app reads them.
struct BundledCatalogTests {
    @Test func englishIsBundled() throws {
        #expect(PickerCatalog.bundledLocales.contains("en"))
        let catalog = try #require(PickerCatalog.bundled(locale: "en"))
        #expect(catalog.locale == "en")
        #expect(catalog.sections.flatMap(\.countries).count == 245)
    }

    @Test func lookupByCodeFindsKosovo() throws {
        let catalog = try #require(PickerCatalog.bundled(locale: "en"))
        var kosovo = try #require(catalog.country(code: "xk"))
        let phone = try #require(kosovo.phone)
        #expect(phone.nationalPrefix == "0" && phone.mobileLengths == [8] && phone.fixedLineLengths == [8, 9, 10, 11, 12])
        #expect(phone.placeholder == "043 201 234" && phone.internationalPlaceholder == "+383 43 201 234")
        kosovo.phone = nil
        #expect(kosovo == Country(code: "XK", name: "Kosovo", dialCode: "+383", callingCode: "383", flag: "🇽🇰", searchKeys: ["kosovo"]))
        #expect(catalog.country(code: "AN") == nil)
    }

    @Test func everyIndexLabelScrollsToASection() throws {
        let catalog = try #require(PickerCatalog.bundled(locale: "en"))
        #expect(catalog.index.letters.map(\.label).joined() == "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        #expect(catalog.section(forIndexLabel: "X")?.title == "Y")
        #expect(catalog.section(forIndexLabel: "Å") == nil)
        for letter in catalog.index.letters where letter.count > 0 {
            #expect(catalog.sections[letter.section].title == letter.label)
            #expect(catalog.sections[letter.section].countries.count == letter.count)
        }
    }

    @Test func countriesDecodeAsTheSeedRecords() throws {
        let seed = #"[{"name": "Afghanistan", "dial_code": "+93", "code": "AF"}]"#
        let decoded = try JSONDecoder().decode([Country].self, from: Data(seed.utf8))
        // The flag is the code's, as in files of schema 2.0, which leave it out.
        #expect(decoded == [Country(code: "AF", name: "Afghanistan", dialCode: "+93", flag: "🇦🇫")])
    }
}
