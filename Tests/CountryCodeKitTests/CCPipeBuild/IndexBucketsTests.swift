@testable import CCPipeBuild
@testable import CCPipeIngest
@testable import CCPipeModel
@testable import CCPipeReference
@testable import CountryCodeKit
import Foundation
import Testing

/// The bridge lays out most indexes itself (IndexBuckets.cpp), sharing the
/// script starts of a collator among the locales that use it. Each of its
/// indexes must be ICU's `AlphabeticIndex` exactly: same buckets, labels,
/// kinds, and every name filed alike, in the same order.
@Suite("Alphabetic index restated")
struct IndexBucketsTests {
    /// Every CLDR locale when the full tree is installed (CI installs it),
    /// else the embedded ones; names of each locale and of English, plus
    /// strings that land in the underflow, inflow and overflow buckets,
    /// expansions and contractions.
    static let reference: ReferenceData = {
        guard TestData.hasSystemCLDR else { return TestData.embeddedReference }
        let location = ReferenceLocation(cldrDirectory: TestData.systemCLDR, isoFile: nil)
        do {
            return try CLDRReference.load(location, locales: try CLDRReference.availableLocales(in: location))
        } catch {
            fatalError("the system CLDR tree does not load: \(error)")
        }
    }()

    static let oddNames = ["", " ", "123", "!", "$", "Æbeltoft", "æ", "Œuvre", "ß", "Sch", "Schweiz", "Ch", "Chile", "Ĳssel",
                           "ǅ", "Ll", "Ñandú", "Ø", "Þing", "ð", "日本", "中国", "中國", "Ελλάδα", "Россия", "Ђ", "ㄱ", "가", "힣",
                           "ሀ", "ፘ", "ฮ", "あ", "ン", "ア", "\u{FFFF}", "a\u{0301}", "Zz", "ZZZ", "ǃKung", "\u{1E900}", "𐐀",
                           // Right after a tailored letter, where a letter of several primary
                           // weights would have sent them back (see `untoldLettersFileAsICUDoes`).
                           "Å\u{FFFF}", "Ä\u{FFFF}a", "Ö\u{FFFF}", "Ñ\u{FFFF}", "Č\u{FFFF}", "Ch\u{FFFF}", "Dzs\u{FFFF}", "Ø\u{FFFF}"]

    static func names(for locale: String) -> [String] {
        var names = oddNames
        for (code, tables) in reference.territoryNames where code == locale || code == "en" || code == "root" {
            names += tables.standard.values.sorted() + tables.short.values.sorted() + tables.variant.values.sorted()
        }
        return names
    }

    static let locales = reference.territoryNames.keys.sorted()

    @Test func everyLocaleFilesAsICUDoes() throws {
        var restated = 0
        for locale in Self.locales {
            let records = Self.names(for: locale).enumerated().map { ($0.element, $0.offset) }
            let own = try AlphabeticIndexBuckets.compute(locale: locale, records: records)
            let icu = try AlphabeticIndexBuckets.compute(locale: locale, records: records, builtByICU: true)
            #expect(own == icu, "\(locale)")
            if try AlphabeticIndexBuckets.isRestated(locale: locale) { restated += 1 }
        }
        // Most locales are laid out by the bridge (those whose labels the
        // collator weighs as the root collation does), or this proves little.
        #expect(restated * 2 > Self.locales.count, "\(restated) of \(Self.locales.count)")
    }

    /// The primary keys the bridge puts together from each character's
    /// weights (CharacterPrimaries.hpp) are ICU's, byte for byte, for every
    /// locale's names, with marks after letters that start contractions,
    /// out of canonical order, and joiners; and they serve most of them.
    @Test func primaryKeysPutTogetherAreICUs() throws {
        #expect(AlphabeticIndexBuckets.rootContextualCharactersAreKnown())
        let marked = [
            "и\u{0306}", "Йемен", "a\u{0301}\u{0323}", "a\u{0323}\u{0301}", "Zu\u{0308}rich", "e\u{0328}", "हिन्दुस्तान",
            "ශ්\u{200D}රී ලංකාව", "ไทย", "ສປປ ລາວ", "ي\u{0654}", "Ла\u{0300}", "Kanada", "Saarland", "Saáland", "Csád", "Dzsúti",
            "Njemačka", "Cymru", "Yr Almaen",
        ]
        var putTogether = 0, total = 0
        for locale in Self.locales {
            let names = Self.names(for: locale) + marked
            guard let check = AlphabeticIndexBuckets.checkPrimaryKeys(locale: locale, names: names) else { continue }
            #expect(check.differing == 0, "\(locale): \(check.differing) keys differ")
            putTogether += check.putTogether
            total += names.count
        }
        #expect(putTogether * 2 > total, "\(putTogether) of \(total)")
    }

    /// A dataset's names can be anything: random texts made of a locale's
    /// own letters mixed with characters whose weights depend on their
    /// neighbours (combining marks, joiners, the Catalan middle dot, Thai
    /// and Lao vowels written first, kana marks, jamo) get ICU's keys too.
    @Test func randomNamesPutTogetherAreICUs() throws {
        let tricky = Array(
            ("\u{0300}\u{0301}\u{0302}\u{0303}\u{0308}\u{030A}\u{030C}\u{0323}\u{0327}\u{0328}\u{0331}\u{0654}\u{093C}"
                + "\u{094D}\u{0E3A}\u{200C}\u{200D}\u{00B7}\u{02BC}\u{0E40}\u{0E44}\u{0EC0}\u{0EC4}\u{0E01}\u{0E81}"
                + "\u{30FC}\u{309D}\u{309E}\u{30FD}\u{3099}\u{309A}\u{1100}\u{1161}\u{11A8}' -.0Lldzcshnyaeiou"
                + "ĿŀŁ\u{0131}İĲĳÆæØøÅåÑñǆǉǌǱǲçḉčćĉ"
                + "\u{0958}\u{0915}\u{093C}\u{0306}\u{0418}\u{0419}\u{040D}ёЁ\u{0344}\u{0385}"
                + "\u{0F71}\u{0F72}\u{0F80}\u{0F81}\u{0F73}\u{1031}\u{102C}\u{0BCA}\u{0BC6}\u{0BBE}\u{0DDA}\u{0DDC}\u{0DD9}"
                + "\u{05B4}\u{05D9}\u{0623}\u{0627}\u{0653}\u{0655}\u{064A}\u{0648}\u{0674}"
                + "ÀÁÂÃÄĀĂĄǍǺȀȂ\u{1EA0}\u{1EAC}").unicodeScalars)
        var generator = SeededGenerator(seed: 0x5EED_0035)
        var putTogether = 0
        var total = 0
        for locale in Self.locales {
            let own = Array(Set(Self.names(for: locale).joined().unicodeScalars)).sorted { $0.value < $1.value }
            var names: [String] = []
            for _ in 0..<300 {
                var text = String.UnicodeScalarView()
                for _ in 0..<Int.random(in: 1...9, using: &generator) {
                    let pool = own.isEmpty || Bool.random(using: &generator) ? tricky : own
                    // Now and then any character of the first planes' scripts.
                    if Int.random(in: 0..<20, using: &generator) == 0,
                        let any = Unicode.Scalar(UInt32.random(in: 0x20...0x2FFF, using: &generator))
                    {
                        text.append(any)
                        continue
                    }
                    text.append(pool[Int.random(in: 0..<pool.count, using: &generator)])
                }
                names.append(String(text))
            }
            guard let check = AlphabeticIndexBuckets.checkPrimaryKeys(locale: locale, names: names) else { continue }
            #expect(check.differing == 0, "\(locale): \(check.differing) of \(names.count) random keys differ")
            putTogether += check.putTogether
            total += names.count
        }
        // Many random texts hold a contextual character and go to ICU;
        // enough must be put together for the comparison to mean something.
        #expect(putTogether * 5 > total, "\(putTogether) of \(total)")
    }

    /// Both layouts order a bucket's records by sort keys: the order must
    /// be the collator's own comparison, stable for names it finds equal,
    /// with `tiesPrevious` set exactly for those.
    @Test func bucketsKeepTheCollatorsOrder() throws {
        for locale in Self.locales {
            let names = Self.names(for: locale)
            let collator = try Collator(locale: locale)
            for builtByICU in [false, true] {
                let buckets = try AlphabeticIndexBuckets.compute(locale: locale, records: names.enumerated().map { ($0.element, $0.offset) },
                                                                 builtByICU: builtByICU)
                #expect(buckets.reduce(0) { $0 + $1.payloads.count } == names.count, "\(locale)")
                for bucket in buckets {
                    for position in bucket.payloads.indices.dropFirst() {
                        let previous = bucket.payloads[position - 1], current = bucket.payloads[position]
                        let order = try collator.compare(names[previous], names[current])
                        #expect(order != .descending, "\(locale): \(names[previous]) before \(names[current])")
                        #expect(bucket.tiesPrevious[position] == (order == .same), "\(locale): \(names[current])")
                        if order == .same { #expect(previous < current, "\(locale): equal names out of input order") }
                    }
                }
            }
        }
    }

    /// English letters are the root collation's; Swedish tailors Å Ä Ö into
    /// letters of their own, whose primary weights the bridge cannot count:
    /// it lays them out as one weight each and leaves to ICU the names that
    /// would be filed otherwise were one of them several.
    @Test func whoLaysOutTheBuckets() throws {
        #expect(try AlphabeticIndexBuckets.isRestated(locale: "en"))
        #expect(try AlphabeticIndexBuckets.isRestated(locale: "ru"))
        #expect(try AlphabeticIndexBuckets.isRestated(locale: "sv"))
    }

    /// Collations chosen by keyword, whose tailored letters are contractions
    /// (`ch`, `ll`), expansions (phonebook `ä` as `ae`) or letters of their
    /// own, with the names of their language and the odd ones: filed as ICU
    /// files them.
    @Test(arguments: ["de@collation=phonebook", "es@collation=traditional", "sv@collation=reformed", "fi@collation=traditional",
                      "si@collation=dictionary", "ln@collation=phonetic", "ko@collation=searchjl", "zh@collation=stroke",
                      "ja@collation=unihan", "da", "hu", "cs", "lt", "kl", "se"])
    func untoldLettersFileAsICUDoes(_ locale: String) throws {
        let language = String(locale.prefix { $0 != "@" && $0 != "_" })
        let records = Self.names(for: language).enumerated().map { ($0.element, $0.offset) }
        let own = try AlphabeticIndexBuckets.compute(locale: locale, records: records)
        let icu = try AlphabeticIndexBuckets.compute(locale: locale, records: records, builtByICU: true)
        #expect(own == icu, "\(locale)")
    }

    /// Locales whose collators and index labels are equal share one class
    /// (one index made for all of them); others do not.
    @Test func equalIndexesShareAClass() throws {
        let english = try #require(AlphabeticIndexBuckets.indexClass(locale: "en_GB"))
        #expect(AlphabeticIndexBuckets.indexClass(locale: "en_AU") == english)
        #expect(AlphabeticIndexBuckets.indexClass(locale: "en_IE") == english)
        #expect(AlphabeticIndexBuckets.indexClass(locale: "sv") != english)
        #expect(AlphabeticIndexBuckets.indexClass(locale: "sv") == AlphabeticIndexBuckets.indexClass(locale: "sv_FI"))
        // Traditional and simplified Chinese collate by stroke and by pinyin.
        #expect(AlphabeticIndexBuckets.indexClass(locale: "zh") != AlphabeticIndexBuckets.indexClass(locale: "zh_Hant"))
        let classes = Set(Self.locales.compactMap { AlphabeticIndexBuckets.indexClass(locale: $0) })
        #expect(classes.count > 1 && classes.count * 2 < Self.locales.count, "\(classes.count) classes for \(Self.locales.count) locales")
    }
}
