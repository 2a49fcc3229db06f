import CountryCatalog
import Foundation
import Testing

/// `Country.phone` as an app uses it for the field after the picker, on the
/// bundled catalogs.
struct CountryPhoneTests {
    static func phone(_ code: String, locale: String = "en") throws -> Country.Phone {
        let catalog = try #require(PickerCatalog.bundled(locale: locale))
        return try #require(catalog.country(code: code)?.phone)
    }

    @Test func swedenHasAPlaceholderBothWays() throws {
        let sweden = try Self.phone("SE", locale: "sv")
        #expect(sweden.placeholder == "070-123 45 67")
        #expect(sweden.internationalPlaceholder == "+46 70 123 45 67")
        #expect(sweden.nationalPrefix == "0")
        #expect(sweden.mobileLengths == [9])
        #expect(sweden.fixedLineLengths == [7, 8, 9])
    }

    @Test(arguments: [
        ("701234567", Country.Phone.LengthCheck.possible),
        ("070-123 45 67", .possible),        // the prefix typed is not counted
        ("0701234567", .possible),
        ("81234567", .possible),             // eight digits: a fixed-line length
        ("701234", .tooShort),
        ("7012345678", .tooLong),
        ("", .tooShort),
    ])
    func swedenChecksTheLengthOfNationalDigits(_ typed: String, _ expected: Country.Phone.LengthCheck) throws {
        let sweden = try Self.phone("SE")
        #expect(sweden.lengthCheck(typed) == expected)
        #expect(sweden.isPossibleLength(typed) == (expected == .possible))
    }

    @Test func swedenStripsALeadingZeroAndLeavesOtherNumbersAlone() throws {
        let sweden = try Self.phone("SE")
        #expect(sweden.nationalNumber("0701234567") == "701234567")
        #expect(sweden.nationalNumber("070-123 45 67") == "701234567")
        #expect(sweden.nationalNumber("701234567") == "701234567")
        // Any script's decimal digits are read as 0-9.
        #expect(sweden.nationalNumber("٠٧٠١٢٣٤٥٦٧") == "701234567")
        #expect(sweden.nationalNumber("０７０１２３４５６７") == "701234567")
    }

    @Test func italyHasNoNationalPrefixAndKeepsItsZero() throws {
        let italy = try Self.phone("IT")
        #expect(italy.nationalPrefix == nil)
        #expect(italy.nationalNumber("0612345678") == "0612345678")
        #expect(italy.lengthCheck("06 1234 5678") == .possible)
        #expect(italy.placeholder == "312 345 6789")
    }

    /// A number that only begins with the prefix's digit keeps it: Russia's
    /// prefix is 8, and 800 numbers are ten digits of their own.
    @Test func aPrefixIsKeptWhenStrippingWouldLeaveAnImpossibleLength() throws {
        let russia = try Self.phone("RU")
        #expect(russia.nationalPrefix == "8")
        #expect(russia.nationalNumber("8 912 345-67-89") == "9123456789")
        #expect(russia.nationalNumber("8001234567") == "8001234567")
    }

    @Test func aRegionWithoutMetadataHasNoPhone() throws {
        let antarctica = #"{"code": "AQ", "name": "Antarctica", "dial_code": "", "search_keys": []}"#
        #expect(try JSONDecoder().decode(Country.self, from: Data(antarctica.utf8)).phone == nil)
        // A region whose data has no lengths checks nothing but emptiness.
        let bare = Country.Phone()
        #expect(bare.lengthCheck("123") == .possible && bare.lengthCheck("") == .tooShort && bare.placeholder == nil)
    }

    /// Files of schema 1.1 have no `phone`; 1.2 files round-trip it.
    @Test func olderFilesDecodeWithoutPhoneAndNewOnesRoundTrip() throws {
        let older = #"{"locale": "sv", "sections": [{"countries": [{"calling_code": "46", "code": "SE", "dial_code": "+46", "name": "Sverige", "search_keys": []}], "kind": "normal", "title": "S"}]}"#
        let decoded = try JSONDecoder().decode(SectionedCountries.self, from: Data(older.utf8))
        #expect(decoded.sections[0].countries[0].phone == nil)
        let sweden = try #require(PickerCatalog.bundled(locale: "sv")?.country(code: "SE"))
        let encoded = try JSONEncoder().encode(sweden)
        #expect(try JSONDecoder().decode(Country.self, from: encoded) == sweden)
        #expect(String(decoding: encoded, as: UTF8.self).contains(#""national_prefix":"0""#))
    }

    /// Tristan da Cunha alone has no mobile numbers, and so no example.
    @Test func everyBundledCountryHasAnExampleOfAPossibleLength() throws {
        let catalog = try #require(PickerCatalog.bundled(locale: "en"))
        let countries = catalog.sections.flatMap(\.countries)
        #expect(countries.filter { $0.phone?.exampleInternational == nil }.map(\.code) == ["TA"])
        for country in countries where country.code != "TA" {
            let phone = try #require(country.phone, "\(country.code)")
            let example = try #require(phone.exampleInternational, "\(country.code)")
            #expect(example.hasPrefix("+\(country.callingCode) "), "\(country.code)")
            let national = String(example.dropFirst(country.callingCode.count + 2))
            #expect(phone.isPossibleLength(national), "\(country.code): \(example)")
            #expect(phone.mobileLengths.contains(national.filter(\.isNumber).count), "\(country.code): \(example)")
        }
    }
}
