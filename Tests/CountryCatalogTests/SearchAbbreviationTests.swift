import CountryCatalog
@testable import CountryCatalogCore
import Foundation
import Testing

/// What people type that is neither a name nor a two-letter code: alpha-3
/// codes and initials (`Country.searchAbbreviations`), on the bundled outputs.
struct SearchAbbreviationTests {
    private func ranked(_ query: String, in locale: String) throws -> [String] {
        try #require(PickerCatalog.bundled(locale: locale)).search(query).map(\.code)
    }

    @Test(arguments: PickerCatalog.bundledLocales)
    func alpha3CodesAndInitialsFindTheirCountryFirstInEveryLocale(_ locale: String) throws {
        #expect(try ranked("usa", in: locale).first == "US")
        #expect(try ranked("USA", in: locale).first == "US")
        #expect(try ranked("uae", in: locale).first == "AE")
        #expect(try ranked("are", in: locale).contains("AE"))
        #expect(try ranked("gbr", in: locale).first == "GB")
        #expect(try ranked("gb", in: locale).first == "GB")
        #expect(try ranked("swe", in: locale).contains("SE"))
    }

    /// Below names: "uk" begins Ukraine's name (and is its code's start),
    /// then finds the United Kingdom by its short name or initials.
    @Test(arguments: ["en", "de", "sv"])
    func aNameTheQueryBeginsComesBeforeAnAbbreviation(_ locale: String) throws {
        let found = try ranked("uk", in: locale)
        #expect(found.first == "UA")
        #expect(found.contains("GB"))
    }

    /// The rank `CountrySearch` gives the country `code` for `query`; nil for no match.
    private func rank(of code: String, for query: String, in catalog: PickerCatalog) throws -> SearchRank? {
        let row = try #require(catalog.allCountries.firstIndex { $0.code == code })
        let rank = CountrySearch(countries: catalog.allCountries, locale: catalog.locale).ranks(query)[row]
        return rank == CountrySearch.noMatch ? nil : SearchRank(rawValue: Int(rank))
    }

    @Test func abbreviationsRankLast() throws {
        let catalog = try #require(PickerCatalog.bundled(locale: "en"))
        func rank(of code: String, for query: String) throws -> SearchRank? { try self.rank(of: code, for: query, in: catalog) }
        let emirates = try #require(catalog.country(code: "AE"))
        #expect(emirates.searchAbbreviations == ["are", "uae"])
        #expect(try rank(of: "AE", for: "uae") == .abbreviation)
        #expect(try rank(of: "AE", for: "united") == .namePrefix)
        #expect(try rank(of: "GB", for: "uk") == .searchKey)
        #expect(try rank(of: "US", for: "usa") == .abbreviation)
        #expect(try rank(of: "US", for: "us") == .code)
        // A prefix of an abbreviation, not a later part of one.
        #expect(try rank(of: "AE", for: "ua") == .abbreviation)
        #expect(try rank(of: "AE", for: "ae") == .code)
        #expect(try rank(of: "AE", for: "re") == nil)
    }

    @Test(arguments: [("de", "vae", "AE"), ("de", "deu", "DE"), ("sv", "fa", "AE"), ("sv", "deu", "DE"),
                      ("ru", "оаэ", "AE"), ("ru", "сш", "US"), ("en", "png", "PG"), ("en", "bvi", "VG"),
                      ("en", "usvi", "VI"), ("en", "drc", "CD"), ("ja", "jpn", "JP")])
    func initialsInTheLocaleAndInEnglishFindTheCountry(_ locale: String, _ query: String, _ code: String) throws {
        #expect(try ranked(query, in: locale).contains(code))
    }

    /// Files of schema 1.2 and before have no `search_abbreviations`.
    @Test func aCountryWithoutAbbreviationsDecodesAndIsFoundByName() throws {
        let old = #"{"code": "US", "name": "United States", "dial_code": "+1", "search_keys": ["us"]}"#
        let country = try JSONDecoder().decode(Country.self, from: Data(old.utf8))
        #expect(country.searchAbbreviations.isEmpty)
        let catalog = PickerCatalog(countries: SectionedCountries(locale: "en", sections: [.init(title: "U", kind: .normal, countries: [country])]),
                                    index: LetterIndex(locale: "en", letters: [.init(label: "U", section: 0, count: 1)]))
        #expect(catalog.search("usa").isEmpty)
        #expect(catalog.search("uni").map(\.code) == ["US"])
        let encoded = try JSONEncoder().encode(country)
        #expect(!String(decoding: encoded, as: UTF8.self).contains("search_abbreviations"))
    }
}
