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
    private var made: [CatalogBuilder.NameTable: [String: Column]] = [:]

    /// `regionIndex` is each of `regions`' position.
    func column(locale: String, table: CatalogBuilder.NameTable, names: [String: String], regions: [String],
                regionIndex: [String: Int]) -> Column {
        lock.lock()
        if let known = made[table]?[locale] { lock.unlock(); return known }
        lock.unlock()
        var found: [String] = []
        func entry(_ name: String) -> Int32 {
            // By bytes: `==` on `String` compares canonical equivalence,
            // slow for the non-Latin names of most locales, and the marker
            // has no other form.
            if name.utf8.count == Self.noValueMarker.utf8.count, name.utf8.elementsEqual(Self.noValueMarker.utf8) { return Column.noValue }
            let trimmed = name.trimmingWhitespace
            guard !trimmed.isEmpty else { return Column.absent }
            found.append(trimmed)
            return Int32(found.count - 1)
        }
        var entries: [Int32]
        if names.count < regions.count {
            // Most locales name a few regions of their own: look up those
            // rather than every region (the order of `names` does not matter).
            entries = Array(repeating: Column.absent, count: regions.count)
            for (code, name) in names {
                if let position = regionIndex[code] { entries[position] = entry(name) }
            }
        } else {
            entries = regions.map { code in names[code].map(entry) ?? Column.absent }
        }
        let column = Column(locale: locale, entries: entries, names: found, namesAny: entries.contains { $0 != Column.absent })
        lock.lock()
        defer { lock.unlock() }
        made[table, default: [:]][locale] = column
        return column
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
    private var recent: [(hash: Int, key: Key, value: Value)] = []
    /// Enough for the siblings both threads are building; each holds a
    /// locale's search keys, and its rendered files once written.
    private static var kept: Int { 16 }

    /// The value kept for `key`, if any.
    func existing(for key: Key) -> Value? {
        let hash = key.hashValue
        return lock.withLock { recent.last { $0.hash == hash && $0.key == key }?.value }
    }

    /// The most recent key kept that `matches`, with its value.
    func latest(where matches: (Key) -> Bool) -> (key: Key, value: Value)? {
        lock.withLock { recent.last { matches($0.key) }.map { ($0.key, $0.value) } }
    }

    func value(for key: Key, _ compute: () throws -> Value) rethrows -> Value {
        let hash = key.hashValue
        lock.lock()
        if let found = recent.firstIndex(where: { $0.hash == hash && $0.key == key }) {
            let hit = recent.remove(at: found)
            recent.append(hit)
            lock.unlock()
            return hit.value
        }
        lock.unlock()
        let value = try compute()
        lock.lock()
        defer { lock.unlock() }
        if recent.count == Self.kept { recent.removeFirst() }
        recent.append((hash, key, value))
        return value
    }

    /// Lets go of what is kept, once the build is done with it.
    package func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        recent = []
    }
}
