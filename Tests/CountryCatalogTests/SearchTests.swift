import CountryCatalog
import Testing

/// Search as a picker user types, on the bundled outputs.
struct SearchTests {
    private func codes(_ query: String, in locale: String) throws -> [String] {
        let catalog = try #require(CountryCatalog.bundled(locale: locale))
        return catalog.sections(matching: query).flatMap(\.countries).map(\.code)
    }

    @Test(arguments: [
        ("en", "swe", ["SE"]),                  // prefix of the name
        ("en", "ALAND", ["AX"]),                // case and diacritics
        ("en", "kingdom", ["GB"]),              // a later word
        ("en", "cote d'iv", ["CI"]),            // typed apostrophe against ’
        ("en", "ivory", ["CI"]),                // CLDR's alternate name
        ("en", "swazi", ["SZ"]),
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

    @Test(arguments: ["+44", "44", " +44 "])
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
        let catalog = try #require(CountryCatalog.bundled(locale: "sv"))
        let found = catalog.sections(matching: "nya")  // Nya Zeeland, Papua Nya Guinea, …
        #expect(found.count > 1 && found.allSatisfy { !$0.countries.isEmpty })
        #expect(found.map(\.title) == catalog.sections.map(\.title).filter { title in found.contains { $0.title == title } })
        #expect(found.flatMap(\.countries).contains { $0.code == "NZ" })
        #expect(catalog.sections(matching: "åla").last?.title == "Å")
        #expect(catalog.sections(matching: "  ") == catalog.sections)
        #expect(catalog.sections(matching: "zzzz").isEmpty)
    }
}
