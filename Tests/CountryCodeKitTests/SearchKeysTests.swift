import Testing
@testable import CountryCodeKit

struct SearchKeysTests {
    @Test(arguments: [("Côte d’Ivoire", "en", "cote d'ivoire"), ("Åland", "sv", "aland"), ("ＵＳＡ", "en", "usa"),
                      ("Österreich", "de", "osterreich"), ("Россия", "ru", "россия"), ("Irak", "tr", "ırak"), ("Irak", "en", "irak")])
    func foldsCaseDiacriticsAndWidthInTheLocale(_ text: String, _ locale: String, _ folded: String) {
        #expect(SearchKeys.fold(text, locale: locale) == folded)
    }

    @Test func keysListAlternatesThenFoldedFormsWithoutRepeats() {
        #expect(SearchKeys.keys(name: "Eswatini", alternates: ["Swaziland"], locale: "en") == ["Swaziland", "eswatini", "swaziland"])
        #expect(SearchKeys.keys(name: "日本", alternates: [], locale: "ja") == [])
        #expect(SearchKeys.keys(name: "hongkong", alternates: ["Hongkong"], locale: "sv") == ["Hongkong"])
    }

    @Test(arguments: [("SE", "🇸🇪"), ("xk", "🇽🇰")])
    func flagsAreRegionalIndicatorPairs(_ code: String, _ flag: String) {
        #expect(FlagEmoji.of(code) == flag)
    }

    @Test(arguments: ["S", "SWE", "1A", "ÅX", ""])
    func noFlagForOtherCodes(_ code: String) {
        #expect(FlagEmoji.of(code) == nil)
    }
}
