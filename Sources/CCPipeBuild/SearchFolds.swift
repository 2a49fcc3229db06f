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
final class FoldMemo {
    private var recent: [(language: String, folded: [ExactText: String])] = []
    /// By folding language ("" for most): Turkish, Azerbaijani and
    /// Lithuanian fold some letters their own way, each scalar alike.
    private var scalarFolds: [(language: String, folds: ScalarFolds)] = []
    private static let keptLanguages = 4
    private static let keptTexts = 8_192

    func folded(_ text: String, language: String, fold: (String) -> String) -> String {
        // Folding scalar by scalar costs less than looking the text up.
        let folds = scalarFolds.firstIndex { $0.language == language } ?? {
            scalarFolds.append((language, ScalarFolds()))
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
/// it is. Foundation folds each composed character sequence (a base and its
/// marks) on its own: without marks, joiners or other scalars that join
/// their neighbours, folding the whole is folding each scalar. Marks after a
/// Latin, Greek or Cyrillic letter are removed with the diacritics, so a
/// cluster is not its scalars there; after a letter of the scripts from
/// Hebrew on (Arabic, the Indic scripts, Thai, Tibetan…) that folding leaves
/// as it is, Foundation keeps the marks that fold to themselves, ordered
/// by combining class. A test checks it against Foundation on every CLDR name,
/// on each scalar that folds alone between others, and on each kept mark
/// after a letter of every such script.
package struct ScalarFolds {

    package init() {

    }
    /// By scalar value below `tableLimit`: 0 not yet seen, -1 neither folds
    /// alone nor is a kept mark; for a scalar that folds alone, 1 + where its
    /// fold starts in `pool` (a length byte, then the fold's UTF-8), with
    /// `keepsMarks` set when marks may follow it and `foldsToItself` when
    /// the fold is the scalar; for a kept mark,
    /// `markBase` - its canonical combining class.
    private var table: [Int32] = []
    private var pool: [UInt8] = []
    private static let tableLimit: UInt32 = 0xA000
    private static let keepsMarks: Int32 = 1 << 30
    /// Set for a scalar whose fold is itself.
    private static let foldsToItself: Int32 = 1 << 29
    /// Where a fold starts in `pool`, without the flags.
    private static let poolMask: Int32 = foldsToItself - 1
    private static let markBase: Int32 = -2
    /// A fold longer than this (none is) is not kept.
    private static let longestKept = 255

    /// Nil when some scalar may not fold on its own. Two passes over the
    /// bytes: the first looks each scalar up (learning the new ones) and
    /// counts the folded bytes; the second writes them into the string
    /// itself. A text whose every scalar folds to itself (a caseless
    /// script's, or one already folded) is returned as it is.
    package mutating func fold(_ text: String, with fold: (String) -> String) -> String? {
        if table.isEmpty { table = Array(repeating: 0, count: Int(Self.tableLimit)) }
        var text = text
        let measured = text.withUTF8 { utf8 -> (length: Int, changes: Bool)? in
            // Whether a mark may come next, and the combining class of the
            // last mark since the base: Foundation orders a cluster's marks
            // by class, 0 first, so only marks already in that order are
            // folded here.
            var marksMayFollow = false
            var lastClass: Int32 = 0
            var length = 0
            var changes = false
            // The text is valid UTF-8: a lead byte's continuation bytes are
            // there. Scalars of four bytes are past `tableLimit`.
            var index = 0
            while index < utf8.count {
                guard let (value, width) = Self.scalar(in: utf8, at: index) else { return nil }
                var entry = table[Int(value)]
                if entry == 0, let scalar = Unicode.Scalar(value) { entry = learn(scalar, fold) }
                if entry > 0 {
                    let at = Int(entry & Self.poolMask)
                    length += Int(pool[at - 1])
                    changes = changes || entry & Self.foldsToItself == 0
                    marksMayFollow = entry & Self.keepsMarks != 0
                    lastClass = 0
                } else if entry <= Self.markBase, marksMayFollow {
                    // A kept mark folds to itself.
                    let markClass = Self.markBase - entry
                    guard markClass >= lastClass else { return nil }
                    lastClass = markClass
                    length += width
                } else {
                    return nil
                }
                index += width
            }
            return (length, changes)
        }
        guard let measured else { return nil }
        guard measured.changes else { return text }
        return text.withUTF8 { utf8 in
            String(unsafeUninitializedCapacity: measured.length) { buffer in
                table.withUnsafeBufferPointer { table in
                    pool.withUnsafeBufferPointer { pool in
                        var index = 0, written = 0
                        while index < utf8.count {
                            // Every scalar was looked up in the first pass.
                            let (value, width) = Self.scalar(in: utf8, at: index)!
                            let entry = table[Int(value)]
                            if entry > 0 {
                                let at = Int(entry & Self.poolMask)
                                for offset in at ..< at + Int(pool[at - 1]) {
                                    buffer[written] = pool[offset]
                                    written += 1
                                }
                            } else {
                                for offset in index ..< index + width {
                                    buffer[written] = utf8[offset]
                                    written += 1
                                }
                            }
                            index += width
                        }
                        return written
                    }
                }
            }
        }
    }

    /// The scalar at `index` of valid UTF-8 and its length in bytes; nil
    /// for a scalar of four bytes (past `tableLimit`) or past the table.
    @inline(__always)
    private static func scalar(in utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int)? {
        let lead = utf8[index]
        let value: UInt32, width: Int
        if lead < 0x80 {
            (value, width) = (UInt32(lead), 1)
        } else if lead < 0xE0 {
            (value, width) = (UInt32(lead & 0x1F) << 6 | UInt32(utf8[index + 1] & 0x3F), 2)
        } else if lead < 0xF0 {
            (value, width) = (UInt32(lead & 0x0F) << 12 | UInt32(utf8[index + 1] & 0x3F) << 6 | UInt32(utf8[index + 2] & 0x3F), 3)
        } else {
            return nil
        }
        return value < tableLimit ? (value, width) : nil
    }

    private mutating func learn(_ scalar: Unicode.Scalar, _ fold: (String) -> String) -> Int32 {
        var entry: Int32 = -1
        if Self.foldsAlone(scalar) {
            let bytes = Array(fold(String(scalar)).utf8)
            if bytes.count <= Self.longestKept {
                entry = Int32(pool.count + 1)
                pool.append(UInt8(bytes.count))
                pool.append(contentsOf: bytes)
                let foldsToItself = bytes.elementsEqual(String(scalar).utf8)
                if foldsToItself { entry |= Self.foldsToItself }
                if Self.mayTakeMarks(scalar), foldsToItself { entry |= Self.keepsMarks }
            }
        } else if Self.mayBeKept(scalar), fold(String(scalar)) == String(scalar) {
            entry = Self.markBase - Int32(scalar.properties.canonicalCombiningClass.rawValue)
        }
        table[Int(scalar.value)] = entry
        return entry
    }

    /// Letters, digits, punctuation, symbols and spaces of the scripts
    /// below U+3000, kana and the unified ideographs (all below
    /// `tableLimit`): not marks, not format
    /// or control characters, not conjoining jamo, and not the width forms
    /// (which `SearchFolding` narrows before folding).
    package static func foldsAlone(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value < 0x1100 || (0x1200..<0x3000).contains(value) || (0x3040...0x30FF).contains(value)
                || (0x4E00...0x9FFF).contains(value) else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format, .control, .surrogate, .privateUse, .unassigned:
            return false
        default:
            return true
        }
    }

    /// A scalar that folds alone, of the scripts from Hebrew up to the Latin
    /// and Greek extended blocks (whose letters decompose to Latin and Greek
    /// ones), or kana or an ideograph, without a canonical decomposition:
    /// the base of a cluster whose marks folding keeps (when the scalar
    /// folds to itself).
    package static func mayTakeMarks(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard (0x0590..<0x1E00).contains(value) || (0x3040...0x30FF).contains(value) || (0x4E00...0x9FFF).contains(value) else { return false }
        return foldsAlone(scalar) && !decomposes(scalar)
    }

    /// A mark (spacing or not) from Hebrew on, outside the blocks of
    /// combining diacritics, without a canonical decomposition: kept by
    /// folding after a base that takes marks, when it folds to itself.
    package static func mayBeKept(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= 0x0590, value < tableLimit, !(0x1AB0...0x1AFF).contains(value), !(0x1DC0...0x1DFF).contains(value),
              !(0x20D0...0x20FF).contains(value) else { return false }
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
