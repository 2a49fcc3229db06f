import CCPipeCore

/// The root element's name, and where an attribute's value is, for the
/// readers that need more of a start tag than where it begins.
extension XMLElementPositions {
    /// The name of the first element (the root), or nil when there is none.
    static func rootName(in bytes: [UInt8]) -> String? {
        guard let offset = offsets(in: bytes, limit: 1).first else { return nil }
        var end = offset + 1
        while end < bytes.count, !" \t\r\n/>".utf8.contains(bytes[end]) { end += 1 }
        return String(decoding: bytes[(offset + 1)..<end], as: UTF8.self)
    }

    /// Where the value of attribute `name` starts (its opening quote) in the
    /// start tag at byte `offset`, which is at `location`; nil when the tag
    /// has no such attribute. Columns count Unicode scalars, lines as the
    /// readers count them.
    static func attributeValue(_ name: String, inTagAt offset: Int, location: SourceLocation, in bytes: [UInt8]) -> SourceLocation? {
        let end = tagEnd(in: bytes, from: offset + 1)
        let wanted = Array(name.utf8)
        var index = offset + 1
        var line = location.line, column = location.column + 1
        var quote: UInt8?
        // After a space, an attribute's name may start.
        var atNameStart = false
        while index < end {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if atNameStart, bytes[index...].starts(with: wanted) {
                // `name`, optional spaces, `=`, optional spaces, then the quote.
                var probe = index + wanted.count, probeColumn = column + wanted.count, probeLine = line
                var sawEquals = false
                while probe < end {
                    let next = bytes[probe]
                    if next == UInt8(ascii: "=") && !sawEquals {
                        sawEquals = true
                    } else if next == UInt8(ascii: "\"") || next == UInt8(ascii: "'") {
                        guard sawEquals else { break }
                        return location.at(line: probeLine, column: probeColumn)
                    } else if next == UInt8(ascii: "\n") {
                        probeLine += 1
                        probeColumn = 0
                    } else if !" \t\r".utf8.contains(next) {
                        break
                    }
                    probe += 1
                    if next & 0xC0 != 0x80, next != UInt8(ascii: "\r") { probeColumn += 1 }
                }
            }
            atNameStart = quote == nil && " \t\r\n".utf8.contains(byte)
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80, byte != UInt8(ascii: "\r") {
                column += 1
            }
            index += 1
        }
        return nil
    }
}
