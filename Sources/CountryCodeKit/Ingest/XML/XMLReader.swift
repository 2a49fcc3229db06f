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
    public static func read(file path: String, options: XMLReaderOptions = .default,
                            visit: (XMLEvent) throws -> XMLVisitAction) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw InputError(XMLMessages.cannotOpen, file: path) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw InputError(XMLMessages.cannotOpen, file: path) }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            // A pipe or device has no size to check first: read it whole.
            let bytes = try readBytes(path, limit: options.maximumFileSize)
            return try read(bytes: bytes, file: path, options: options, visit: visit)
        }
        let size = Int(status.st_size)
        guard size <= options.maximumFileSize else {
            throw InputError(XMLMessages.tooLarge(size, limit: options.maximumFileSize), file: path)
        }
        guard size > 0 else { throw InputError(XMLMessages.empty, at: SourceLocation(file: path, line: 1, column: 1)) }
        let source = FileSource(descriptor: descriptor, limit: options.maximumFileSize)
        let sourceBox = Unmanaged.passRetained(source)
        defer { sourceBox.release() }
        do {
            try walk(file: path, options: options, visit: visit) { parseOptions in
                xmlReaderForIO(readFromSource, nil, sourceBox.toOpaque(), path, nil, parseOptions)
            }
        } catch {
            // The file grew past the limit while it was read.
            if let read = source.exceeded { throw InputError(XMLMessages.tooLarge(read, limit: options.maximumFileSize), file: path) }
            throw error
        }
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
        // libxml2 reads the buffer in place, so the reader lives and dies
        // inside the closure that lends the pointer.
        try bytes.withUnsafeBufferPointer { buffer in
            try walk(file: file, options: options, visit: visit) { parseOptions in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    xmlReaderForMemory($0, Int32(buffer.count), file, nil, parseOptions)
                }
            }
        }
    }

    /// Opens a reader with the safe options, collects its errors and walks it.
    private static func walk(file: String, options: XMLReaderOptions, visit: (XMLEvent) throws -> XMLVisitAction,
                             makeReader: (Int32) -> xmlTextReaderPtr?) throws {
        _ = libxml2Setup
        let collector = ErrorCollector()
        let box = Unmanaged.passRetained(collector)
        defer { box.release() }
        let parseOptions = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        guard let reader = makeReader(parseOptions) else { throw InputError(XMLMessages.cannotStart, file: file) }
        defer { xmlFreeTextReader(reader) }
        xmlTextReaderSetStructuredErrorHandler(reader, recordError, box.toOpaque())
        try Walk(reader: reader, file: file, options: options, errors: collector).run(visit)
    }

    private static func readBytes(_ path: String, limit: Int) throws -> [UInt8] {
        let attributes: [FileAttributeKey: Any]
        do { attributes = try FileManager.default.attributesOfItem(atPath: path) } catch {
            throw InputError(XMLMessages.cannotOpen, file: path)
        }
        if let size = attributes[.size] as? Int, size > limit {
            throw InputError(XMLMessages.tooLarge(size, limit: limit), file: path)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(XMLMessages.cannotOpen, file: path)
        }
        return [UInt8](data)
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

/// An open regular file that libxml2 pulls from; refuses to hand out more
/// than `limit` bytes (the size was checked, but a file can grow).
private final class FileSource {
    let descriptor: Int32
    let limit: Int
    var total = 0
    /// How much had been read when the limit was passed.
    var exceeded: Int?

    init(descriptor: Int32, limit: Int) {
        self.descriptor = descriptor
        self.limit = limit
    }
}

private let readFromSource: xmlInputReadCallback = { context, buffer, length in
    guard let context, let buffer, length > 0 else { return -1 }
    let source = Unmanaged<FileSource>.fromOpaque(context).takeUnretainedValue()
    while true {
        let count = read(source.descriptor, buffer, Int(length))
        if count < 0, errno == EINTR { continue }
        guard count >= 0 else { return -1 }
        source.total += count
        if source.total > source.limit {
            source.exceeded = source.total
            return -1
        }
        return Int32(count)
    }
}

/// Receives libxml2's structured errors for one read.
private final class ErrorCollector {
    var errors: [(message: String, line: Int, column: Int)] = []
}

private let recordError: xmlStructuredErrorFunc = { context, error in
    guard let context, let error else { return }
    let collector = Unmanaged<ErrorCollector>.fromOpaque(context).takeUnretainedValue()
    let message = error.pointee.message.map { String(cString: $0) } ?? "XML error \(error.pointee.code)"
    collector.errors.append((message.trimmingCharacters(in: .whitespacesAndNewlines),
                             Int(error.pointee.line), Int(error.pointee.int2)))
}

/// One pass over a reader; keeps the C calls in one place.
private struct Walk {
    let reader: xmlTextReaderPtr
    let file: String
    let options: XMLReaderOptions
    let errors: ErrorCollector

    func run(_ visit: (XMLEvent) throws -> XMLVisitAction) throws {
        var status = xmlTextReaderRead(reader)
        while status == 1 {
            try checkErrors()
            var skip = false
            if let event = try event() {
                let action = try visit(event)
                if case .stop = action { return }
                if case .startElement(let start) = event {
                    if case .skipChildren = action {
                        skip = true
                    } else if xmlTextReaderIsEmptyElement(reader) == 1 {
                        // `<x/>` is one node for libxml2; report its end too.
                        if case .stop = try visit(.endElement(name: start.name, depth: start.depth)) { return }
                    }
                }
            }
            status = skip ? xmlTextReaderNext(reader) : xmlTextReaderRead(reader)
        }
        try checkErrors()
        if status < 0 { throw InputError(XMLMessages.malformed, at: location(line: currentLine())) }
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

    private func checkErrors() throws {
        guard let first = errors.errors.first else { return }
        throw InputError(first.message, at: SourceLocation(file: file, line: max(first.line, 1), column: max(first.column, 1)))
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
