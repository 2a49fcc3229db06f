import CCPipeCore
import CCPipeModel
import Foundation

/// One element read after a read that stops at its cut: CLDR's
/// `<characters>` (the index letters), which comes after
/// `<localeDisplayNames>` in a locale file, without parsing what lies
/// between (the rest of the display names, the layout). The bytes after
/// the cut are searched for the element's start tag and then its end tag;
/// the element alone is read as a document of its own, with every check a
/// document gets (no DTD, no entities, the same limits), and errors name the
/// file's own line and column. What the read depended on (`XMLReadExtent`)
/// then runs to the element's end, or to the file's end where it has none.
///
/// What is read of it is the texts of its children of one name (a read of
/// texts, `XMLReader.readTexts`, whose path is the element's name and the
/// children's): the guard reads those children itself where it can
/// (`XMLTakenTexts`), and hands libxml2 the others as blanks where they
/// are well-formed, so that libxml2 parses little of the element.
package struct XMLFollowingRequest {
    /// The texts wanted: `path` is the element's name, then its children's.
    package var texts: XMLTextsRequest
    package var visit: (XMLTextsEvent) throws -> XMLVisitAction

    package init(texts: XMLTextsRequest, visit: @escaping (XMLTextsEvent) throws -> XMLVisitAction) {
        self.texts = texts
        self.visit = visit
    }

    /// The element's name, such as `characters`.
    var name: String { texts.path[0] }
}

extension XMLReader {
    /// After `source`'s read: finds the element after the cut (after the
    /// start, for a read that ran to the end: the whole file was checked)
    /// and hands the texts of its children to the request's visitor.
    static func readFollowing(_ request: XMLFollowingRequest, in source: XMLSource, file: String, options: XMLReaderOptions) throws {
        let from = source.wasCut ? source.markup.bytesRead : 0
        let (found, scanned) = source.findElement(named: Array(request.name.utf8), from: from)
        // The read depended on every byte searched: where the element is
        // not, its absence.
        if source.wasCut { source.extendRead(scanned) }
        guard let found else { return }
        // Read up to its own end, as a locale file is read up to the end of
        // its territories: the guard takes the children asked for.
        var elementOptions = options
        elementOptions.rootElement = request.name
        elementOptions.readsUpToEndOf = [request.name]
        do {
            try read(bytes: Array(found.bytes), file: file, options: elementOptions, consumer: .texts(request.texts, request.visit))
        } catch var error as InputError {
            // Lines and columns of the file, not of the element alone.
            if let location = error.location {
                let (line, column) = source.position(of: found.offset)
                error.location = SourceLocation(file: location.file, line: location.line + line - 1,
                                                column: location.line == 1 ? location.column + column - 1 : location.column)
            }
            throw error
        }
    }
}

extension XMLSource {
    /// The element `name` from its start tag (`<name>`, `<name ` or
    /// `<name/>`) to its end tag, found in the bytes from `offset` on, and
    /// the bytes searched (from `offset` to the element's end, or to the
    /// file's end). Read in chunks, so that a file is read only as far as
    /// the element.
    func findElement(named name: [UInt8], from offset: Int) -> (found: (offset: Int, bytes: ArraySlice<UInt8>)?, scanned: ArraySlice<UInt8>) {
        var buffer: [UInt8] = []
        var position = offset
        var start: Int?
        // Where the search for the start tag goes on: the `<` of markup
        // that the bytes so far could not decide.
        var resume = 0
        let chunk = 1 << 14
        while position < size {
            // Read straight onto the end of what was read.
            let read = append(to: &buffer, at: position, count: chunk)
            guard read > 0 else { break }
            position += read
            if start == nil {
                switch Self.tag(name, closing: false, in: buffer, from: resume) {
                case .found(let found): start = found
                case .undecided(let at): resume = at; continue
                }
            }
            guard let start else { continue }
            if let end = Self.endOfElement(name, in: buffer, from: start) {
                return ((offset + start, buffer[start..<end]), buffer[..<end])
            }
        }
        return (nil, buffer[...])
    }

    private enum Search {
        case found(Int)
        /// Not in the bytes so far; search again from here with more.
        case undecided(at: Int)
    }

    /// Where `<name` (or `</name` with `closing`) followed by `>`, `/` or
    /// white space begins, at or after `from`. Comments, CDATA sections and
    /// processing instructions are passed over whole: a tag written inside
    /// one is not a tag.
    private static func tag(_ name: [UInt8], closing: Bool, in buffer: [UInt8], from: Int) -> Search {
        let open = UInt8(ascii: "<"), slash = UInt8(ascii: "/")
        let prefix = closing ? 2 : 1
        return buffer.withUnsafeBufferPointer { bytes -> Search in
            guard let base = bytes.baseAddress else { return .undecided(at: 0) }
            var index = from
            // Each `<` found with memchr: the bytes between are text, names
            // and attribute values.
            while index < bytes.count, let hit = memchr(base + index, Int32(open), bytes.count - index) {
                let found = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - base
                // Most are tags, which `skipMarkup` would pass over too.
                let next = found + 1 < bytes.count ? bytes[found + 1] : UInt8(ascii: "!")
                if next == UInt8(ascii: "!") || next == UInt8(ascii: "?"), let skipped = skipMarkup(in: buffer, at: found) {
                    guard let end = skipped else { return .undecided(at: found) }
                    index = end
                    continue
                }
                let nameStart = found + prefix
                let after = nameStart + name.count
                guard after < bytes.count else { return .undecided(at: found) }
                // Most tags are told apart by the first letter of their name.
                if !closing || bytes[found + 1] == slash, name.isEmpty || bytes[nameStart] == name[0],
                   name.withUnsafeBufferPointer({ memcmp(base + nameStart, $0.baseAddress!, name.count) == 0 }) {
                    switch bytes[after] {
                    case UInt8(ascii: ">"), slash, 0x20, 0x09, 0x0A, 0x0D: return .found(found)
                    default: break
                    }
                }
                index = found + 1
            }
            return .undecided(at: bytes.count)
        }
    }

    private static let skippedMarkup = [("<!--", "-->"), ("<![CDATA[", "]]>"), ("<?", "?>")].map { (Array($0.0.utf8), Array($0.1.utf8)) }

    /// For a comment, CDATA section or processing instruction at `start`
    /// (its `<`): just after its end, or nil (inside) when its end is not in
    /// `buffer` yet; nil (outside) for any other markup.
    private static func skipMarkup(in buffer: [UInt8], at start: Int) -> Int?? {
        // Most markup is a tag: only `<!` and `<?` can begin these.
        guard start + 1 < buffer.count else { return .some(nil) }
        guard buffer[start + 1] == UInt8(ascii: "!") || buffer[start + 1] == UInt8(ascii: "?") else { return nil }
        for (head, tail) in skippedMarkup {
            guard buffer.count - start >= head.count else {
                // Too few bytes to tell: wait for more, if they could begin it.
                if buffer[start...].elementsEqual(head.prefix(buffer.count - start)) { return .some(nil) }
                continue
            }
            guard buffer[start..<start + head.count].elementsEqual(head) else { continue }
            var index = start + head.count
            while index + tail.count <= buffer.count, let next = buffer[index...].firstIndex(of: tail[0]) {
                guard next + tail.count <= buffer.count else { break }
                if buffer[next..<next + tail.count].elementsEqual(tail) { return .some(next + tail.count) }
                index = next + 1
            }
            return .some(nil)
        }
        return nil
    }

    /// Just after the element that starts at `start`: after its end tag's
    /// `>`, or after `/>` for an empty element; nil when not in `buffer` yet.
    private static func endOfElement(_ name: [UInt8], in buffer: [UInt8], from start: Int) -> Int? {
        guard let close = buffer[start...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
        if buffer[close - 1] == UInt8(ascii: "/") { return close + 1 }
        guard case .found(let end) = tag(name, closing: true, in: buffer, from: close + 1),
              let last = buffer[end...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
        return last + 1
    }
}
