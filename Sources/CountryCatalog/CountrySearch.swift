/// A picker's search, ranked. What matches, best first (`SearchRank`):
/// 1. two letters equal to the ISO code (`se` → Sweden);
/// 2. a dial query (digits, with or without `+`, spaces, `-`, brackets)
///    equal to all the dial code's digits (`1` for the United States,
///    `1 684` for American Samoa), then one that begins them (`1` for
///    American Samoa); `+` alone lists every country with a dial code;
/// 3. the folded query (`SearchFolding`) beginning the folded name;
/// 4. beginning a later word of it ("kingdom" → United Kingdom);
/// 5. beginning a search key or a later word of one (alternate names,
///    Latin spellings, hiragana, the English name).
/// Each country counts at its best rank; within a rank the catalog's order
/// (collation) is kept.
///
/// The texts are UTF-8 bytes in one buffer, compared byte by byte: the
/// folded query is compared with a few thousand short texts per keystroke.
struct CountrySearch: Hashable, Sendable {
    let entries: [SearchEntry]
    private let folding: SearchFolding
    private var bytes: [UInt8] = []
    /// Per text: where it starts in `bytes`; one more at the end.
    private var starts: [Int32] = [0]
    /// Per country: the index of its first text in `starts`; the name is
    /// that text, then come the later words, from `keysFrom` the keys.
    private var firstText: [Int32] = []
    private var keysFrom: [Int32] = []
    private var dialDigits: [[UInt8]] = []

    init(countries: [Country], locale: String) {
        let folding = SearchFolding(locale: locale)
        self.folding = folding
        entries = countries.map { SearchEntry($0, folding: folding) }
        for entry in entries {
            firstText.append(Int32(starts.count - 1))
            add(entry.name)
            entry.nameWords.forEach { add($0) }
            keysFrom.append(Int32(starts.count - 1))
            entry.keys.forEach { add($0) }
            dialDigits.append(Array(entry.dialDigits.utf8))
        }
        firstText.append(Int32(starts.count - 1))
    }

    private mutating func add(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        starts.append(Int32(bytes.count))
    }

    static func == (lhs: CountrySearch, rhs: CountrySearch) -> Bool { lhs.entries == rhs.entries }
    func hash(into hasher: inout Hasher) { hasher.combine(entries) }

    /// Per country, in catalog order, its rank for `query`; nil when it
    /// does not match. A blank query ranks every country as `.all`.
    func ranks(_ query: String) -> [SearchRank?] {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return Array(repeating: .all, count: entries.count) }
        if let digits = Self.dialDigits(of: trimmed) { return dialRanks(digits) }
        let folded = Array(folding.fold(trimmed).utf8)
        let code = trimmed.utf8.count == 2 && trimmed.utf8.allSatisfy({ (0x41...0x5A).contains($0 & 0xDF) })
            ? trimmed.uppercased() : nil
        var ranks = [SearchRank?](repeating: nil, count: entries.count)
        guard !folded.isEmpty else { return ranks }
        bytes.withUnsafeBufferPointer { all in
            starts.withUnsafeBufferPointer { starts in
                folded.withUnsafeBufferPointer { query in
                    func begins(_ text: Int) -> Bool {
                        let start = Int(starts[text]), end = Int(starts[text + 1])
                        guard end - start >= query.count else { return false }
                        for offset in 0..<query.count where all[start + offset] != query[offset] { return false }
                        return true
                    }
                    for country in entries.indices {
                        if let code, entries[country].code == code { ranks[country] = .code; continue }
                        let first = Int(firstText[country]), keys = Int(keysFrom[country]), end = Int(firstText[country + 1])
                        if begins(first) { ranks[country] = .namePrefix; continue }
                        if (first + 1..<keys).contains(where: begins) { ranks[country] = .wordPrefix; continue }
                        if (keys..<end).contains(where: begins) { ranks[country] = .searchKey }
                    }
                }
            }
        }
        return ranks
    }

    private func dialRanks(_ digits: [UInt8]) -> [SearchRank?] {
        entries.indices.map { country in
            let dial = dialDigits[country]
            if dial.isEmpty { return nil }
            if digits.isEmpty { return .all }
            if dial == digits { return .dialCode }
            return dial.starts(with: digits) ? .dialPrefix : nil
        }
    }

    /// The digits of a dial query, or nil when `text` is not one: only
    /// digits, `+`, spaces, `-`, `(` and `)`, with a digit or a `+`.
    static func dialDigits(of text: String) -> [UInt8]? {
        var digits: [UInt8] = []
        var plus = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(byte)
            case UInt8(ascii: "+"): plus = true
            case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "("), UInt8(ascii: ")"): continue
            default: return nil
            }
        }
        return digits.isEmpty && !plus ? nil : digits
    }
}

/// How well a country matches a query, best first; see `CountrySearch`.
public enum SearchRank: Int, Comparable, CaseIterable, Sendable {
    case code, dialCode, dialPrefix, namePrefix, wordPrefix, searchKey
    /// A blank query, or `+` alone: every country, in the catalog's order.
    case all

    public static func < (lhs: SearchRank, rhs: SearchRank) -> Bool { lhs.rawValue < rhs.rawValue }
}
