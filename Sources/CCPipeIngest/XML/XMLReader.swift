import CCPipeCore
import CCPipeModel
import CLibXML2
import Foundation

/// The one place libxml2 is used: its SAX2 push parser, fed from the file
/// chunk by chunk, turning each callback into an `XMLEvent` at once (no
/// tree is built, not even of the parts a visitor skips), and throwing
/// `InputError` with file:line:column for anything malformed or unsafe.
///
/// Safety (measured on libxml2 2.9.14): only `NONET`,
/// `NOERROR`, `NOWARNING`; every error libxml2 reports is fatal, even one
/// it would parse past; external entities are refused by a process-wide
/// loader and external subsets are never loaded; entity declarations and
/// references are rejected; an internal DTD subset is rejected unless the
/// options allow it.
package enum XMLReader {
    /// Reads a regular file as the parser asks for it, so a visit that stops
    /// early (a CLDR locale file's names come first) reads only what it needs.
    /// Anything but a regular file (a FIFO, a device) is refused: it is opened
    /// without blocking, so a FIFO with no writer cannot hang a command.
    ///
    /// Returns, for a read up to a cut (`XMLReaderOptions.readsUpToEndOf`),
    /// what it depended on (`XMLReadExtent`).
    @discardableResult
    package static func read(file path: String, options: XMLReaderOptions = .default,
                            visit: (XMLEvent) throws -> XMLVisitAction) throws -> XMLReadExtent? {
        try withoutActuallyEscaping(visit) { try read(file: path, options: options, consumer: .events($0)) }
    }

    /// `takesTexts`: whether the guard may read the elements a read of
    /// texts wants itself (`XMLTakenTexts`; off in tests that compare).
    static func read(file path: String, options: XMLReaderOptions, consumer: SAXRun.Consumer,
                     takesTexts: Bool = true, following: XMLFollowingRequest? = nil) throws -> XMLReadExtent? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw InputError(XMLMessages.cannotOpen, file: path) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw InputError(XMLMessages.cannotOpen, file: path) }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw InputError(XMLMessages.notRegularFile(FileKind.describe(status.st_mode)), file: path)
        }
        let size = Int(status.st_size)
        guard size <= options.maximumFileSize else {
            throw InputError(XMLMessages.tooLarge(size, limit: options.maximumFileSize), file: path)
        }
        guard size > 0 else { throw InputError(XMLMessages.empty, at: SourceLocation(file: path, line: 1, column: 1)) }
        let source = XMLSource(descriptor: descriptor, size: size, options: options,
                               taking: takesTexts ? takenTexts(consumer, options) : nil)
        try parse(source, file: path, options: options, consumer: consumer)
        if let following { try readFollowing(following, in: source, file: path, options: options) }
        return source.extent(stamp: FileStamp(status))
    }

    /// `file` names the input in errors; nothing is read from it.
    package static func read(bytes: [UInt8], file: String, options: XMLReaderOptions = .default,
                            visit: (XMLEvent) throws -> XMLVisitAction) throws {
        try withoutActuallyEscaping(visit) { try read(bytes: bytes, file: file, options: options, consumer: .events($0)) }
    }

    static func read(bytes: [UInt8], file: String, options: XMLReaderOptions, consumer: SAXRun.Consumer,
                     takesTexts: Bool = true, following: XMLFollowingRequest? = nil) throws {
        guard bytes.count <= options.maximumFileSize else {
            throw InputError(XMLMessages.tooLarge(bytes.count, limit: options.maximumFileSize), file: file)
        }
        guard !bytes.isEmpty else {
            throw InputError(XMLMessages.empty, at: SourceLocation(file: file, line: 1, column: 1))
        }
        let source = XMLSource(bytes: bytes, options: options, taking: takesTexts ? takenTexts(consumer, options) : nil)
        try parse(source, file: file, options: options, consumer: consumer)
        if let following { try readFollowing(following, in: source, file: file, options: options) }
    }

    /// For a read of texts at the cut element's children (a locale file's
    /// territories): where the guard leaves the elements it reads itself.
    private static func takenTexts(_ consumer: SAXRun.Consumer, _ options: XMLReaderOptions) -> XMLTakenTexts? {
        guard case .texts(let request, _) = consumer, let cut = options.readsUpToEndOf, let name = request.path.last,
              request.path.count == cut.count + 1, Array(request.path.dropLast()) == cut else { return nil }
        return XMLTakenTexts(name: name)
    }

    /// Feeds libxml2 from `source` (through `XMLMarkupGuard`), and when the
    /// visit stopped early checks that the file still ends by closing its
    /// root element (the manual, "Reading CLDR files").
    private static func parse(_ source: XMLSource, file: String, options: XMLReaderOptions, consumer: SAXRun.Consumer) throws {
        _ = libxml2Setup
        let stopped = try SAXRun(file: file, options: options, source: source, consumer: consumer).parse()
        if stopped || source.wasCut, let root = source.markup.rootName, !source.endsByClosing(root) {
            let end = source.endPosition()
            throw InputError(XMLMessages.unclosedAtEnd(root), at: SourceLocation(file: file, line: end.line, column: end.column))
        }
    }
}

extension XMLReader {
    /// The libxml2 this process runs with, such as `2.9.14`: the library's
    /// own `xmlParserVersion` (`"20914"`), not the headers it was built with.
    package static var libxml2Version: String {
        guard let raw = __xmlParserVersion()?.pointee, let number = Int(String(cString: raw)) else { return "unknown" }
        return "\(number / 10000).\(number / 100 % 100).\(number % 100)"
    }
}

/// libxml2's external-entity loader is a process-wide global. Swapping it per
/// read and restoring it would race with reads on other threads, so it is set
/// once, before the first read, to a loader that refuses everything. This also
/// hardens any other libxml2 user in the process, which is what we want.
private let libxml2Setup: Void = {
    xmlInitParser()
    xmlSetExternalEntityLoader { _, _, _ in nil }
}()

/// The SAX2 callbacks: `xmlSAXVersion`'s defaults for the document itself
/// (which only make an empty document node), ccpipe's own for everything
/// in it, and none that builds a tree or loads a subset.
private func makeSAXHandler() -> xmlSAXHandler {
    var handler = xmlSAXHandler()
    xmlSAXVersion(&handler, 2)
    handler.startElementNs = { context, localName, prefix, _, namespaceCount, namespaces, attributeCount, _, attributes in
        SAXRun.from(context).startElement(localName, prefix, Int(namespaceCount), namespaces, Int(attributeCount), attributes)
    }
    handler.endElementNs = { context, localName, prefix, _ in SAXRun.from(context).endElement(localName, prefix) }
    handler.characters = { context, text, length in SAXRun.from(context).characters(text, Int(length)) }
    handler.ignorableWhitespace = handler.characters
    handler.cdataBlock = { context, text, length in SAXRun.from(context).cdata(text, Int(length)) }
    handler.comment = { context, text in SAXRun.from(context).comment(text) }
    handler.processingInstruction = nil
    handler.internalSubset = { context, name, publicID, systemID in SAXRun.from(context).documentType(name, publicID, systemID) }
    handler.externalSubset = nil
    handler.entityDecl = { context, name, _, _, _, _ in SAXRun.from(context).entityDeclaration(name) }
    handler.unparsedEntityDecl = { context, name, _, _, _ in SAXRun.from(context).entityDeclaration(name) }
    handler.elementDecl = { context, _, _, _ in SAXRun.from(context).subsetDeclaration() }
    handler.attributeDecl = { context, _, _, _, _, _, tree in
        xmlFreeEnumeration(tree)
        SAXRun.from(context).subsetDeclaration()
    }
    handler.notationDecl = { context, _, _, _ in SAXRun.from(context).subsetDeclaration() }
    handler.reference = { context, name in SAXRun.from(context).entityReference(name) }
    handler.serror = { context, error in
        guard let context, let error else { return }
        SAXRun.from(context).record(error.pointee)
    }
    return handler
}

/// One parse: the state the callbacks share. Every callback first checks
/// whether the parse has already failed, so nothing reaches the visitor
/// after an error.
final class SAXRun {
    /// Who gets what is read: a visitor of every event, or of the texts of
    /// the elements at a path (`XMLReader.readTexts`).
    enum Consumer {
        case events((XMLEvent) throws -> XMLVisitAction)
        case texts(XMLTextsRequest, (XMLTextsEvent) throws -> XMLVisitAction)
    }

    let file: String
    let options: XMLReaderOptions
    let source: XMLSource
    /// Set for a visit of every event.
    let visit: ((XMLEvent) throws -> XMLVisitAction)?
    /// Set for a read of texts: what it has matched so far.
    let texts: SAXTexts?

    // The state below is read and changed only by the callbacks, which
    // libxml2 makes one at a time on the thread that called `parse`, and no
    // access to it spans a call that could reach another: the runtime's
    // exclusivity checks (a call for each access, in callbacks made for
    // every element and text) are left out.
    @exclusivity(unchecked) private var context: xmlParserCtxtPtr?
    /// Thrown by the visitor or by a check, or made from libxml2's first error.
    @exclusivity(unchecked) private(set) var failure: (any Error)?
    @exclusivity(unchecked) private var errors: [(message: String, line: Int, column: Int, isInputOutput: Bool)] = []
    @exclusivity(unchecked) private(set) var stopped = false
    @exclusivity(unchecked) private(set) var depth = 0
    /// The depth of the element whose content is being skipped.
    @exclusivity(unchecked) private var skipping: Int?
    /// Character data not yet reported: libxml2 may hand one text over in pieces.
    @exclusivity(unchecked) private var text: [UInt8] = []
    @exclusivity(unchecked) private var textLine = 0
    /// The attributes of the start being reported, kept to reuse their storage.
    @exclusivity(unchecked) private var attributeList: [XMLAttributes.Attribute] = []
    /// Names already made into Strings, by where libxml2 keeps them (a small
    /// table indexed by the pointer's bits). libxml2 hands element and
    /// attribute names over from its dictionary, one pointer per name for the
    /// whole parse (its own tree builder keeps those pointers as node names),
    /// so a name met again costs a comparison rather than a conversion.
    /// Made at the first name: a read of texts may make none.
    @exclusivity(unchecked) private var knownNames: [(pointer: UnsafePointer<xmlChar>?, name: String)] = []

    init(file: String, options: XMLReaderOptions, source: XMLSource, consumer: Consumer) {
        self.file = file
        self.options = options
        self.source = source
        switch consumer {
        case .events(let visit):
            self.visit = visit
            self.texts = nil
        case .texts(let request, let visit):
            self.visit = nil
            self.texts = SAXTexts(request, visit: visit)
        }
    }

    /// The run behind a callback's context: libxml2 hands every callback
    /// its parser context (the user data is left to it, as its own SAX2
    /// callbacks require), which carries the run in `_private`.
    static func from(_ context: UnsafeMutableRawPointer?) -> SAXRun {
        let parser = context!.assumingMemoryBound(to: xmlParserCtxt.self)
        return Unmanaged<SAXRun>.fromOpaque(parser.pointee._private!).takeUnretainedValue()
    }

    /// Returns true when the visitor stopped before the end of the document.
    func parse() throws -> Bool {
        let box = Unmanaged.passRetained(self)
        defer { box.release() }
        var handler = makeSAXHandler()
        guard let context = xmlCreatePushParserCtxt(&handler, nil, nil, 0, file) else {
            throw InputError(XMLMessages.cannotStart, file: file)
        }
        context.pointee._private = box.toOpaque()
        self.context = context
        defer {
            if let document = context.pointee.myDoc { xmlFreeDoc(document) }
            xmlFreeParserCtxt(context)
            self.context = nil
        }
        xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue))

        // Not zeroed: only what `read` filled is handed on.
        let buffer = UnsafeMutableBufferPointer<CChar>.allocate(capacity: 1 << 16)
        defer { buffer.deallocate() }
        while !stopped {
            let count = source.read(into: buffer.baseAddress!, length: buffer.count)
            if count < 0 {
                // The elements the guard took before what made the read
                // fail, up to where libxml2 got (it may wait for more at a
                // construct it cannot finish).
                if errors.isEmpty { reportTaken(before: position) }
                if let failure { throw failure }
                if stopped { return true }
                try checkErrors()
                try throwRejection()
                throw InputError(XMLMessages.malformed, at: location(line: line))
            }
            let status = xmlParseChunk(context, buffer.baseAddress, count, count == 0 ? 1 : 0)
            if let failure { throw failure }
            try checkErrors()
            if stopped { return true }
            if status != 0 { throw InputError(XMLMessages.malformed, at: location(line: line)) }
            if count == 0 { break }
        }
        if let failure { throw failure }
        try checkErrors()
        flushText()
        if proceeds() { reportTaken() }
        if let failure { throw failure }
        // libxml2 reports the cut element's end, where the guard's elements
        // are reported: one left means the two read the file differently.
        if !stopped, let taken = source.taken, !taken.isEmpty {
            throw InputError(XMLMessages.malformed, at: location(line: line))
        }
        return stopped
    }

    // MARK: Callbacks

    func startElement(_ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?, _ namespaceCount: Int,
                      _ namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, _ attributeCount: Int,
                      _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        defer { depth += 1 }
        if source.taken?.isEmpty == false, proceeds() { reportTaken(before: position) }
        guard proceeds(), skipping == nil else { return }
        flushText()
        // A visitor that stops or fails on that text halts the parser, and
        // libxml2 then frees its input, where the attribute values are.
        guard proceeds() else { return }
        let elementDepth = depth
        let line = self.line
        guard elementDepth + 1 <= options.maximumDepth else {
            return fail(InputError(XMLMessages.tooDeep(options.maximumDepth), at: location(line: line)))
        }
        // A read of texts names only the elements on its path, and its root
        // only to check it.
        let elementName = texts == nil ? name(localName, prefix) : elementDepth > 0 ? "" : Self.qualifiedName(localName, prefix)
        if elementDepth == 0, let root = options.rootElement, elementName != root {
            return fail(InputError(XMLMessages.wrongRoot(elementName, expected: root), at: location(line: line)))
        }
        if let texts {
            return startText(texts, localName, prefix, depth: elementDepth, line: line,
                             attributes: { self.attributes(namespaceCount, namespaces, attributeCount, attributes) })
        }
        let start = XMLElementStart(name: elementName, attributes: self.attributes(namespaceCount, namespaces, attributeCount, attributes),
                                    depth: elementDepth, line: line)
        switch report(.startElement(start)) {
        case .skipChildren: skipping = elementDepth
        default: break
        }
    }

    /// The attributes of a start tag as libxml2 hands them over: namespace
    /// declarations first, then attributes, as written.
    private func attributes(_ namespaceCount: Int, _ namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
                            _ attributeCount: Int, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) -> XMLAttributes {
        // The visitor has let go of the last start's attributes by now (unless
        // it kept them): their storage is used again.
        attributeList.removeAll(keepingCapacity: true)
        for position in 0..<namespaceCount {
            let declared = namespaces?[2 * position]
            let key = declared.map { "xmlns:" + String(cString: $0) } ?? "xmlns"
            let value = namespaces?[2 * position + 1].map { String(cString: $0) } ?? ""
            attributeList.append(XMLAttributes.Attribute(name: key, value: value))
        }
        for position in 0..<attributeCount {
            let base = 5 * position
            let key = name(attributes?[base], attributes?[base + 1])
            var value = ""
            if let start = attributes?[base + 3], let end = attributes?[base + 4] {
                let bytes = UnsafeBufferPointer(start: start, count: end - start)
                value = String(decoding: bytes, as: UTF8.self)
                // Unless entities are substituted, libxml2 hands an `&` in a
                // value over as `&#38;` (and a tree builder decodes it again).
                if bytes.contains(UInt8(ascii: "&")) { value = value.replacingOccurrences(of: "&#38;", with: "&") }
            }
            attributeList.append(XMLAttributes.Attribute(name: key, value: value))
        }
        return XMLAttributes(attributeList)
    }

    func endElement(_ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?) {
        depth -= 1
        if source.taken?.isEmpty == false, proceeds() { reportTaken(before: position) }
        guard proceeds() else { return }
        if let texts { return endText(texts) }
        if let skipped = skipping {
            if skipped == depth { skipping = nil }
            return
        }
        flushText()
        _ = report(.endElement(name: name(localName, prefix), depth: depth))
    }

    func characters(_ bytes: UnsafePointer<xmlChar>?, _ length: Int) {
        guard proceeds(), skipping == nil, let bytes, length > 0 else { return }
        if let texts { return collect(texts, bytes, length) }
        if text.isEmpty { textLine = line }
        text.append(contentsOf: UnsafeBufferPointer(start: bytes, count: length))
    }

    func cdata(_ bytes: UnsafePointer<xmlChar>?, _ length: Int) {
        guard proceeds(), skipping == nil else { return }
        if texts != nil { return characters(bytes, length) }
        flushText()
        characters(bytes, length)
        flushText()
    }

    func comment(_ value: UnsafePointer<xmlChar>?) {
        guard proceeds(), skipping == nil, texts == nil else { return }
        flushText()
        _ = report(.comment(value.map { String(cString: $0) } ?? "", line: line))
    }

    func documentType(_ name: UnsafePointer<xmlChar>?, _ publicID: UnsafePointer<xmlChar>?, _ systemID: UnsafePointer<xmlChar>?) {
        guard proceeds(), texts == nil else { return }
        flushText()
        _ = report(.documentType(name: name.map { String(cString: $0) } ?? "",
                                 publicID: publicID.map { String(cString: $0) },
                                 systemID: systemID.map { String(cString: $0) }))
    }

    /// Entity declarations are how billion-laughs and external-entity
    /// attacks start: always refused.
    func entityDeclaration(_ name: UnsafePointer<xmlChar>?) {
        guard proceeds() else { return }
        fail(InputError(XMLMessages.entityDeclaration(name.map { String(cString: $0) } ?? ""), at: location(line: line)))
    }

    func subsetDeclaration() {
        guard proceeds(), !options.allowsInternalSubset else { return }
        fail(InputError(XMLMessages.internalSubset, at: location(line: line)))
    }

    func entityReference(_ name: UnsafePointer<xmlChar>?) {
        guard proceeds() else { return }
        fail(InputError(XMLMessages.entityReference(name.map { String(cString: $0) } ?? ""), at: location(line: line)))
    }

    func record(_ error: xmlError) {
        var message = error.message.map { String(cString: $0) } ?? "XML error \(error.code)"
        // libxml2 shows four bytes from the one it refuses (`Bytes: 0xA5
        // 0x3C …`); those after it are what it was handed, blanks where
        // the guard blanked (`XMLBlanking`), not the file's: only the
        // refused byte is kept.
        if let bytes = message.range(of: "Bytes: 0x") {
            message = String(message[..<bytes.upperBound]) + message[bytes.upperBound...].prefix(2)
        }
        // The names it quotes (`Opening and ending tag mismatch: a line 1
        // and b`) are the file's: each is shown as an excerpt.
        for quoted in [error.str1, error.str2, error.str3].compactMap({ $0 }).map({ String(cString: $0) }) where !quoted.isEmpty {
            let excerpt = InputExcerpt.text(quoted)
            if excerpt != quoted { message = message.replacingOccurrences(of: quoted, with: excerpt) }
        }
        errors.append((message.trimmingCharacters(in: .whitespacesAndNewlines), Int(error.line), Int(error.int2),
                       error.domain == Int32(XML_FROM_IO.rawValue)))
        // Every error is fatal: nothing more reaches the visitor.
        if let context { xmlStopParser(context) }
    }

    // MARK: Helpers

    /// Whether callbacks may still report: no error, no stop.
    func proceeds() -> Bool { failure == nil && errors.isEmpty && !stopped }

    private func flushText() {
        guard !text.isEmpty else { return }
        let value = String(decoding: text, as: UTF8.self)
        text.removeAll(keepingCapacity: true)
        _ = report(.text(value, line: textLine))
    }

    private func report(_ event: XMLEvent) -> XMLVisitAction {
        outcome { try visit?(event) ?? .proceed }
    }

    /// What the visitor made of an event: a stop halts the parser, an error
    /// fails the parse.
    func outcome(of visiting: () throws -> XMLVisitAction) -> XMLVisitAction {
        guard proceeds() else { return .stop }
        do {
            let action = try visiting()
            if case .stop = action { stop() }
            return action
        } catch {
            fail(error)
            return .stop
        }
    }

    /// The visitor stopped the read.
    func stop() {
        stopped = true
        if let context { xmlStopParser(context) }
    }

    func fail(_ error: any Error) {
        guard failure == nil else { return }
        failure = error
        if let context { xmlStopParser(context) }
    }

    /// libxml2's first error, unless the source refused bytes before the
    /// parser reached it: then the refusal, which says what and where in
    /// ccpipe's words (libxml2 only sees the input end).
    private func checkErrors() throws {
        // The elements the guard took before libxml2's first error (before
        // its refusal: all) are reported first, and what they make of it.
        if !errors.isEmpty, source.taken?.isEmpty == false {
            let first = errors.first(where: { !$0.isInputOutput || source.rejection == nil })
            reportTaken(before: first.map { (line: $0.line, column: $0.column) })
            if let failure { throw failure }
            // The visitor stopped before libxml2 got there.
            if stopped {
                errors.removeAll()
                return
            }
        }
        guard let first = errors.first(where: { !$0.isInputOutput || source.rejection == nil }) else {
            if !errors.isEmpty { try throwRejection() }
            return
        }
        if let rejection = source.rejection, rejection.line <= first.line { try throwRejection() }
        throw InputError(XMLMessages.parser(first.message),
                         at: SourceLocation(file: file, line: max(first.line, 1), column: max(first.column, 1)))
    }

    private func throwRejection() throws {
        if let limit = source.exceeded {
            throw InputError(XMLMessages.tooLarge(limit, limit: options.maximumFileSize), file: file)
        }
        guard let rejection = source.rejection else { return }
        throw InputError(rejection.message, at: SourceLocation(file: file, line: rejection.line, column: rejection.column))
    }

    /// The parser's line: where the construct being reported ends.
    var line: Int {
        guard let context else { return 1 }
        return max(Int(xmlSAX2GetLineNumber(context)), 1)
    }

    /// The parser's line and column: just after the construct being reported.
    var position: (line: Int, column: Int) {
        guard let context else { return (1, 1) }
        return (Int(xmlSAX2GetLineNumber(context)), Int(xmlSAX2GetColumnNumber(context)))
    }

    func location(line: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: 1)
    }

    /// `qualifiedName`, remembered for names without a prefix (see `knownNames`).
    private func name(_ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?) -> String {
        guard let localName, prefix == nil else { return Self.qualifiedName(localName, prefix) }
        let slot = Int(truncatingIfNeeded: (UInt(bitPattern: localName) &* 0x9E37_79B9_7F4A_7C15) >> 58)
        if knownNames.isEmpty { knownNames = Array(repeating: (nil, ""), count: 64) }
        if knownNames[slot].pointer == localName { return knownNames[slot].name }
        let name = String(cString: localName)
        knownNames[slot] = (localName, name)
        return name
    }

    private static func qualifiedName(_ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?) -> String {
        let local = localName.map { String(cString: $0) } ?? ""
        guard let prefix else { return local }
        return String(cString: prefix) + ":" + local
    }
}
