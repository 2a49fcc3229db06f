import CLibXML2
import Foundation

/// The one place libxml2 is used: a streaming reader (`xmlTextReader`) that
/// turns each node into an `XMLEvent` at once and throws `InputError` with
/// file:line:column for anything malformed or unsafe.
///
/// Safety (see DESIGN.md, measured on libxml2 2.9.14): only `NONET`,
/// `NOERROR`, `NOWARNING`; every error libxml2 reports is fatal, because the
/// reader hands out nodes before it notices a problem; external entities are
/// refused by a process-wide loader; entity declarations and references are
/// rejected; an internal DTD subset is rejected unless the options allow it.
public enum XMLReader {
    /// Reads a regular file as the parser asks for it, so a visit that stops
    /// early (a CLDR locale file's names come first) reads only what it needs.
    /// Anything but a regular file (a FIFO, a device) is refused: it is opened
    /// without blocking, so a FIFO with no writer cannot hang a command.
    public static func read(file path: String, options: XMLReaderOptions = .default,
                            visit: (XMLEvent) throws -> XMLVisitAction) throws {
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
        try parse(XMLSource(descriptor: descriptor, size: size, options: options), file: path, options: options, visit: visit)
    }

    /// `file` names the input in errors; nothing is read from it.
    public static func read(bytes: [UInt8], file: String, options: XMLReaderOptions = .default,
                            visit: (XMLEvent) throws -> XMLVisitAction) throws {
        guard bytes.count <= options.maximumFileSize else {
            throw InputError(XMLMessages.tooLarge(bytes.count, limit: options.maximumFileSize), file: file)
        }
        guard !bytes.isEmpty else {
            throw InputError(XMLMessages.empty, at: SourceLocation(file: file, line: 1, column: 1))
        }
        try parse(XMLSource(bytes: bytes, options: options), file: file, options: options, visit: visit)
    }

    /// Feeds libxml2 from `source` (through `XMLMarkupGuard`), walks it, and
    /// when the visit stopped early checks that the file still ends by
    /// closing its root element (README, "Reading CLDR files").
    private static func parse(_ source: XMLSource, file: String, options: XMLReaderOptions,
                              visit: (XMLEvent) throws -> XMLVisitAction) throws {
        _ = libxml2Setup
        let sourceBox = Unmanaged.passRetained(source)
        defer { sourceBox.release() }
        let collector = ErrorCollector()
        let box = Unmanaged.passRetained(collector)
        defer { box.release() }
        let parseOptions = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        guard let reader = xmlReaderForIO(readFromSource, nil, sourceBox.toOpaque(), file, nil, parseOptions) else {
            throw InputError(XMLMessages.cannotStart, file: file)
        }
        defer { xmlFreeTextReader(reader) }
        xmlTextReaderSetStructuredErrorHandler(reader, recordError, box.toOpaque())
        let stopped = try Walk(reader: reader, file: file, options: options, errors: collector, source: source).run(visit)
        if stopped || source.wasCut, let root = source.markup.rootName, !source.endsByClosing(root) {
            let end = source.endPosition()
            throw InputError(XMLMessages.unclosedAtEnd(root), at: SourceLocation(file: file, line: end.line, column: end.column))
        }
    }
}

extension XMLReader {
    /// The libxml2 this process runs with, such as `2.9.14`: the library's
    /// own `xmlParserVersion` (`"20914"`), not the headers it was built with.
    public static var libxml2Version: String {
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

private let readFromSource: xmlInputReadCallback = { context, buffer, length in
    guard let context, let buffer, length > 0 else { return -1 }
    return Unmanaged<XMLSource>.fromOpaque(context).takeUnretainedValue().read(into: buffer, length: Int(length))
}

/// Receives libxml2's structured errors for one read.
private final class ErrorCollector {
    var errors: [(message: String, line: Int, column: Int, isInputOutput: Bool)] = []
}

private let recordError: xmlStructuredErrorFunc = { context, error in
    guard let context, let error else { return }
    let collector = Unmanaged<ErrorCollector>.fromOpaque(context).takeUnretainedValue()
    let message = error.pointee.message.map { String(cString: $0) } ?? "XML error \(error.pointee.code)"
    collector.errors.append((message.trimmingCharacters(in: .whitespacesAndNewlines),
                             Int(error.pointee.line), Int(error.pointee.int2),
                             error.pointee.domain == Int32(XML_FROM_IO.rawValue)))
}

/// One pass over a reader; keeps the C calls in one place.
private struct Walk {
    let reader: xmlTextReaderPtr
    let file: String
    let options: XMLReaderOptions
    let errors: ErrorCollector
    let source: XMLSource

    /// Returns true when the visitor stopped before the end of the document.
    func run(_ visit: (XMLEvent) throws -> XMLVisitAction) throws -> Bool {
        var status = xmlTextReaderRead(reader)
        while status == 1 {
            try checkErrors()
            var skip = false
            if let event = try event() {
                let action = try visit(event)
                if case .stop = action { return true }
                if case .startElement(let start) = event {
                    if case .skipChildren = action {
                        skip = true
                    } else if xmlTextReaderIsEmptyElement(reader) == 1 {
                        // `<x/>` is one node for libxml2; report its end too.
                        if case .stop = try visit(.endElement(name: start.name, depth: start.depth)) { return true }
                    }
                }
            }
            status = skip ? xmlTextReaderNext(reader) : xmlTextReaderRead(reader)
        }
        try checkErrors()
        if status < 0 {
            try throwRejection()
            throw InputError(XMLMessages.malformed, at: location(line: currentLine()))
        }
        return false
    }

    private func event() throws -> XMLEvent? {
        let type = xmlTextReaderNodeType(reader)
        switch type {
        case Int32(XML_READER_TYPE_ELEMENT.rawValue):
            return .startElement(try elementStart())
        case Int32(XML_READER_TYPE_END_ELEMENT.rawValue):
            return .endElement(name: name(), depth: Int(xmlTextReaderDepth(reader)))
        case Int32(XML_READER_TYPE_TEXT.rawValue), Int32(XML_READER_TYPE_CDATA.rawValue),
             Int32(XML_READER_TYPE_WHITESPACE.rawValue), Int32(XML_READER_TYPE_SIGNIFICANT_WHITESPACE.rawValue):
            return .text(value(), line: currentLine())
        case Int32(XML_READER_TYPE_COMMENT.rawValue):
            return .comment(value(), line: currentLine())
        case Int32(XML_READER_TYPE_ENTITY_REFERENCE.rawValue), Int32(XML_READER_TYPE_ENTITY.rawValue):
            throw InputError(XMLMessages.entityReference(name()), at: location(line: currentLine()))
        case Int32(XML_READER_TYPE_DOCUMENT_TYPE.rawValue):
            return try documentType()
        default:
            return nil // processing instructions, XML declaration: nothing we use
        }
    }

    private func elementStart() throws -> XMLElementStart {
        let depth = Int(xmlTextReaderDepth(reader))
        let line = currentLine()
        if depth + 1 > options.maximumDepth {
            throw InputError(XMLMessages.tooDeep(options.maximumDepth), at: location(line: line))
        }
        let elementName = name()
        if depth == 0, let root = options.rootElement, elementName != root {
            throw InputError(XMLMessages.wrongRoot(elementName, expected: root), at: location(line: line))
        }
        var attributes: [String: String] = [:]
        var order: [String] = []
        if xmlTextReaderHasAttributes(reader) == 1 {
            while xmlTextReaderMoveToNextAttribute(reader) == 1 {
                let key = name()
                attributes[key] = value()
                order.append(key)
            }
            xmlTextReaderMoveToElement(reader)
        }
        return XMLElementStart(name: elementName, attributes: attributes, attributeOrder: order, depth: depth, line: line)
    }

    /// The DTD node carries the internal subset as its children: entity
    /// declarations are always refused (they are how billion-laughs and
    /// external-entity attacks start); other declarations only by default.
    private func documentType() throws -> XMLEvent {
        guard let node = xmlTextReaderCurrentNode(reader) else { return .documentType(name: name(), publicID: nil, systemID: nil) }
        let dtd = UnsafeMutableRawPointer(node).assumingMemoryBound(to: xmlDtd.self)
        var child = dtd.pointee.children
        // Children are declarations (xmlEntity, xmlElement, …) that share only
        // the first fields with xmlNode: read nothing past `type`, `name`, `next`.
        while let current = child {
            if current.pointee.type == XML_ENTITY_DECL {
                let entityName = current.pointee.name.map { String(cString: $0) } ?? ""
                throw InputError(XMLMessages.entityDeclaration(entityName), at: location(line: currentLine()))
            }
            if !options.allowsInternalSubset {
                throw InputError(XMLMessages.internalSubset, at: location(line: currentLine()))
            }
            child = current.pointee.next
        }
        return .documentType(name: name(),
                             publicID: dtd.pointee.ExternalID.map { String(cString: $0) },
                             systemID: dtd.pointee.SystemID.map { String(cString: $0) })
    }

    /// libxml2's first error, unless the source refused bytes before the
    /// parser reached it: then the refusal, which says what and where in
    /// ccpipe's words (libxml2 only sees the read fail).
    private func checkErrors() throws {
        guard let first = errors.errors.first(where: { !$0.isInputOutput || source.rejection == nil }) else {
            if !errors.errors.isEmpty { try throwRejection() }
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

    private func name() -> String {
        guard let pointer = xmlTextReaderConstName(reader) else { return "" }
        return String(cString: pointer)
    }

    private func value() -> String {
        guard let pointer = xmlTextReaderConstValue(reader) else { return "" }
        return String(cString: pointer)
    }

    /// The line of the current node; falls back to the parser's position.
    private func currentLine() -> Int {
        if let node = xmlTextReaderCurrentNode(reader) {
            let line = Int(xmlGetLineNo(node))
            if line > 0 { return line }
        }
        return max(Int(xmlTextReaderGetParserLineNumber(reader)), 1)
    }

    private func location(line: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: 1)
    }
}
