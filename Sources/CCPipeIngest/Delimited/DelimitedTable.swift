import CCPipeCore
import CCPipeModel

/// A CSV or TSV file as the tree the JSON reader produces: an array with
/// one object per row, keyed by the header's cells. Every cell is a string
/// at its own position, so the rules, reports and `fix` treat it like a
/// JSON string value.
enum DelimitedTable {
    struct Read {
        var root: JSONNode
        /// A header cell repeating an earlier one; only the first column is read.
        var duplicateKeys: [DuplicateKey]
        var raggedRows: [RaggedRow]
        /// Cells longer than the limit, kept as excerpts; the header's are keys.
        var oversized: [SourceLocation: OversizedText] = [:]
    }

    /// A dataset has a few columns (the `country-codes.csv` data packages
    /// have 56): a row of more is refused, as is a table of more rows than
    /// `limits.maxElements` or more cells than `limits.maxValues`.
    static let maxColumns = 4_096

    static func read(_ bytes: [UInt8], file: String, delimiter: DatasetFormat.Delimiter, limits: JSONParser.Limits = .default) throws -> Read {
        let scanned = try DelimitedScanner.rows(bytes, file: file, delimiter: delimiter, maxCellBytes: limits.maxStringBytes,
                                                maxColumns: min(maxColumns, limits.maxElements), maxRows: limits.maxElements.addingReportingOverflow(1).partialValue,
                                                maxCells: limits.maxValues)
        var rows = scanned.rows
        var oversized = scanned.oversized
        guard let header = rows.first, !DatasetFormatDetector.isBlank(bytes) else {
            throw InputError(DelimitedMessage.noHeader, at: SourceLocation(file: file, line: 1, column: 1))
        }
        for cell in header { oversized[cell.location]?.isKey = true }
        var duplicateKeys: [DuplicateKey] = []
        var firstColumn: [String: DelimitedCell] = [:]
        var readColumns: [Int] = []
        for (column, cell) in header.enumerated() {
            if let first = firstColumn[cell.text] {
                duplicateKeys.append(DuplicateKey(key: cell.text, location: cell.location, firstLocation: first.location))
            } else {
                firstColumn[cell.text] = cell
                readColumns.append(column)
            }
        }
        var records: [JSONNode] = []
        records.reserveCapacity(rows.count - 1)
        var raggedRows: [RaggedRow] = []
        // Each row's cells are let go once its record is made, so that the
        // table is never held twice.
        for index in rows.indices.dropFirst() {
            let row = rows[index]
            rows[index] = []
            if row.count != header.count {
                raggedRows.append(RaggedRow(location: row[0].location, cells: row.count, headerCells: header.count))
            }
            let members = readColumns.filter { $0 < row.count }.map { column in
                JSONMember(key: header[column].text, keyLocation: header[column].location,
                           value: JSONNode(value: .string(row[column].text), location: row[column].location))
            }
            records.append(JSONNode(value: .object(members), location: row[0].location))
        }
        let root = JSONNode(value: .array(records), location: header[0].location)
        return Read(root: root, duplicateKeys: duplicateKeys, raggedRows: raggedRows, oversized: oversized)
    }

    /// The delimiter of a header line: a tab wherever one appears (no column
    /// name holds a tab), else the more frequent of ',' and ';' outside
    /// quotes; nil for a line with neither.
    static func delimiter(ofHeader bytes: ArraySlice<UInt8>) -> DatasetFormat.Delimiter? {
        var counts: [DatasetFormat.Delimiter: Int] = [:]
        var quoted = false
        for byte in bytes {
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { if !quoted { break } }
            if byte == UInt8(ascii: "\"") { quoted.toggle() }
            if !quoted, let delimiter = DatasetFormat.Delimiter(rawValue: byte) { counts[delimiter, default: 0] += 1 }
        }
        if counts[.tab] != nil { return .tab }
        let commas = counts[.comma] ?? 0, semicolons = counts[.semicolon] ?? 0
        if commas == 0, semicolons == 0 { return nil }
        return semicolons > commas ? .semicolon : .comma
    }
}
