import CCPipeReference
import CICUBridge

// The only Swift file that imports CICUBridge: it owns the C handles, turns
// C strings and error codes into Swift values at once and frees with
// `deinit`/`defer`. No C type leaves this file.

/// A failure reported by ICU or by the bridge around it.
package struct ICUError: Error, Equatable, Sendable, CustomStringConvertible {
    /// ICU's `UErrorCode` (> 0) or a bridge code (< 0).
    package var code: Int32
    package var message: String

    package var description: String { "ICU error \(code): \(message)" }

    fileprivate init(_ error: ccp_error) {
        code = error.code
        message = withUnsafeBytes(of: error.message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}

package enum ICU {
    /// The linked ICU's version, e.g. `72.1`.
    package static var version: String { text(ccp_icu_version) }

    /// The CLDR release of the linked ICU's own data, e.g. `42`: collation
    /// and the index letters come from it, whatever CLDR the reference is.
    /// ICU says `42.0`; a release without a point release is said as CLDR
    /// numbers it. Nil when ICU cannot say.
    package static var cldrVersion: String? {
        let stated = text(ccp_icu_cldr_version)
        guard !stated.isEmpty else { return nil }
        return stated.hasSuffix(".0") ? String(stated.dropLast(2)) : stated
    }

    /// What ccpipe takes from ICU, with the CLDR release of that data:
    /// `collation and index letters, from its own CLDR 42 data`.
    package static var role: String {
        "collation and index letters, from its own " + (cldrVersion.map { "CLDR \($0) data" } ?? "data")
    }

    private static func text(_ write: (UnsafeMutablePointer<CChar>?, Int32) -> Void) -> String {
        var buffer = [CChar](repeating: 0, count: 32)
        write(&buffer, Int32(buffer.count))
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// ICU's collator for a locale (tertiary strength, the locale's defaults).
package final class Collator {
    private let handle: OpaquePointer
    /// The locale id given to `init`.
    package let locale: String
    /// The locale ICU actually loaded rules for; `root` when it fell back.
    package let actualLocale: String

    package init(locale: String) throws(ICUError) {
        var error = ccp_error()
        guard let handle = ccp_collator_open(locale, &error) else { throw ICUError(error) }
        self.handle = handle
        self.locale = locale
        self.actualLocale = String(cString: ccp_collator_actual_locale(handle))
    }

    deinit { ccp_collator_close(handle) }

    /// How `a` sorts against `b` in this locale.
    package func compare(_ a: String, _ b: String) throws(ICUError) -> Ordering {
        var error = ccp_error()
        let result = withUTF8CString(a) { aChars, aLength in
            withUTF8CString(b) { bChars, bLength in
                ccp_collator_compare(handle, aChars, aLength, bChars, bLength, &error)
            }
        }
        if error.code != 0 { throw ICUError(error) }
        return result < 0 ? .ascending : (result > 0 ? .descending : .same)
    }

    /// The sort key of `text`: byte-wise comparison of keys orders as `compare`.
    package func sortKey(_ text: String) throws(ICUError) -> [UInt8] {
        var error = ccp_error()
        let key: [UInt8] = withUTF8CString(text) { chars, length in
            let needed = ccp_collator_sort_key(handle, chars, length, nil, 0, &error)
            guard error.code == 0, needed > 0 else { return [] }
            var buffer = [UInt8](repeating: 0, count: Int(needed))
            let written = ccp_collator_sort_key(handle, chars, length, &buffer, needed, &error)
            guard error.code == 0, written == needed else { return [] }
            return buffer
        }
        if error.code != 0 { throw ICUError(error) }
        return key
    }

    package enum Ordering: Sendable {
        case ascending, same, descending
    }
}

/// One bucket of ICU's `AlphabeticIndex`, with the payloads of its records.
package struct AlphabeticIndexBucket: Equatable, Sendable {
    package enum Kind: String, Sendable {
        case normal, underflow, inflow, overflow
    }

    /// ICU's label: a letter (`A`, `Å`, `CH`, `あ`) or `…` for the non-normal kinds.
    package var label: String
    package var kind: Kind
    /// The payloads given with the records filed here, in ICU's collation order.
    package var payloads: [Int]
    /// Per record: whether its name collates equal to the previous record's
    /// (the first is always false). Equal names are neighbours, so these
    /// mark the runs whose order ICU leaves to chance.
    package var tiesPrevious: [Bool]

    package init(label: String, kind: Kind, payloads: [Int], tiesPrevious: [Bool]? = nil) {
        self.label = label
        self.kind = kind
        self.payloads = payloads
        self.tiesPrevious = tiesPrevious ?? Array(repeating: false, count: payloads.count)
    }
}

/// Files named records into the buckets of ICU's `AlphabeticIndex` for a locale.
package enum AlphabeticIndexBuckets {
    /// Locales with the same class (nil: unknown) file the same records into
    /// the same buckets in the same order: their collators and index labels
    /// are the same.
    package static func indexClass(locale: String) -> Int? {
        let found = ccp_index_class(locale)
        return found >= 0 ? Int(found) : nil
    }

    /// Every bucket of the locale's index, in order, empty ones included;
    /// `records` are (name, payload) pairs. `builtByICU`: the buckets made
    /// by ICU's `AlphabeticIndex` afresh, not by the bridge (for comparison).
    package static func compute(locale: String, records: [(name: String, payload: Int)], builtByICU: Bool = false)
        throws(ICUError) -> [AlphabeticIndexBucket] {
        var error = ccp_error()
        guard let index = builtByICU ? ccp_index_open_reference(locale, &error) : ccp_index_open(locale, &error) else {
            throw ICUError(error)
        }
        defer { ccp_index_close(index) }

        for record in records {
            guard let payload = Int32(exactly: record.payload) else {
                throw ICUError(code: -1, message: "adding a record: payload \(record.payload) out of range")
            }
            let status = withUTF8CString(record.name) { chars, length in
                ccp_index_add_record(index, chars, length, payload, &error)
            }
            if status != 0 { throw ICUError(error) }
        }
        if ccp_index_compute(index, &error) != 0 { throw ICUError(error) }

        var buckets: [AlphabeticIndexBucket] = []
        let count = ccp_index_bucket_count(index)
        for bucket in 0..<count {
            let label = ccp_index_bucket_label(index, bucket).map { String(cString: $0) } ?? ""
            let kind: AlphabeticIndexBucket.Kind
            switch ccp_index_bucket_kind(index, bucket) {
            case Int32(CCP_BUCKET_UNDERFLOW): kind = .underflow
            case Int32(CCP_BUCKET_INFLOW): kind = .inflow
            case Int32(CCP_BUCKET_OVERFLOW): kind = .overflow
            default: kind = .normal
            }
            let recordCount = ccp_index_bucket_record_count(index, bucket)
            let payloads = (0..<recordCount).map { Int(ccp_index_bucket_record_payload(index, bucket, $0)) }
            let ties = (0..<recordCount).map { ccp_index_bucket_record_ties_previous(index, bucket, $0) != 0 }
            buckets.append(AlphabeticIndexBucket(label: label, kind: kind, payloads: payloads, tiesPrevious: ties))
        }
        return buckets
    }

    /// Whether the bridge made the locale's buckets itself rather than
    /// leaving them to ICU's `AlphabeticIndex` (`ccp_index_open`).
    package static func isRestated(locale: String) throws(ICUError) -> Bool {
        var error = ccp_error()
        guard let index = ccp_index_open(locale, &error) else { throw ICUError(error) }
        defer { ccp_index_close(index) }
        return ccp_index_is_restated(index) != 0
    }

    /// For tests: of `names`, how many primary keys the bridge puts together
    /// from each character's weights, and how many of those differ from the
    /// keys ICU writes (`ccp_index_primary_keys_check`); nil when the
    /// locale's collator has no such keys.
    package static func checkPrimaryKeys(locale: String, names: [String]) -> (putTogether: Int, differing: Int)? {
        var bytes: [CChar] = [0]  // never empty: a base address for the pointers
        var starts: [Int] = [], lengths: [Int32] = []
        for name in names {
            starts.append(bytes.count)
            lengths.append(Int32(name.utf8.count))
            bytes.append(contentsOf: name.utf8.map { CChar(bitPattern: $0) })
        }
        var putTogether: Int32 = 0
        let differing = bytes.withUnsafeBufferPointer { buffer in
            let pointers: [UnsafePointer<CChar>?] = starts.map { buffer.baseAddress! + $0 }
            return ccp_index_primary_keys_check(locale, pointers, lengths, Int32(names.count), &putTogether)
        }
        return differing < 0 ? nil : (Int(putTogether), Int(differing))
    }

    /// For tests: whether the root collation's characters whose weights
    /// depend on their neighbours are those the bridge lists.
    package static func rootContextualCharactersAreKnown() -> Bool {
        ccp_index_root_contextual_check() == 1
    }
}

/// How a locale's index letters in CLDR's XML compare with those ICU's
/// own data gives it (`ccp_index_letters_compare`).
package enum IndexLettersComparison: Equatable, Sendable {
    case same
    /// The letters only one side has, separated by spaces.
    case differ(onlyCLDR: String, onlyICU: String)
    /// ICU's data has none; CLDR's letters.
    case icuHasNone(cldr: String)
    /// ICU cannot read CLDR's pattern.
    case unreadable
}

extension ICU {
    /// `pattern` is CLDR's `exemplarCharacters type="index"` text.
    package static func compareIndexLetters(locale: String, pattern: String) throws(ICUError) -> IndexLettersComparison {
        var error = ccp_error()
        var onlyCLDR = [CChar](repeating: 0, count: 1_024), onlyICU = [CChar](repeating: 0, count: 1_024)
        let code = withUTF8CString(pattern) { text, length in
            ccp_index_letters_compare(locale, text, length, &onlyCLDR, Int32(onlyCLDR.count), &onlyICU, Int32(onlyICU.count), &error)
        }
        func string(_ buffer: [CChar]) -> String {
            String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        switch code {
        case Int32(CCP_INDEX_LETTERS_SAME): return .same
        case Int32(CCP_INDEX_LETTERS_DIFFER): return .differ(onlyCLDR: string(onlyCLDR), onlyICU: string(onlyICU))
        case Int32(CCP_INDEX_LETTERS_ICU_HAS_NONE): return .icuHasNone(cldr: string(onlyCLDR))
        default:
            // Only a pattern ICU cannot read is a failure of the data;
            // any other is the bridge's.
            if error.code > 0 { return .unreadable }
            throw ICUError(error)
        }
    }
}

/// ICU's transliterator: a transform id (`Han-Latin; Latin-ASCII`) or rules.
/// Not for two threads at once: one per thread, or behind a lock as
/// `TransliteratorMemo` keeps them.
package final class Transliterator {
    private let handle: OpaquePointer

    /// A compound transform id, as `uconv -x` takes it.
    package convenience init(id: String) throws(ICUError) { try self.init(text: id, isRules: false) }

    /// Rules in ICU's transform syntax; `::Id;` lines run other transforms.
    package convenience init(rules: String) throws(ICUError) { try self.init(text: rules, isRules: true) }

    /// The rule-based transform `id` followed by `then`, its rules narrowed
    /// to the characters of `covering` (`ccp_transliterator_open_narrowed`):
    /// the same as `init(id: id + "; " + then)` on text made of those
    /// characters, and much faster to open.
    package init(id: String, narrowedTo covering: String, then: String) throws(ICUError) {
        var error = ccp_error()
        let opened = withUTF8CString(id) { idChars, idLength in
            withUTF8CString(covering) { coveringChars, coveringLength in
                withUTF8CString(then) { thenChars, thenLength in
                    ccp_transliterator_open_narrowed(idChars, idLength, coveringChars, coveringLength, thenChars, thenLength, &error)
                }
            }
        }
        guard let opened else { throw ICUError(error) }
        handle = opened
    }

    /// As `init(id:)` or `init(rules:)`, always through ICU's own
    /// `createInstance` or `createFromRules`, which build ICU's transform
    /// registry: what the transforms made without it are checked against.
    convenience init(byICU text: String, isRules: Bool) throws(ICUError) { try self.init(text: text, isRules: isRules, byICU: true) }

    private init(text: String, isRules: Bool, byICU: Bool = false) throws(ICUError) {
        var error = ccp_error()
        let opened = withUTF8CString(text) { chars, length in
            byICU ? ccp_transliterator_open_by_icu(chars, length, isRules ? 1 : 0, &error)
                : ccp_transliterator_open(chars, length, isRules ? 1 : 0, &error)
        }
        guard let opened else { throw ICUError(error) }
        handle = opened
    }

    /// Whether ICU's `createInstance` or `createFromRules` made it (the
    /// transforms `LatinSpelling` uses are made without them).
    package var isMadeByICU: Bool { ccp_transliterator_is_by_icu(handle) != 0 }

    deinit { ccp_transliterator_close(handle) }

    package func transliterate(_ text: String) throws(ICUError) -> String {
        String(decoding: try transliteratedUTF8(text), as: UTF8.self)
    }

    /// The UTF-8 bytes of `transliterate(text)`, for a caller that reads
    /// them before it makes a string. One call into ICU when the result is
    /// at most a few times as long as the text, two otherwise.
    package func transliteratedUTF8(_ text: String) throws(ICUError) -> [UInt8] {
        var error = ccp_error()
        let result: [UInt8] = withUTF8CString(text) { chars, length in
            var buffer = [UInt8](repeating: 0, count: 4 * Int(length) + 16)
            var needed = buffer.withUnsafeMutableBufferPointer { raw in
                raw.withMemoryRebound(to: CChar.self) { ccp_transliterate(handle, chars, length, $0.baseAddress, Int32($0.count), &error) }
            }
            guard error.code == 0, needed > 0 else { return [] }
            if Int(needed) > buffer.count {
                // The bridge keeps the result of the call before for this one.
                buffer = [UInt8](repeating: 0, count: Int(needed))
                needed = buffer.withUnsafeMutableBufferPointer { raw in
                    raw.withMemoryRebound(to: CChar.self) { ccp_transliterate(handle, chars, length, $0.baseAddress, needed, &error) }
                }
                guard error.code == 0, Int(needed) == buffer.count else { return [] }
            }
            buffer.removeLast(buffer.count - Int(needed))
            return buffer
        }
        if error.code != 0 { throw ICUError(error) }
        return result
    }
}

extension ICUError {
    fileprivate init(code: Int32, message: String) {
        self.code = code
        self.message = message
    }
}

/// Calls `body` with the string's UTF-8 bytes and their length (which counts
/// any embedded NUL, so nothing is cut short).
private func withUTF8CString<Result>(_ text: String, _ body: (UnsafePointer<CChar>, Int32) -> Result) -> Result {
    text.withCString { body($0, Int32(text.utf8.count)) }
}

/// The case of the code point a word starts with, for the initials of a
/// name (`SearchAbbreviations`): read from ICU's property tries.
package struct ScalarTraits: OptionSet, Sendable {
    package let rawValue: Int32
    package init(rawValue: Int32) { self.rawValue = rawValue }

    package static let lowercase = ScalarTraits(rawValue: Int32(CCP_SCALAR_LOWERCASE))
    package static let cased = ScalarTraits(rawValue: Int32(CCP_SCALAR_CASED))
    /// A word's first code point that is a character of its own (`forEachWordStart`).
    package static let alone = ScalarTraits(rawValue: Int32(CCP_SCALAR_ALONE))
}

/// What a text's canonical decomposition is known to be by its first and
/// last code points (`ccp_nfd_ends`).
package enum NormalForm {
    /// In the high 32 bits, the code point the canonical decomposition
    /// (NFD) of `text` begins with, when its first code point tells; in the
    /// low 32 bits, the one it ends with, when the last code point tells;
    /// each 0 where it does not. Canonically equivalent texts have equal
    /// NFDs, so texts whose known beginnings or ends differ are not
    /// equivalent.
    package static func decompositionEnds(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { utf8 in
            guard let base = utf8.baseAddress, let first = utf8.first, let last = utf8.last else { return 0 }
            // An ASCII code point is a starter without a decomposition.
            if first < 0x80, last < 0x80 { return UInt64(first) << 32 | UInt64(last) }
            return ccp_nfd_ends(UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), Int32(utf8.count))
        }
    }
}

extension ScalarTraits {
    /// Calls `body` with where each word of `text` before its first `(`
    /// starts (a UTF-8 offset) and the traits of the code point there
    /// (with `alone` where it is a character of its own), in order: a word is a run of letters and digits (alphabetic code
    /// points, or with a numeric type), and a mark or a zero-width
    /// (non-)joiner neither starts nor ends one. Not called for a text of
    /// one word or none, which has no initials.
    package static func forEachWordStart(in text: String, _ body: (_ offset: Int, _ traits: ScalarTraits) -> Void) {
        var text = text
        text.withUTF8 { utf8 in
            let bytes = UnsafeRawPointer(utf8.baseAddress)?.assumingMemoryBound(to: CChar.self)
            var capacity = 16
            while true {
                let done = withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * capacity) { buffer -> Bool in
                    guard let base = buffer.baseAddress else { return true }
                    let words = Int(ccp_word_starts(bytes, Int32(utf8.count), base, base + capacity, Int32(capacity)))
                    if words < 2 { return true }
                    guard words <= capacity else {
                        capacity = words
                        return false
                    }
                    for word in 0..<words { body(Int(base[word]), ScalarTraits(rawValue: base[capacity + word])) }
                    return true
                }
                if done { return }
            }
        }
    }
}
