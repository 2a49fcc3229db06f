/// An element of the kind most of a CLDR file is made of, read in one pass:
/// `<name a="v" …>text</name>` or `<name a="v" …/>`, with no reference,
/// comment or child element in it. `XMLMarkupGuard` takes such elements
/// whole instead of stepping through their dozen changes of mode (`<`, the
/// name, each quote, `>`, the text, `</`, `>`), with the same outcome: it
/// reads them exactly as its state machine would, line breaks and columns
/// included, and anything else (an attribute too many, `&`, `<` in a value,
/// an element inside, the end of the bytes) makes `read` return nil, so that
/// the state machine reads the element instead and refuses what it refuses.
package struct XMLSimpleElement {
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
        let startLine = line, startColumn = column
        var line = line
        var column = column + 2
        // A start tag's first letter, then its name up to a space, `/` or `>`.
        guard start + 1 < end, XMLMarkupGuard.isLetter(base[start + 1]) else { return nil }
        var index = run(base, from: start + 2, end: end, stops: nameStops, column: &column)
        guard index < end, base[index] != UInt8(ascii: "\""), base[index] != UInt8(ascii: "'") else { return nil }
        // Attributes: only their quotes and values matter.
        var attributes = 0
        var lastQuote: UInt8 = 0
        while true {
            index = runAcrossLines(base, from: index, end: end, stops: tagStops, line: &line, column: &column)
            guard index < end else { return nil }
            let byte = base[index]
            if byte == UInt8(ascii: ">") { break }
            index += 1
            attributes += 1
            guard attributes <= maximumAttributes else { return nil }
            lastQuote = byte
            column += 1
            let valueStops = byte == UInt8(ascii: "\"") ? doubleQuotedValueStops : singleQuotedValueStops
            index = runAcrossLines(base, from: index, end: end, stops: valueStops, line: &line, column: &column)
            guard index < end, base[index] == byte else { return nil }
            column += 1
            index += 1
        }
        // At the start tag's `>`: the byte before it says whether it closes itself.
        let closesItself = base[index - 1] == UInt8(ascii: "/")
        column += 1
        index += 1
        if closesItself {
            return XMLSimpleElement(end: index, line: line, column: column, markLine: startLine, markColumn: startColumn,
                                    attributes: attributes, lastQuote: lastQuote)
        }
        // The text, up to the `</` of the end tag.
        index = runAcrossLines(base, from: index, end: end, stops: textStops, line: &line, column: &column)
        guard index + 1 < end, base[index] == UInt8(ascii: "<"), base[index + 1] == UInt8(ascii: "/") else { return nil }
        let markLine = line, markColumn = column
        column += 2
        index += 2
        // The end tag's name is not looked at (libxml2 checks it).
        index = runAcrossLines(base, from: index, end: end, stops: endTagStops, line: &line, column: &column)
        guard index < end else { return nil }
        return XMLSimpleElement(end: index + 1, line: line, column: column + 1, markLine: markLine, markColumn: markColumn,
                                attributes: attributes, lastQuote: lastQuote)
    }

    /// `run` on past line breaks (each of `stops`), which start a line, up
    /// to the first other byte of `stops` or `end`.
    @inline(__always)
    private static func runAcrossLines(_ base: UnsafePointer<UInt8>, from start: Int, end: Int, stops: UInt64,
                                       line: inout Int, column: inout Int) -> Int {
        var index = start
        while true {
            index = run(base, from: index, end: end, stops: stops, column: &column)
            guard index < end, base[index] == UInt8(ascii: "\n") else { return index }
            line += 1
            column = 1
            index += 1
        }
    }

    /// Moves over the bytes up to the first of `stops` (a set of bytes below
    /// 64, as bits) or `end`, and returns where it stopped; `column` moves by
    /// the characters passed (UTF-8 lead and ASCII bytes).
    @inline(__always)
    private static func run(_ base: UnsafePointer<UInt8>, from start: Int, end: Int, stops: UInt64, column: inout Int) -> Int {
        var index = start
        var passed = 0
        while index < end {
            let byte = base[index]
            if byte < 64, stops & (1 << UInt64(byte)) != 0 { break }
            if byte & 0xC0 != 0x80 { passed += 1 }
            index += 1
        }
        column += passed
        return index
    }

    /// What ends a run in each part, as bits (a byte's bit is 1 << byte):
    /// each has the line break, which moves the line. A name also ends at a
    /// quote, which `read` refuses. `XMLSimpleElementTests` checks the bits.
    /// `>` `/` space tab line feed carriage return `"` `'`
    package static let nameStops: UInt64 = 0x4000_8085_0000_2600
    /// `>` `"` `'` line feed
    package static let tagStops: UInt64 = 0x4000_0084_0000_0400
    /// `"` `<` `&` line feed
    package static let doubleQuotedValueStops: UInt64 = 0x1000_0044_0000_0400
    /// `'` `<` `&` line feed
    package static let singleQuotedValueStops: UInt64 = 0x1000_00C0_0000_0400
    /// `<` `&` line feed
    package static let textStops: UInt64 = 0x1000_0040_0000_0400
    /// `>` line feed
    package static let endTagStops: UInt64 = 0x4000_0000_0000_0400
}
