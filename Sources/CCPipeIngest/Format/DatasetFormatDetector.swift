import CCPipeCore
import CCPipeModel

/// Decides, in one place, which format a dataset's bytes are in. Content
/// decides wherever it can; the file's extension only settles what content
/// leaves open, so a CSV named `.json` or a property list piped through
/// standard input is still read as what it is.
package enum DatasetFormatDetector {
    /// The extensions `ccpipe init` looks at when it searches a directory.
    package static let datasetExtensions = ["json", "csv", "tsv", "tab", "plist", "xml"]

    /// - UTF-16 or UTF-32 (`UnicodeEncodingForm`): refused, naming it, with advice.
    /// - `bplist` magic: a binary property list, refused with advice.
    /// - compressed data, an archive, a program or any other bytes that
    ///   are not text (`BinaryContent`): refused, naming what the file is.
    /// - `<` first: XML, CLDR's telephoneCodeData when the root element is
    ///   `<supplementalData>`, else a property list.
    /// - `[` or `{` first: JSON.
    /// - `.csv`, `.tsv` or `.tab`: a delimited table.
    /// - a first line that splits on ',', tab or ';' outside quotes and holds
    ///   no JSON punctuation: a delimited table (a header row).
    /// - anything else is JSON, so the JSON reader reports what is wrong.
    static func detect(_ bytes: [UInt8], file: String) throws -> DatasetFormat {
        if let encoding = UnicodeEncodingForm(of: bytes) {
            throw InputError(DatasetMessage.notUTF8(encoding), at: SourceLocation(file: file, line: 1, column: 1),
                             hint: DatasetMessage.convertToUTF8(encoding))
        }
        if bytes.starts(with: Array("bplist".utf8)) {
            throw InputError(PropertyListMessage.binary, at: SourceLocation(file: file, line: 1, column: 1))
        }
        if let binary = BinaryContent(of: bytes) {
            throw InputError(DatasetMessage.binary(binary), at: SourceLocation(file: file, line: 1, column: 1), hint: binary.hint)
        }
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        let header = bytes[start...]
        // An empty file is told by its extension alone, so that its reader says what it expected.
        switch header.first {
        case UInt8(ascii: "<"):
            return XMLElementPositions.rootName(in: bytes) == "supplementalData" ? .telephoneCodeData : .propertyList
        case UInt8(ascii: "["), UInt8(ascii: "{"): return .json
        default: break
        }
        switch fileExtension(file) {
        case "csv": return .delimited(DelimitedTable.delimiter(ofHeader: header) ?? .comma)
        case "tsv", "tab": return .delimited(.tab)
        case "plist": return .propertyList
        default: break
        }
        if !header.isEmpty, looksLikeHeader(header), let delimiter = DelimitedTable.delimiter(ofHeader: header) {
            return .delimited(delimiter)
        }
        return .json
    }

    /// No JSON brackets on the first line (outside quotes), no comment or
    /// single quote at its start, and no quoted cell followed by ':' as a
    /// JSON key is. A '/' alone is fine: `Developed / Developing Countries`
    /// is a column of the country-codes.csv data package.
    private static func looksLikeHeader(_ bytes: ArraySlice<UInt8>) -> Bool {
        if let first = bytes.first, first == UInt8(ascii: "/") || first == UInt8(ascii: "'") { return false }
        var quoted = false
        var afterQuote = false
        for byte in bytes {
            if byte == UInt8(ascii: "\"") {
                quoted.toggle()
                afterQuote = !quoted
                continue
            }
            guard !quoted else { continue }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return true }
            if "{}[]".utf8.contains(byte) || (afterQuote && byte == UInt8(ascii: ":")) { return false }
            if byte != UInt8(ascii: " ") { afterQuote = false }
        }
        return !quoted
    }

    /// Nothing but white space, after a byte order mark if there is one:
    /// what each reader calls an empty file.
    static func isBlank(_ bytes: [UInt8]) -> Bool {
        bytes.dropFirst(bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0).allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
    }

    private static func fileExtension(_ file: String) -> String {
        let name = file.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}
