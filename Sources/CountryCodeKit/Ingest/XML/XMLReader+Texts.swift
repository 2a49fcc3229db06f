import CLibXML2
import Foundation

/// What `XMLReader.readTexts` hands its visitor, in document order.
public enum XMLTextsEvent: Sendable, Equatable {
    /// The start of an element at the request's path. The visitor answers
    /// `.proceed` to have its text, `.skipChildren` not to, `.stop` to end.
    case element(XMLElementStart)
    /// At its end, the text of the element just reported (that of the
    /// elements inside it included, in order), when the visitor asked for it.
    case text(String)
}

/// The elements whose texts a read wants, and how long one may be.
public struct XMLTextsRequest: Sendable {
    /// Element names from the root down: the texts are those of the
    /// elements named by the last, inside elements named by the others.
    public var path: [String]
    /// A text longer than this (in UTF-8 bytes) ends the read with the
    /// error `tooLong` makes of the line of its element's start tag.
    public var maximumTextBytes: Int
    public var tooLong: @Sendable (_ line: Int) -> any Error

    public init(path: [String], maximumTextBytes: Int, tooLong: @escaping @Sendable (_ line: Int) -> any Error) {
        self.path = path
        self.maximumTextBytes = maximumTextBytes
        self.tooLong = tooLong
    }
}

extension XMLReader {
    /// As `read(file:options:visit:)`, with all the same checks, for a
    /// visitor that only wants the texts of the elements at one path (a
    /// CLDR locale file's territory names): nothing else becomes an event,
    /// nor a `String`, so a read costs about a third of a visit of every event.
    @discardableResult
    public static func readTexts(file path: String, options: XMLReaderOptions = .default, request: XMLTextsRequest,
                                 visit: (XMLTextsEvent) throws -> XMLVisitAction) throws -> XMLReadExtent? {
        try withoutActuallyEscaping(visit) { try read(file: path, options: options, consumer: .texts(request, $0)) }
    }

    /// `file` names the input in errors; nothing is read from it.
    public static func readTexts(bytes: [UInt8], file: String, options: XMLReaderOptions = .default, request: XMLTextsRequest,
                                 visit: (XMLTextsEvent) throws -> XMLVisitAction) throws {
        try withoutActuallyEscaping(visit) { try read(bytes: bytes, file: file, options: options, consumer: .texts(request, $0)) }
    }
}

/// Where a read of texts stands: how many elements of the path are open,
/// and the text being gathered.
final class SAXTexts {
    let request: XMLTextsRequest
    let visit: (XMLTextsEvent) throws -> XMLVisitAction
    /// The path's names, each ending in a NUL, to compare with libxml2's.
    let path: [[CChar]]
    // Read and changed only by the parser's callbacks, one at a time (see
    // `SAXRun`): the runtime's exclusivity checks are left out.
    /// How many elements of the path are open, from the root.
    @exclusivity(unchecked) var matched = 0
    /// The depth of the element at the path's end being read.
    @exclusivity(unchecked) var elementDepth: Int?
    @exclusivity(unchecked) var collecting = false
    @exclusivity(unchecked) var text: [UInt8] = []
    /// The line of its start tag.
    @exclusivity(unchecked) var elementLine = 0

    init(_ request: XMLTextsRequest, visit: @escaping (XMLTextsEvent) throws -> XMLVisitAction) {
        self.request = request
        self.visit = visit
        self.path = request.path.map { Array($0.utf8CString) }
    }
}

extension SAXRun {
    /// An element's start, in a read of texts: it either opens one more
    /// element of the path, or is the path's last (reported), or is not
    /// looked at (nor is anything inside it).
    func startText(_ texts: SAXTexts, _ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?, depth: Int, line: Int,
                   attributes: () -> XMLAttributes) {
        // Inside the element being read, `depth` is past the path's end.
        guard depth == texts.matched, depth < texts.path.count, prefix == nil, let localName,
              strcmp(UnsafeRawPointer(localName).assumingMemoryBound(to: CChar.self), texts.path[depth]) == 0 else { return }
        texts.matched += 1
        guard texts.matched == texts.path.count else { return }
        texts.elementDepth = depth
        texts.elementLine = line
        texts.text.removeAll(keepingCapacity: true)
        let start = XMLElementStart(name: texts.request.path[depth], attributes: attributes(), depth: depth, line: line)
        texts.collecting = outcome { try texts.visit(.element(start)) } == .proceed
    }

    /// An element's end, in a read of texts.
    func endText(_ texts: SAXTexts) {
        if let elementDepth = texts.elementDepth {
            guard depth == elementDepth else { return }
            texts.elementDepth = nil
            texts.matched -= 1
            guard texts.collecting else { return }
            texts.collecting = false
            _ = outcome { try texts.visit(.text(String(decoding: texts.text, as: UTF8.self))) }
        } else if depth < texts.matched {
            texts.matched -= 1
        }
    }

    /// Character data, in a read of texts: kept inside an element whose
    /// text the visitor wants, up to the request's limit.
    func collect(_ texts: SAXTexts, _ bytes: UnsafePointer<xmlChar>, _ length: Int) {
        guard texts.collecting else { return }
        guard texts.text.count + length <= texts.request.maximumTextBytes else {
            return fail(texts.request.tooLong(texts.elementLine))
        }
        texts.text.append(contentsOf: UnsafeBufferPointer(start: bytes, count: length))
    }
}
