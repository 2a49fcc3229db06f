import CCPipeModel

/// Messages of the CSV and TSV reader, in one place: lowercase, values in
/// quotes (through `InputExcerpt`), no trailing period.
enum DelimitedMessage {
    static let noHeader = "expected a header row, found an empty file"
    static func tooManyCells(_ limit: Int, in place: String) -> String { "expected at most \(limit) cells in \(place), found more" }
    static func tooManyRows(_ limit: Int) -> String { "expected at most \(limit) rows, found more" }
    static let unterminatedQuote = "unterminated quoted cell: expected a closing '\"' before the end of the file"

    static func textAfterQuote(_ text: ArraySlice<UInt8>, delimiter: String) -> String {
        "expected \(delimiter) or a line break after the closing '\"' of a quoted cell, found \(InputExcerpt.quoted(text))"
    }

    static func name(of delimiter: DatasetFormat.Delimiter) -> String {
        switch delimiter {
        case .comma: "','"
        case .tab: "a tab"
        case .semicolon: "';'"
        }
    }
}
