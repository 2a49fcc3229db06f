/// An element of the kind most of a CLDR file is made of, read in one pass:
/// `<name a="v" …>text</name>` or `<name a="v" …/>`, with no reference,
/// comment or child element in it. `XMLMarkupGuard` takes such elements
/// whole instead of stepping through their dozen changes of mode (`<`, the
/// name, each quote, `>`, the text, `</`, `>`), with the same outcome: it
/// reads them exactly as its state machine would, line breaks and columns
/// included, and anything else (an attribute too many, `&`, `<` in a value,
/// an element inside, the end of the bytes) makes `read` return nil, so that
/// the state machine reads the element instead and refuses what it refuses.
struct XMLSimpleElement {
    /// Where the bytes after the element start.
    var end: Int
    /// The position after the element.
    var line: Int
    var column: Int
    /// The position of its last `<`: that of the end tag, or of the start
    /// tag when it closes itself (what the state machine marks last).
    var markLine: Int
    var markColumn: Int
    var attributes: Int
    /// The quote of its last attribute value; 0 when it has none.
    var lastQuote: UInt8

    /// The element whose `<` is at `start`, if it is simple and ends before
    /// `end`; `line` and `column` are those of the `<`.
    static func read(_ base: UnsafePointer<UInt8>, from start: Int, end: Int, line: Int, column: Int,
                     maximumAttributes: Int) -> XMLSimpleElement? {
        var position = Position(line: line, column: column)
        var index = start + 1
        // A start tag's first letter, then its name up to a space, `/` or `>`.
        guard index < end, XMLMarkupGuard.isLetter(base[index]) else { return nil }
        position.column += 2
        index += 1
        while index < end {
            let byte = base[index]
            if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || XMLMarkupGuard.isSpace(byte) { break }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return nil }
            position.advance(over: byte)
            index += 1
        }
        // Attributes: only their quotes and values matter.
        var attributes = 0
        var lastQuote: UInt8 = 0
        var previous = base[index - 1]
        while index < end {
            let byte = base[index]
            if byte == UInt8(ascii: ">") { break }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                attributes += 1
                guard attributes <= maximumAttributes else { return nil }
                lastQuote = byte
                position.column += 1
                index += 1
                while index < end, base[index] != byte {
                    let valueByte = base[index]
                    if valueByte == UInt8(ascii: "<") || valueByte == UInt8(ascii: "&") { return nil }
                    position.advance(over: valueByte)
                    index += 1
                }
                guard index < end else { return nil }
            }
            position.advance(over: byte)
            previous = byte
            index += 1
        }
        guard index < end else { return nil }
        let startMark = Position(line: line, column: column)
        position.column += 1
        index += 1
        if previous == UInt8(ascii: "/") {
            return XMLSimpleElement(end: index, line: position.line, column: position.column, markLine: startMark.line,
                                    markColumn: startMark.column, attributes: attributes, lastQuote: lastQuote)
        }
        // The text, up to the `</` of the end tag.
        while index < end {
            let byte = base[index]
            if byte == UInt8(ascii: "<") { break }
            if byte == UInt8(ascii: "&") { return nil }
            position.advance(over: byte)
            index += 1
        }
        guard index + 1 < end, base[index + 1] == UInt8(ascii: "/") else { return nil }
        let mark = position
        position.column += 2
        index += 2
        // The end tag's name is not looked at (libxml2 checks it).
        while index < end, base[index] != UInt8(ascii: ">") {
            position.advance(over: base[index])
            index += 1
        }
        guard index < end else { return nil }
        return XMLSimpleElement(end: index + 1, line: position.line, column: position.column + 1, markLine: mark.line,
                                markColumn: mark.column, attributes: attributes, lastQuote: lastQuote)
    }

    private struct Position {
        var line: Int
        var column: Int

        /// As the guard counts: a line break starts a line, a UTF-8 lead or
        /// ASCII byte is a column.
        mutating func advance(over byte: UInt8) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
    }
}
