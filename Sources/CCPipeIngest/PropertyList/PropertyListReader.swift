import CCPipeCore
import CCPipeModel

/// An XML property list as the tree the JSON reader produces: `<dict>` is an
/// object (its `<key>`s are member keys), `<array>` an array, `<string>`,
/// `<date>` and `<data>` strings, `<integer>` and `<real>` numbers,
/// `<true/>` and `<false/>` booleans. Each value is located at its start
/// tag, which is what `fix` rewrites.
///
/// Parsed by `XMLReader` with its hardening: the Apple DOCTYPE names an
/// external DTD that is never loaded, entities are refused, and a document
/// with an internal subset is rejected.
enum PropertyListReader {
    /// The tree, and the texts (keys, strings, numbers) longer than
    /// `limits.maxStringBytes`, kept as excerpts as the JSON reader keeps them.
    struct Read {
        var root: JSONNode
        var oversized: [SourceLocation: OversizedText]
    }

    static func read(_ bytes: [UInt8], file: String, limits: JSONParser.Limits) throws -> Read {
        guard !DatasetFormatDetector.isBlank(bytes) else {
            throw InputError(PropertyListMessage.emptyFile, at: SourceLocation(file: file, line: 1, column: 1))
        }
        let locations = XMLElementPositions.locations(of: XMLElementPositions.offsets(in: bytes), in: bytes, file: file)
        var builder = PropertyListTreeBuilder(file: file, locations: locations, maxTextBytes: limits.maxStringBytes)
        let options = XMLReaderOptions(maximumFileSize: limits.maxBytes)
        try XMLReader.read(bytes: bytes, file: file, options: options) { event in
            try builder.take(event)
            return .proceed
        }
        guard let root = builder.root else {
            throw InputError(PropertyListMessage.emptyPlist, at: SourceLocation(file: file, line: 1, column: 1))
        }
        return Read(root: root, oversized: builder.oversized)
    }
}

/// Builds the tree from reader events with an explicit stack, so nesting
/// costs heap, not call stack (depth is bounded by `XMLReaderOptions`).
struct PropertyListTreeBuilder {
    let file: String
    /// From `XMLElementPositions`; one per start tag.
    let locations: [SourceLocation]
    let maxTextBytes: Int
    private var elementCount = 0
    private var stack: [Frame] = []
    private(set) var root: JSONNode?
    private(set) var oversized: [SourceLocation: OversizedText] = [:]

    init(file: String, locations: [SourceLocation], maxTextBytes: Int = .max) {
        self.file = file
        self.locations = locations
        self.maxTextBytes = maxTextBytes
    }

    private static let textElements: Set<String> = ["key", "string", "integer", "real", "date", "data"]
    private static let valueElements: Set<String> = textElements.union(["dict", "array", "true", "false"]).subtracting(["key"])

    private struct Frame {
        var name: String
        var location: SourceLocation
        var members: [JSONMember] = []
        var elements: [JSONNode] = []
        var pendingKey: (text: String, location: SourceLocation)?
        var text = ""
        /// The text's length; past `maxTextBytes` no more of it is kept.
        var textBytes = 0
    }

    mutating func take(_ event: XMLEvent) throws {
        switch event {
        case .startElement(let start):
            try open(start)
        case .text(let text, let line):
            if let top = stack.indices.last, Self.textElements.contains(stack[top].name) {
                if stack[top].textBytes <= maxTextBytes { stack[top].text += text }
                stack[top].textBytes += text.utf8.count
            } else if !text.unicodeScalars.allSatisfy({ $0.properties.isWhitespace }) {
                throw InputError(PropertyListMessage.text(text.trimmingWhitespace), at: SourceLocation(file: file, line: line, column: 1))
            }
        case .endElement:
            try close()
        case .documentType, .comment:
            break
        }
    }

    private mutating func open(_ start: XMLElementStart) throws {
        let location = elementCount < locations.count && locations[elementCount].line == start.line
            ? locations[elementCount] : SourceLocation(file: file, line: start.line, column: 1)
        elementCount += 1
        guard let parent = stack.last else {
            guard start.name == "plist" else { throw InputError(PropertyListMessage.root(start.name), at: location) }
            stack.append(Frame(name: "plist", location: location))
            return
        }
        guard start.name == "key" || Self.valueElements.contains(start.name) else {
            throw InputError(PropertyListMessage.unknownElement(start.name), at: location)
        }
        switch parent.name {
        case "dict":
            if parent.pendingKey == nil, start.name != "key" { throw InputError(PropertyListMessage.keyExpected(start.name), at: location) }
            if let key = parent.pendingKey, start.name == "key" {
                throw InputError(PropertyListMessage.valueExpected(after: key.text, found: "<key>"), at: location)
            }
        case "array":
            if start.name == "key" { throw InputError(PropertyListMessage.unknownElement(start.name), at: location) }
        case "plist":
            if start.name == "key" { throw InputError(PropertyListMessage.unknownElement(start.name), at: location) }
            if root != nil { throw InputError(PropertyListMessage.secondValue(start.name), at: location) }
        default:
            throw InputError(PropertyListMessage.elementInside(start.name, parent: parent.name), at: location)
        }
        stack.append(Frame(name: start.name, location: location))
    }

    private mutating func close() throws {
        var frame = stack.removeLast()
        if frame.textBytes > maxTextBytes {
            var text = OversizedText(of: Array(frame.text.utf8), isKey: frame.name == "key")
            text.bytes = frame.textBytes
            oversized[frame.location] = text
            frame.text = text.excerpt
        }
        if let key = frame.pendingKey {
            throw InputError(PropertyListMessage.valueExpected(after: key.text, found: "</dict>"), at: key.location)
        }
        let value: JSONValue
        switch frame.name {
        case "plist": return
        case "key":
            stack[stack.count - 1].pendingKey = (frame.text, frame.location)
            return
        case "dict": value = .object(frame.members)
        case "array": value = .array(frame.elements)
        case "integer", "real": value = .number(frame.text.trimmingWhitespace)
        case "true": value = .bool(true)
        case "false": value = .bool(false)
        default: value = .string(frame.text)
        }
        let node = JSONNode(value: value, location: frame.location)
        let parent = stack.count - 1
        switch stack[parent].name {
        case "dict":
            let key = stack[parent].pendingKey!
            stack[parent].members.append(JSONMember(key: key.text, keyLocation: key.location, value: node))
            stack[parent].pendingKey = nil
        case "array":
            stack[parent].elements.append(node)
        default:
            root = node
        }
    }
}
