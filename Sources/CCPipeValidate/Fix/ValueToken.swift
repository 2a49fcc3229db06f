import CCPipeCore
import CCPipeIngest
import CCPipeModel

/// One value as written in a dataset file, found at a finding's position,
/// and the text that writes a new value in its place with the same format's
/// quoting: a JSON string literal, a CSV or TSV cell, a property list
/// `<string>` or `<key>`, an XML attribute value. Anything else (a JSON
/// number, an `<integer>`) is not rewritten.
enum ValueToken {
    static func replacement(of value: String, at start: Int, in bytes: [UInt8],
                            format: DatasetFormat) -> (range: Range<Int>, text: String)? {
        guard start < bytes.count else { return nil }
        switch format {
        case .json:
            guard let end = StringToken.end(in: bytes, from: start) else { return nil }
            return (start..<end, String(JSONOutput.string(value).rendered().dropLast()))  // no trailing newline
        case .delimited(let delimiter):
            return cell(at: start, in: bytes, delimiter: delimiter.rawValue, value: value)
        case .propertyList:
            return element(at: start, in: bytes, value: value)
        case .telephoneCodeData:
            return attribute(at: start, in: bytes, value: value)
        }
    }

    /// A quoted cell stays quoted; an unquoted one gains quotes only when
    /// the new value holds the delimiter, a quote or a line break.
    private static func cell(at start: Int, in bytes: [UInt8], delimiter: UInt8,
                             value: String) -> (range: Range<Int>, text: String)? {
        let quote = UInt8(ascii: "\"")
        let quoted = "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        if bytes[start] == quote {
            var index = start + 1
            while index < bytes.count {
                if bytes[index] == quote {
                    if index + 1 < bytes.count, bytes[index + 1] == quote { index += 2; continue }
                    return (start..<index + 1, quoted)
                }
                index += 1
            }
            return nil
        }
        var end = start
        while end < bytes.count, bytes[end] != delimiter, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        let needsQuotes = value.utf8.contains { $0 == delimiter || $0 == quote || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
        return (start..<end, needsQuotes ? quoted : value)
    }

    /// The value of an attribute, from its opening quote: the quotes stay,
    /// the value between them is written with XML's attribute escaping.
    private static func attribute(at start: Int, in bytes: [UInt8], value: String) -> (range: Range<Int>, text: String)? {
        let quote = bytes[start]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"),
              let close = bytes[(start + 1)...].firstIndex(of: quote) else { return nil }
        var escaped = XMLEscaping.attribute(value)
        if quote == UInt8(ascii: "'") { escaped = escaped.replacingOccurrences(of: "'", with: "&apos;") }
        return (start + 1..<close, escaped)
    }

    /// The content of `<string>…</string>` or `<key>…</key>`; `<string/>`
    /// is replaced whole.
    private static func element(at start: Int, in bytes: [UInt8], value: String) -> (range: Range<Int>, text: String)? {
        let escaped = value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
        for name in ["string", "key"] {
            let open = Array("<\(name)>".utf8), empty = Array("<\(name)/>".utf8), close = Array("</\(name)>".utf8)
            if bytes[start...].starts(with: empty) {
                return (start..<start + empty.count, "<\(name)>\(escaped)</\(name)>")
            }
            guard bytes[start...].starts(with: open) else { continue }
            let contentStart = start + open.count
            var index = contentStart
            while index + close.count <= bytes.count {
                if bytes[index..<index + close.count].elementsEqual(close) { return (contentStart..<index, escaped) }
                index += 1
            }
            return nil
        }
        return nil
    }
}
