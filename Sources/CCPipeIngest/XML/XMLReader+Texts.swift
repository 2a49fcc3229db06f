import CCPipeModel
import CLibXML2
import Foundation

/// What `XMLReader.readTexts` hands its visitor, in document order.
package enum XMLTextsEvent: Sendable, Equatable {
    /// The start of an element at the request's path. The visitor answers
    /// `.proceed` to have its text, `.skipChildren` not to, `.stop` to end.
    case element(XMLElementStart)
    /// At its end, the text of the element just reported (that of the
    /// elements inside it included, in order), when the visitor asked for it.
    case text(String)
}

/// The elements whose texts a read wants, and how long one may be.
package struct XMLTextsRequest: Sendable {
    /// Element names from the root down: the texts are those of the
    /// elements named by the last, inside elements named by the others.
    package var path: [String]
    /// A text longer than this (in UTF-8 bytes) ends the read with the
    /// error `tooLong` makes of the line of its element's start tag.
    package var maximumTextBytes: Int
    package var tooLong: @Sendable (_ line: Int) -> any Error

    package init(path: [String], maximumTextBytes: Int, tooLong: @escaping @Sendable (_ line: Int) -> any Error) {
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
    /// With `following`, the element it names is read after the cut
    /// (`XMLFollowingRequest`).
    @discardableResult
    package static func readTexts(file path: String, options: XMLReaderOptions = .default, request: XMLTextsRequest,
                                 following: XMLFollowingRequest? = nil,
                                 visit: (XMLTextsEvent) throws -> XMLVisitAction) throws -> XMLReadExtent? {
        try withoutActuallyEscaping(visit) { try read(file: path, options: options, consumer: .texts(request, $0), following: following) }
    }

    /// `file` names the input in errors; nothing is read from it.
    package static func readTexts(bytes: [UInt8], file: String, options: XMLReaderOptions = .default, request: XMLTextsRequest,
                                 following: XMLFollowingRequest? = nil,
                                 visit: (XMLTextsEvent) throws -> XMLVisitAction) throws {
        try withoutActuallyEscaping(visit) { try read(bytes: bytes, file: file, options: options, consumer: .texts(request, $0), following: following) }
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
    /// For the elements the guard took: the storage of the last one's
    /// attributes, used again, and their names made into Strings.
    @exclusivity(unchecked) var attributeList: [XMLAttributes.Attribute] = []
    @exclusivity(unchecked) var attributeNames: [(bytes: [UInt8], name: String)] = []

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

extension SAXRun {
    /// Reports the elements the guard took (`XMLTakenTexts`) that come
    /// before `position` (all of them when nil), as `startText`, `collect`
    /// and `endText` would have. Called where libxml2 reports an element
    /// (with where it is: the guard reads ahead, so the elements it took
    /// may come later), at the end, and before an error is thrown (an
    /// error they make comes first).
    func reportTaken(before position: (line: Int, column: Int)? = nil) {
        guard let texts, let taken = source.taken else { return }
        let depth = texts.path.count - 1
        let name = texts.request.path[depth]
        while failure == nil, !stopped, let first = taken.first {
            if let position, (first.line, first.column) >= position { return }
            let element = taken.removeFirst()!
            do {
                // The visitor has let go of the last element's attributes
                // by now (unless it kept them): their storage is used again,
                // each written over in place (emptying it costs more).
                var count = 0
                for span in stride(from: element.attributes.lowerBound, to: element.attributes.upperBound, by: 4) {
                    let name = attributeName(texts, taken, taken.spans[span]..<taken.spans[span + 1])
                    let attribute = XMLAttributes.Attribute(name: name, value: taken.string(taken.spans[span + 2]..<taken.spans[span + 3]))
                    if count < texts.attributeList.count {
                        texts.attributeList[count] = attribute
                    } else {
                        texts.attributeList.append(attribute)
                    }
                    count += 1
                }
                while texts.attributeList.count > count { texts.attributeList.removeLast() }
                let start = XMLElementStart(name: name, attributes: XMLAttributes(texts.attributeList), depth: depth, line: element.line)
                switch try texts.visit(.element(start)) {
                case .proceed: break
                case .skipChildren: continue
                case .stop:
                    stop()
                    return
                }
                // Counted as libxml2 hands it over, references replaced.
                let text = taken.text(of: element)
                guard text.utf8.count <= texts.request.maximumTextBytes else { return fail(texts.request.tooLong(element.line)) }
                if case .stop = try texts.visit(.text(text)) {
                    stop()
                    return
                }
            } catch {
                return fail(error)
            }
        }
    }

    /// An attribute's name: the few an element has (`type`, `alt`,
    /// `draft`) are made into Strings once.
    private func attributeName(_ texts: SAXTexts, _ taken: XMLTakenTexts, _ range: Range<Int>) -> String {
        let name = UnsafeBufferPointer(rebasing: taken.bytes[range])
        if let known = texts.attributeNames.first(where: { $0.bytes.elementsEqual(name) }) { return known.name }
        let made = String(decoding: name, as: UTF8.self)
        if texts.attributeNames.count < 16 { texts.attributeNames.append((Array(name), made)) }
        return made
    }
}
