@testable import CCPipeBuild
@testable import CCPipeIngest
@testable import CCPipeReference
@testable import CountryCodeKit
import Foundation
import Testing

/// What ICU 72 actually does with literal names; the builder relies on it.
@Suite struct ICUTests {
    /// Non-empty buckets as (label, kind, names in order).
    private func filed(_ names: [String], locale: String) throws -> [(label: String, kind: AlphabeticIndexBucket.Kind, names: [String])] {
        let buckets = try AlphabeticIndexBuckets.compute(locale: locale,
                                                         records: names.enumerated().map { ($0.element, $0.offset) })
        return buckets.filter { !$0.payloads.isEmpty }.map { ($0.label, $0.kind, $0.payloads.map { names[$0] }) }
    }

    private func labels(_ locale: String) throws -> [String] {
        try AlphabeticIndexBuckets.compute(locale: locale, records: []).map(\.label)
    }

    @Test func linkedICUIsVersion72() {
        #expect(ICU.version.hasPrefix("72."))
        // ICU 72's own data is CLDR 42: collation and index letters come
        // from it, whatever CLDR the reference's names come from.
        #expect(ICU.cldrVersion == "42")
        #expect(ICU.role == "collation and index letters, from its own CLDR 42 data")
    }

    @Test func swedishFilesÅÄÖAfterZ() throws {
        let result = try filed(["Åland", "Zambia", "Österrike", "Ägypten"], locale: "sv")
        #expect(result.map(\.label) == ["Z", "Å", "Ä", "Ö"])
        #expect(result.map(\.names) == [["Zambia"], ["Åland"], ["Ägypten"], ["Österrike"]])
        let labels = try labels("sv")
        #expect(Array(labels.suffix(5)) == ["Z", "Å", "Ä", "Ö", "…"])
    }

    @Test func germanFilesÄUnderA() throws {
        let result = try filed(["Zypern", "Ägypten", "Albanien"], locale: "de")
        #expect(result.map(\.label) == ["A", "Z"])
        #expect(result[0].names == ["Ägypten", "Albanien"])
        #expect(try !labels("de").contains("Ä"))
    }

    @Test func czechHasCHAfterH() throws {
        let result = try filed(["Indie", "Chorvatsko", "Honduras", "Chile"], locale: "cs")
        #expect(result.map(\.label) == ["H", "CH", "I"])
        #expect(result[1].names == ["Chile", "Chorvatsko"])
        let labels = try labels("cs")
        let h = try #require(labels.firstIndex(of: "H"))
        #expect(labels[h + 1] == "CH")
    }

    /// ICU 72 `ja`: ten kana row labels あ…わ; katakana file under their row;
    /// kanji sort after kana, into the overflow bucket "…"; Latin sorts before
    /// kana, into the underflow bucket.
    @Test func japaneseKanaRowsAndKanjiOverflow() throws {
        #expect(try labels("ja") == ["…", "あ", "か", "さ", "た", "な", "は", "ま", "や", "ら", "わ", "…"])
        let result = try filed(["日本", "カナダ", "France", "イギリス", "中国", "アメリカ合衆国"], locale: "ja")
        #expect(result.map(\.label) == ["…", "あ", "か", "…"])
        #expect(result.map(\.kind) == [.underflow, .normal, .normal, .overflow])
        #expect(result.map(\.names) == [["France"], ["アメリカ合衆国", "イギリス"], ["カナダ"], ["中国", "日本"]])
    }

    /// ICU 72 `zh` uses pinyin collation with labels A–Z.
    @Test func chineseFilesByPinyin() throws {
        let result = try filed(["中国", "美国", "阿富汗"], locale: "zh")
        #expect(result.map(\.label) == ["A", "M", "Z"])
        #expect(result.map(\.names) == [["阿富汗"], ["美国"], ["中国"]])
    }

    /// Russian and Arabic use their own alphabets; Latin goes to the overflow
    /// bucket because their collation puts their own script first.
    @Test func russianAndArabicUseTheirAlphabets() throws {
        let russianLabels = try labels("ru")
        #expect(russianLabels.dropFirst().first == "А")
        #expect(russianLabels.dropLast().last == "Я")
        let russian = try filed(["Россия", "Австрия", "France"], locale: "ru")
        #expect(russian.map(\.label) == ["А", "Р", "…"])
        #expect(russian.last?.kind == .overflow)

        let arabicLabels = try labels("ar")
        #expect(arabicLabels.dropFirst().first == "ا")
        #expect(arabicLabels.contains("م"))
        let arabic = try filed(["مصر", "الأردن"], locale: "ar")
        #expect(arabic.map(\.label) == ["ا", "م"])
    }

    @Test func collatorOrdersByLocale() throws {
        let swedish = try Collator(locale: "sv")
        #expect(try swedish.compare("Zambia", "Åland") == .ascending)
        let german = try Collator(locale: "de")
        #expect(try german.compare("Zambia", "Ägypten") == .descending)
        #expect(try german.sortKey("Ägypten").lexicographicallyPrecedes(german.sortKey("Zambia")))
        #expect(try german.compare("a", "a") == .same)
        // Lengths, not NUL terminators, delimit strings across the bridge.
        #expect(try german.compare("a\u{0}b", "a") == .descending)
    }

    /// The builder relies on ICU filing each bucket's records in the order of
    /// `Collator(locale:)` and on `tiesPrevious` marking exactly the names
    /// that collate equal to their predecessor.
    @Test(arguments: ["en", "sv", "de", "ja", "zh", "ar", "ru"])
    func bucketsAreInCollatorOrderWithTiesMarked(locale: String) throws {
        let names = ["Zambia", "Åland", "Ägypten", "Ägypten", "e\u{301}cosse", "\u{E9}cosse", "Écosse", "ecosse",
                     "Ökonomie", "Oman", "日本", "中国", "مصر", "Россия", "Chad", "Chile", "ch", "CH", "Ch"]
        let collator = try Collator(locale: locale)
        let buckets = try AlphabeticIndexBuckets.compute(locale: locale, records: names.enumerated().map { ($0.element, $0.offset) })
        for bucket in buckets {
            #expect(bucket.tiesPrevious.count == bucket.payloads.count)
            for position in bucket.payloads.indices.dropFirst() {
                let order = try collator.compare(names[bucket.payloads[position - 1]], names[bucket.payloads[position]])
                #expect(order != .descending)
                #expect(bucket.tiesPrevious[position] == (order == .same))
            }
            #expect(bucket.tiesPrevious.first != true)
        }
    }

    /// The bridge reuses a recently closed index for a locale whose collator
    /// and index exemplars are the same; the buckets must be exactly those of
    /// an index built afresh (here: on a new thread, which has kept none).
    @Test func reusedIndexesFileLikeFreshOnes() throws {
        let locales = ["en", "en_GB", "en_AU", "de", "de_AT", "de_CH", "sv", "sv_FI", "fi", "tr", "az", "zh", "zh_Hant", "zh_Hant_HK", "ja", "sr", "sr_Latn", "root"]
        let names = ["Zambia", "Åland", "Ägypten", "Österreich", "Istanbul", "ırmak", "İzmir", "Ch", "日本", "中国", "中國", "Сербия", "Srbija", "Ökonomie"]
        let records = names.enumerated().map { ($0.element, $0.offset) }
        func fresh(_ locale: String) -> [AlphabeticIndexBucket]? {
            final class Box: @unchecked Sendable { var buckets: [AlphabeticIndexBucket]? }
            let box = Box()
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                box.buckets = try? AlphabeticIndexBuckets.compute(locale: locale, records: records)
                done.signal()
            }
            thread.start()
            done.wait()
            return box.buckets
        }
        let expected = Dictionary(uniqueKeysWithValues: locales.map { ($0, fresh($0)) })
        for order in [locales, locales.reversed(), locales + locales] {
            for locale in order {
                #expect(try AlphabeticIndexBuckets.compute(locale: locale, records: records) == expected[locale]!, "\(locale)")
            }
        }
    }

    /// Sort keys are kept for the process by collator (SortKeyMemo): locales
    /// of other collators filing the same names in turn must each file them
    /// as ICU's own index does, whichever locale filed them first.
    @Test func keptSortKeysServeOnlyEqualCollators() throws {
        let names = ["Åland", "Ägypten", "Zambia", "Österreich", "Chile", "Ch", "Istanbul", "ırmak", "İzmir", "Ñandú", "Llanos",
                     "Ørsted", "Aarhus", "日本", "中国", "中國", "Россия", "Ђ"]
        let records = names.enumerated().map { ($0.element, $0.offset) }
        let locales = ["sv", "de", "de@collation=phonebook", "tr", "en", "es@collation=traditional", "da", "fi", "zh", "zh_Hant", "ja", "sr"]
        for locale in locales + locales.reversed() {
            let icu = try AlphabeticIndexBuckets.compute(locale: locale, records: records, builtByICU: true)
            #expect(try AlphabeticIndexBuckets.compute(locale: locale, records: records) == icu, "\(locale)")
        }
    }

    /// More names than a collator group's memo keeps (32 KB of names and
    /// keys): the keys past it are made for the index alone, and an index
    /// computed again, from the memo started anew, files them alike.
    @Test func namesBeyondTheMemoFileAsICUDoes() throws {
        let names = (0..<3000).map { "Territoire n° \($0) de la longue liste" }
        let records = names.enumerated().map { ($0.element, $0.offset) }
        let icu = try AlphabeticIndexBuckets.compute(locale: "fr", records: records, builtByICU: true)
        #expect(icu.reduce(0) { $0 + $1.payloads.count } == names.count)
        #expect(try AlphabeticIndexBuckets.compute(locale: "fr", records: records) == icu)
        #expect(try AlphabeticIndexBuckets.compute(locale: "fr", records: records) == icu)
    }

    @Test func payloadsSurviveManyRecords() throws {
        let names = (0..<500).map { "Name \($0)" }
        let buckets = try AlphabeticIndexBuckets.compute(locale: "en", records: names.enumerated().map { ($0.element, $0.offset) })
        #expect(buckets.flatMap(\.payloads).sorted() == Array(0..<500))
    }
}

extension ICUTests {
    /// Odd locale ids never crash: ICU either refuses them with an error we can
    /// show, or falls back to root (it does for unknown but well-formed ids).
    @Test(arguments: ["xx_Fake", String(repeating: "x", count: 300), "@@@=;", ""])
    func oddLocalesFallBackOrThrow(locale: String) {
        do {
            let collator = try Collator(locale: locale)
            _ = try collator.compare("a", "b")
            _ = try AlphabeticIndexBuckets.compute(locale: locale, records: [("a", 0)])
        } catch {
            #expect(!error.message.isEmpty)
        }
    }

    @Test func unknownLocaleFallsBackToRoot() throws {
        #expect(try Collator(locale: "xx_Fake").actualLocale == "root")
        #expect(try Collator(locale: "sv").actualLocale == "sv")
    }
}
