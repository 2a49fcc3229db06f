import CCPipeCore
import Foundation

// What the locales of one build share while their catalogs are built
// (`CatalogBuilder.PreparedDataset` holds one of each): CLDR name tables as
// columns by region, and the derivations of recent catalogs.

/// One CLDR locale's names of one table, trimmed, by region position, made
/// once per build and table: `en`'s names serve the many locales that
/// inherit from it. Safe to use from several threads.
package final class NameColumns: @unchecked Sendable {
    struct Column: Sendable {
        /// Not named here: ask the next locale of the chain.
        static let absent: Int32 = -1
        /// CLDR's `∅∅∅`: deliberately no name, and none inherited.
        static let noValue: Int32 = -2

        var locale: String
        /// By region position: `absent`, `noValue`, or the position in `names`.
        var entries: [Int32]
        var names: [String]
        /// Whether any region of the dataset has an entry here (a name or
        /// `noValue`): a column without one changes no locale's names.
        var namesAny: Bool
    }

    /// CLDR's marker for "no value here, and do not inherit one".
    private static let noValueMarker = "∅∅∅"

    private let lock = NSLock()
    /// By the language of the locale (`root` for root), then table and
    /// locale: a language's columns are let go of together.
    private var made: [Substring: [CatalogBuilder.NameTable: [String: Column]]] = [:]

    /// `regionIndex` is each of `regions`' position.
    func column(locale: String, table: CatalogBuilder.NameTable, names: [String: String], regions: [String],
                regionIndex: RegionPositions) -> Column {
        let language = Self.language(of: locale)
        lock.lock()
        if let known = made[language]?[table]?[locale] { lock.unlock(); return known }
        lock.unlock()
        // Kept for the build: as long as the names, no longer.
        var found: [String] = []
        found.reserveCapacity(min(names.count, regions.count))
        // The locale's names, each looked up among the regions (the order
        // of `names` does not matter: an entry is where its name is in `found`).
        var entries = Array(repeating: Column.absent, count: regions.count)
        for (code, name) in names {
            if let position = regionIndex.position(of: code) { entries[position] = Self.entry(name, in: &found) }
        }
        let column = Column(locale: locale, entries: entries, names: found, namesAny: entries.contains { $0 != Column.absent })
        lock.lock()
        defer { lock.unlock() }
        made[language, default: [:]][table, default: [:]][locale] = column
        return column
    }

    /// A name's entry in a column, adding it to `found`: not a function
    /// nested in `column`, which would capture `found` in a box checked for
    /// exclusive access at each call.
    private static func entry(_ name: String, in found: inout [String]) -> Int32 {
        // By bytes: `==` on `String` compares canonical equivalence,
        // slow for the non-Latin names of most locales, and the marker
        // has no other form.
        if name.utf8.count == noValueMarker.utf8.count, name.utf8.elementsEqual(noValueMarker.utf8) { return Column.noValue }
        let trimmed = endsMayBeWhitespace(name.utf8) ? name.trimmingWhitespace : name
        guard !trimmed.isEmpty else { return Column.absent }
        found.append(trimmed)
        return Int32(found.count - 1)
    }

    /// Whether the first or last character of `utf8` may be White_Space,
    /// by its bytes, without decoding either: U+0009–U+000D and U+0020,
    /// U+0085 and U+00A0 (`C2 85`, `C2 A0`), U+1680 (`E1 9A 80`),
    /// U+2000–U+200A, U+2028, U+2029 and U+202F (`E2 80 80`–`8A`, `A8`,
    /// `A9`, `AF`), U+205F (`E2 81 9F`) and U+3000 (`E3 80 80`).
    static func endsMayBeWhitespace(_ utf8: String.UTF8View) -> Bool {
        utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.first, let last = bytes.last else { return false }
            func isWhitespace(_ lead: UInt8, _ second: UInt8, _ third: UInt8) -> Bool {
                switch (lead, second) {
                case (0xC2, _): second == 0x85 || second == 0xA0
                case (0xE1, 0x9A): third == 0x80
                case (0xE2, 0x80): (0x80...0x8A).contains(third) || third == 0xA8 || third == 0xA9 || third == 0xAF
                case (0xE2, 0x81): third == 0x9F
                case (0xE3, 0x80): third == 0x80
                default: false
                }
            }
            func isASCIIWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
            let count = bytes.count
            let leading = first < 0x80 ? isASCIIWhitespace(first)
                : count >= 2 && isWhitespace(first, bytes[1], count >= 3 ? bytes[2] : 0)
            let trailing = last < 0x80 ? isASCIIWhitespace(last)
                : (count >= 2 && bytes[count - 2] == 0xC2 && isWhitespace(0xC2, last, 0))
                    || (count >= 3 && isWhitespace(bytes[count - 3], bytes[count - 2], last))
            return leading || trailing
        } ?? true
    }

    /// The languages whose locales' columns are kept beside root's and
    /// English's, the most recently asked for last.
    private var keptLanguages: [String] = []
    /// Enough for the languages the build's threads are at.
    private static var languagesKept: Int { 4 }

    /// Lets go of the columns of the locales of languages other than the
    /// few most recently asked for (root's and English's stay: every chain
    /// ends in root, and English names are every locale's Latin search
    /// key). Locales are built in order, a language's together, so what a
    /// chain reads is kept while its language's locales are built; a column
    /// let go of is made again if a locale asks for it later, as the first time.
    func keepOnly(languageOf locale: String) {
        let language = String(Self.language(of: locale))
        lock.withLock {
            if let position = keptLanguages.firstIndex(of: language) {
                keptLanguages.append(keptLanguages.remove(at: position))
                return
            }
            keptLanguages.append(language)
            guard keptLanguages.count > Self.languagesKept else { return }
            keptLanguages.removeFirst()
            // A chain may reach another language (`nb`'s parent is `no`): its columns go with the locale's.
            for language in made.keys where language != "root" && language != "en" && !keptLanguages.contains(where: { $0 == language }) {
                made[language] = nil
            }
        }
    }

    /// The locales with a column kept, of any table.
    var keptLocales: Set<String> {
        lock.withLock { Set(made.values.flatMap { $0.values.flatMap(\.keys) }) }
    }

    /// By bytes (`_` is ASCII): the columns kept are filtered by it at
    /// every change of language, each locale of `en`'s hundred each time.
    private static func language(of locale: String) -> Substring {
        locale[..<(locale.utf8.firstIndex(of: UInt8(ascii: "_")) ?? locale.endIndex)]
    }

    /// Lets go of every column, once the build is done with them.
    package func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        made = [:]
    }
}

/// What the last few catalogs built from one prepared dataset derived, by
/// key, on any thread. Locales are built in order, so sibling locales such
/// as `en_AG` and `en_AI`, which usually have equal keys, are built close
/// together; a hit is exactly what deriving again would give. Two threads
/// may derive one key at once: both results are equal, one is kept.
package final class RecentMemo<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    /// Oldest first. The hashes apart, so that a search reads plain
    /// integers rather than copying each entry's key and value (whose
    /// reference counts both threads would then be changing).
    private var hashes: [Int] = []
    private var keys: [Key] = []
    private var values: [Value] = []
    /// Enough for the siblings both threads are building; each holds a
    /// locale's search keys, and its rendered files once written.
    private static var kept: Int { 16 }

    /// Where `key` is kept, newest first; call with the lock held.
    private func position(of key: Key, hash: Int) -> Int? {
        var position = hashes.count - 1
        while position >= 0 {
            if hashes[position] == hash, keys[position] == key { return position }
            position -= 1
        }
        return nil
    }

    /// Keys found again once they had left the most recent: what many
    /// locales far apart share (CLDR 48's hundred locales that name no
    /// region and file like root, `aa` to `zgh`), kept for the build.
    /// Oldest first, at most `pinnedKept`.
    private var pinned: [(hash: Int, key: Key, value: Value)] = []
    private static var pinnedKept: Int { 4 }

    /// Where `key` is pinned; call with the lock held.
    private func pinnedValue(of key: Key, hash: Int) -> Value? {
        for entry in pinned where entry.hash == hash && entry.key == key { return entry.value }
        return nil
    }

    /// The value kept for `key`, if any.
    func existing(for key: Key) -> Value? {
        let hash = key.hashValue
        return lock.withLock { pinnedValue(of: key, hash: hash) ?? position(of: key, hash: hash).map { values[$0] } }
    }

    /// The most recent key kept that `matches`, with its value.
    func latest(where matches: (Key) -> Bool) -> (key: Key, value: Value)? {
        lock.withLock { keys.lastIndex(where: matches).map { (keys[$0], values[$0]) } }
    }

    func value(for key: Key, _ compute: () throws -> Value) rethrows -> Value {
        let hash = key.hashValue
        lock.lock()
        if let value = pinnedValue(of: key, hash: hash) {
            lock.unlock()
            return value
        }
        if let found = position(of: key, hash: hash) {
            let value = values[found]
            // Found again: the key is shared beyond a run of siblings.
            if pinned.count == Self.pinnedKept { pinned.removeFirst() }
            pinned.append((hash, keys[found], value))
            if found != hashes.count - 1 {
                let foundKey = keys.remove(at: found)
                hashes.remove(at: found)
                values.remove(at: found)
                hashes.append(hash)
                keys.append(foundKey)
                values.append(value)
            }
            lock.unlock()
            return value
        }
        lock.unlock()
        let value = try compute()
        lock.lock()
        defer { lock.unlock() }
        if hashes.count == Self.kept {
            hashes.removeFirst()
            keys.removeFirst()
            values.removeFirst()
        }
        hashes.append(hash)
        keys.append(key)
        values.append(value)
        return value
    }

    /// Lets go of what is kept, once the build is done with it.
    package func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        hashes = []
        keys = []
        values = []
        pinned = []
    }
}

/// The search terms of records named by their English name, without
/// alternates, by row: in a language whose terms depend only on the texts
/// (`SearchKeys.dependsOnLanguage` false), such a record's terms are
/// those of its English name, its English name again and its alpha-3 code,
/// the same in every such language. Most records of most locales outside
/// English are named so (CLDR names few regions in many locales, and the
/// dataset's own name, which fills in, is English). An entry is used only
/// for the exact texts it was made from. Safe to use from several threads.
package final class EnglishNamedTerms: @unchecked Sendable {
    typealias Terms = (keys: [String], abbreviations: [String])
    private let lock = NSLock()
    private var entries: [(english: String, alpha3: String?, terms: Terms)?]

    init(rows: Int) { entries = Array(repeating: nil, count: rows) }

    /// The terms of the record at `row` named `english`, made by `make`
    /// unless they were made already for the same texts.
    func terms(row: Int, english: String, alpha3: String?, _ make: () -> Terms) -> Terms {
        let kept = lock.withLock { entries[row] }
        if let kept, ExactText(kept.english) == ExactText(english), kept.alpha3.map(ExactText.init) == alpha3.map(ExactText.init) {
            return kept.terms
        }
        let made = make()
        lock.withLock { entries[row] = (english, alpha3, made) }
        return made
    }

    /// Lets go of every entry, once the build is done with them.
    package func removeAll() {
        lock.withLock { entries = Array(repeating: nil, count: entries.count) }
    }
}

/// By row: what the row's English name gives every locale's search terms
/// (`SearchKeys.englishTerms`), for the folding language that asked last:
/// the English name of a record is the same in every locale, and all but
/// three languages fold alike. An entry made for other texts or another
/// folding language is made again.
package final class EnglishTermsMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [SearchKeys.EnglishTerms?]

    init(rows: Int) { entries = Array(repeating: nil, count: rows) }

    func terms(row: Int, english: String, keys: SearchKeys) -> SearchKeys.EnglishTerms {
        let kept = lock.withLock { entries[row] }
        if let kept, ExactText(kept.english) == ExactText(english), kept.foldingLanguage == keys.foldingLanguage { return kept }
        let made = keys.englishTerms(english)
        lock.withLock { entries[row] = made }
        return made
    }

    /// Lets go of every entry, once the build is done with them.
    package func removeAll() {
        lock.withLock { entries = Array(repeating: nil, count: entries.count) }
    }
}
