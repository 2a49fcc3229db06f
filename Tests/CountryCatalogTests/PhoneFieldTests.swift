import CountryCatalog
import Foundation
import Testing
@testable import CountryCatalogCore

/// The phone field after the picker, on the bundled catalogs: what it shows
/// as the user types, and the country of a number typed or pasted with its
/// calling code. `Tests/Phone` holds both to libphonenumber on every region.
struct PhoneFieldTests {
    static func catalog(_ locale: String = "en") throws -> PickerCatalog {
        try #require(PickerCatalog.bundled(locale: locale))
    }

    static func phone(_ code: String) throws -> Country.Phone {
        try #require(try catalog().country(code: code)?.phone)
    }

    /// Each keystroke as libphonenumber's AsYouTypeFormatter shows it.
    static func keystrokes(_ phone: Country.Phone, _ typed: String) -> [String] {
        (1...typed.count).map { phone.formatted(String(typed.prefix($0))) }
    }

    @Test func swedenIsFormattedAsItIsTyped() throws {
        #expect(Self.keystrokes(try Self.phone("SE"), "0701234567")
            == ["0", "07", "070", "070-1", "070-12", "070-123", "070-123 4", "070-123 45", "070-123 45 6", "070-123 45 67"])
    }

    /// Sweden writes every number with its 0: typed without it, a number
    /// stays as typed, as libphonenumber leaves it.
    @Test func swedenLeavesANumberTypedWithoutItsPrefixAsTyped() throws {
        #expect(try Self.phone("SE").formatted("70123") == "70123")
        #expect(try Self.phone("SE").formatted("701234567") == "701234567")
    }

    @Test func theUnitedStatesWriteAreaCodesAndTheirPrefix() throws {
        let us = try Self.phone("US")
        #expect(Self.keystrokes(us, "4165550123")
            == ["4", "41", "416", "416-5", "416-55", "416-555", "416-5550", "(416) 555-01", "(416) 555-012", "(416) 555-0123"])
        #expect(us.formatted("14165550123") == "1 (416) 555-0123")
        // Canada is written by the United States' formats, the main region of +1.
        #expect(try Self.phone("CA").formatted("4165550123") == "(416) 555-0123")
    }

    @Test func digitsPastEveryFormatAreLeftAsTyped() throws {
        #expect(try Self.phone("SE").formatted("070123456789") == "070123456789")
        #expect(try Self.phone("DE").formatted("030123456") == "030 123456")
    }

    @Test func thePlusAndACallingCodeTakeThatCodesFormats() throws {
        let sweden = try Self.phone("SE")
        #expect(sweden.formatted("+447797123456") == "+44 7797 123456")
        #expect(sweden.formatted("+1 416 555 0123") == "+1 416-555-0123")
        // Sweden's international prefix, 00, does as + does.
        #expect(sweden.formatted("0014165550123") == "00 1 416-555-0123")
        // A non-geographic calling code has formats of its own.
        #expect(sweden.formatted("+80012345678") == "+800 1234 5678")
    }

    /// The field's own spaces and dashes are read past; any script's digits are 0-9.
    @Test func whatTheFieldShowsIsReadBackAsItsDigits() throws {
        let sweden = try Self.phone("SE")
        #expect(sweden.formatted("070-123 4") == sweden.formatted("0701234"))
        #expect(sweden.formatted("٠٧٠١٢٣٤٥٦٧") == "070-123 45 67")
        #expect(sweden.formatted("") == "")
        // A plus after the first digit is no plus.
        #expect(sweden.formatted("07+01") == "070-1")
    }

    @Test(arguments: [("+1 416 555 0123", "CA"), ("+1 212 555 0123", "US"), ("+44 7797 123456", "JE"), ("+7 701 123 4567", "KZ"),
                      ("+7 912 345 67 89", "RU"), ("+1 684 733 1234", "AS"), ("+46 70 123 45 67", "SE"), ("+358 18 12345", "AX"),
                      ("+44 (0)7797 123456", "JE"), ("＋44 7797 123456", "JE")])
    func theCountryOfANumberIsLibphonenumbers(_ number: String, _ code: String) throws {
        #expect(try Self.catalog().country(forNumber: number)?.code == code)
    }

    /// Until it is a valid number of some region of its calling code: while
    /// it is typed, and when it is too long; without + or an international
    /// prefix; with a calling code no region has.
    @Test(arguments: ["+1 416 555 012", "+1 416 555 01234", "+46 70", "0701234567", "+", "+999 1234567", "+800 1234 5678", ""])
    func aNumberOfNoRegionHasNoCountry(_ number: String) throws {
        #expect(try Self.catalog().country(forNumber: number) == nil)
    }

    @Test func anInternationalPrefixIsReadForTheCountryDialledFrom() throws {
        let catalog = try Self.catalog()
        #expect(catalog.country(forNumber: "00 44 7797 123456", dialledFrom: catalog.country(code: "SE"))?.code == "JE")
        #expect(catalog.country(forNumber: "011 1 416 555 0123", dialledFrom: catalog.country(code: "US"))?.code == "CA")
        #expect(catalog.country(forNumber: "00 44 7797 123456") == nil)
        // No calling code begins with 0: that is no international prefix.
        #expect(catalog.country(forNumber: "00 0 123", dialledFrom: catalog.country(code: "SE")) == nil)
    }

    /// In every locale: the countries are the catalog's own, named in it.
    @Test func theCountryIsTheCatalogsOwn() throws {
        #expect(try Self.catalog("sv").country(forNumber: "+1 416 555 0123")?.name == "Kanada")
        #expect(try Self.catalog("ja").country(forCallingCode: "+44")?.code == "GB")
    }

    @Test(arguments: [("1", "US"), ("+44", "GB"), ("7", "RU"), ("+46", "SE"), ("358", "FI"), ("+262", "RE"), ("999", nil)])
    func theMainCountryOfACallingCode(_ code: String, _ expected: String?) throws {
        #expect(try Self.catalog().country(forCallingCode: code)?.code == expected)
    }

    /// Data of schema 1.2 has no metadata: the digits are shown as typed, and no country is found.
    @Test func phoneDataWithoutMetadataFormatsNothing() throws {
        let old = Country.Phone(nationalPrefix: "0", mobileLengths: [9], fixedLineLengths: [7, 8, 9], exampleNational: "070-123 45 67")
        #expect(old.formatted("070-123 4") == "0701234")
        let sweden = Country(code: "SE", name: "Sweden", dialCode: "+46", phone: old)
        let catalog = PickerCatalog(countries: SectionedCountries(locale: "en", sections: [CountrySection(title: "S", kind: .normal, countries: [sweden])]),
                                    index: LetterIndex(locale: "en", letters: []))
        #expect(catalog.country(forNumber: "+46 70 123 45 67") == nil)
        #expect(catalog.country(forCallingCode: "46")?.code == "SE")
    }

    /// A catalog of values whose phones came from a catalog's files finds countries as that catalog does.
    @Test func aCatalogOfValuesKeepsItsCountriesPhoneData() throws {
        let bundled = try Self.catalog()
        let copy = PickerCatalog(countries: bundled.countries, index: bundled.index)
        #expect(copy.country(forNumber: "+44 7797 123456")?.code == "JE")
        // Equal but for the locale match, which only a lookup has.
        #expect(copy.countries == bundled.countries && copy.index == bundled.index && copy.match == nil)
    }

    /// The phone data is read once for every locale: each catalog's countries share it.
    @Test func everyLocaleSharesOnePhoneDirectory() throws {
        let english = try Self.catalog("en"), swedish = try Self.catalog("sv")
        #expect(english.phoneDirectory != nil && english.phoneDirectory === swedish.phoneDirectory)
    }

    /// Decoded on its own, a region's phone.json member formats with its own metadata.
    @Test func aPhoneDecodedAloneFormatsWithItsOwnMetadata() throws {
        let sweden = try Self.phone("SE")
        let alone = try JSONDecoder().decode(Country.Phone.self, from: JSONEncoder().encode(sweden))
        #expect(alone == sweden)
        #expect(alone.formatted("0701234567") == "070-123 45 67")
    }
}
