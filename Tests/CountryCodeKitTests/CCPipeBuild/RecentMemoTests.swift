import CCPipeCore
import Testing
@testable import CCPipeBuild

/// What the catalogs of one build share, by key: the last few, and those
/// found again after they had left them.
struct RecentMemoTests {
    /// Counts the computations of each key.
    final class Counter: @unchecked Sendable {
        var computed: [Int: Int] = [:]
        func value(_ key: Int, in memo: RecentMemo<Int, String>) -> String {
            memo.value(for: key) {
                computed[key, default: 0] += 1
                return "value \(key)"
            }
        }
    }

    @Test func aKeyPastTheLastFewIsComputedAgain() {
        let memo = RecentMemo<Int, String>(), counter = Counter()
        _ = counter.value(0, in: memo)
        for key in 1...16 { _ = counter.value(key, in: memo) }
        #expect(counter.value(0, in: memo) == "value 0")
        #expect(counter.computed[0] == 2)
    }

    /// A key found again is kept for the build: the locales that share it
    /// may be far apart (CLDR 48's hundred locales that name no region).
    @Test func aKeyFoundAgainIsKeptPastTheLastFew() {
        let memo = RecentMemo<Int, String>(), counter = Counter()
        _ = counter.value(0, in: memo)
        _ = counter.value(0, in: memo)
        for key in 1...40 { _ = counter.value(key, in: memo) }
        #expect(counter.value(0, in: memo) == "value 0")
        #expect(counter.computed[0] == 1)
        #expect(memo.existing(for: 0) == "value 0")
        // At most four are kept so: a fifth found again lets the oldest go.
        for key in 1...4 { _ = counter.value(key + 100, in: memo); _ = counter.value(key + 100, in: memo) }
        for key in 200...240 { _ = counter.value(key, in: memo) }
        _ = counter.value(0, in: memo)
        #expect(counter.computed[0] == 2)
        memo.removeAll()
        #expect(memo.existing(for: 101) == nil)
    }

    /// A column's names are trimmed of White_Space at both ends, each such
    /// character found by the bytes it begins or ends with.
    @Test func nameColumnsTrimEveryWhiteSpaceCharacter() {
        let spaces = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter(\.properties.isWhitespace).map(String.init)
        #expect(spaces.count == 25)
        let names = ["Åland", "中国", "Россия", "Ελλάδα", "x", "é"].flatMap { name in
            [name] + spaces.flatMap { [$0 + name, name + $0, $0 + name + $0] }
        }
        let regions = names.indices.map { "R\($0)" }
        let byRegion = Dictionary(uniqueKeysWithValues: zip(regions, names))
        let column = NameColumns().column(locale: "xx", table: .standard, names: byRegion, regions: regions,
                                          regionIndex: RegionPositions(regions))
        #expect(column.entries.map { column.names[Int($0)] } == names.map(\.trimmingWhitespace))
        for name in names where name.trimmingWhitespace.utf8.count != name.utf8.count {
            #expect(NameColumns.endsMayBeWhitespace(name.utf8), "\(name.unicodeScalars.map(\.value))")
        }
    }

    /// The name columns of a build are kept for the languages being built
    /// (the last four asked for), root and English: what every chain
    /// reads; another language's are let go of and made again if asked for.
    @Test func nameColumnsAreKeptForTheLanguagesBeingBuiltRootAndEnglish() {
        let columns = NameColumns()
        let regions = ["DE", "FR"], regionIndex = RegionPositions(regions)
        func column(_ locale: String) -> NameColumns.Column {
            columns.keepOnly(languageOf: locale)
            return columns.column(locale: locale, table: .standard, names: ["DE": "Name in \(locale)"], regions: regions,
                                  regionIndex: regionIndex)
        }
        for locale in ["root", "en", "en_GB", "de", "de_AT", "fr", "it", "ja"] { _ = column(locale) }
        #expect(columns.keptLocales == ["root", "en", "en_GB", "de", "de_AT", "fr", "it", "ja"])
        _ = column("ko")
        #expect(columns.keptLocales == ["root", "en", "en_GB", "fr", "it", "ja", "ko"])
        let again = column("de_AT")
        #expect(again.names == ["Name in de_AT"] && again.entries == [0, NameColumns.Column.absent])
        #expect(columns.keptLocales.contains("de_AT") && !columns.keptLocales.contains("fr"))
        // A chain's locale of another language (`nb`'s parent is `no`) is let go of with the languages.
        columns.keepOnly(languageOf: "nb")
        _ = columns.column(locale: "no", table: .standard, names: ["FR": "Frankrike"], regions: regions, regionIndex: regionIndex)
        #expect(columns.keptLocales.contains("no"))
        _ = column("sv")
        #expect(!columns.keptLocales.contains("no") && columns.keptLocales.isSuperset(of: ["root", "en", "en_GB", "sv"]))
    }

    /// A region's position is found by its bytes for two capital letters
    /// and three digits, by a dictionary for any other code, and never for
    /// a code that is not among the regions (nor one equal to one of them
    /// only in another case or with other bytes).
    @Test func regionPositionsFindEveryCodeAndOnlyThose() {
        let codes = ["SE", "AA", "ZZ", "001", "419", "999", "000", "XK", "R12", "se", "É", "Å", "ABCD", ""]
        let positions = RegionPositions(codes)
        for (position, code) in codes.enumerated() { #expect(positions.position(of: code) == position, "\(code)") }
        for missing in ["SF", "AB", "002", "420", "ZY", "Se", "S", "SE ", "0011", "R13", "XX"] {
            #expect(positions.position(of: missing) == nil, "\(missing)")
        }
        // As `String` compares: "Å" (U+00C5) is the same code as "A" with a ring (U+030A).
        let composed = RegionPositions(["\u{C5}"])
        #expect(composed.position(of: "A\u{30A}") == 0)
        #expect(RegionPositions([]).position(of: "SE") == nil)
    }
}
