import CCPipeCore
import CCPipeModel

/// Strict RFC 8259 JSON with a position on every value, for input that
/// findings must point into.
///
/// Foundation's parsers accept trailing commas, `\u0000` and a BOM, drop
/// duplicate keys and report no line or column; this one rejects what the RFC
/// rejects and keeps every member, so the dataset reader can report duplicates.
///
/// Decisions beyond the RFC:
/// - A UTF-8 byte order mark at the very start is skipped (editors on Windows
///   add it and users cannot see it); column 1 is the first character after it.
///   A BOM anywhere else outside a string is an error.
/// - CRLF counts as one line break, a lone CR as one too, as editors count them.
/// - `\u0000` is valid JSON and is read: a NUL in a country name is never
///   right (it truncates the text in C-based consumers), but that is the
///   dataset's mistake, which the `text-invisible` rule reports, not the
///   document's.
/// - An unterminated string is reported at its opening quote, where the
///   mistake usually is.
/// - Nesting is bounded by `Limits.maxDepth` and the scanner keeps its own
///   stack, so hostile input cannot exhaust the call stack.
package enum JSONParser {
    package struct Limits: Sendable, Equatable {
        /// Containers (`[` or `{`) open at once.
        package var maxDepth: Int
        /// Size of the whole document in bytes.
        package var maxBytes: Int
        /// Longer strings (in any quotes), numbers and keys are kept as a
        /// short excerpt, their full length recorded, so that no later
        /// stage spends time or memory on them.
        package var maxStringBytes: Int
        /// Values in one array or object (a top-level array's elements
        /// counted too when they are handed on as they are read).
        package var maxElements: Int
        /// Values the document's tree holds at once: those of a top-level
        /// array's elements, or of a top-level object's members handed on
        /// and let go, count only while the element is read.
        package var maxValues: Int

        package init(maxDepth: Int = 512, maxBytes: Int = 64 * 1024 * 1024, maxStringBytes: Int = .max,
                     maxElements: Int = .max, maxValues: Int = .max) {
            self.maxDepth = maxDepth
            self.maxBytes = maxBytes
            self.maxStringBytes = maxStringBytes
            self.maxElements = maxElements
            self.maxValues = maxValues
        }

        package static let `default` = Limits()

        /// For datasets: no country name, code or dial code comes near 1 KiB
        /// (CLDR's longest territory name in any locale is under 100
        /// characters, at most 400 bytes of UTF-8), so a longer value is a
        /// mistake or an attack, and only its excerpt is kept. No dataset
        /// has a million regions: `maxRecords` records, keys or columns, and
        /// `maxHeldValues` values held at once, bound the memory a 64 MiB
        /// document can take (a value of the tree is 40 to 72 bytes, a
        /// record 128; an object of 4 million keys took 2.4 GB).
        package static let dataset = Limits(maxStringBytes: 1024, maxElements: maxRecords, maxValues: maxHeldValues)

        package static let maxRecords = 1 << 20
        package static let maxHeldValues = 1 << 22
    }

    /// A document read past its recoverable departures from RFC 8259.
    package struct Recovered: Sendable {
        package var root: JSONNode
        package var issues: [JSONSyntaxIssue]
        /// Strings, numbers and keys longer than `Limits.maxStringBytes`: where, and how long.
        package var oversized: [SourceLocation: OversizedText]
    }

    /// Parses one document as the dataset reader does: comments, trailing
    /// commas, single quotes, unquoted keys, a missing comma, a byte order
    /// mark and text after the document are read past and listed; anything
    /// else throws, as `parse` does.
    ///
    /// With `rootElements`, a top-level array's elements go there one by one
    /// as they are read, and the returned root is that array left empty.
    /// With `rootMembers`, a top-level object's members go there, and the
    /// returned root keeps only those it answered true for.
    package static func parseRecovering(_ bytes: [UInt8], file: String, limits: Limits = .dataset,
                                       rootElements: ((JSONNode) -> Void)? = nil,
                                       rootMembers: ((JSONMember) -> Bool)? = nil) throws -> Recovered {
        guard bytes.count <= limits.maxBytes else {
            throw InputError(JSONSyntaxMessage.tooLarge(bytes.count, limit: limits.maxBytes), file: file)
        }
        return try bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(bytes: buffer, file: file, limits: limits, recovering: true)
            scanner.takeRootElement = rootElements
            scanner.takeRootMember = rootMembers
            do {
                let root = try scanner.parseDocument()
                return Recovered(root: root, issues: scanner.issues, oversized: scanner.oversized)
            } catch let error as InputError where !scanner.issues.isEmpty {
                // The first problem leads: the one that stopped the reader may be its consequence.
                let first = scanner.issues[0]
                throw InputError("\(first.message); then, at \(error.location.map { "\($0.line):\($0.column)" } ?? "the end"): \(error.message)",
                                 at: first.location)
            }
        }
    }

    /// Parses one JSON document. `file` is used in every location.
    /// - Throws: `InputError` with the line and column of the first problem.
    package static func parse(_ bytes: [UInt8], file: String, limits: Limits = .default) throws -> JSONNode {
        guard bytes.count <= limits.maxBytes else {
            throw InputError(JSONSyntaxMessage.tooLarge(bytes.count, limit: limits.maxBytes), file: file)
        }
        return try bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(bytes: buffer, file: file, limits: limits)
            return try scanner.parseDocument()
        }
    }
}
