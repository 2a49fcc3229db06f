import CCPipeModel

/// Messages of the CSV and TSV reader, in one place: lowercase, values in
/// quotes (through `InputExcerpt`), no trailing period.
enum DelimitedMessage {
    static let noHeader = "expected a header row, found an empty file"
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
