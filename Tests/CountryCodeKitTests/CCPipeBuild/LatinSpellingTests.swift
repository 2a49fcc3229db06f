@testable import CCPipeBuild
@testable import CCPipeCore
@testable import CCPipeModel
import CountryCatalog
@testable import CountryCodeKit
import Foundation
import Testing

/// The cross-script search keys the build writes, on real CLDR names.
struct LatinSpellingTests {
    @Test(arguments: [
        ("中国", "zh", ["zhong guo", "zhongguo"]), ("瑞典", "zh", ["rui dian", "ruidian"]),
        ("Россия", "ru", ["rossiya"]), ("Швеция", "ru", ["shvetsiya"]), ("Украина", "ru", ["ukraina"]),
        ("スウェーデン", "ja", ["suweden"]), ("ロシア", "ja", ["roshia"]), ("チェコ", "ja", ["cheko"]),
        ("フィジー", "ja", ["fiji"]), ("イギリス", "ja", ["igirisu"]), ("コートジボワール", "ja", ["kotojibowaru"]),
        ("日本", "ja", []), ("アメリカ合衆国", "ja", []), ("السويد", "ar", []),
        // ICU 72's Korean-Latin/BGN reads conjoining jamo only (CountryCatalog's UsingTheOutputs.md).
        ("대한민국", "ko", []),
    ])
    func spellingsOfRealNames(_ name: String, _ language: String, _ expected: [String]) throws {
        let transform = LatinSpelling.transform(language: language)
        guard let transform else { #expect(expected.isEmpty); return }
        #expect(TransliteratorMemo.shared.spellings(of: name, language: language, transform: transform) == expected)
        // A catalog's speller, found once, spells as the memo does.
        #expect(TransliteratorMemo.shared.speller(transform).spellings(of: name, language: language) == expected)
        #expect(SearchKeys(locale: language).dependsOnLanguage)
    }

    /// Spaces the transform leaves are collapsed and trimmed; with joined
    /// syllables, the spelling without spaces follows (only when it differs).
    @Test(arguments: [
        ("ab", ["ab"], ["ab"]), ("a b", ["a b"], ["a b", "ab"]), ("  a   b  ", ["a b"], ["a b", "ab"]),
        (" a ", ["a"], ["a"]), ("a  b c", ["a b c"], ["a b c", "abc"]),
    ])
    func spacesAreCollapsed(_ name: String, _ spelled: [String], _ joined: [String]) throws {
        let identity = try Transliterator(rules: "x > x ;")
        #expect(LatinSpelling.spellings(of: name, language: "xx", transform: .id("x"), transliterator: identity) == spelled)
        #expect(LatinSpelling.spellings(of: name, language: "xx", transform: .id("x", joinSyllables: true), transliterator: identity) == joined)
    }

    @Test(arguments: ["zh", "ru", "uk", "be", "bg", "mk", "sr", "kk", "ky", "mn", "el", "hy", "ka", "ko", "ja"])
    func everyTransformOpens(_ language: String) throws {
        let transform = try #require(LatinSpelling.transform(language: language))
        #expect(TransliteratorMemo.shared.opens(transform))
    }

    /// Narrowed to the characters of the names it spells, `Han-Latin` spells
    /// every Chinese name of the embedded reference as the whole transform
    /// does; a character left out stays as it is.
    /// A locale written in Latin takes Latin-ASCII alone, whatever its
    /// language's transform: CLDR 48's `zh_Latn` names regions in English,
    /// which Han-Latin would join into one word and reopen for.
    @Test func aLocaleWrittenInLatinOnlyFoldsToASCII() throws {
        #expect(LatinSpelling.transform(locale: "zh_Latn") == .id("Latin-ASCII"))
        #expect(LatinSpelling.transform(locale: "zh_Latn_CN") == .id("Latin-ASCII"))
        #expect(LatinSpelling.transform(locale: "sr_Latn") == .id("Latin-ASCII"))
        #expect(LatinSpelling.transform(locale: "zh") == LatinSpelling.transform(language: "zh"))
        #expect(LatinSpelling.transform(locale: "zh_Hant") == LatinSpelling.transform(language: "zh"))
        #expect(LatinSpelling.transform(locale: "sr_Cyrl") == LatinSpelling.transform(language: "sr"))
        #expect(LatinSpelling.transform(locale: "en_Latn") == nil)
        #expect(SearchKeys(locale: "zh_Latn").keys(name: "Åland Islands", alternates: []) == ["aland islands"])
        #expect(SearchKeys(locale: "sr_Latn").keys(name: "Mađarska", alternates: []) == ["mađarska", "madarska"])
    }

    @Test func narrowedHanLatinSpellsAsTheWholeTransform() throws {
        var names: Set<String> = []
        for (locale, table) in TestData.embeddedReference.territoryNames where SearchFolding.language(of: locale) == "zh" {
            names.formUnion(Array(table.standard.values) + Array(table.short.values) + Array(table.variant.values))
        }
        #expect(names.count > 300)
        let sorted = names.sorted()
        let whole = try Transliterator(id: "Han-Latin; Latin-ASCII")
        let narrowed = try Transliterator(id: "Han-Latin", narrowedTo: sorted.joined(separator: "\n"), then: "Latin-ASCII")
        for name in sorted {
            #expect(try narrowed.transliterate(name) == whole.transliterate(name), "\(name)")
        }
        // Characters the rules list in ranges (`飆-飈`, `⺾-⻀`, `参-叅`), at
        // either end or inside.
        let ranged = "飇⺿参叄飆"
        let narrowedToRanges = try Transliterator(id: "Han-Latin", narrowedTo: ranged, then: "Latin-ASCII")
        #expect(try narrowedToRanges.transliterate(ranged) == whole.transliterate(ranged))
        #expect(try whole.transliterate(ranged) == "biaocaocan can biao")
        let partial = try Transliterator(id: "Han-Latin", narrowedTo: "中", then: "Latin-ASCII")
        #expect(try partial.transliterate("中国").contains("国"))
        #expect(try whole.transliterate("中国") == "zhong guo")
    }

    /// A transform id ending in `; Latin-ASCII` runs that step only on a
    /// result that is not ASCII yet: the same as the compound (here opened
    /// from rules, which run every step) on every name of each language,
    /// since Latin-ASCII leaves ASCII as it is.
    @Test func theASCIIStepIsSkippedOnlyWhereItChangesNothing() throws {
        let ascii = String((0x20..<0x7F).compactMap(Unicode.Scalar.init).map(Character.init))
        #expect(try Transliterator(id: "Latin-ASCII").transliterate(ascii) == ascii)
        let names = try SearchKeysTests.namesByLanguage()
        var compared = 0
        for language in ["ru", "uk", "be", "bg", "mk", "sr", "kk", "ky", "mn", "el", "hy", "ka", "ko"] {
            guard case .id(let id, _) = try #require(LatinSpelling.transform(language: language)) else { continue }
            let head = try #require(id.components(separatedBy: ";").first)
            let split = try Transliterator(id: id)
            let compound = try Transliterator(rules: ":: \(head) ;\n:: Latin-ASCII ;")
            for name in (names[language] ?? []).sorted() + ["Россия", "Ελλάδα", "대한민국"] {
                #expect(try split.transliterate(name) == compound.transliterate(name), "\(language): \(name)")
                compared += 1
            }
        }
        #expect(compared > 30)
    }

    /// A spelling is lower-cased as `lowercased()` does it: ASCII byte by
    /// byte, other text as a string (the Kelvin sign's lower case is ASCII
    /// `k`), and kept only when it is ASCII then.
    @Test func spellingsAreLowerCasedASCII() throws {
        let transliterator = try Transliterator(rules: "a > ' Zhong  GUO '; k > \\u212A; e > é;")
        let transform = LatinSpelling.Transform.id("test", joinSyllables: true)
        let spell = { (name: String) in
            LatinSpelling.spellings(of: name, language: "zh", transform: transform, transliterator: transliterator)
        }
        #expect(spell("a") == ["zhong guo", "zhongguo"])
        #expect(spell("k x") == ["k x", "kx"])
        #expect(spell("e") == [])
        #expect(spell("1 2") == [])
    }

    @Test func katakanaBecomesHiraganaKeepingTheLongMark() {
        #expect(LatinSpelling.hiragana(of: "スウェーデン") == "すうぇーでん")
        #expect(LatinSpelling.hiragana(of: "ヴァチカン市国") == "ゔぁちかん市国")
        #expect(LatinSpelling.hiragana(of: "日本") == nil)
    }

    @Test func keysEndWithTheEnglishName() {
        #expect(SearchKeys.keys(name: "Sverige", alternates: [], english: "Sweden", locale: "sv") == ["sverige", "sweden"])
        #expect(SearchKeys.keys(name: "日本", alternates: [], english: "Japan", locale: "ja") == ["japan"])
    }

    @Test(arguments: [("+1684", "AS", "1", "684"), ("+1 684", "AS", "1", "684"), ("+358 18", "AX", "358", "18"),
                      ("+44", "GB", "44", nil), ("+7 7", "KZ", "7", "7"), ("+999 1", "ZZ", "999", "1")])
    func callingCodesSplitAtTheReferenceCode(_ dial: String, _ region: String, _ calling: String, _ leading: String?) {
        let split = CallingCodeSplit(dialCode: dial, codes: TestData.embeddedReference.telephoneCodes[region] ?? [])
        #expect(split == CallingCodeSplit(callingCode: calling, leadingDigits: leading))
    }

    /// A narrowed transform covers its texts' normal forms too; a text of
    /// ASCII and unified ideographs is taken as its own normal form in all
    /// four, which must hold for every such character.
    @Test func asciiAndUnifiedIdeographsAreTheirOwnNormalForms() {
        let scalars = (0..<0x80).compactMap(Unicode.Scalar.init) + (0x4E00...0x9FFF).compactMap(Unicode.Scalar.init)
        var changed: [String] = []
        for scalar in scalars {
            let text = String(scalar)
            for form in [text.precomposedStringWithCompatibilityMapping, text.decomposedStringWithCompatibilityMapping,
                         text.precomposedStringWithCanonicalMapping, text.decomposedStringWithCanonicalMapping]
            where !form.unicodeScalars.elementsEqual(text.unicodeScalars) {
                changed.append(text)
            }
        }
        #expect(changed.isEmpty, "\(changed.prefix(10))")
        // Outside those ranges it does not hold: a compatibility ideograph.
        #expect(!"\u{F900}".decomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual("\u{F900}".unicodeScalars))
    }
}
