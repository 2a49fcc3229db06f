import Foundation

/// A search key or abbreviation, or a name it is compared with, and how
/// its canonical decomposition begins and ends (`NormalForm.decompositionEnds`).
/// Terms are told apart as `String` tells them apart, by canonical
/// equivalence, which normalises as it goes for any text but ASCII: two
/// terms whose decompositions begin, or end, with different code points
/// are not equivalent, found without `String`'s general path. Most terms
/// compared differ there. A term's ends are found once where it is made,
/// and it is compared many times.
struct SearchTerm {
    let text: String
    let ends: UInt64

    init(_ text: String) {
        self.text = text
        ends = NormalForm.decompositionEnds(text)
    }

    private init(text: String, ends: UInt64) {
        self.text = text
        self.ends = ends
    }

    /// The empty text, whose decomposition tells nothing.
    static let empty = SearchTerm(text: "", ends: 0)

    /// Whether `text` and `other`, with their ends, are equal as `String` compares them.
    @inline(__always)
    static func equivalent(_ text: String, _ ends: UInt64, _ other: String, _ otherEnds: UInt64) -> Bool {
        let (first, otherFirst) = (ends >> 32, otherEnds >> 32)
        if first != 0, otherFirst != 0, first != otherFirst { return false }
        let (last, otherLast) = (ends & 0xFFFF_FFFF, otherEnds & 0xFFFF_FFFF)
        if last != 0, otherLast != 0, last != otherLast { return false }
        return text == other
    }

    func isEquivalent(to other: SearchTerm) -> Bool {
        Self.equivalent(text, ends, other.text, other.ends)
    }
}

/// Terms in order, with their ends, for `contains` to compare as
/// `SearchTerm` does.
struct SearchTermList {
    private(set) var texts: [String] = []
    /// By position, while there is room (a country has a few terms): a
    /// term past them has none known, and is compared as `String` compares.
    private var ends = SIMD8<UInt64>()

    init(capacity: Int) { texts.reserveCapacity(capacity) }

    func contains(_ term: SearchTerm) -> Bool {
        for index in texts.indices {
            let otherEnds = index < ends.scalarCount ? ends[index] : 0
            if SearchTerm.equivalent(term.text, term.ends, texts[index], otherEnds) { return true }
        }
        return false
    }

    mutating func append(_ term: SearchTerm) {
        if texts.count < ends.scalarCount { ends[texts.count] = term.ends }
        texts.append(term.text)
    }
}

/// A country's folded names (its name, alternates and English name), which
/// its keys and abbreviations are made beside and its abbreviations are
/// compared with, as `SearchTermList` compares. Made for every record of
/// every catalog and never returned: the first four, all that most
/// countries have, are kept in place rather than in an array of their own.
struct FoldedNames {
    private var kept = (SearchTerm.empty, SearchTerm.empty, SearchTerm.empty, SearchTerm.empty)
    private var rest: [SearchTerm] = []
    private(set) var count = 0

    func contains(_ term: SearchTerm) -> Bool {
        if count > 0, kept.0.isEquivalent(to: term) { return true }
        if count > 1, kept.1.isEquivalent(to: term) { return true }
        if count > 2, kept.2.isEquivalent(to: term) { return true }
        if count > 3, kept.3.isEquivalent(to: term) { return true }
        return rest.contains { $0.isEquivalent(to: term) }
    }

    mutating func append(_ term: SearchTerm) {
        switch count {
        case 0: kept.0 = term
        case 1: kept.1 = term
        case 2: kept.2 = term
        case 3: kept.3 = term
        default: rest.append(term)
        }
        count += 1
    }
}
