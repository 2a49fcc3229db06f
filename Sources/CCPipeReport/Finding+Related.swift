import CCPipeBuild
import CCPipeCore
import CCPipeIngest
import CCPipeModel

extension Finding {
    /// The message with the related places appended, for formats with one
    /// line or one cell per finding: `… (first record for DE at 2:5)`.
    var messageWithRelated: String {
        related.reduce(message) { text, place in "\(text) (\(place.note) at \(place.reference(from: location.file)))" }
    }

    /// `related` as JSON reports write it.
    var relatedJSON: JSONOutput {
        .array(related.map { place in
            .object([
                ("file", .string(place.location.file)), ("line", .int(place.location.line)),
                ("column", .int(place.location.column)), ("note", .string(place.note)),
            ])
        })
    }
}

extension RelatedLocation {
    /// `line:column` within the same file, the whole location otherwise.
    func reference(from file: String) -> String {
        location.file == file ? "\(location.line):\(location.column)" : location.description
    }
}
