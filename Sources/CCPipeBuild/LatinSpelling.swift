import CountryCatalogCore
import Foundation

/// The Latin spelling people type for a name written in another script,
/// through ICU transforms chosen per language: a picker in Chinese finds
/// 中国 by `zhongguo`, one in Russian finds Россия by `rossiya`.
///
/// Why these transforms and not `Any-Latin`:
/// - Chinese: `Han-Latin` is Mandarin pinyin; `Latin-ASCII` drops the tones
///   nobody types (`zhōng guó` → `zhong guo`), and the syllables run together
///   are a key too (`zhongguo`).
/// - Cyrillic, Greek, Armenian, Georgian, Korean: the BGN/PCGN (or UNGEGN)
///   romanisations are what maps and passports print (`Rossiya`, not the
///   ISO 9 `Rossiâ` of plain `Cyrillic-Latin`). ICU 72's Korean one reads
///   only conjoining jamo: precomposed names come out unchanged and get no
///   Latin key (a test says so; CountryCatalog's "Using the outputs in an app", "Search across scripts").
/// - Japanese: only katakana is read. Kanji have no reading in ICU or CLDR,
///   and `Any-Latin` would read them as Chinese (日本 → `ri ben`), so a name
///   with kanji gets no Latin key. `Katakana-Latin` spells ウェ as `u~e` and
///   the long mark as a macron (`suu~ēden`); the rules below give the
///   Hepburn spellings of the extended katakana and drop the length marks.
/// - Arabic, Hebrew: consonant skeletons (`alswyd`) that nobody types are
///   left out; the English name is every locale's Latin key.
///
/// A spelling is kept only when the transform leaves nothing but ASCII:
/// a half-transliterated name would be a key nobody types.
package enum LatinSpelling {
    /// The transform for a locale's names: its language's, but for a
    /// locale written in Latin whatever its language (`sr_Latn`, `zh_Latn`)
    /// only `Latin-ASCII` (Mađarska is found by `madarska`): its names are
    /// Latin already, and a language's own transform would spell them as if
    /// they were not (`Han-Latin` joins the words of "Åland Islands", and
    /// opens again for every letter it was not narrowed to).
    package static func transform(locale: String) -> Transform? {
        let parts = locale.split(separator: "_")
        let language = SearchFolding.language(of: locale)
        if parts.count > 1, parts[1] == "Latn", let own = transform(language: language) {
            if case .id("Latin-ASCII", _) = own { return own }
            return .id("Latin-ASCII")
        }
        return transform(language: language)
    }

    /// The transform for a language, or nil when it has none worth typing.
    package static func transform(language: String) -> Transform? {
        switch language {
        case "zh": .narrowed("Han-Latin", then: "Latin-ASCII", joinSyllables: true)
        case "ru": .id("Russian-Latin/BGN; Latin-ASCII")
        case "uk": .id("Ukrainian-Latin/BGN; Latin-ASCII")
        case "be": .id("Belarusian-Latin/BGN; Latin-ASCII")
        case "bg": .id("Bulgarian-Latin/BGN; Latin-ASCII")
        case "mk": .id("Macedonian-Latin/BGN; Latin-ASCII")
        case "sr": .id("Serbian-Latin/BGN; Latin-ASCII")
        case "kk": .id("Kazakh-Latin/BGN; Latin-ASCII")
        case "ky": .id("Kirghiz-Latin/BGN; Latin-ASCII")
        case "mn": .id("Mongolian-Latin/BGN; Latin-ASCII")
        case "el": .id("Greek-Latin/UNGEGN; Latin-ASCII")
        case "hy": .id("Armenian-Latin/BGN; Latin-ASCII")
        case "ka": .id("Georgian-Latin/BGN; Latin-ASCII")
        case "ko": .id("Korean-Latin/BGN; Latin-ASCII")
        case "ja": .rules(japaneseRules)
        default: nil
        }
    }

    package enum Transform: Hashable, Sendable {
        case id(String, joinSyllables: Bool = false)
        case rules(String)
        /// `id` then `then`, opened with `id`'s rules narrowed to the
        /// characters of the names it is given (`Transliterator(id:narrowedTo:then:)`):
        /// `Han-Latin`'s rules cover every Han character, names use a few of them.
        case narrowed(String, then: String, joinSyllables: Bool)

        /// Whether the syllables run together are a spelling too.
        var joinsSyllables: Bool {
            switch self {
            case .id(_, let join), .narrowed(_, _, let join): join
            case .rules: false
            }
        }
    }

    /// Katakana to Hepburn, in ICU's rule syntax: the extended katakana
    /// first (ICU's own rules spell them with `~`), then ICU's table, then
    /// the macrons and marks dropped.
    static let japaneseRules = """
        ウィ > wi ; ウェ > we ; ウォ > wo ;
        ヴァ > va ; ヴィ > vi ; ヴェ > ve ; ヴォ > vo ; ヴ > vu ;
        ティ > ti ; ディ > di ; トゥ > tu ; ドゥ > du ;
        ファ > fa ; フィ > fi ; フェ > fe ; フォ > fo ;
        シェ > she ; ジェ > je ; チェ > che ;
        :: Katakana-Latin ;
        :: Latin-ASCII ;
        '~' > ;
        """

    /// The Latin spellings of `name` (lower-case), none when the transform
    /// leaves other scripts behind or the name has kanji in Japanese.
    package static func spellings(of name: String, language: String, transform: Transform,
                          transliterator: Transliterator) -> [String] {
        if language == "ja", name.unicodeScalars.contains(where: isHan) { return [] }
        guard var latin = try? transliterator.transliteratedUTF8(name) else { return [] }
        if latin.allSatisfy({ $0 < 0x80 }) {
            // ASCII lower-cases byte by byte, as `lowercased()` does it.
            for index in latin.indices where (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(latin[index]) { latin[index] |= 0x20 }
        } else {
            // Another script left, or a letter whose lower case is ASCII (K, the Kelvin sign).
            let lowercased = String(decoding: latin, as: UTF8.self).lowercased()
            guard lowercased.utf8.allSatisfy({ $0 < 0x80 }) else { return [] }
            latin = Array(lowercased.utf8)
        }
        guard latin.contains(where: { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }) else { return [] }
        // All ASCII by now: spaces collapsed and trimmed byte by byte, in place.
        var collapsedCount = 0
        var pendingSpace = false
        for index in latin.indices {
            let byte = latin[index]
            if byte == UInt8(ascii: " ") {
                pendingSpace = collapsedCount > 0
                continue
            }
            if pendingSpace {
                latin[collapsedCount] = UInt8(ascii: " ")
                collapsedCount += 1
            }
            pendingSpace = false
            latin[collapsedCount] = byte
            collapsedCount += 1
        }
        let collapsedBytes = latin[..<collapsedCount]
        let collapsed = String(decoding: collapsedBytes, as: UTF8.self)
        var spellings = [collapsed]
        if transform.joinsSyllables, collapsedBytes.contains(UInt8(ascii: " ")) {
            spellings.append(String(decoding: collapsedBytes.filter { $0 != UInt8(ascii: " ") }, as: UTF8.self))
        }
        return spellings
    }

    /// Katakana as hiragana, the kana a Japanese input method shows before
    /// conversion: `スウェーデン` → `すうぇーでん`. The long mark stays (ICU's
    /// `Katakana-Hiragana` turns it into a vowel, which no one types), and so
    /// do kanji. Nil when the name has no katakana.
    package static func hiragana(of name: String) -> String? {
        var changed = false
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            // ァ…ヶ are ぁ…ゖ shifted by 0x60, one for one.
            if (0x30A1...0x30F6).contains(scalar.value), let kana = Unicode.Scalar(scalar.value - 0x60) {
                scalars.append(kana)
                changed = true
            } else {
                scalars.append(scalar)
            }
        }
        return changed ? String(scalars) : nil
    }

    private static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        (0x4E00...0x9FFF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value)
            || (0xF900...0xFAFF).contains(scalar.value) || (0x20000...0x3134F).contains(scalar.value) || scalar == "々"
    }
}
