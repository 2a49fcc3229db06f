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

    /// With `rootElements`, each row's record goes there as soon as the
    /// row is scanned, and the returned root is an empty array: neither the
    /// table nor its tree is ever whole in memory (1,000,000 rows took
    /// 580 MB). `reserve` is told, before, about how many rows there are.
    static func read(_ bytes: [UInt8], file: String, delimiter: DatasetFormat.Delimiter, limits: JSONParser.Limits = .default,
                     rootElements: ((JSONNode) -> Void)? = nil, reserve: ((Int) -> Void)? = nil) throws -> Read {
        var header: [DelimitedCell]?
        var duplicateKeys: [DuplicateKey] = []
        var readColumns: [Int] = []
        var records: [JSONNode] = []
        var raggedRows: [RaggedRow] = []
        // An estimate (a quoted cell may hold a line break), for room only.
        reserve?(bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) })
        var oversized = try DelimitedScanner.scan(bytes, file: file, delimiter: delimiter, maxCellBytes: limits.maxStringBytes,
                                                  maxColumns: min(maxColumns, limits.maxElements),
                                                  maxRows: limits.maxElements == .max ? .max : limits.maxElements + 1,
                                                  maxCells: limits.maxValues) { row in
            guard let header else {
                header = row
                (duplicateKeys, readColumns) = columns(of: row)
                return
            }
            if row.count != header.count {
                raggedRows.append(RaggedRow(location: row[0].location, cells: row.count, headerCells: header.count))
            }
            let members = readColumns.filter { $0 < row.count }.map { column in
                JSONMember(key: header[column].text, keyLocation: header[column].location,
                           value: JSONNode(value: .string(row[column].text), location: row[column].location))
            }
            let record = JSONNode(value: .object(members), location: row[0].location)
            if let rootElements { rootElements(record) } else { records.append(record) }
        }
        guard let header, !DatasetFormatDetector.isBlank(bytes) else {
            throw InputError(DelimitedMessage.noHeader, at: SourceLocation(file: file, line: 1, column: 1))
        }
        for cell in header { oversized[cell.location]?.isKey = true }
        let root = JSONNode(value: .array(records), location: header[0].location)
        return Read(root: root, duplicateKeys: duplicateKeys, raggedRows: raggedRows, oversized: oversized)
    }

    /// The header's repeated cells (only the first column of a name is
    /// read) and the columns that are read.
    private static func columns(of header: [DelimitedCell]) -> (duplicates: [DuplicateKey], read: [Int]) {
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
        return (duplicateKeys, readColumns)
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
