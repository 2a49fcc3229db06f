import CCPipeCore
import CCPipeModel

/// One cell as written, with the position of its first character (the
/// opening quote of a quoted cell, as a JSON string's position is its quote).
struct DelimitedCell: Sendable {
    var text: String
    var location: SourceLocation
    var quoted = false
}

/// Splits CSV or TSV text into rows of cells, RFC 4180 style:
/// cells in double quotes may hold the delimiter, line breaks and `""` for a
/// quote; records end with CRLF, LF or a lone CR.
///
/// Decisions beyond the RFC, chosen to keep what people write readable:
/// - A UTF-8 byte order mark at the start is skipped, as in the JSON reader;
///   column 1 is the first character after it.
/// - A `"` inside an unquoted cell is kept as text (`5" floppy`).
/// - Blank lines are skipped: they hold no record.
/// - Text after a closing quote (`"a"b`) and a quote never closed are errors,
///   because the cells that follow could not be told apart.
/// - A cell longer than `maxCellBytes` is kept as an excerpt and listed in
///   `oversized`, as the JSON reader keeps a long string.
struct DelimitedScanner {
    let bytes: [UInt8]
    /// The table's first position; every location shares its path.
    let origin: SourceLocation
    let delimiter: UInt8
    let maxCellBytes: Int
    /// Cells in one row, rows, and cells in all (`DelimitedTable.read`).
    var maxColumns = Int.max
    var maxRows = Int.max
    var maxCells = Int.max
    private(set) var oversized: [SourceLocation: OversizedText] = [:]
    private var offset = 0
    private var line = 1
    private var column = 1

    init(bytes: [UInt8], file: String, delimiter: DatasetFormat.Delimiter, maxCellBytes: Int = .max) {
        self.bytes = bytes
        self.origin = SourceLocation(file: file, line: 1, column: 1)
        self.delimiter = delimiter.rawValue
        self.maxCellBytes = maxCellBytes
    }

    /// Scans the table, handing each row to `each` as it ends (blank lines
    /// skipped), so that the whole table is never held; returns the cells
    /// longer than `maxCellBytes`.
    static func scan(_ bytes: [UInt8], file: String, delimiter: DatasetFormat.Delimiter, maxCellBytes: Int = .max,
                     maxColumns: Int = .max, maxRows: Int = .max, maxCells: Int = .max,
                     row each: ([DelimitedCell]) throws -> Void) throws -> [SourceLocation: OversizedText] {
        var scanner = DelimitedScanner(bytes: bytes, file: file, delimiter: delimiter, maxCellBytes: maxCellBytes)
        (scanner.maxColumns, scanner.maxRows, scanner.maxCells) = (maxColumns, maxRows, maxCells)
        try scanner.checkUTF8()
        try scanner.scanRows(each)
        return scanner.oversized
    }

    private mutating func scanRows(_ each: ([DelimitedCell]) throws -> Void) throws {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        var rows = 0
        var row: [DelimitedCell] = []
        var cells = 0
        while offset < bytes.count || !row.isEmpty {
            let start = location
            row.append(try scanCell())
            cells += 1
            if row.count > maxColumns { throw InputError(DelimitedMessage.tooManyCells(maxColumns, in: "one row"), at: start) }
            if cells > maxCells { throw InputError(DelimitedMessage.tooManyCells(maxCells, in: "the file"), at: start) }
            if rows >= maxRows { throw InputError(DelimitedMessage.tooManyRows(maxRows), at: start) }
            if offset < bytes.count, bytes[offset] == delimiter {
                advance()
                continue
            }
            // A line break or the end of the file ends the row.
            if offset < bytes.count { skipLineBreak() }
            let blank = row.count == 1 && row[0].text.isEmpty && !row[0].quoted
            if !blank {
                try each(row)
                rows += 1
            }
            row = []
        }
    }

    private mutating func scanCell() throws -> DelimitedCell {
        let start = location
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
            let begin = offset
            while offset < bytes.count, !isCellEnd(bytes[offset]) { advance() }
            return DelimitedCell(text: kept(begin..<offset, decoded: bytes[begin..<offset], at: start), location: start)
        }
        advance()
        let contentStart = offset
        var text: [UInt8] = []
        while true {
            guard offset < bytes.count else { throw InputError(DelimitedMessage.unterminatedQuote, at: start) }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                if offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "\"") {
                    text.append(byte)
                    advance()
                    advance()
                    continue
                }
                advance()
                break
            }
            if byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") {
                let breakStart = offset
                skipLineBreak()
                if text.count <= maxCellBytes { text.append(contentsOf: bytes[breakStart..<offset]) }
                continue
            }
            // Past the limit only the scanning goes on: the cell is kept as an excerpt.
            if text.count <= maxCellBytes { text.append(byte) }
            advance()
        }
        let contentEnd = offset - 1
        if offset < bytes.count, !isCellEnd(bytes[offset]) {
            let found = location
            // One byte past what an excerpt shows, so that it is marked cut.
            var end = offset
            while end < bytes.count, !isCellEnd(bytes[end]), end - offset <= InputExcerpt.maxBytes { end += 1 }
            throw InputError(DelimitedMessage.textAfterQuote(bytes[offset..<end], delimiter: DelimitedMessage.name(of: .init(rawValue: delimiter)!)),
                             at: found)
        }
        return DelimitedCell(text: kept(contentStart..<contentEnd, decoded: text[...], at: start), location: start, quoted: true)
    }

    /// The cell's text, or its excerpt when its bytes as written (`raw`) are over the limit.
    private mutating func kept(_ raw: Range<Int>, decoded: ArraySlice<UInt8>, at start: SourceLocation) -> String {
        guard raw.count > maxCellBytes else { return String(decoding: decoded, as: UTF8.self) }
        let text = OversizedText(of: bytes[raw])
        oversized[start] = text
        return text.excerpt
    }

    private func isCellEnd(_ byte: UInt8) -> Bool {
        byte == delimiter || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private var location: SourceLocation { origin.at(line: line, column: column) }

    /// One byte on; a column is one Unicode scalar, so continuation bytes do not count.
    private mutating func advance() {
        offset += 1
        if offset >= bytes.count || bytes[offset] & 0xC0 != 0x80 { column += 1 }
    }

    /// CRLF, LF or a lone CR: one line break, as editors count them.
    private mutating func skipLineBreak() {
        if bytes[offset] == UInt8(ascii: "\r"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "\n") { offset += 1 }
        offset += 1
        line += 1
        column = 1
    }

    /// Invalid UTF-8 is reported at its byte, never decoded into U+FFFD.
    private mutating func checkUTF8() throws {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var position = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): position += scalar.count
            case .emptyInput: return
            case .error:
                while offset < position {
                    if bytes[offset] == UInt8(ascii: "\r") || bytes[offset] == UInt8(ascii: "\n") { skipLineBreak() } else { advance() }
                }
                throw InputError(JSONSyntaxMessage.invalidUTF8(bytes[position]), at: location)
            }
        }
    }
}
