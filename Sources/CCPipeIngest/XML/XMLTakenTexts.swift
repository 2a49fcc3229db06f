import Foundation

/// The elements a read of texts (`XMLReader.readTexts`) wants that
/// `XMLMarkupGuard` reads itself instead of handing them to libxml2: most of
/// a CLDR locale file's territories are `<territory type="AF">Afghanistan</territory>`,
/// and parsing each again in libxml2, then making events of it, costs more
/// than the rest of the read.
///
/// Only what libxml2 reads as written is taken: the element's name exactly
/// as asked, its start tag on one line; attributes `name="value"` separated
/// by spaces, each name of ASCII letters, digits, `_`, `-` and `.` (no
/// prefix, no `xmlns`) given once, each value without `<`, `&`, tab or line
/// break; a text without `<`, `]]>`, a carriage return or `&` but in a
/// reference to one of the five predefined entities; only
/// characters XML allows, in well-formed UTF-8; the end tag `</name>` with
/// nothing else in it. Anything else is left to libxml2, which reads it and
/// reports what it refuses in its own words.
///
/// libxml2 is handed blanks in the element's place (`XMLBlanking`: its
/// lines and columns stay the file's). The taken elements wait here until
/// `SAXRun` reports them: before the next element libxml2 reports, or at
/// the end of the read, or, when libxml2 finds an error, those before it,
/// so that the visitor gets every element in document order and what is
/// wrong earlier in the file is still reported first.
package final class XMLTakenTexts {
    /// The name of the elements taken: the last of the request's path.
    let name: [UInt8]

    package struct Element {
        /// Where its start tag's `<` is in the file.
        package var line: Int
        var column: Int
        /// Its attributes in `spans` (four each: the name's start and end,
        /// the value's), its text in `bytes`.
        var attributes: Range<Int>
        package var text: Range<Int>
        /// Whether the text holds predefined references (`&amp;`), which
        /// `text(of:)` replaces.
        var hasReferences: Bool
    }

    // Read and changed by the one thread reading the file, by the guard
    // and `SAXRun` in turn: the runtime's exclusivity checks are left out.
    /// The waiting elements' bytes (`byteCount` of them, in storage the
    /// class owns: appending to an array cost more than the copy), and
    /// where their parts are.
    @exclusivity(unchecked) private var storage = UnsafeMutablePointer<UInt8>.allocate(capacity: 4_096)
    @exclusivity(unchecked) private var capacity = 4_096
    @exclusivity(unchecked) private var byteCount = 0
    @exclusivity(unchecked) private(set) var spans: [Int] = []
    @exclusivity(unchecked) private var elements: [Element] = []
    @exclusivity(unchecked) private var next = 0

    package init(name: String) {
        self.name = Array(name.utf8)
        // Room for the territories of a chunk, and their attributes, made
        // once rather than grown by doubling in every file.
        elements.reserveCapacity(128)
        spans.reserveCapacity(512)
    }

    deinit {
        storage.deallocate()
    }

    /// The waiting elements' bytes, valid until the next `take`.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: storage, count: byteCount) }

    var isEmpty: Bool { next == elements.count }

    /// The first element not yet reported, taken off the queue.
    package func removeFirst() -> Element? {
        guard next < elements.count else { return nil }
        next += 1
        if next == elements.count {
            // The last one's bytes stay valid until the next `take`.
            defer { next = 0; elements.removeAll(keepingCapacity: true) }
            return elements[next - 1]
        }
        return elements[next - 1]
    }

    /// The position of the first waiting element.
    var first: (line: Int, column: Int)? {
        next < elements.count ? (elements[next].line, elements[next].column) : nil
    }

    /// A part of `bytes` as text.
    package func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(start: storage + range.lowerBound, count: range.count), as: UTF8.self)
    }

    /// An element's text, each predefined reference replaced by the
    /// character it stands for, as libxml2 reports it.
    package func text(of element: Element) -> String {
        guard element.hasReferences else { return string(element.text) }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(element.text.count)
        var index = element.text.lowerBound
        while index < element.text.upperBound {
            let byte = storage[index]
            if byte == UInt8(ascii: "&") {
                decoded.append(XMLSimpleElement.predefinedByte(storage[index + 1], storage[index + 2]))
                while storage[index] != UInt8(ascii: ";") { index += 1 }
            } else {
                decoded.append(byte)
            }
            index += 1
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// Takes the element from `start` (its `<`, at `line` and `column`,
    /// on the line starting at `lineStart`), ending before `limit`, if it
    /// is one to take, and returns it as `XMLSimpleElement.read` reads it
    /// (every element taken is one it reads whole, alike), or nil.
    func take(_ base: UnsafePointer<UInt8>, from start: Int, limit: Int, line: Int, lineStart: Int, column: Int,
              maximumAttributes: Int) -> XMLSimpleElement? {
        if isEmpty {
            byteCount = 0
            spans.removeAll(keepingCapacity: true)
        }
        let spanCount = spans.count
        // Offsets in `bytes` of the element's parts.
        let shift = byteCount - start
        guard let read = read(base, from: start, end: limit, shift: shift), spans.count - spanCount <= 4 * maximumAttributes else {
            spans.removeSubrange(spanCount...)
            return nil
        }
        append(base + start, count: read.end - start)
        elements.append(Element(line: line, column: column, attributes: spanCount..<spans.count, text: read.text,
                                hasReferences: read.references))
        // Only the text may hold line breaks; the end tag follows it.
        var after = (line: line, lineStart: lineStart)
        var index = read.text.lowerBound - shift
        let textEnd = read.text.upperBound - shift
        while let found = memchr(base + index, 0x0A, textEnd - index) {
            index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            after = (after.line + 1, index)
        }
        let closesItself = read.text.isEmpty && base[read.end - 2] == UInt8(ascii: "/")
        return XMLSimpleElement(
            end: read.end, line: after.line, lineStart: after.lineStart, mark: closesItself ? start : textEnd, markLine: after.line,
            markLineStart: after.lineStart, attributes: (spans.count - spanCount) / 4, lastQuote: read.lastQuote)
    }

    /// Whether the element from `start` (its `<`) to `end` (after its `>`)
    /// is one that `take` would take but for its name, which may be any
    /// name of ASCII letters, digits, `_`, `-` and `.`: one libxml2 reads
    /// as written and reports nothing of to a read of texts that does not
    /// want it (`XMLMarkupGuard` hands it blanks instead).
    /// With `ofAnotherName`, only one whose name is not `name`.
    func isPlainElement(_ base: UnsafePointer<UInt8>, from start: Int, end: Int, ofAnotherName: Bool = false) -> Bool {
        if ofAnotherName, end - start > name.count + 1, memcmp(base + start + 1, name, name.count) == 0,
           !Self.isNameByte(base[start + 1 + name.count]) { return false }
        let spanCount = spans.count
        defer { spans.removeSubrange(spanCount...) }
        return read(base, from: start, end: end, shift: 0, anyName: true)?.end == end
    }

    /// Copies `count` bytes from `source` after the waiting ones, in
    /// storage grown to twice its size, or to fit them.
    private func append(_ source: UnsafePointer<UInt8>, count: Int) {
        if byteCount + count > capacity {
            let grown = max(capacity * 2, byteCount + count)
            let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
            larger.initialize(from: storage, count: byteCount)
            storage.deallocate()
            storage = larger
            capacity = grown
        }
        (storage + byteCount).initialize(from: source, count: count)
        byteCount += count
    }

    /// What `read` found of an element: where its text is in `bytes`,
    /// whether it holds references, where the element ends (after its
    /// `>`), and the quote of its last attribute value (0 for none).
    private struct Read {
        var text: Range<Int>
        var references: Bool
        var end: Int
        var lastQuote: UInt8
    }

    /// Checks the element, which ends before `end`, and notes its
    /// attributes in `spans`.
    /// With `anyName`, the element may have any name of the bytes allowed
    /// in an attribute's name, and its end tag must repeat it.
    private func read(_ base: UnsafePointer<UInt8>, from start: Int, end: Int, shift: Int, anyName: Bool = false) -> Read? {
        var index = start + 1
        if anyName {
            guard index < end, Self.isNameStart(base[index]) else { return nil }
            index += 1
            while index < end, Self.isNameByte(base[index]) { index += 1 }
        } else {
            guard end - start >= name.count + 3, memcmp(base + index, name, name.count) == 0 else { return nil }
            index += name.count
        }
        let nameLength = index - start - 1
        let firstSpan = spans.count
        var lastQuote: UInt8 = 0
        while true {
            let spaceStart = index
            while index < end, base[index] == UInt8(ascii: " ") { index += 1 }
            guard index < end else { return nil }
            if base[index] == UInt8(ascii: ">") {
                index += 1
                break
            }
            if base[index] == UInt8(ascii: "/") {
                guard index + 1 < end, base[index + 1] == UInt8(ascii: ">") else { return nil }
                return Read(text: (index + 2 + shift)..<(index + 2 + shift), references: false, end: index + 2, lastQuote: lastQuote)
            }
            guard index > spaceStart, Self.isNameStart(base[index]) else { return nil }
            let nameStart = index
            index += 1
            while index < end, Self.isNameByte(base[index]) { index += 1 }
            let nameEnd = index
            guard index + 1 < end, base[index] == UInt8(ascii: "=") else { return nil }
            let quote = base[index + 1]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
            lastQuote = quote
            index += 2
            let valueStart = index
            // Up to a byte below 0x40 of the value's stops: its quote, `<`,
            // `&` (refused) or one below 0x20 (refused).
            index = XMLByteRun.skip(base, from: index, end: end, stops: Self.valueStops | 1 << UInt64(quote))
            guard index < end, base[index] == quote, Self.isPlainText(base, from: valueStart, to: index) else { return nil }
            // `xmlns` declares a namespace, which libxml2 hands over apart;
            // a name given twice is an error.
            let length = nameEnd - nameStart
            if length == 5, memcmp(base + nameStart, Self.xmlns, 5) == 0 { return nil }
            var other = firstSpan
            while other < spans.count {
                if spans[other + 1] - spans[other] == length, memcmp(base + nameStart, base + spans[other] - shift, length) == 0 { return nil }
                other += 4
            }
            spans.append(nameStart + shift)
            spans.append(nameEnd + shift)
            spans.append(valueStart + shift)
            spans.append(index + shift)
            index += 1
        }
        let textStart = index
        var references = false
        while true {
            index = XMLByteRun.skip(base, from: index, end: end, stops: Self.textStops)
            guard index < end else { break }
            let byte = base[index]
            if byte == UInt8(ascii: "<") { break }
            if byte == UInt8(ascii: "&") {
                guard let after = XMLSimpleElement.predefinedReferenceEnd(base, at: index, end: end) else { return nil }
                references = true
                index = after
                continue
            }
            // `>` is refused only after `]]`.
            guard byte == UInt8(ascii: ">"), index - textStart < 2 || base[index - 1] != UInt8(ascii: "]")
                    || base[index - 2] != UInt8(ascii: "]") else { return nil }
            index += 1
        }
        // The end tag: `</`, the name, `>`, and the element ends there.
        let elementEnd = index + nameLength + 3
        guard elementEnd <= end, base[index + 1] == UInt8(ascii: "/"), base[elementEnd - 1] == UInt8(ascii: ">"),
              memcmp(base + index + 2, base + start + 1, nameLength) == 0,
              Self.isPlainText(base, from: textStart, to: index) else { return nil }
        return Read(text: (textStart + shift)..<(index + shift), references: references, end: elementEnd, lastQuote: lastQuote)
    }

    private static let xmlns = Array("xmlns".utf8)

    /// Bytes below 0x40 that end a run, as bits (a byte's bit is 1 << byte):
    /// in a value, `<`, `&` and every byte below 0x20 (its quote is added);
    /// in a text, `<`, `&`, `>` and those below 0x20 but tab and line feed.
    static let valueStops: UInt64 = 0x1000_0040_FFFF_FFFF
    static let textStops: UInt64 = 0x5000_0040_FFFF_F9FF

    private static func isNameStart(_ byte: UInt8) -> Bool {
        XMLMarkupGuard.isLetter(byte) || byte == UInt8(ascii: "_")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// `isXMLText`, at once for ASCII.
    private static func isPlainText(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Bool {
        !XMLByteRun.hasNonASCII(base, from: start, to: end) || isXMLText(base, from: start, to: end)
    }

    /// Whether the bytes (none below 0x20 but tab and line feed, checked
    /// already) are well-formed UTF-8 of characters XML allows: no
    /// surrogate, no U+FFFE or U+FFFF, nothing past U+10FFFF, no overlong form.
    static func isXMLText(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var index = start
        while index < end {
            let lead = base[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            func continuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
                index + offset < end && base[index + offset] >= low && base[index + offset] <= high
            }
            switch lead {
            case 0xC2...0xDF:
                guard continuation(1) else { return false }
                index += 2
            case 0xE0...0xEF:
                let second: (UInt8, UInt8) = lead == 0xE0 ? (0xA0, 0xBF) : lead == 0xED ? (0x80, 0x9F) : (0x80, 0xBF)
                guard continuation(1, second.0, second.1), continuation(2) else { return false }
                // U+FFFE and U+FFFF.
                if lead == 0xEF, base[index + 1] == 0xBF, base[index + 2] >= 0xBE { return false }
                index += 3
            case 0xF0...0xF4:
                let second: (UInt8, UInt8) = lead == 0xF0 ? (0x90, 0xBF) : lead == 0xF4 ? (0x80, 0x8F) : (0x80, 0xBF)
                guard continuation(1, second.0, second.1), continuation(2), continuation(3) else { return false }
                index += 4
            default:
                return false
            }
        }
        return true
    }
}
