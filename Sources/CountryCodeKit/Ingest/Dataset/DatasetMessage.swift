/// Messages of the dataset reader, in one place: lowercase, values in quotes,
/// no trailing period.
enum DatasetMessage {
    static let expectedShapes = "expected an array of records, an object wrapping one, or an object keyed by region code"

    static func unknownShape(foundKeys keys: [String]) -> String {
        let shown = keys.prefix(20).joined(separator: ", ")
        let more = keys.count > 20 ? ", … (\(keys.count) keys)" : ""
        return "unknown dataset shape: \(expectedShapes); found keys: \(shown)\(more)"
    }

    static func unknownShape(found: String) -> String {
        "unknown dataset shape: \(expectedShapes); found \(found)"
    }

    static func recordNotObject(index: Int, found: String) -> String {
        "record \(index + 1) is \(found), expected an object"
    }
}
