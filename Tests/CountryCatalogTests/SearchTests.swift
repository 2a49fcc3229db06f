import CountryCatalog
import Testing

/// Search as a picker user types, on the bundled outputs.
struct SearchTests {
    private func codes(_ query: String, in locale: String) throws -> [String] {
        let catalog = try #require(PickerCatalog.bundled(locale: locale))
        return catalog.sections(matching: query).flatMap(\.countries).map(\.code)
    }

    private func ranked(_ query: String, in locale: String) throws -> [String] {
        try #require(PickerCatalog.bundled(locale: locale)).search(query).map(\.code)
    }

    @Test(arguments: [
        ("en", "swe", ["SE"]),                  // prefix of the name
        ("en", "ALAND", ["AX"]),                // case and diacritics
        ("en", "kingdom", ["GB"]),              // a later word
        ("en", "cote d'iv", ["CI"]),            // typed apostrophe against ’
        ("en", "ivory", ["CI"]),                // CLDR's alternate name
        ("en", "swazi", ["SZ"]),
        ("en", "chagos", ["IO"]),               // CLDR's alt="chagos"
        ("fr", "archipel des", ["IO"]),
        ("en", "ＪＡＰＡＮ", ["JP"]),             // full-width letters
        ("sv", "österr", ["AT"]),
        ("sv", "osterr", ["AT"]),
        ("de", "agyp", ["EG"]),
        ("ru", "росс", ["RU"]),
        ("ja", "ｶﾅﾀﾞ", ["CA"]),                 // half-width katakana
        ("ja", "英国", ["GB"]),                   // an alternate name in Japanese
    ])
    func namesMatchByPrefixOfTheNameOrAnyWord(_ locale: String, _ query: String, _ expected: [String]) throws {
        #expect(try codes(query, in: locale) == expected)
    }

    @Test(arguments: ["+44", "44", " +44 ", "+4 4", "(44)"])
    func dialCodesMatchWithOrWithoutPlus(_ query: String) throws {
        #expect(try Set(codes(query, in: "en")) == ["GB", "GG", "IM", "JE"])
    }

    @Test func dialCodesMatchTheDigitsOfSharedCodes() throws {
        #expect(try codes("1684", in: "en") == ["AS"])
        #expect(try codes("+1 684", in: "en") == ["AS"])
        #expect(try codes("+1", in: "en").count > 20)
    }

    @Test func twoLettersMatchTheISOCodeAsWellAsNames() throws {
        let found = try codes("de", in: "en")
        #expect(found.contains("DE"))  // Germany, by code
        #expect(found.contains("DK"))  // Denmark, by name
        #expect(try codes("xk", in: "ja") == ["XK"])
    }

    @Test func resultsKeepSectionsAndDropEmptyOnes() throws {
        let catalog = try #require(PickerCatalog.bundled(locale: "sv"))
        let found = catalog.sections(matching: "nya")  // Nya Zeeland, Papua Nya Guinea, …
        #expect(found.count > 1 && found.allSatisfy { !$0.countries.isEmpty })
        #expect(found.map(\.title) == catalog.sections.map(\.title).filter { title in found.contains { $0.title == title } })
        #expect(found.flatMap(\.countries).contains { $0.code == "NZ" })
        #expect(catalog.sections(matching: "åla").last?.title == "Å")
        #expect(catalog.sections(matching: "  ") == catalog.sections)
        #expect(catalog.sections(matching: "zzzz").isEmpty)
    }

    // MARK: Ranked

    @Test func theISOCodeComesFirstThenNamesInCollationOrder() throws {
        let found = try ranked("SE", in: "en")
        #expect(found.first == "SE")
        #expect(Array(found.dropFirst().prefix(3)) == ["SN", "RS", "SC"])  // Senegal, Serbia, Seychelles
        #expect(try ranked("se", in: "en").first == "SE")
    }

    @Test func namePrefixesComeBeforeLaterWordsAndLaterWordsBeforeKeys() throws {
        let found = try ranked("gu", in: "en")
        let names = try #require(PickerCatalog.bundled(locale: "en")).search("gu").map(\.name)
        let firstLaterWord = try #require(names.firstIndex { !$0.lowercased().hasPrefix("gu") })
        #expect(names[..<firstLaterWord].allSatisfy { $0.hasPrefix("Gu") })
        #expect(names[firstLaterWord...].allSatisfy { !$0.hasPrefix("Gu") })
        #expect(found.contains("GQ") && found.contains("PG"))  // Equatorial Guinea, Papua New Guinea
        // "Ivory Coast" is an alternate name: after "Iv…" names if there were any, found all the same.
        #expect(try ranked("ivory", in: "en") == ["CI"])
    }

    @Test func anExactCallingCodeComesBeforeLongerOnes() throws {
        let found = try ranked("+1", in: "en")
        // The dial codes that are `+1` exactly, in collation order, then `+1 684` and the rest.
        #expect(found.prefix(5) == ["CA", "DO", "JM", "PR", "US"])
        #expect(found.firstIndex(of: "AS")! > found.firstIndex(of: "US")!)
        #expect(try ranked("+1 684", in: "en") == ["AS"])
        #expect(try ranked("358", in: "sv").prefix(2) == ["FI", "AX"])
    }

    @Test func aPlusAloneListsEveryCountryAndABlankQueryToo() throws {
        let catalog = try #require(PickerCatalog.bundled(locale: "en"))
        #expect(catalog.search("+").count == catalog.allCountries.count)
        #expect(catalog.search("+ ") == catalog.allCountries)
        #expect(catalog.search("") == catalog.allCountries)
        #expect(catalog.search("zzzz").isEmpty)
    }

    // MARK: Across scripts

    @Test(arguments: [
        ("zh", "zhongguo", "CN"), ("zh", "zhong guo", "CN"), ("zh", "ruidian", "SE"), ("zh", "china", "CN"),
        ("ru", "rossiya", "RU"), ("ru", "shvets", "SE"), ("ru", "russia", "RU"),
        ("sv", "sweden", "SE"), ("ja", "sweden", "SE"), ("ar", "sweden", "SE"), ("de", "sweden", "SE"),
        ("ja", "すうぇーでん", "SE"), ("ja", "スウェ", "SE"), ("ja", "roshia", "RU"), ("ja", "igirisu", "GB"),
        ("ja", "ろしあ", "RU"), ("cs", "sweden", "SE"),
    ])
    func namesAreFoundInTheLatinSpellingPeopleType(_ locale: String, _ query: String, _ code: String) throws {
        #expect(try ranked(query, in: locale).first == code)
    }

    /// 日本 read as Chinese would be `ri ben`: not a Japanese key.
    @Test func kanjiGetNoChineseReadingsInJapanese() throws {
        #expect(try ranked("ri ben", in: "ja").isEmpty)
        #expect(try ranked("zhong", in: "ja").isEmpty)
        #expect(try ranked("japan", in: "ja") == ["JP"])
    }
}
