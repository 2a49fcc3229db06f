@testable import CCPipeBuild
@testable import CCPipeReference
import CountryCatalog
@testable import CountryCodeKit
import Foundation
import Testing

/// The bridge makes the transforms of `LatinSpelling` from ICU's rule data
/// without ICU's transform registry (`TransformSteps.cpp`): each must spell
/// every text as the transform ICU itself makes from the same id or rules.
@Suite("Transforms made without ICU's registry")
struct TransformStepsTests {
    static let languages = ["zh", "ru", "uk", "be", "bg", "mk", "sr", "kk", "ky", "mn", "el", "hy", "ka", "ko", "ja"]

    /// Texts the rules must treat alike: marks to compose and decompose,
    /// other scripts than the transform's, width forms, jamo, punctuation
    /// and spaces where the rules look at word boundaries.
    static let awkward = [
        "", " ", "Россия", "Ёлка ЁЛКА ёж", "е\u{308}", "Ъ ъ Ь ь", "ТС тс Тс", "Ελλάδα", "Ἀθῆναι", "ΜΠΑΜΠΑ μπαμπά", "ευαγγέλιο",
        "Αυστρία", "Σουηδία", "Հայաստան", "Երևան եւ", "Ո ո Ով", "საქართველო", "Қазақстан", "Кыргызстан", "Монгол Улс",
        "Србија", "Македонија", "Ѓорѓија", "Україна", "Беларусь", "България", "\u{1100}\u{1161}\u{11A8}", "대한민국",
        "中国", "中華民國（台灣）", "日本・東京", "香港特別行政區", "スウェーデン", "ｽｳｪｰﾃﾞﾝ", "ヴァチカン", "コートジボワール",
        "ウィ ウェ ウォ ティ ディ トゥ", "ＡＢＣ１２３", "Æble Œuvre ß ﬁ", "ǅ ǈ", "Ⅻ ½ ℃", "😀 🇸🇪", "a\u{300}\u{301}", "x-y/z (a) [b]",
    ]

    private static func opened(_ language: String, covering texts: [String]) throws -> (own: Transliterator, icu: Transliterator) {
        switch try #require(LatinSpelling.transform(language: language)) {
        case .id(let id, _):
            return (try Transliterator(id: id), try Transliterator(byICU: id, isRules: false))
        case .rules(let rules):
            return (try Transliterator(rules: rules), try Transliterator(byICU: rules, isRules: true))
        case .narrowed(let id, let then, _):
            return (try Transliterator(id: id, narrowedTo: texts.joined(separator: "\n"), then: then),
                    try Transliterator(byICU: id + "; " + then, isRules: false))
        }
    }

    @Test(arguments: languages)
    func madeWithoutICUsRegistry(_ language: String) throws {
        let (own, icu) = try Self.opened(language, covering: Self.awkward)
        #expect(!own.isMadeByICU)
        #expect(icu.isMadeByICU)
    }

    /// Every CLDR name of the transform's language, those of a dozen
    /// languages in other scripts, the awkward texts, and random texts of
    /// all their characters.
    @Test(arguments: languages)
    func spellsAsICUsOwnTransform(_ language: String) throws {
        let names = try SearchKeysTests.namesByLanguage()
        var texts = Set(Self.awkward).union(names[language] ?? [])
        for other in ["en", "fr", "vi", "ar", "he", "hi", "th", "am", "ru", "el", "ja", "zh", "ko", "hy", "ka"] {
            texts.formUnion((names[other] ?? []).sorted().prefix(80))
        }
        // And texts of their characters in random order and company.
        let characters = Array(Set(texts.joined())).sorted()
        var generator = SeededGenerator(seed: 12)
        for _ in 0..<300 {
            texts.insert(String((0..<Int.random(in: 1...12, using: &generator)).map { _ in characters.randomElement(using: &generator)! }))
        }
        let sorted = texts.sorted()
        let (own, icu) = try Self.opened(language, covering: sorted)
        var differences: [String] = []
        for text in sorted where try own.transliterate(text) != icu.transliterate(text) {
            differences.append(text)
        }
        #expect(differences.isEmpty, "\(language): \(differences.prefix(10))")
        #expect(sorted.count > 300)
    }

    /// Each part of the rules' syntax this bridge reads: a filter of the
    /// whole, `::Null`, steps named by id (in any case, with filters of
    /// their own), variables across blocks, reverse steps, a filter that
    /// leads a run of steps; compound ids, where a leading filter filters
    /// the whole for ICU, the last step `Latin-ASCII` included; and what it
    /// leaves to ICU (an id it does not make), which still opens.
    @Test(arguments: [
        ("::[a-c]; a > x; ::Null; x > y; b > z;", true, "abcd"),
        ("$v = [aeiou]; ::NFD; $v { n > N; ::nfc; N } $v > M;", true, "ana óno"),
        (":: [:Latin:] fullwidth-halfwidth; :: Latin-ASCII;", true, "ＡＢＣ Ａé"),
        (":: [ａ-ｃ] Fullwidth-Halfwidth (); x > y;", true, "ａｂｃｄｅ x"),
        (":: Katakana-Latin; :: Latin-ASCII;", true, "スウェーデン ｽｳｪｰﾃﾞﾝ"),
        (":: Han-Latin; :: Latin-ASCII;", true, "中国（台湾）"),
        (":: NFKD; :: [:Mn:] Remove; :: NFC;", true, "ｶﾞ é ﬁ"),
        // ICU filters the whole of `[f] a; b` by `f` (what `Han-Spacedhan` relies on).
        (":: [:Han:] nfkc; :: fullwidth-halfwidth; a > b;", true, "アイ 中ａ"),
        (":: [:Han:] nfkc; $x = a; :: fullwidth-halfwidth; a > b;", true, "アイ 中ａ"),
        ("Russian-Latin/BGN; Latin-ASCII", false, "Съёмка Ёж é"),
        // A block of rules is run only on text that holds a character one
        // of their keys starts with (`c → …` with `c` raw, escaped, or a
        // space that is not the syntax's; a set, after a context); a block
        // with a key that may start anywhere (`c*`) runs everywhere.
        ("ä > ae; \\u00E9 → e; \\← → '<-'; \u{A0} → '_'; y < z;", true, "ä é ← \u{A0} y z"),
        ("ä > ae; \\u00E9 → e; \\← → '<-'; \u{A0} → '_'; y < z;", true, "abc y z"),
        ("$v = [aeiou]; ä > ae; ::NFD; $v { x > ks;", true, "äx ax a\u{308}x"),
        ("$v = [aeiou]; $v { [^ x] } y → z; ü } [Yy] → ue; [:Mn:]+ → ; ::Null; c* → k;", true, "ay üy a y u\u{308}c ac x"),
        ("$v = [aeiou]; $v { [^ x] } y → z; ü } [Yy] → ue; [:Mn:]+ → ;", true, "xyz"),
        // `Latin-ASCII` alone runs only on text that is not ASCII.
        ("Latin-ASCII", false, "Mađarska Ålandsøerne Æble ß ŉ ½"),
        ("Latin-ASCII", false, "Bosna i Hercegovina"),
        ("[:Cyrillic:] Russian-Latin/BGN; Latin-ASCII", false, "Съёмка Ёж é"),
        ("fullwidth-halfwidth; any-nfc; null", false, "ＡＢア e\u{301}"),
    ])
    func readAsICUReadsThem(_ source: String, _ isRules: Bool, _ text: String) throws {
        let own = try isRules ? Transliterator(rules: source) : Transliterator(id: source)
        let icu = try Transliterator(byICU: source, isRules: isRules)
        #expect(try own.transliterate(text) == icu.transliterate(text))
        // `Remove` is not made here: those rules are left to ICU.
        #expect(own.isMadeByICU == source.contains("Remove"))
    }
}
