/// An element of the kind most of a CLDR file is made of, read in one pass:
/// `<name a="v" …>text</name>` or `<name a="v" …/>`, with no reference,
/// comment or child element in it. `XMLMarkupGuard` takes such elements
/// whole instead of stepping through their dozen changes of mode (`<`, the
/// name, each quote, `>`, the text, `</`, `>`), with the same outcome: it
/// reads them exactly as its state machine would, line breaks and columns
/// included, and anything else (an attribute too many, `&` but in one of
/// the five predefined references in a text, `<` in a value, an element
/// inside, the end of the bytes) makes `read` return nil, so that
/// the state machine reads the element instead and refuses what it refuses.
package struct XMLSimpleElement {
    /// Where the bytes after the element start.
    var end: Int
    /// The line after the element, and where in the bytes that line starts
    /// (as given when the element has no line break): columns are counted
    /// only where they are needed, from the start of the line
    /// (`XMLByteRun.characters`).
    var line: Int
    var lineStart: Int
    /// Where its last `<` is (that of the end tag, or of the start tag when
    /// it closes itself: what the state machine marks last), its line, and
    /// where that line starts.
    var mark: Int
    var markLine: Int
    var markLineStart: Int
    var attributes: Int
    /// The quote of its last attribute value; 0 when it has none.
    var lastQuote: UInt8

    /// The element whose `<` is at `start`, if it is simple and ends before
    /// `end`; `line` is that of the `<`, which starts at `lineStart`.
    static func read(_ base: UnsafePointer<UInt8>, from start: Int, end: Int, line: Int, lineStart: Int,
                     maximumAttributes: Int) -> XMLSimpleElement? {
        let startLine = line, startLineStart = lineStart
        var line = line, lineStart = lineStart
        // A start tag's first letter, then its name up to a space, `/` or `>`.
        guard start + 1 < end, XMLMarkupGuard.isLetter(base[start + 1]) else { return nil }
        var index = XMLByteRun.skip(base, from: start + 2, end: end, stops: nameStops)
        guard index < end, base[index] != UInt8(ascii: "\""), base[index] != UInt8(ascii: "'") else { return nil }
        // Attributes: only their quotes and values matter.
        var attributes = 0
        var lastQuote: UInt8 = 0
        while true {
            index = XMLByteRun.skipAcrossLines(base, from: index, end: end, stops: tagStops, line: &line, lineStart: &lineStart)
            guard index < end else { return nil }
            let byte = base[index]
            if byte == UInt8(ascii: ">") { break }
            index += 1
            attributes += 1
            guard attributes <= maximumAttributes else { return nil }
            lastQuote = byte
            let valueStops = byte == UInt8(ascii: "\"") ? doubleQuotedValueStops : singleQuotedValueStops
            index = XMLByteRun.skipAcrossLines(base, from: index, end: end, stops: valueStops, line: &line, lineStart: &lineStart)
            guard index < end, base[index] == byte else { return nil }
            index += 1
        }
        // At the start tag's `>`: the byte before it says whether it closes itself.
        let closesItself = base[index - 1] == UInt8(ascii: "/")
        index += 1
        if closesItself {
            return XMLSimpleElement(end: index, line: line, lineStart: lineStart, mark: start, markLine: startLine,
                                    markLineStart: startLineStart, attributes: attributes, lastQuote: lastQuote)
        }
        // The text, up to the `</` of the end tag.
        index = XMLByteRun.skipAcrossLines(base, from: index, end: end, stops: textStops, line: &line, lineStart: &lineStart)
        // A predefined reference is part of the text (the state machine
        // accepts it and moves on).
        while index < end, base[index] == UInt8(ascii: "&") {
            guard let after = predefinedReferenceEnd(base, at: index, end: end) else { return nil }
            index = XMLByteRun.skipAcrossLines(base, from: after, end: end, stops: textStops, line: &line, lineStart: &lineStart)
        }
        guard index + 1 < end, base[index] == UInt8(ascii: "<"), base[index + 1] == UInt8(ascii: "/") else { return nil }
        let mark = index, markLine = line, markLineStart = lineStart
        // The end tag's name is not looked at (libxml2 checks it).
        index = XMLByteRun.skipAcrossLines(base, from: index + 2, end: end, stops: endTagStops, line: &line, lineStart: &lineStart)
        guard index < end else { return nil }
        return XMLSimpleElement(end: index + 1, line: line, lineStart: lineStart, mark: mark, markLine: markLine,
                                markLineStart: markLineStart, attributes: attributes, lastQuote: lastQuote)
    }

    /// Where the reference to one of XML's five predefined entities
    /// (`&lt;` `&gt;` `&amp;` `&quot;` `&apos;`) whose `&` is at `start`
    /// ends (after its `;`), or nil for anything else, character
    /// references included.
    static func predefinedReferenceEnd(_ base: UnsafePointer<UInt8>, at start: Int, end: Int) -> Int? {
        var index = start + 1
        while index < end, index - start <= 5, base[index] != UInt8(ascii: ";") { index += 1 }
        guard index < end, base[index] == UInt8(ascii: ";") else { return nil }
        switch index - start - 1 {
        case 2 where (base[start + 1] == UInt8(ascii: "l") || base[start + 1] == UInt8(ascii: "g")) && base[start + 2] == UInt8(ascii: "t"):
            return index + 1
        case 3 where base[start + 1] == UInt8(ascii: "a") && base[start + 2] == UInt8(ascii: "m") && base[start + 3] == UInt8(ascii: "p"):
            return index + 1
        case 4 where base[start + 3] == UInt8(ascii: "o") && (
            (base[start + 1] == UInt8(ascii: "q") && base[start + 2] == UInt8(ascii: "u") && base[start + 4] == UInt8(ascii: "t"))
                || (base[start + 1] == UInt8(ascii: "a") && base[start + 2] == UInt8(ascii: "p") && base[start + 4] == UInt8(ascii: "s"))):
            return index + 1
        default: return nil
        }
    }

    /// The byte a predefined reference (`predefinedReferenceEnd`) stands
    /// for, by its name's first two letters.
    static func predefinedByte(_ first: UInt8, _ second: UInt8) -> UInt8 {
        switch first {
        case UInt8(ascii: "l"): UInt8(ascii: "<")
        case UInt8(ascii: "g"): UInt8(ascii: ">")
        case UInt8(ascii: "q"): UInt8(ascii: "\"")
        default: second == UInt8(ascii: "m") ? UInt8(ascii: "&") : UInt8(ascii: "'")
        }
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
