/// A value the canonical outputs publish otherwise than the dataset writes
/// it: the reference's where the dataset's is wrong (Cyprus's `+537` is
/// published `+357`), none where the record cannot be published (a
/// dissolved region's code), or the dataset's own, wrong as the references
/// call it, where the project file says so for that region. Accepting a
/// finding accepts that the dataset says it; it publishes nothing. The
/// build summary lists each.
package struct OutputCorrection: Codable, Equatable, Sendable {
    package enum Kind: String, Codable, Sendable {
        /// The reference's value is published in place of the dataset's.
        case reference
        /// The record is left out of the outputs.
        case leftOut = "left-out"
        /// The dataset's own value is published: the project file says so.
        case kept
    }

    /// The record's position in the dataset.
    package var record: Int
    /// Where the value is written.
    package var line: Int
    package var column: Int
    /// The region the outputs publish the record under, or its code as written.
    package var code: String
    /// `code`, `dial_code` or `name`.
    package var field: String
    /// The dataset's value, as written.
    package var written: String
    /// What the outputs publish; nil for a record left out.
    package var published: String?
    package var kind: Kind
    /// Why, in a few words: `+537 dials Cuba (CU)`, or the project file's reason.
    package var reason: String

    package init(record: Int, line: Int, column: Int, code: String, field: String, written: String, published: String?,
                 kind: Kind, reason: String) {
        self.record = record
        self.line = line
        self.column = column
        self.code = code
        self.field = field
        self.written = written
        self.published = published
        self.kind = kind
        self.reason = reason
    }
}
