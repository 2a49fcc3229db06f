@testable import CCPipeBuild
@testable import CCPipeModel
@testable import CCPipeReference
import CountryCatalog
import Foundation
import Testing

struct SearchKeysTests {
    @Test(arguments: [("Côte d’Ivoire", "en", "cote d'ivoire"), ("Åland", "sv", "aland"), ("ＵＳＡ", "en", "usa"),
                      ("Österreich", "de", "osterreich"), ("Россия", "ru", "россия"), ("Irak", "tr", "ırak"), ("Irak", "en", "irak")])
    func foldsCaseDiacriticsAndWidthInTheLocale(_ text: String, _ locale: String, _ folded: String) {
        #expect(SearchKeys.fold(text, locale: locale) == folded)
    }

    /// What a record's English name gives the terms is made once per
    /// record for the folding language that asked last: Turkish folds
    /// "Iceland" its own way, and a record whose English name changes (a
    /// dataset's own) is folded again; the terms are those made without it.
    @Test func englishTermsAreKeptPerRecordAndFoldingLanguage() {
        let memo = EnglishTermsMemo(rows: 2)
        let english = SearchKeys(locale: "de"), turkish = SearchKeys(locale: "tr")
        #expect(memo.terms(row: 0, english: "Isle of Man", keys: english).folded.text == "isle of man")
        #expect(memo.terms(row: 0, english: "Isle of Man", keys: turkish).folded.text == "ısle of man")
        #expect(memo.terms(row: 0, english: "Isle of Man", keys: SearchKeys(locale: "fr")).initials.map(\.text) == ["iom", "im"])
        #expect(memo.terms(row: 0, english: "Iceland", keys: english).folded.text == "iceland")
        #expect(memo.terms(row: 1, english: "Iceland", keys: turkish).initials.isEmpty)
        let kept = memo.terms(row: 0, english: "Isle of Man", keys: english)
        #expect(english.terms(name: "Insel Man", alternates: [], english: kept, alpha3: "IMN")
                == english.terms(name: "Insel Man", alternates: [], english: "Isle of Man", alpha3: "IMN"))
    }

    /// `SearchFolding` folds without a locale outside Turkish, Azerbaijani
    /// and Lithuanian: that must give what Foundation gives with the
    /// language's locale, for every language's own names (all of CLDR's
    /// when the full tree is installed, as in CI) and for Latin, Greek and
    /// Cyrillic letters one by one (each before `i`, which Turkish folds apart).
    @Test func foldingWithoutALocaleIsFoldingInTheLanguage() throws {
        let names = try Self.namesByLanguage()
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

    /// Folding scalar by scalar (`ScalarFolds`) is Foundation's fold: on
    /// every CLDR name of the languages that fold alike, and on each scalar
    /// that folds alone, between others (a capital, a sigma, a final sigma).
    @Test(arguments: ["en", "tr", "az", "lt"])
    func foldingScalarByScalarIsFoldingTheWhole(locale: String) throws {
        let folding = SearchFolding(locale: locale)
        var scalarFolds = ScalarFolds(language: folding.foldingLanguage)
        var differing: [String] = []
        var folded = 0
        for (language, texts) in try Self.namesByLanguage()
        where SearchFolding(locale: language).foldingLanguage == folding.foldingLanguage || !folding.foldingLanguage.isEmpty {
            for text in texts.sorted() {
                guard let alone = scalarFolds.fold(text, with: folding.fold) else { continue }
                folded += 1
                if alone != folding.fold(text) { differing.append(text) }
            }
        }
        #expect(folded > (TestData.hasSystemCLDR ? 30_000 : 1_000))
        var scalars = 0
        // Every scalar of every plane but the ideographs and Hangul
        // syllables, of which a sample.
        for value in 0..<0x40000 {
            let ideograph = (0x3400..<0xA000).contains(value) || (0xAC00..<0xD7B0).contains(value) || value >= 0x17000
            guard !ideograph || value % 61 == 0 || (0x1E000..<0x1F400).contains(value) else { continue }
            guard let scalar = Unicode.Scalar(value), ScalarFolds.foldsAlone(scalar) else { continue }
            scalars += 1
            let text = "Ä" + String(scalar) + "Σ" + String(scalar) + "ς" + String(scalar)
            if scalarFolds.fold(text, with: folding.fold) != folding.fold(text) { differing.append(text) }
        }
        #expect(scalars > 25_000)
        #expect(differing.isEmpty, "\(differing.prefix(10))")
        #expect(scalarFolds.fold("Côte d’Ivoire", with: folding.fold) == (locale == "en" ? "cote d'ivoire" : folding.fold("Côte d’Ivoire")))
        // The acute accent is dropped after `e` but in the languages that
        // fold `I` and `i` with the marks after them their own way.
        #expect(scalarFolds.fold("e\u{301}", with: folding.fold) == (locale == "en" ? "e" : nil))
        // A text of scalars that fold to themselves comes back as it is;
        // one with a capital is written anew, as long as its fold.
        #expect(scalarFolds.fold("日本 مصر", with: folding.fold).map { Array($0.utf8) } == Array("日本 مصر".utf8))
        #expect(scalarFolds.fold("Ελλάς Россия", with: folding.fold) == folding.fold("Ελλάς Россия"))
    }

    /// Marks that folding keeps: each after a letter of every block whose
    /// letters take marks, and after a letter of its own block before a
    /// mark of every combining class, folded scalar by scalar as Foundation
    /// folds the whole; marks out of Foundation's order, or after a Latin
    /// letter (which loses them), are left to Foundation.
    @Test(arguments: ["en", "tr", "az", "lt"])
    func keptMarksFoldAsFoundationFoldsThem(locale: String) {
        let folding = SearchFolding(locale: locale)
        var scalarFolds = ScalarFolds(language: folding.foldingLanguage)
        let scalars = ((0x0590..<0xA000).compactMap(Unicode.Scalar.init) + (0xA000..<0x1F000).compactMap(Unicode.Scalar.init))
        var bases: [Unicode.Scalar] = []
        for block in Array(stride(from: 0x0580, to: 0x4E80, by: 0x80)) + Array(stride(from: 0xA000, to: 0x1F000, by: 0x80)) {
            if let base = scalars.first(where: { $0.value >= block && $0.value < block + 0x80 && $0.properties.isAlphabetic
                                                 && ScalarFolds.mayTakeMarks($0) }) {
                bases.append(base)
            }
        }
        // Letters after which Foundation drops marks, or might.
        let others = ["a", "ø", "ł", "ω", "ж", "Ժ"].flatMap(\.unicodeScalars)
        let marks = scalars.filter(ScalarFolds.mayBeKept)
        var byClass: [UInt8: Unicode.Scalar] = [:]
        for mark in marks where byClass[mark.properties.canonicalCombiningClass.rawValue] == nil {
            byClass[mark.properties.canonicalCombiningClass.rawValue] = mark
        }
        var differing: [String] = []
        var folded = 0
        func check(_ text: String) {
            guard let alone = scalarFolds.fold(text, with: folding.fold) else { return }
            folded += 1
            if alone != folding.fold(text) { differing.append(text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")) }
        }
        // Each mark after the bases below U+A000, the joiners, and every
        // seventh base past them (every third for a mark past U+A000).
        let early = bases.filter { $0.value < 0xA000 } + ["\u{200B}", "\u{200D}"].flatMap(\.unicodeScalars)
        let late = bases.filter { $0.value >= 0xA000 }
        for mark in marks {
            let after = early + late.enumerated().filter { $0.offset % (mark.value < 0xA000 ? 7 : 3) == 0 }.map(\.element)
            for base in after + others { check(String(base) + String(mark)) }
            let own = bases.last(where: { $0.value <= mark.value }) ?? bases[0]
            for other in byClass.values { check(String(own) + String(mark) + String(other)) }
        }
        #expect(bases.count > 100)
        #expect(marks.count > 1_000)
        #expect(folded > 50_000)
        #expect(differing.isEmpty, "\(differing.prefix(10))")
        #expect(scalarFolds.fold("\u{0915}\u{0947}\u{093C}", with: folding.fold) == "\u{0915}\u{0947}\u{093C}")
        #expect(scalarFolds.fold("\u{0915}\u{093C}\u{0947}", with: folding.fold) == nil)
        #expect(scalarFolds.fold("e\u{0947}", with: folding.fold) == nil)
        #expect(scalarFolds.fold("\u{0947}", with: folding.fold) == nil)
        // The zero-width non-joiner is a mark of class 0 to Foundation, put
        // before the marks of other classes; Adlam's and Chakma's marks are kept.
        #expect(scalarFolds.fold("\u{0627}\u{200C}\u{064E}", with: folding.fold) == "\u{0627}\u{200C}\u{064E}")
        #expect(scalarFolds.fold("\u{0627}\u{064E}\u{200C}", with: folding.fold) == nil)
        #expect(scalarFolds.fold("\u{1E900}\u{1E922}\u{1E944}", with: folding.fold) == "\u{1E922}\u{1E922}\u{1E944}")
        #expect(scalarFolds.fold("\u{11103}\u{11133}", with: folding.fold) == "\u{11103}\u{11133}")
    }

    /// The combining diacritical marks after every scalar below U+0590 and
    /// of the Latin and Greek extended blocks that folds alone, one and two
    /// of them: where they are dropped, as Foundation drops them.
    @Test(arguments: ["en", "tr", "az", "lt"])
    func diacriticsAreDroppedAsFoundationDropsThem(locale: String) {
        let folding = SearchFolding(locale: locale)
        var scalarFolds = ScalarFolds(language: folding.foldingLanguage)
        let bases = (Array(0x20..<0x0590) + Array(0x1E00..<0x2000) + [0x2C6D, 0xA78B, 0xA78C, 0x0531, 0x05D0, 0x0915, 0x200D])
            .compactMap(Unicode.Scalar.init).filter(ScalarFolds.foldsAlone)
        let marks = (0x0300...0x036F).compactMap(Unicode.Scalar.init)
        var differing: [String] = []
        var dropped = 0
        for base in bases {
            for (offset, mark) in marks.enumerated() {
                for text in [String(base) + String(mark) + "a", String(base) + String(mark) + String(marks[(offset * 7 + 3) % marks.count])] {
                    guard let alone = scalarFolds.fold(text, with: folding.fold) else { continue }
                    dropped += 1
                    if alone != folding.fold(text) {
                        differing.append(text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
                    }
                }
            }
        }
        #expect(bases.count > 1_000)
        #expect(dropped > (locale == "en" ? 100_000 : -1))
        #expect(differing.isEmpty, "\(differing.prefix(10))")
        #expect(scalarFolds.fold("D\u{1EB9}\u{301}nmak", with: folding.fold) == (locale == "en" ? "denmak" : nil))
        #expect(scalarFolds.fold("I\u{307}", with: folding.fold) == (locale == "en" ? "i" : nil))
        #expect(scalarFolds.fold("\u{301}a", with: folding.fold) == nil)
    }

    /// Random texts of letters of many scripts, marks that folding keeps and
    /// marks it removes, joiners and spaces (a fixed seed, so a failure
    /// repeats): folded scalar by scalar wherever that is taken, they are
    /// what Foundation makes of the whole.
    @Test(arguments: ["en", "tr", "az", "lt"])
    func randomTextsFoldAsFoundationFoldsThem(locale: String) {
        let folding = SearchFolding(locale: locale)
        var scalarFolds = ScalarFolds(language: folding.foldingLanguage)
        let letters = "IİıiÌÍĨĮJjaZéøßΣςжԺאבעربپकषक़অਕકଓகఅಕമකกລཀကខᎠあアカ漢字한예ꖳꉩ𐐀𐑅𞤀𞤢𑄃𑄟 -'’."
        let marks = "\u{05B7}\u{05BC}\u{064E}\u{0651}\u{093C}\u{094D}\u{0947}\u{093E}\u{09BE}\u{09C7}\u{0BCD}\u{0E48}\u{0E31}\u{0F72}\u{0F74}"
            + "\u{1039}\u{17D2}\u{3099}\u{0301}\u{0307}\u{0308}\u{0328}\u{200C}\u{200D}\u{11127}\u{11133}\u{1E944}\u{200B}\u{1F3FB}"
        let pool = Array((letters + marks).unicodeScalars)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var differing: [String] = []
        var folded = 0
        for _ in 0..<100_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<(1 + next(6)) { text.append(pool[next(pool.count)]) }
            let string = String(text)
            guard let alone = scalarFolds.fold(string, with: folding.fold) else { continue }
            folded += 1
            if alone != folding.fold(string) { differing.append(string.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")) }
        }
        #expect(folded > 5_000)
        #expect(differing.isEmpty, "\(differing.prefix(10))")
    }

    /// The names of every locale by language: all of CLDR's when the full
    /// tree is installed (as in CI), else the embedded reference's.
    static func namesByLanguage() throws -> [String: Set<String>] {
        let location = ReferenceLocation(cldrDirectory: TestData.systemCLDR, isoFile: nil)
        let reference = TestData.hasSystemCLDR
            ? try CLDRReference.load(location, locales: CLDRReference.availableLocales(in: location))
            : TestData.embeddedReference
        var names: [String: Set<String>] = [:]
        for (locale, table) in reference.territoryNames {
            let all = Array(table.standard.values) + Array(table.short.values) + Array(table.variant.values)
            names[SearchFolding.language(of: locale), default: []].formUnion(all)
        }
        return names
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

    /// Memo keys are texts by their bytes: canonically equivalent spellings
    /// are different keys, and equal bytes are equal whatever a string's
    /// storage (small, native, or sliced from a longer one).
    @Test func exactTextsCompareBytes() {
        let long = String(repeating: "Côte d’Ivoire ", count: 3)
        let pairs: [(String, String, Bool)] = [
            ("", "", true), ("a", "a", true), ("a", "b", false), ("ab", "a", false),
            ("R\u{E9}union", "Re\u{301}union", false), ("Réunion", "R" + "éunion", true),
            (long, String(long.dropLast()) + " ", true), (long, String(long.dropLast()) + "!", false),
            (String(long.prefix(4)), "Côte", true),
            // One storage, and one small string, compared without reading their bytes.
            (long, long, true), ("Réunion", "Réunion", true),
        ]
        for (left, right, equal) in pairs {
            #expect((ExactText(left) == ExactText(right)) == equal, "\(left) \(right)")
            if equal { #expect(ExactText(left).hashValue == ExactText(right).hashValue) }
        }
    }
}

/// `SearchKeys.lowercasedASCII` (which stands in for folding where that
/// only lower-cases) against lower-casing byte by byte: every ASCII byte
/// at every place in texts of every length up to 40, and texts with a
/// character that is not ASCII.
@Suite("Lower-casing ASCII")
struct LowercasedASCIITests {
    static func expected(_ bytes: [UInt8]) -> String? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        return String(decoding: bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    @Test func everyByteAtEveryPlace() {
        var differing: [[UInt8]] = []
        for length in 1...40 {
            for byte in UInt8(0)...UInt8(0x7F) {
                for place in Set([0, length / 2, length - 1]) {
                    var bytes = (0..<length).map { UInt8(0x40 + ($0 * 7) % 0x3F) }
                    bytes[place] = byte
                    if SearchKeys.lowercasedASCII(String(decoding: bytes, as: UTF8.self)) != Self.expected(bytes) { differing.append(bytes) }
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(3))")
        #expect(SearchKeys.lowercasedASCII("") == "")
    }

    @Test(arguments: ["é", "abcdefgh\u{E9}", "ABCDEFGHIJKLMNO\u{2019}", "Côte", "\u{1F1E6}"])
    func textsNotAllASCIIAreLeftToFolding(text: String) {
        #expect(SearchKeys.lowercasedASCII(text) == nil)
    }
}
