import CCPipeCore
import CCPipeModel

/// Strings: UTF-8 validation, escapes, and the checks RFC 8259 asks for
/// (no raw control characters, no lone surrogates).
extension JSONScanner {
    /// Reads a string starting at its opening quote and leaves the offset after
    /// the closing one.
    mutating func parseString(isKey: Bool = false) throws -> String {
        let quote = offset
        offset += 1
        let contentStart = offset
        var runStart = offset
        var hasEscapes = false
        scratch.removeAll(keepingCapacity: true)

        while true {
            guard offset < bytes.count else {
                throw InputError(JSONSyntaxMessage.endOfFileInString, at: location(at: quote))
            }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                // Past the limit the string is kept as an excerpt: escapes are still checked, not kept.
                if scratchKeeps { scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset])) }
                try decodeEscape(stringStart: quote)
                runStart = offset
            } else if byte < 0x20 {
                let message = byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
                    ? JSONSyntaxMessage.lineBreakInString : JSONSyntaxMessage.controlCharacter(byte)
                throw InputError(message, at: location(at: offset))
            } else if byte < 0x80 {
                offset += 1
            } else {
                guard let length = utf8SequenceLength(at: offset) else {
                    throw InputError(JSONSyntaxMessage.invalidUTF8(byte), at: location(at: offset))
                }
                offset += length
            }
        }

        let text: String
        if let excerpt = excerptIfOversized(contentStart..<offset, startingAt: quote, isKey: isKey) {
            text = excerpt
        } else if hasEscapes {
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
            text = String(decoding: scratch, as: UTF8.self)
        } else {
            text = String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<offset]), as: UTF8.self)
        }
        offset += 1
        return text
    }

    /// For a token (a string's content, a number, an unquoted key) longer
    /// than `limits.maxStringBytes`, the excerpt the tree keeps in its place,
    /// recorded in `oversized` at `start` (its quote or first byte); nil for
    /// one within the limit. Every syntax the scanner reads comes through
    /// here, so the limit holds in all of them alike.
    mutating func excerptIfOversized(_ token: Range<Int>, startingAt start: Int, isKey: Bool = false) -> String? {
        guard token.count > limits.maxStringBytes else { return nil }
        let text = OversizedText(of: UnsafeBufferPointer(rebasing: bytes[token]), isKey: isKey)
        oversized[location(at: start)] = text
        return text.excerpt
    }

    /// Whether what a string decodes to still goes into `scratch`: not once
    /// it is longer than any string the tree keeps whole.
    private var scratchKeeps: Bool { scratch.count <= limits.maxStringBytes }

    /// Decodes one escape at the offset into `scratch`.
    private mutating func decodeEscape(stringStart: Int) throws {
        let backslash = offset
        offset += 1
        guard offset < bytes.count else {
            throw InputError(JSONSyntaxMessage.endOfFileInString, at: location(at: stringStart))
        }
        let simple: UInt8?
        switch bytes[offset] {
        case UInt8(ascii: "\""): simple = 0x22
        case UInt8(ascii: "\\"): simple = 0x5C
        case UInt8(ascii: "/"): simple = 0x2F
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        case UInt8(ascii: "'") where recovering:
            // JavaScript's `\'` inside a double-quoted string.
            try recoverable(JSONSyntaxMessage.escapedSingleQuote, at: backslash,
                            repair: ByteEdit(range: backslash..<offset + 1, replacement: Array("'".utf8)))
            simple = UInt8(ascii: "'")
        default:
            if let problem = invalidUTF8Error(at: offset) { throw problem }
            let length = utf8SequenceLength(at: offset) ?? 1
            throw InputError(JSONSyntaxMessage.invalidEscape(UnsafeBufferPointer(rebasing: bytes[offset..<offset + length])),
                             at: location(at: backslash))
        }
        if let simple {
            if scratchKeeps { scratch.append(simple) }
            offset += 1
            return
        }

        offset += 1
        let unit = try readHex4(escapeStart: backslash)
        let scalarValue: UInt32
        switch unit {
        case 0xD800...0xDBFF:
            // A high surrogate is only valid as the first half of a `\uD83D\uDE00` pair.
            guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                throw InputError(JSONSyntaxMessage.loneSurrogate(unit), at: location(at: backslash))
            }
            let secondBackslash = offset
            offset += 2
            let low = try readHex4(escapeStart: secondBackslash)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw InputError(JSONSyntaxMessage.loneSurrogate(unit), at: location(at: backslash))
            }
            scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        case 0xDC00...0xDFFF:
            throw InputError(JSONSyntaxMessage.loneSurrogate(unit), at: location(at: backslash))
        default:
            scalarValue = UInt32(unit)
        }
        // Every value here is a valid scalar: surrogates were handled above.
        if scratchKeeps { scratch.append(contentsOf: String(Unicode.Scalar(scalarValue)!).utf8) }
    }

    private mutating func readHex4(escapeStart: Int) throws -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard offset < bytes.count, let digit = hexValue(bytes[offset]) else {
                throw InputError(JSONSyntaxMessage.hexDigits, at: location(at: escapeStart))
            }
            value = value << 4 | UInt16(digit)
            offset += 1
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The error for a byte that does not start a valid UTF-8 sequence, if it does not.
    mutating func invalidUTF8Error(at index: Int) -> InputError? {
        guard index < bytes.count, bytes[index] >= 0x80, utf8SequenceLength(at: index) == nil else { return nil }
        return InputError(JSONSyntaxMessage.invalidUTF8(bytes[index]), at: location(at: index))
    }

    /// The length of the well-formed UTF-8 sequence at `index` (Unicode table
    /// 3-7: no overlong forms, no surrogates, nothing above U+10FFFF), or nil.
    func utf8SequenceLength(at index: Int) -> Int? {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return nil
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return nil }
        for next in (index + 2)..<(index + length) where bytes[next] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }
}
