import CCPipeCore

/// Reads the bytes of an XML document on their way to libxml2 and stops, at
/// the exact line and column, what libxml2 would spend unbounded time on or
/// report in its own terms:
///
/// - more than `maximumAttributes` attributes on one start tag (libxml2 2.9.14
///   checks each new attribute against all earlier ones, in time that grows
///   as the square of their number);
/// - an internal DTD subset (unless allowed) and, always, entity declarations
///   and references other than the five predefined ones, at the declaration
///   itself rather than where the parser happened to be reading;
/// - any encoding but UTF-8 (CLDR and libphonenumber are UTF-8; a UTF-16
///   file would otherwise be read by some commands and refused by others);
/// - a document that ends before its root element closes, or has content
///   after it;
/// - more than `maximumElements` elements, or a text, attribute value,
///   comment or declaration longer than `maximumTokenBytes`: what libxml2
///   holds for one read (its name dictionary, the node being read) then stays
///   bounded whatever the file (the manual, "Limits").
///
/// It is a byte-level state machine, fed chunk by chunk, so a file is read
/// once and only as far as the parser asks.
package struct XMLMarkupGuard {
    package struct Rejection: Error, Equatable {
        package var message: String
        package var line: Int
        package var column: Int
    }

    let maximumAttributes: Int
    let allowsInternalSubset: Bool
    let maximumDepth: Int
    let maximumElements: Int
    let maximumTokenBytes: Int
    /// See `XMLReaderOptions.readsUpToEndOf`.
    let cutPath: [[UInt8]]?

    private enum Mode {
        case text, afterLessThan, bang, comment, cdata, processingInstruction, startTag, attributeValue, endTag
        case doctype, doctypeQuoted, subset, subsetQuoted, subsetComment, subsetProcessingInstruction, subsetBang,
             subsetDeclaration, subsetDeclarationQuoted, reference, otherDeclaration
    }

    private var mode = Mode.text
    private var returnMode = Mode.text
    private var quote: UInt8 = 0
    private var counter = 0
    private var previous: UInt8 = 0
    private var pending: [UInt8] = []
    private var offset = 0
    package private(set) var line = 1
    package private(set) var column = 1
    private var markLine = 1
    private var markColumn = 1
    /// The offset of the byte at the mark.
    private var markOffset = 0
    private var depth = 0
    private var elements = 0
    /// Bytes read in the current token (the current run of one mode).
    private var tokenBytes = 0
    private(set) var rootName: String?
    private var rootClosed = false
    private var declaration: [UInt8]?
    /// Whether the start tag's name is still being read (into `pending`,
    /// where the name is looked at: see `readName`).
    private var nameOpen = false

    /// How many of the open elements, from the root, are the first ones of
    /// `cutPath`: enough to see the end tag that closes it, without keeping
    /// the names of all open elements.
    private var cutPathDepth = 0
    /// Set when the end tag closing `cutPath` has been read.
    package private(set) var isCut = false

    /// The content of the elements read past without parsing (`XMLBlanking`).
    private var blanking = XMLBlanking()

    /// For a read of texts whose path is `cutPath` and one more name: the
    /// elements of that name in the cut element that the guard reads
    /// itself (`XMLTakenTexts`); those of other names that it finds
    /// well-formed, and those outside the cut element, it hands libxml2 as
    /// blanks, untaken (no read of texts wants them). Any other element
    /// there, or anything but text between elements, ends the taking for
    /// the rest of the read: all that libxml2 is handed before that point
    /// is then text, so the taken elements come before anything it reports
    /// from there on.
    private let taken: XMLTakenTexts?
    private var takes: Bool
    /// See `XMLBlanking.holdsLastByte` and `compactedBy`.
    package var holdsLastByte: Bool { blanking.holdsLastByte }
    package var compactedBy: Int { blanking.compactedBy }

    package init(options: XMLReaderOptions, taking taken: XMLTakenTexts? = nil) {
        self.taken = taken
        self.takes = taken != nil && options.readsUpToEndOf != nil
        self.maximumAttributes = options.maximumAttributes
        self.allowsInternalSubset = options.allowsInternalSubset
        self.maximumDepth = options.maximumDepth
        self.maximumElements = options.maximumElements
        self.maximumTokenBytes = options.maximumTokenBytes
        self.cutPath = options.readsUpToEndOf.map { $0.map { Array($0.utf8) } }
    }

    /// With `cutPath`: how many bytes from the start were checked and handed
    /// on (up to and including the end tag at the cut), and their
    /// fingerprint. What a read up to the cut depends on (`XMLReadExtent`).
    package private(set) var bytesRead = 0
    package private(set) var readHash = ContentHasher()

    /// Counts `bytes`, the file's next after those read, into what the read
    /// depended on: a read that goes on past the cut to an element after it
    /// (`XMLReader.readFollowing`), which checks those bytes itself.
    mutating func extendRead(_ bytes: UnsafeRawBufferPointer) {
        readHash.update(bytes)
        bytesRead += bytes.count
    }

    /// End tags for the elements still open at the cut, innermost first:
    /// those of `cutPath` but its last.
    var closingTagsAtCut: [UInt8] {
        guard isCut, let cutPath else { return [] }
        return cutPath.dropLast().reversed().flatMap { Array("</".utf8) + $0 + [UInt8(ascii: ">")] }
    }

    /// Checks the next bytes, `bytes[first...]`; with `cutPath`, blanks the
    /// content of the elements read past (`XMLBlanking`). A byte held back
    /// from the previous chunk (`holdsLastByte`) must be at `first - 1`. On a
    /// rejection, `accepted` is how many bytes of the buffer come before the
    /// offending construct (the parser may have those); at the cut, how many
    /// up to and including the end tag.
    package mutating func scan(_ bytes: UnsafeMutableRawBufferPointer, from first: Int = 0) -> (accepted: Int, rejection: Rejection?) {
        blanking.begin(at: first)
        let result = scanChecking(UnsafeRawBufferPointer(bytes), from: first)
        // The file's own bytes, before blanking changes them.
        if cutPath != nil, result.rejection == nil, result.accepted > first {
            readHash.update(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[first..<result.accepted]))
            bytesRead += result.accepted - first
        }
        let accepted = blanking.end(bytes, first: first, accepted: result.accepted, refused: result.rejection != nil)
        return (accepted, result.rejection)
    }

    private mutating func scanChecking(_ bytes: UnsafeRawBufferPointer, from first: Int) -> (accepted: Int, rejection: Rejection?) {
        var index = first
        while index < bytes.count {
            // Most bytes are text, attribute values, names, or the rest of a
            // tag: take them in runs up to the next byte that matters,
            // without going through the state machine.
            if offset >= 2 {
                if nameOpen, mode == .startTag {
                    index = readName(bytes, from: index)
                }
                if let stops = plainStops {
                    index = skipPlain(bytes, from: index, stops: stops)
                }
                if index < bytes.count, bytes[index] == UInt8(ascii: "<"), takesSimpleElements {
                    index = takeSimpleElements(bytes, from: index)
                }
                guard index < bytes.count else { break }
            }
            let byte = bytes[index]
            let before = mode
            if offset >= 2, takeSwitch(byte) {
                if blanking.isActive { followBlanking(at: index, before: before) }
                index += 1
                offset += 1
                column += 1
                previous = byte
                continue
            }
            if let rejection = step(byte) { return (index, rejection) }
            if before == .comment, mode == .text { blankComment(bytes, endingAt: index, first: first) }
            if blanking.isActive { followBlanking(at: index, before: before) }
            if isCut { return (index + 1, nil) }
            index += 1
            offset += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            previous = byte
        }
        return (bytes.count, nil)
    }

    /// In the modes where most bytes only move the position, the bytes that
    /// do more (at most three): in text, `<` and `&`; in a value, those and
    /// its quote; in a start tag after its name, a quote and `>` (a `/`
    /// before `>` is seen as `previous`); in an end tag, `>`; in a comment,
    /// `-` and `>`; in a processing instruction, `>` (a `?` before it is
    /// seen as `previous`); in a quoted part of a document type
    /// declaration, its quote. All are below 64: a bit each in a mask, which
    /// also has the bit of `\n`, so a letter or a UTF-8 byte is told apart
    /// from them with one comparison. (Outside its quoted parts, a document
    /// type declaration has `[`, which is not: its bytes are stepped.)
    @inline(__always)
    private var plainStops: UInt64? {
        switch mode {
        case .text: rootClosed ? nil : Self.mask("<&")
        case .attributeValue: Self.mask("<&") | 1 << quote
        case .startTag: nameOpen ? nil : Self.mask("\"'>")
        case .endTag: Self.mask(">")
        case .comment: Self.mask("->")
        case .processingInstruction: Self.mask(">")
        case .doctypeQuoted: Self.mask("") | 1 << quote
        default: nil
        }
    }

    /// The bits of `stops` and of `\n`, which are all below 64.
    @inline(__always)
    private static func mask(_ stops: StaticString) -> UInt64 {
        var mask: UInt64 = 1 << UInt8(ascii: "\n")
        for index in 0..<stops.utf8CodeUnitCount { mask |= 1 << stops.utf8Start[index] }
        return mask
    }

    /// Advances over bytes that only move the position (none in `stops`
    /// but `\n`), up to the token limit, and returns where the state
    /// machine takes over.
    private mutating func skipPlain(_ bytes: UnsafeRawBufferPointer, from start: Int, stops: UInt64) -> Int {
        let budget = maximumTokenBytes - tokenBytes
        let end = min(bytes.count, start + max(0, budget))
        var index = start
        var line = self.line, column = self.column
        while index < end {
            let byte = bytes[index]
            if byte < 64, stops & 1 << byte != 0 {
                guard byte == UInt8(ascii: "\n") else { break }
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        guard index > start else { return index }
        self.line = line
        self.column = column
        offset += index - start
        // The skipped bytes belong to the current token; `step` counts the
        // byte it is given next as usual.
        tokenBytes += index - start
        previous = bytes[index - 1]
        // A comment's run of `-` is broken by any other byte.
        if mode == .comment { counter = 0 }
        // The XML declaration is kept for its encoding, as `step` keeps it.
        if mode == .processingInstruction, let kept = declaration?.count, kept < 512 {
            let base = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
            declaration!.append(contentsOf: UnsafeBufferPointer(start: base + start, count: min(index - start, 512 - kept)))
        }
        return index
    }

    /// Reads the rest of a start tag's name, up to the token limit, with the
    /// space or `/` that ends it, and returns where the state machine takes
    /// over (at a quote or `>`, or where the name goes on in the next bytes).
    /// Names are most of the bytes of a tag that `skipPlain` cannot skip.
    private mutating func readName(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
        let budget = maximumTokenBytes - tokenBytes
        let end = min(bytes.count, start + max(0, budget))
        var index = start
        var column = self.column
        var ended = false
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: ">") { break }
            if Self.isSpace(byte) || byte == UInt8(ascii: "/") {
                ended = true
                break
            }
            if byte & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        // The name is only looked at for the root element and along
        // `cutPath` (where the open elements are all on it so far).
        if pending.count < 64, rootName == nil || cutPathDepth == depth {
            let name = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self) + start
            pending.append(contentsOf: UnsafeBufferPointer(start: name, count: min(index - start, 64 - pending.count)))
        }
        if ended {
            nameOpen = false
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        guard index > start else { return index }
        self.column = column
        offset += index - start
        tokenBytes += index - start
        previous = bytes[index - 1]
        return index
    }

    /// Whether the guard reads whole `XMLSimpleElement`s where it can (tests
    /// compare it with the state machine alone).
    package var readsSimpleElements = true

    /// Whether an element starting here may be taken whole: in text, within
    /// the root, where its depth is allowed, and where the cut path does not
    /// look at its name (below the elements of the path, or inside the cut
    /// element), so that its start and end tags change nothing but the
    /// position and the element count.
    private var takesSimpleElements: Bool {
        guard readsSimpleElements, mode == .text, !rootClosed, rootName != nil, depth >= 1, depth < maximumDepth else { return false }
        guard let cutPath else { return true }
        return cutPathDepth < depth || cutPathDepth == cutPath.count
    }

    /// Takes the simple elements from `start` (a `<` in text) on, each with
    /// the text after it, and returns where the state machine takes over:
    /// at an element that is not simple or not whole in these bytes, or at
    /// whatever else ends a text.
    private mutating func takeSimpleElements(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
        let base = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
        var index = start
        // Inside the cut element, at the depth of its children.
        let inCut = taken != nil && cutPathDepth == depth && depth == cutPath?.count
        // Outside the cut element (where no element is on the request's
        // path, nor inside one) and outside a blanked sibling.
        let blanksPlain = taken != nil && cutPathDepth < (cutPath?.count ?? 0) && !blanking.isActive
        // Lines are counted as the elements are read, columns only where
        // one is needed (`XMLSimpleElement`): from the start of the line,
        // which is at `column` while it is `start`, and at 1 after a line
        // break; on from the last one counted on the same line, so that no
        // byte is counted twice however long the line.
        var line = self.line, lineStart = start
        var lastElement: XMLSimpleElement?
        var textStart = start
        var counted = (lineStart: start, at: start, column: self.column)
        func columnAt(_ index: Int, from lineStart: Int) -> Int {
            if counted.lineStart != lineStart || counted.at > index {
                counted = (lineStart, lineStart, lineStart == start ? self.column : 1)
            }
            counted.column += XMLByteRun.characters(base, from: counted.at, to: index)
            counted.at = index
            return counted.column
        }
        while index < bytes.count, base[index] == UInt8(ascii: "<"), elements < maximumElements {
            let limit = min(bytes.count, index + maximumTokenBytes)
            let element: XMLSimpleElement
            // One the guard takes is read once, by the taking.
            if inCut, takes, let taken, let took = taken.take(
                base, from: index, limit: limit, line: line, lineStart: lineStart, column: columnAt(index, from: lineStart),
                maximumAttributes: maximumAttributes) {
                element = took
                blanking.blankElement(index..<element.end, in: base)
            } else {
                guard let read = XMLSimpleElement.read(base, from: index, end: limit, line: line, lineStart: lineStart,
                                                       maximumAttributes: maximumAttributes)
                else { break }
                element = read
                if inCut, let taken {
                    // In the cut element, one of another name is off the
                    // path too; one of the name, once the taking has ended
                    // or where it was refused, is libxml2's to report.
                    if taken.isPlainElement(base, from: index, end: element.end, ofAnotherName: true) {
                        blanking.blankElement(index..<element.end, in: base)
                    } else {
                        takes = false
                    }
                } else if blanksPlain, let taken, taken.isPlainElement(base, from: index, end: element.end) {
                    blanking.blankElement(index..<element.end, in: base)
                }
            }
            elements += 1
            line = element.line
            lineStart = element.lineStart
            lastElement = element
            // The text after it, up to the token limit (as `skipPlain`).
            textStart = element.end
            index = textStart
            let end = min(bytes.count, index + maximumTokenBytes)
            while index < end {
                let byte = base[index]
                if byte < 64, XMLSimpleElement.textStops & (1 &<< UInt64(byte)) != 0 {
                    guard byte == UInt8(ascii: "\n") else { break }
                    line += 1
                    lineStart = index + 1
                }
                index += 1
            }
        }
        if let element = lastElement {
            offset += index - start
            markLine = element.markLine
            markColumn = columnAt(element.mark, from: element.markLineStart)
            self.line = line
            self.column = columnAt(index, from: lineStart)
            counter = element.attributes
            if element.lastQuote != 0 { quote = element.lastQuote }
            // The text after the last element is the current token.
            tokenBytes = index - textStart
            previous = index > textStart ? base[index - 1] : UInt8(ascii: ">")
        }
        // What the state machine reads there (a comment, an element that
        // is not simple or not whole in these bytes) ends the taking.
        if inCut, index < bytes.count, base[index] == UInt8(ascii: "<") { takes = false }
        return index
    }

    private static let textStops = mask("<&")

    /// The steps that make up most of the markup: `<`, `</`, the first
    /// letter of a start tag's name, and the quotes around a value. Each
    /// only switches the mode, so it starts a new token, and moves one
    /// column; taken here without the rest of `step`. Returns false, having
    /// changed nothing, for any other byte or when the step could be refused.
    private mutating func takeSwitch(_ byte: UInt8) -> Bool {
        switch mode {
        case .text:
            guard byte == UInt8(ascii: "<") else { return false }
            mark()
            mode = .afterLessThan
        case .afterLessThan:
            if byte == UInt8(ascii: "/") {
                mode = .endTag
            } else if !rootClosed, Self.isLetter(byte) {
                mode = .startTag
                counter = 0
                nameOpen = true
                pending.removeAll(keepingCapacity: true)
                pending.append(byte)
            } else {
                return false
            }
        case .startTag:
            guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"), counter < maximumAttributes else { return false }
            counter += 1
            quote = byte
            nameOpen = false
            mode = .attributeValue
        case .attributeValue:
            guard byte == quote else { return false }
            mode = .startTag
        default:
            return false
        }
        tokenBytes = 0
        return true
    }

    /// After the byte at `index` was read (in mode `before`).
    private mutating func followBlanking(at index: Int, before: Mode) {
        blanking.follow(at: index, elementDepth: depth, lessThanInText: before == .text && mode == .afterLessThan,
                        afterLessThan: before == .afterLessThan, endTag: mode == .endTag)
    }

    /// At the end of the input: the root element must have closed.
    package func finish() -> Rejection? {
        guard offset > 0, !(rootClosed && mode == .text) else { return nil }
        guard let rootName else {
            return Rejection(message: XMLMessages.endsBeforeRoot, line: line, column: column)
        }
        return Rejection(message: XMLMessages.truncated(rootName), line: line, column: column)
    }

    private mutating func mark() {
        markLine = line
        markColumn = column
        markOffset = offset
    }

    /// A comment outside the root element, in a read of texts (which has
    /// no use for comments), is handed to libxml2 as blanks (`XMLBlanking`)
    /// once the guard has read all of it in these bytes and found nothing
    /// libxml2 would refuse: no `--` before its end, only characters XML
    /// allows, in well-formed UTF-8. libxml2 reads a comment a character at
    /// a time, and every CLDR file starts with its copyright notice; blanks
    /// outside the root are white space it passes over. `last` is the
    /// comment's `>`.
    private mutating func blankComment(_ bytes: UnsafeRawBufferPointer, endingAt last: Int, first: Int) {
        guard taken != nil, depth == 0 else { return }
        // The mark is at the comment's `<`.
        let start = last - (offset - markOffset)
        guard start >= first, last - start >= 6 else { return }
        let base = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
        guard Self.isPlainComment(base, from: start + 4, to: last - 2) else { return }
        blanking.blankElement(start..<(last + 1), in: base)
    }

    /// Whether a comment's text, between `<!--` and `-->`, is one libxml2
    /// reads without complaint.
    static func isPlainComment(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Bool {
        guard end > start, base[end - 1] != UInt8(ascii: "-") else { return end == start }
        var seen: UInt8 = 0
        var index = start
        while index < end {
            let byte = base[index]
            if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { return false }
            if byte == UInt8(ascii: "-"), base[index + 1] == UInt8(ascii: "-") { return false }
            seen |= byte
            index += 1
        }
        return seen < 0x80 || XMLTakenTexts.isXMLText(base, from: start, to: end)
    }

    private func reject(_ message: String, atMark: Bool = false) -> Rejection {
        atMark ? Rejection(message: message, line: markLine, column: markColumn)
            : Rejection(message: message, line: line, column: column)
    }

    private mutating func step(_ byte: UInt8) -> Rejection? {
        if offset < 2, let rejection = checkEncoding(byte) { return rejection }
        let before = mode
        if let rejection = stepMode(byte) { return rejection }
        // An entity reference is part of the text or value around it.
        if Self.token(mode, returnMode) == Self.token(before, returnMode) {
            tokenBytes += 1
            if tokenBytes > maximumTokenBytes { return reject(XMLMessages.tokenTooLong(maximumTokenBytes)) }
        } else {
            tokenBytes = 0
        }
        return nil
    }

    private static func token(_ mode: Mode, _ returnMode: Mode) -> Mode {
        mode == .reference ? returnMode : mode
    }

    private mutating func stepMode(_ byte: UInt8) -> Rejection? {
        switch mode {
        case .text:
            if byte == UInt8(ascii: "<") {
                mark()
                mode = .afterLessThan
            } else if byte == UInt8(ascii: "&") {
                mark()
                enterReference(returningTo: .text)
            } else if rootClosed, !Self.isSpace(byte) {
                return reject(XMLMessages.contentAfterRoot(rootName ?? ""))
            }
        case .afterLessThan:
            switch byte {
            case UInt8(ascii: "!"): mode = .bang; pending.removeAll(keepingCapacity: true)
            case UInt8(ascii: "?"):
                mode = .processingInstruction
                // At the start, or after a UTF-8 byte order mark: the XML declaration.
                if offset == 1 || offset == 4 { declaration = [] }
            case UInt8(ascii: "/"): mode = .endTag
            default:
                if rootClosed { return reject(XMLMessages.contentAfterRoot(rootName ?? ""), atMark: true) }
                mode = .startTag
                counter = 0
                nameOpen = true
                pending.removeAll(keepingCapacity: true)
                pending.append(byte)
            }
        case .bang:
            pending.append(byte)
            // `--`, `[CDATA[` and `DOCTYPE` differ in their first byte: it
            // says which the bytes after `<!` can begin.
            let first = pending[0]
            let open = first == UInt8(ascii: "-") ? Self.commentOpen : first == UInt8(ascii: "[") ? Self.cdataOpen
                : first == UInt8(ascii: "D") ? Self.doctypeOpen : []
            guard pending.count <= open.count, open[pending.count - 1] == byte else {
                mode = .otherDeclaration
                break
            }
            if pending.count == open.count {
                switch first {
                case UInt8(ascii: "-"): mode = .comment; counter = 0
                case UInt8(ascii: "["): mode = .cdata; counter = 0
                default: mode = .doctype; quote = 0
                }
            }
        case .comment:
            if byte == UInt8(ascii: ">"), counter >= 2 { mode = .text }
            counter = byte == UInt8(ascii: "-") ? counter + 1 : 0
        case .cdata:
            if byte == UInt8(ascii: ">"), counter >= 2 { mode = .text }
            counter = byte == UInt8(ascii: "]") ? counter + 1 : 0
        case .processingInstruction:
            if byte == UInt8(ascii: ">"), previous == UInt8(ascii: "?") {
                mode = .text
                if let text = declaration, let encoding = Self.foreignEncoding(text) {
                    return reject(XMLMessages.notUTF8(encoding), atMark: true)
                }
                declaration = nil
            } else if declaration != nil, declaration!.count < 512 {
                declaration!.append(byte)
            }
        case .otherDeclaration:
            if byte == UInt8(ascii: ">") { mode = .text }
        case .startTag:
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                counter += 1
                if counter > maximumAttributes { return reject(XMLMessages.tooManyAttributes(maximumAttributes)) }
                quote = byte
                nameOpen = false
                mode = .attributeValue
            case UInt8(ascii: ">"):
                mode = .text
                elements += 1
                if elements > maximumElements { return reject(XMLMessages.tooManyElements(maximumElements), atMark: true) }
                if previous != UInt8(ascii: "/") {
                    depth += 1
                    if depth > maximumDepth { return reject(XMLMessages.tooDeep(maximumDepth), atMark: true) }
                    if let cutPath, cutPathDepth == depth - 1, cutPathDepth < cutPath.count {
                        if pending == cutPath[cutPathDepth] {
                            cutPathDepth += 1
                        } else if cutPathDepth == cutPath.count - 1, depth >= 2 {
                            blanking.starts = true
                        }
                    }
                }
                if rootName == nil { rootName = String(decoding: pending, as: UTF8.self) }
                if depth == 0 { rootClosed = true }
            default:
                if nameOpen {
                    if Self.isSpace(byte) || byte == UInt8(ascii: "/") { nameOpen = false }
                    else if pending.count < 64 { pending.append(byte) }
                }
            }
        case .attributeValue:
            if byte == quote { mode = .startTag }
            else if byte == UInt8(ascii: "&") { mark(); enterReference(returningTo: .attributeValue) }
            else if byte == UInt8(ascii: "<") { mode = .startTag } // malformed: libxml2 reports it
        case .endTag:
            if byte == UInt8(ascii: ">") {
                mode = .text
                if let cutPath, depth > 0, cutPathDepth == depth {
                    if depth == cutPath.count { isCut = true }
                    cutPathDepth -= 1
                }
                depth -= 1
                if depth <= 0 { rootClosed = true; depth = 0 }
            }
        case .reference:
            if byte == UInt8(ascii: ";") {
                mode = returnMode
                if let rejection = checkReference() { return rejection }
            } else if returnMode == .attributeValue, byte == quote {
                mode = .startTag // a stray '&': libxml2 reports it
            } else if pending.count < 32, !Self.isSpace(byte), byte != UInt8(ascii: "<") {
                pending.append(byte)
            } else {
                mode = returnMode // a stray '&': libxml2 reports it
            }
        case .doctype:
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { quote = byte; mode = .doctypeQuoted }
            else if byte == UInt8(ascii: "[") {
                if !allowsInternalSubset { return reject(XMLMessages.internalSubset, atMark: true) }
                mode = .subset
            } else if byte == UInt8(ascii: ">") { mode = .text }
        case .doctypeQuoted:
            if byte == quote { mode = .doctype }
        case .subset:
            switch byte {
            case UInt8(ascii: "<"): mark(); mode = .subsetBang; pending.removeAll(keepingCapacity: true)
            case UInt8(ascii: "%"): return reject(XMLMessages.parameterEntityReference)
            case UInt8(ascii: "]"): mode = .doctype
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte; mode = .subsetQuoted
            default: break
            }
        case .subsetQuoted:
            if byte == quote { mode = .subset }
        case .subsetBang:
            pending.append(byte)
            if pending == [UInt8(ascii: "?")] { mode = .subsetProcessingInstruction }
            else if pending == Self.commentOpenInSubset { mode = .subsetComment; counter = 0 }
            else if pending == Self.entityOpen { return reject(XMLMessages.entityDeclarationInSubset, atMark: true) }
            else if !(Self.commentOpenInSubset.starts(with: pending) || Self.entityOpen.starts(with: pending)) {
                mode = byte == UInt8(ascii: ">") ? .subset : .subsetDeclaration
            }
        case .subsetComment:
            if byte == UInt8(ascii: ">"), counter >= 2 { mode = .subset }
            counter = byte == UInt8(ascii: "-") ? counter + 1 : 0
        case .subsetProcessingInstruction:
            if byte == UInt8(ascii: ">"), previous == UInt8(ascii: "?") { mode = .subset }
        case .subsetDeclaration:
            switch byte {
            case UInt8(ascii: ">"): mode = .subset
            case UInt8(ascii: "%"): return reject(XMLMessages.parameterEntityReference)
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte; mode = .subsetDeclarationQuoted
            default: break
            }
        case .subsetDeclarationQuoted:
            if byte == quote { mode = .subsetDeclaration }
        }
        return nil
    }

    private mutating func enterReference(returningTo mode: Mode) {
        returnMode = mode
        self.mode = .reference
        pending.removeAll(keepingCapacity: true)
    }

    private func checkReference() -> Rejection? {
        if pending.first == UInt8(ascii: "#") || Self.predefinedEntities.contains(pending) { return nil }
        return reject(XMLMessages.entityReference(String(decoding: pending, as: UTF8.self)), atMark: true)
    }

    /// UTF-16 and UTF-32 start with a byte order mark or a NUL in the first
    /// two bytes; EBCDIC and other encodings with something that is not `<`,
    /// a UTF-8 byte order mark or white space.
    private func checkEncoding(_ byte: UInt8) -> Rejection? {
        if offset == 0 {
            switch byte {
            case 0xFE, 0xFF, 0x00: return Rejection(message: XMLMessages.notUTF8("UTF-16 or UTF-32"), line: 1, column: 1)
            case UInt8(ascii: "<"), 0xEF, 0x20, 0x09, 0x0A, 0x0D: return nil
            default: return Rejection(message: XMLMessages.notXMLStart, line: 1, column: 1)
            }
        }
        return byte == 0x00 ? Rejection(message: XMLMessages.notUTF8("UTF-16 or UTF-32"), line: 1, column: 1) : nil
    }

    /// The `encoding` pseudo-attribute of an XML declaration's text.
    static func declaredEncoding(_ declaration: [UInt8]) -> String? {
        let text = String(decoding: declaration, as: UTF8.self)
        guard text.hasPrefix("xml"), let range = text.range(of: "encoding") else { return nil }
        let rest = text[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let open = rest.first, open == "\"" || open == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != open })
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static let commentOpen = Array("--".utf8)
    private static let commentOpenInSubset = Array("!--".utf8)
    private static let cdataOpen = Array("[CDATA[".utf8)
    private static let doctypeOpen = Array("DOCTYPE".utf8)
    private static let entityOpen = Array("!ENTITY".utf8)
    private static let predefinedEntities: [[UInt8]] = ["lt", "gt", "amp", "quot", "apos"].map { Array($0.utf8) }
}
