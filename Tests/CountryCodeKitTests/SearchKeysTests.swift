import CountryCatalog
import Foundation
import Testing
@testable import CountryCodeKit

struct SearchKeysTests {
    @Test(arguments: [("Côte d’Ivoire", "en", "cote d'ivoire"), ("Åland", "sv", "aland"), ("ＵＳＡ", "en", "usa"),
                      ("Österreich", "de", "osterreich"), ("Россия", "ru", "россия"), ("Irak", "tr", "ırak"), ("Irak", "en", "irak")])
    func foldsCaseDiacriticsAndWidthInTheLocale(_ text: String, _ locale: String, _ folded: String) {
        #expect(SearchKeys.fold(text, locale: locale) == folded)
    }

    /// `SearchFolding` folds without a locale outside Turkish, Azerbaijani
    /// and Lithuanian: that must give what Foundation gives with the
    /// language's locale, for every language's own names (all of CLDR's
    /// when the full tree is installed, as in CI) and for Latin, Greek and
    /// Cyrillic letters one by one (each before `i`, which Turkish folds apart).
    @Test func foldingWithoutALocaleIsFoldingInTheLanguage() throws {
        let reference = TestData.hasSystemCLDR
            ? try CLDRReference.load(ReferenceLocation(cldrDirectory: TestData.systemCLDR, isoFile: nil),
                                     locales: CLDRReference.availableLocales(in: ReferenceLocation(cldrDirectory: TestData.systemCLDR, isoFile: nil)))
            : TestData.embeddedReference
        var names: [String: Set<String>] = [:]
        for (locale, table) in reference.territoryNames {
            let all = Array(table.standard.values) + Array(table.short.values) + Array(table.variant.values)
            names[SearchFolding.language(of: locale), default: []].formUnion(all)
        }
        #expect(names.count > (TestData.hasSystemCLDR ? 150 : 5))
        let letters = (0x41..<0x530).compactMap(Unicode.Scalar.init).map { String($0) + "i" }
        var differing: [String] = []
        for (language, texts) in names.sorted(by: { $0.key < $1.key }) {
            let folding = SearchFolding(locale: language)
            let locale = Locale(identifier: language)
            for text in texts.sorted() + letters {
                // As `SearchFolding.fold` does, each step in the language.
                let narrowed = text.unicodeScalars.contains { (0xFF00...0xFFEF).contains($0.value) }
                    ? text.folding(options: .widthInsensitive, locale: locale).precomposedStringWithCanonicalMapping : text
                let inLanguage = narrowed.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: locale)
                    .replacingOccurrences(of: "\u{2019}", with: "'")
                if folding.fold(text) != inLanguage { differing.append("\(language): \(text)") }
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(10))")
        #expect(SearchFolding(locale: "tr_CY").foldingLanguage == "tr")
        #expect(SearchFolding(locale: "de_AT").foldingLanguage == "")
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
