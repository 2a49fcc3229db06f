import Foundation

/// A picker's search, ranked. What matches, best first (`SearchRank`):
/// 1. two letters equal to the ISO code (`se` → Sweden);
/// 2. a dial query (digits, with or without `+`, spaces, `-`, brackets)
///    equal to all the dial code's digits (`1` for the United States,
///    `1 684` for American Samoa), then one that begins them (`1` for
///    American Samoa); `+` alone lists every country with a dial code;
/// 3. the folded query (`SearchFolding`) beginning the folded name;
/// 4. beginning a later word of it ("kingdom" → United Kingdom);
/// 5. beginning a search key or a later word of one (alternate names,
///    Latin spellings, hiragana, the English name);
/// 6. beginning an abbreviation: the alpha-3 code or the initials of a
///    name (`usa`, `uae`), below every name and key, so that "uk" lists
///    Ukraine, whose name it begins, before the United Kingdom.
/// Each country counts at its best rank; within a rank the catalog's order
/// (collation) is kept.
///
/// Everything is folded once, at the first search (`LazyCountrySearch`);
/// a keystroke folds the query (`QueryFolding`) and compares UTF-8 bytes
/// in one buffer with a few thousand short texts.
struct CountrySearch: Hashable, Sendable {
    let entries: [SearchEntry]
    let queryFolding: QueryFolding
    private var bytes: [UInt8] = []
    /// Per text: where it starts in `bytes`; one more at the end. Per
    /// country, its dial digits, its name, the later words of the name,
    /// its keys, then its abbreviations.
    private var starts: [Int32] = [0]
    /// Per country: the index in `starts` of its dial digits; one more at the end.
    private var firstText: [Int32] = []
    /// Per country: the index in `starts` of its first key.
    private var keysFrom: [Int32] = []
    /// Per country: the index in `starts` of its first abbreviation.
    private var abbreviationsFrom: [Int32] = []
    /// Per country: its ISO code's two bytes as one number.
    private var codes: [UInt16] = []

    /// The rank that means "no match" in `ranks`.
    static let noMatch: UInt8 = .max

    init(countries: [Country], locale: String) {
        queryFolding = QueryFolding(locale: locale, texts: countries.flatMap { [$0.name] + $0.searchKeys })
        let folding = queryFolding.folding
        entries = countries.map { SearchEntry($0, folding: folding) }
        for entry in entries {
            firstText.append(Int32(starts.count - 1))
            add(entry.dialDigits)
            add(entry.name)
            entry.nameWords.forEach { add($0) }
            keysFrom.append(Int32(starts.count - 1))
            entry.keys.forEach { add($0) }
            abbreviationsFrom.append(Int32(starts.count - 1))
            entry.abbreviations.forEach { add($0) }
            codes.append(Self.code(entry.code.utf8) ?? 0)
        }
        firstText.append(Int32(starts.count - 1))
    }

    private mutating func add(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        starts.append(Int32(bytes.count))
    }

    static func == (lhs: CountrySearch, rhs: CountrySearch) -> Bool { lhs.entries == rhs.entries }
    func hash(into hasher: inout Hasher) { hasher.combine(entries) }

    /// Per country, in catalog order, its rank (`SearchRank.rawValue`) for
    /// `query`, or `noMatch`. A blank query ranks every country as `.all`.
    func ranks(_ query: String) -> [UInt8] {
        let trimmed = Self.trimmed(query)
        let all = UInt8(SearchRank.all.rawValue)
        guard !trimmed.isEmpty else { return Array(repeating: all, count: entries.count) }
        var ranks = [UInt8](repeating: Self.noMatch, count: entries.count)
        if let digits = Self.dialDigits(of: trimmed) {
            match(digits) { country, begins, equals in
                let dial = Int(firstText[country])
                if starts[dial] == starts[dial + 1] { return }
                if digits.isEmpty { ranks[country] = all }
                else if equals(dial) { ranks[country] = UInt8(SearchRank.dialCode.rawValue) }
                else if begins(dial) { ranks[country] = UInt8(SearchRank.dialPrefix.rawValue) }
            }
            return ranks
        }
        let folded = Array(queryFolding.fold(String(trimmed)).utf8)
        guard !folded.isEmpty else { return ranks }
        let code = Self.code(trimmed.utf8).map { $0 & 0xDFDF }
        match(folded) { country, begins, _ in
            if let code, codes[country] == code { ranks[country] = UInt8(SearchRank.code.rawValue); return }
            let name = Int(firstText[country]) + 1, keys = Int(keysFrom[country])
            let abbreviations = Int(abbreviationsFrom[country]), end = Int(firstText[country + 1])
            if begins(name) { ranks[country] = UInt8(SearchRank.namePrefix.rawValue); return }
            var text = name + 1
            while text < keys { if begins(text) { ranks[country] = UInt8(SearchRank.wordPrefix.rawValue); return }; text += 1 }
            while text < abbreviations { if begins(text) { ranks[country] = UInt8(SearchRank.searchKey.rawValue); return }; text += 1 }
            while text < end { if begins(text) { ranks[country] = UInt8(SearchRank.abbreviation.rawValue); return }; text += 1 }
        }
        return ranks
    }

    /// Calls `body` for each country with tests of whether a text (by its
    /// index in `starts`) begins with, or equals, `query`.
    private func match(_ query: [UInt8], _ body: (Int, (Int) -> Bool, (Int) -> Bool) -> Void) {
        bytes.withUnsafeBufferPointer { all in
            starts.withUnsafeBufferPointer { starts in
                query.withUnsafeBufferPointer { query in
                    func begins(_ text: Int) -> Bool {
                        let start = Int(starts[text]), end = Int(starts[text + 1])
                        guard end - start >= query.count else { return false }
                        var offset = 0
                        while offset < query.count {
                            if all[start + offset] != query[offset] { return false }
                            offset += 1
                        }
                        return true
                    }
                    func equals(_ text: Int) -> Bool { Int(starts[text + 1] - starts[text]) == query.count && begins(text) }
                    for country in 0..<codes.count { body(country, begins, equals) }
                }
            }
        }
    }

    /// `text` without leading and trailing white space; the common case,
    /// none, without Foundation.
    static func trimmed(_ text: String) -> Substring {
        let scalars = text.unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return text[...] }
        if !first.properties.isWhitespace, !last.properties.isWhitespace { return text[...] }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)[...]
    }

    /// Two ASCII letters as one number (upper-cased by the caller's mask).
    private static func code<Bytes: Collection<UInt8>>(_ utf8: Bytes) -> UInt16? {
        guard utf8.count == 2, let first = utf8.first, let second = utf8.dropFirst().first,
              [first, second].allSatisfy({ (0x41...0x5A).contains($0 & 0xDF) }) else { return nil }
        return UInt16(first) << 8 | UInt16(second)
    }

    /// The digits of a dial query, or nil when `text` is not one: only
    /// digits, `+`, spaces, `-`, `(` and `)`, with a digit or a `+`.
    static func dialDigits(of text: Substring) -> [UInt8]? {
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
    /// Beginning the alpha-3 code or a name's initials (`Country.searchAbbreviations`).
    case abbreviation
    /// A blank query, or `+` alone: every country, in the catalog's order.
    case all

    public static func < (lhs: SearchRank, rhs: SearchRank) -> Bool { lhs.rawValue < rhs.rawValue }
}
