import CCPipeCore
import CCPipeModel

/// The almost-JSON people write by hand or copy from JavaScript, read when
/// the scanner is recovering; each departure becomes a `JSONSyntaxIssue`
/// with the edit that repairs it.
extension JSONScanner {
    /// A byte that can start a value, or in an object a key: what follows a
    /// value when only the comma between them is missing.
    func startsValueOrKey(_ byte: UInt8, inObject: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"): true
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): !inObject
        default: inObject ? isIdentifierStart(byte) : (byte == UInt8(ascii: "t") || byte == UInt8(ascii: "f") || byte == UInt8(ascii: "n"))
        }
    }

    func isIdentifierStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: "$"): true
        default: false
        }
    }

    /// `name: …`, as JavaScript object literals write keys. One longer than
    /// the limit is kept as an excerpt and has no repair: the repair would
    /// hold the whole key again, and `field-too-long` needs a person anyway.
    mutating func parseUnquotedKey() throws -> String {
        let start = offset
        while offset < bytes.count, isIdentifierStart(bytes[offset])
            || (bytes[offset] >= UInt8(ascii: "0") && bytes[offset] <= UInt8(ascii: "9")) { offset += 1 }
        if let excerpt = excerptIfOversized(start..<offset, startingAt: start, isKey: true) {
            try recoverable(JSONSyntaxMessage.unquotedKey, at: start, repair: nil)
            return excerpt
        }
        let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        try recoverable(JSONSyntaxMessage.unquotedKey, at: start,
                        repair: ByteEdit(range: start..<offset, replacement: Array("\"\(key)\"".utf8)))
        return key
    }

    /// `'text'`, with JavaScript's escapes; repaired as the same text in
    /// double quotes. Bounded as a double-quoted string is: past
    /// `limits.maxStringBytes` nothing more is decoded, the tree keeps an
    /// excerpt, and there is no repair (it would hold the whole text again).
    mutating func parseSingleQuotedString(isKey: Bool = false) throws -> String {
        let quote = offset
        offset += 1
        var text: [UInt8] = []
        // Decoding stops once the text cannot be kept; scanning goes on to its end.
        var decoding: Bool { text.count <= limits.maxStringBytes }
        while true {
            guard offset < bytes.count else {
                throw InputError(JSONSyntaxMessage.endOfFileInString, at: location(at: quote))
            }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "'") { break }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                throw InputError(JSONSyntaxMessage.lineBreakInString, at: location(at: offset))
            }
            if byte == UInt8(ascii: "\\"), offset + 1 < bytes.count {
                let next = bytes[offset + 1]
                if decoding {
                    switch next {
                    case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(next)
                    case UInt8(ascii: "n"): text.append(0x0A)
                    case UInt8(ascii: "t"): text.append(0x09)
                    default: text.append(contentsOf: [byte, next])
                    }
                }
                offset += 2
                continue
            }
            guard let length = utf8SequenceLength(at: offset) else {
                throw InputError(JSONSyntaxMessage.invalidUTF8(byte), at: location(at: offset))
            }
            if decoding { text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[offset..<offset + length])) }
            offset += length
        }
        offset += 1
        if let excerpt = excerptIfOversized(quote + 1..<offset - 1, startingAt: quote, isKey: isKey) {
            try recoverable(JSONSyntaxMessage.singleQuotedString, at: quote, repair: nil)
            return excerpt
        }
        let value = String(decoding: text, as: UTF8.self)
        let literal = JSONOutput.string(value).rendered().dropLast()
        try recoverable(JSONSyntaxMessage.singleQuotedString, at: quote,
                        repair: ByteEdit(range: quote..<offset, replacement: Array(literal.utf8)))
        return value
    }

    /// A `//` or `/* */` comment at the offset, skipped and recorded with
    /// its removal as the repair.
    mutating func skipComment() {
        let start = offset
        let here = location(at: start)
        if bytes[offset + 1] == UInt8(ascii: "/") {
            while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n"), bytes[offset] != UInt8(ascii: "\r") { offset += 1 }
            issues.append(JSONSyntaxIssue(message: JSONSyntaxMessage.comment, location: here,
                                          repair: ByteEdit(range: start..<offset, replacement: [])))
            return
        }
        offset += 2
        while offset + 1 < bytes.count, !(bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/")) {
            if bytes[offset] == UInt8(ascii: "\n") || (bytes[offset] == UInt8(ascii: "\r") && !(offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "\n"))) {
                offset += 1
                startLine()
            } else {
                offset += 1
            }
        }
        guard offset + 1 < bytes.count else {
            offset = bytes.count
            issues.append(JSONSyntaxIssue(message: JSONSyntaxMessage.unterminatedComment, location: here, repair: nil))
            return
        }
        offset += 2
        issues.append(JSONSyntaxIssue(message: JSONSyntaxMessage.comment, location: here,
                                      repair: ByteEdit(range: start..<offset, replacement: [])))
    }
}
