import CCPipeCore

/// Numbers and the literals `true`, `false`, `null`, by RFC 8259's grammar.
extension JSONScanner {
    /// Returns the number's literal text; `-0`, `1e400` and friends are kept
    /// as written, since a dial code read as a number must be shown as found.
    /// A literal longer than `limits.maxStringBytes` is kept as an excerpt.
    mutating func parseNumber() throws -> String {
        let start = offset
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        guard isDigit(at: offset) else { throw InputError(JSONSyntaxMessage.digitAfterMinus, at: location(at: offset)) }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
            if isDigit(at: offset) { throw InputError(JSONSyntaxMessage.leadingZero, at: location(at: start)) }
        } else {
            skipDigits()
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard isDigit(at: offset) else { throw InputError(JSONSyntaxMessage.digitAfterPoint, at: location(at: offset)) }
            skipDigits()
        }
        if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            guard isDigit(at: offset) else { throw InputError(JSONSyntaxMessage.digitInExponent, at: location(at: offset)) }
            skipDigits()
        }
        if let excerpt = excerptIfOversized(start..<offset, startingAt: start) { return excerpt }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    }

    /// `true`, `false` or `null`; any other word (`NaN`, `Infinity`, `undefined`,
    /// `True`) is named in the error.
    mutating func parseLiteral() throws -> JSONValue {
        let start = offset
        while offset < bytes.count, isWordByte(bytes[offset]) { offset += 1 }
        // Compared as bytes: the word may be megabytes long, and is never copied.
        let word = UnsafeBufferPointer(rebasing: bytes[start..<offset])
        if word.elementsEqual("true".utf8) { return .bool(true) }
        if word.elementsEqual("false".utf8) { return .bool(false) }
        if word.elementsEqual("null".utf8) { return .null }
        if word.isEmpty { throw unexpected(expected: JSONSyntaxMessage.value) }
        throw InputError(JSONSyntaxMessage.invalidLiteral(word), at: location(at: start))
    }

    private func isDigit(at index: Int) -> Bool {
        index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
        while isDigit(at: offset) { offset += 1 }
    }

    private func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }
}
