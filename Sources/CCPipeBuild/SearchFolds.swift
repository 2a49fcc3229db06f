import Foundation

/// Folded forms per folding language (`SearchFolding.foldingLanguage`:
/// most languages fold alike and share one table), kept per thread so that
/// threads never wait for each other. A fold depends only on that language
/// and the text, so a hit returns exactly what folding again would. Memory
/// stays bounded: only the few most recently used languages are kept, and
/// a table that reaches `keptTexts` starts again empty.
///
/// A text in a language that folds as most do is folded scalar by scalar
/// when every scalar folds on its own (`ScalarFolds`), without the memo:
/// far cheaper than Foundation's whole-string path, which is taken only
/// for the first text with each scalar. The memo keeps the other texts.
///
/// A memo is one thread's alone and never reached again while it folds,
/// so its tables go without the checks for exclusive access that every
/// fold would otherwise pay.
final class FoldMemo {
    @exclusivity(unchecked) private var recent: [(language: String, folded: [ExactText: String])] = []
    /// By folding language ("" for most): Turkish, Azerbaijani and
    /// Lithuanian fold some letters their own way, each scalar alike.
    @exclusivity(unchecked) private var scalarFolds: [(language: String, folds: ScalarFolds)] = []
    private static let keptLanguages = 4
    private static let keptTexts = 8_192

    func folded(_ text: String, language: String, fold: (String) -> String) -> String {
        // Folding scalar by scalar costs less than looking the text up.
        let folds = scalarFolds.firstIndex { $0.language == language } ?? {
            scalarFolds.append((language, ScalarFolds(language: language)))
            return scalarFolds.count - 1
        }()
        if let folded = scalarFolds[folds].folds.fold(text, with: fold) { return folded }
        let position: Int
        if let last = recent.indices.last, recent[last].language == language {
            position = last
        } else if let found = recent.firstIndex(where: { $0.language == language }) {
            recent.append(recent.remove(at: found))
            position = recent.count - 1
        } else {
            if recent.count == Self.keptLanguages { recent.removeFirst() }
            recent.append((language, [:]))
            position = recent.count - 1
        }
        let key = ExactText(text)
        if let known = recent[position].folded[key] { return known }
        let result = fold(text)
        if recent[position].folded.count >= Self.keptTexts { recent[position].folded.removeAll() }
        recent[position].folded[key] = result
        return result
    }

    /// This thread's memo.
    static var current: FoldMemo {
        if let existing = pthread_getspecific(key) { return Unmanaged<FoldMemo>.fromOpaque(existing).takeUnretainedValue() }
        let memo = FoldMemo()
        pthread_setspecific(key, Unmanaged.passRetained(memo).toOpaque())
        return memo
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<FoldMemo>.fromOpaque(pointer).release() }
        }
        return key
    }()
}
/// Folds text as the concatenation of its scalars' folds, for text whose
/// every scalar is a cluster of its own, or a mark that Foundation keeps as
/// it is or removes. Foundation folds each composed character sequence (a
/// base and the marks after it) on its own: without marks or other scalars
/// that join their neighbours, folding the whole is folding each scalar.
/// After a Latin, Greek or Cyrillic letter (or a space, a digit…) it removes
/// every mark with the diacritics: the combining diacritical marks there are
/// dropped here too, in the languages that fold alike (Turkish, Azerbaijani
/// and Lithuanian fold `I` and `i` with the marks after them their own way).
/// After a letter of the scripts from Hebrew on (Arabic, the Indic scripts,
/// Thai, Tibetan, Chakma, Adlam…) that folding leaves as it is, Foundation
/// keeps the marks that fold to themselves, and the zero-width non-joiner,
/// ordered by combining class. A test checks it against Foundation on every
/// CLDR name, on each scalar that folds alone between others, on each kept
/// mark after a letter of every such script, and on each diacritic after
/// the letters that drop them.
package struct ScalarFolds {
    /// Whether the marks of `droppedMarks` after a scalar whose fold is
    /// Latin, Greek or Cyrillic are dropped here: in the languages that
    /// fold as most do ("").
    private let dropsDiacritics: Bool

    /// For the folding language `language` (`SearchFolding.foldingLanguage`).
    package init(language: String = "") {
        dropsDiacritics = language.isEmpty
    }

    /// By scalar value, in pages of 256 made when a scalar of the page is
    /// first seen (`pageStart`): 0 not yet seen, -1 neither folds alone nor
    /// is a kept mark; for a scalar that folds alone, 1 + where its fold
    /// starts in `pool` (a length byte, then the fold's UTF-8), with
    /// `keepsMarks` set when marks may follow it (`mayKeepMarks` until a
    /// mark first does and the scalar is found to take them), `foldsToItself` when the
    /// fold is the scalar, and `dropsMarks` or `mayDropMarks` when marks
    /// after it are dropped, or may be (not yet asked); for a kept mark,
    /// `markBase` - its canonical combining class.
    private var entries: [Int32] = []
    /// By scalar value >> 8: 0 when no scalar of the page was seen, else 1
    /// + where the page starts in `entries`, / 256.
    private var pageStart: [UInt16] = []
    private var pool: [UInt8] = []
    private static let keepsMarks: Int32 = 1 << 30
    /// Set for a scalar whose fold is itself.
    private static let foldsToItself: Int32 = 1 << 29
    /// Set for a scalar after which Foundation drops the marks.
    private static let dropsMarks: Int32 = 1 << 28
    /// Set for a scalar whose fold is Latin, Greek or Cyrillic, until
    /// Foundation is asked whether it drops the marks after it.
    private static let mayDropMarks: Int32 = 1 << 27
    /// Set for a scalar of the scripts that take marks that folds to
    /// itself, until a mark first follows it and it is found to take them
    /// or not (`mayTakeMarks`).
    private static let mayKeepMarks: Int32 = 1 << 26
    /// Where a fold starts in `pool`, without the flags.
    private static let poolMask: Int32 = mayKeepMarks - 1
    private static let markBase: Int32 = -2
    /// A fold longer than this (none is) is not kept.
    private static let longestKept = 255
    /// The combining diacritical marks dropped after a scalar that drops
    /// marks; not the combining grapheme joiner (U+034F).
    private static let droppedMarks: ClosedRange<UInt32> = 0x0300...0x036F

    /// What the first pass finds of a text: the length of its fold and
    /// whether that differs from the text, or that it does not fold scalar
    /// by scalar, or a scalar to learn (or a base to ask Foundation about)
    /// before it can tell.
    private enum Measure {
        case folds(length: Int, changes: Bool)
        case unfoldable
        case unknown(UInt32)
        case undecided(base: UInt32)
        case unsettled(base: UInt32)
    }

    /// Nil when some scalar may not fold on its own. Two passes over the
    /// bytes: the first looks each scalar up and counts the folded bytes
    /// (learning the new scalars, and starting again, where it meets one);
    /// the second writes them into the string itself. A text whose every
    /// scalar folds to itself (a caseless script's, or one already folded)
    /// is returned as it is.
    package mutating func fold(_ text: String, with fold: (String) -> String) -> String? {
        if pageStart.isEmpty { pageStart = Array(repeating: 0, count: 0x1100) }
        var text = text
        var measured: (length: Int, changes: Bool)?
        while measured == nil {
            switch text.withUTF8({ measure($0) }) {
            case .folds(let length, let changes):
                measured = (length, changes)
            case .unfoldable:
                return nil
            case .unknown(let value):
                let at = entryIndex(value)
                if let scalar = Unicode.Scalar(value) { _ = learn(scalar, at: at, fold) } else { entries[at] = -1 }
            case .undecided(let base):
                _ = dropsMarks(after: base, at: entryIndex(base), fold)
            case .unsettled(let base):
                let at = entryIndex(base)
                let takes = Unicode.Scalar(base).map(Self.mayTakeMarks) == true
                entries[at] = entries[at] & ~Self.mayKeepMarks | (takes ? Self.keepsMarks : 0)
            }
        }
        guard let measured else { return nil }
        guard measured.changes else { return text }
        return text.withUTF8 { utf8 in
            String(unsafeUninitializedCapacity: measured.length) { buffer in
                entries.withUnsafeBufferPointer { entries in
                    pool.withUnsafeBufferPointer { pool in
                        var index = 0, written = 0
                        while index < utf8.count {
                            // Every scalar was looked up in the first pass.
                            let (value, width) = Self.scalar(in: utf8, at: index)
                            let entry = entries[Int(pageStart[Int(value >> 8)] - 1) << 8 | Int(value & 0xFF)]
                            if entry > 0 {
                                let start = Int(entry & Self.poolMask)
                                for offset in start ..< start + Int(pool[start - 1]) {
                                    buffer[written] = pool[offset]
                                    written += 1
                                }
                            } else if entry <= Self.markBase {
                                for offset in index ..< index + width {
                                    buffer[written] = utf8[offset]
                                    written += 1
                                }
                            }
                            // Else a dropped mark.
                            index += width
                        }
                        return written
                    }
                }
            }
        }
    }

    /// The first pass over `utf8`, through the tables as they are.
    private func measure(_ utf8: UnsafeBufferPointer<UInt8>) -> Measure {
        pageStart.withUnsafeBufferPointer { pageStart in
            entries.withUnsafeBufferPointer { entries in
                pool.withUnsafeBufferPointer { pool in
                    // Whether a mark may come next, and the combining class
                    // of the last mark since the base: Foundation orders a
                    // cluster's marks by class, 0 first, so only marks
                    // already in that order are folded here. The base, its
                    // entry, and whether the marks since it are dropped.
                    var marksMayFollow = false
                    var lastClass: Int32 = 0
                    var base: (value: UInt32, entry: Int32) = (0, 0)
                    var dropping = false
                    var length = 0
                    var changes = false
                    // The text is valid UTF-8: a lead byte's continuation bytes are there.
                    var index = 0
                    while index < utf8.count {
                        let (value, width) = Self.scalar(in: utf8, at: index)
                        let page = pageStart[Int(value >> 8)]
                        guard page != 0 else { return .unknown(value) }
                        let entry = entries[Int(page - 1) << 8 | Int(value & 0xFF)]
                        if entry > 0 {
                            let start = Int(entry & Self.poolMask)
                            length += Int(pool[start - 1])
                            changes = changes || entry & Self.foldsToItself == 0
                            marksMayFollow = entry & Self.keepsMarks != 0
                            lastClass = 0
                            base = (value, entry)
                            dropping = false
                        } else if entry == 0 {
                            return .unknown(value)
                        } else if entry <= Self.markBase, !marksMayFollow, base.entry & Self.mayKeepMarks != 0 {
                            return .unsettled(base: base.value)
                        } else if entry <= Self.markBase, marksMayFollow {
                            // A kept mark folds to itself.
                            let markClass = Self.markBase - entry
                            guard markClass >= lastClass else { return .unfoldable }
                            lastClass = markClass
                            length += width
                        } else if Self.droppedMarks.contains(value), value != 0x034F, base.entry > 0, !marksMayFollow {
                            if !dropping, base.entry & Self.dropsMarks == 0 {
                                guard base.entry & Self.mayDropMarks != 0 else { return .unfoldable }
                                return .undecided(base: base.value)
                            }
                            dropping = true
                            changes = true
                        } else {
                            return .unfoldable
                        }
                        index += width
                    }
                    return .folds(length: length, changes: changes)
                }
            }
        }
    }

    /// Where the entry of `value` is, its page made if it is new.
    @inline(__always)
    private mutating func entryIndex(_ value: UInt32) -> Int {
        let page = Int(value >> 8)
        if pageStart[page] == 0 {
            pageStart[page] = UInt16(entries.count >> 8 + 1)
            entries.append(contentsOf: repeatElement(0, count: 256))
        }
        return Int(pageStart[page] - 1) << 8 | Int(value & 0xFF)
    }

    /// The scalar at `index` of valid UTF-8 and its length in bytes.
    @inline(__always)
    private static func scalar(in utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
        let lead = utf8[index]
        if lead < 0x80 { return (UInt32(lead), 1) }
        if lead < 0xE0 { return (UInt32(lead & 0x1F) << 6 | UInt32(utf8[index + 1] & 0x3F), 2) }
        if lead < 0xF0 {
            return (UInt32(lead & 0x0F) << 12 | UInt32(utf8[index + 1] & 0x3F) << 6 | UInt32(utf8[index + 2] & 0x3F), 3)
        }
        return (UInt32(lead & 0x07) << 18 | UInt32(utf8[index + 1] & 0x3F) << 12 | UInt32(utf8[index + 2] & 0x3F) << 6
                    | UInt32(utf8[index + 3] & 0x3F), 4)
    }

    /// Whether Foundation drops the marks after `value` (whose entry is at
    /// `at`): asked once, with an acute accent, of a Latin, Greek or
    /// Cyrillic letter (or a space, a digit…) whose fold is one too, or of
    /// one of the extended blocks that decomposes to one. After a scalar
    /// past those (an apostrophe `’`, which `SearchFolding` folds to `'`),
    /// Foundation drops some marks and keeps others.
    private mutating func dropsMarks(after value: UInt32, at: Int, _ fold: (String) -> String) -> Bool {
        let entry = entries[at]
        if entry & Self.dropsMarks != 0 { return true }
        guard entry & Self.mayDropMarks != 0, let scalar = Unicode.Scalar(value) else { return false }
        let base = value < 0x0510 || String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.first.map { $0.value < 0x0510 } == true
        let drops = base && fold(String(scalar) + "\u{301}") == fold(String(scalar))
        entries[at] = entry & ~Self.mayDropMarks | (drops ? Self.dropsMarks : 0)
        return drops
    }

    private mutating func learn(_ scalar: Unicode.Scalar, at: Int, _ fold: (String) -> String) -> Int32 {
        var entry: Int32 = -1
        if Self.foldsAlone(scalar) {
            let folded = fold(String(scalar))
            let bytes = Array(folded.utf8)
            if bytes.count <= Self.longestKept {
                entry = Int32(pool.count + 1)
                pool.append(UInt8(bytes.count))
                pool.append(contentsOf: bytes)
                let foldsToItself = bytes.elementsEqual(String(scalar).utf8)
                if foldsToItself { entry |= Self.foldsToItself }
                if foldsToItself, Self.mayTakeMarks(scalar, decomposing: false) { entry |= Self.mayKeepMarks }
                if dropsDiacritics, scalar.value < 0x0510 || (0x1E00..<0x2000).contains(scalar.value), !folded.isEmpty,
                   folded.unicodeScalars.allSatisfy({ $0.value < 0x0510 }) {
                    entry |= Self.mayDropMarks
                }
            }
        } else if Self.mayBeKept(scalar), fold(String(scalar)) == String(scalar) {
            entry = Self.markBase - Int32(scalar.properties.canonicalCombiningClass.rawValue)
        }
        entries[at] = entry
        return entry
    }

    /// Letters, digits, punctuation, symbols and spaces, and the zero-width
    /// space and joiner: not marks (nor the emoji modifiers, which
    /// Foundation takes for marks), not other format or control characters,
    /// not conjoining jamo, and not the width forms (which `SearchFolding`
    /// narrows before folding).
    package static func foldsAlone(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value == 0x200B || value == 0x200D { return true }
        if (0x1100...0x11FF).contains(value) || (0xA960...0xA97F).contains(value) || (0xD7B0...0xD7FF).contains(value)
            || (0xFF00...0xFFEF).contains(value) || (0x1F3FB...0x1F3FF).contains(value) { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format, .control, .surrogate, .privateUse, .unassigned:
            return false
        default:
            return true
        }
    }

    /// A scalar that folds alone, of the scripts from Hebrew on outside the
    /// Latin, Greek and Cyrillic blocks (whose letters decompose to, or fold
    /// as, Latin, Greek and Cyrillic ones) and mathematical letters, or the
    /// zero-width space or joiner, without a canonical decomposition: the
    /// base of a cluster whose marks folding keeps (when the scalar folds to
    /// itself).
    package static func mayTakeMarks(_ scalar: Unicode.Scalar) -> Bool {
        mayTakeMarks(scalar, decomposing: true)
    }

    /// `mayTakeMarks`, or whether it may, without the look at its decomposition.
    private static func mayTakeMarks(_ scalar: Unicode.Scalar, decomposing: Bool) -> Bool {
        let value = scalar.value
        let script = (0x0590..<0x1E00).contains(value) || (0x3040...0x30FF).contains(value) || (0x4E00...0x9FFF).contains(value)
            || (0xA000..<0xA640).contains(value) || (0xA800..<0xAB00).contains(value) || (0xABC0..<0xD7B0).contains(value)
            || value >= 0x10800 && !(0x1D400..<0x1D800).contains(value) && !(0x1DF00..<0x1E100).contains(value)
        guard script || value == 0x200B || value == 0x200D else { return false }
        return foldsAlone(scalar) && (!decomposing || !decomposes(scalar))
    }

    /// A mark (spacing or not) from Hebrew on, outside the blocks of
    /// combining diacritics, without a canonical decomposition, or the
    /// zero-width non-joiner: kept by folding after a base that takes marks,
    /// when it folds to itself.
    package static func mayBeKept(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value == 0x200C { return true }
        guard value >= 0x0590, !(0x1AB0...0x1AFF).contains(value), !(0x1DC0...0x1DFF).contains(value),
              !(0x20D0...0x20FF).contains(value), !(0xFE20...0xFE2F).contains(value) else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark: return !decomposes(scalar)
        default: return false
        }
    }

    private static func decomposes(_ scalar: Unicode.Scalar) -> Bool {
        let decomposed = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars
        return decomposed.count != 1 || decomposed.first != scalar
    }
}
