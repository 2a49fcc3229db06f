import CCPipeCore

/// A departure from RFC 8259 that the dataset reader read past: a trailing
/// comma, a comment, a single-quoted string, a byte order mark. Each is a
/// `json-syntax` finding; the rest of the file is still checked.
package struct JSONSyntaxIssue: Sendable, Hashable {
    package var message: String
    package var location: SourceLocation
    /// The bytes that repair it, when the repair is certain (a comment holds
    /// text a person may want, so removing one is not).
    package var repair: ByteEdit?

    package init(message: String, location: SourceLocation, repair: ByteEdit?) {
        self.message = message
        self.location = location
        self.repair = repair
    }
}

/// Bytes of a file to replace: `range` (byte offsets) by `replacement`.
package struct ByteEdit: Sendable, Hashable {
    package var range: Range<Int>
    package var replacement: [UInt8]

    package init(range: Range<Int>, replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }

    /// What the edit does, for a finding's suggested fix.
    package var summary: String {
        if replacement.isEmpty { return "remove" }
        return String(decoding: replacement, as: UTF8.self)
    }
}
