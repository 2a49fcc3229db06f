import CCPipeCore
import CCPipeModel

/// The parser's state over one document's bytes. It keeps its own stack of
/// open containers instead of recursing, so depth costs heap, not call stack.
struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The document's first position; every location shares its path.
    let origin: SourceLocation
    let limits: JSONParser.Limits
    var offset = 0
    var line = 1
    /// Where the current line starts; columns are counted from here.
    var lineStart = 0
    /// A known column on the current line. Locations are asked for in file
    /// order, so counting on from here keeps a one-line 1 MB document linear.
    var cursorOffset = 0
    var cursorColumn = 1
    /// Reused buffer for strings that contain escapes.
    var scratch: [UInt8] = []
    /// Read past the almost-JSON people write (comments, trailing commas,
    /// single quotes, unquoted keys, a missing comma, text after the
    /// document, a byte order mark), recording each in `issues`, instead of
    /// stopping at the first.
    let recovering: Bool
    var issues: [JSONSyntaxIssue] = []
    /// Strings, numbers and keys longer than `limits.maxStringBytes`, in any
    /// syntax, kept as an excerpt: where each starts, and its length.
    var oversized: [SourceLocation: OversizedText] = [:]
    /// When set, each element of a top-level array is handed here as soon
    /// as it is complete instead of being kept in the tree, which then ends
    /// as an empty array: a reader that turns elements into records never
    /// holds the whole document's tree.
    var takeRootElement: ((JSONNode) -> Void)?
    /// When set, each member of a top-level object is handed here as soon
    /// as it is complete; it stays in the tree only when this returns true.
    /// A reader can survey a keyed object of a million members, then read
    /// it again member by member, without ever holding its tree.
    var takeRootMember: ((JSONMember) -> Bool)?

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, limits: JSONParser.Limits, recovering: Bool = false) {
        self.bytes = bytes
        self.origin = SourceLocation(file: file, line: 1, column: 1)
        self.limits = limits
        self.recovering = recovering
    }

    /// A problem the scanner reads past when recovering, and stops at otherwise.
    mutating func recoverable(_ message: String, at position: Int, repair: ByteEdit?) throws {
        let here = location(at: position)
        guard recovering else { throw InputError(message, at: here) }
        issues.append(JSONSyntaxIssue(message: message, location: here, repair: repair))
    }

    /// The values the tree holds now (`Limits.maxValues`).
    private var heldValues = 0

    /// An open `[` or `{` with what it has collected so far.
    private struct OpenContainer {
        var isObject: Bool
        var location: SourceLocation
        var elements: [JSONNode] = []
        var members: [JSONMember] = []
        var pendingKey = ""
        var pendingKeyLocation: SourceLocation
        /// Its values, handed on or kept (`Limits.maxElements`).
        var count = 0
        /// The values below it, at every depth, that the tree holds.
        var below = 0

        func closed() -> JSONNode {
            JSONNode(value: isObject ? .object(members) : .array(elements), location: location)
        }
    }

    mutating func parseDocument() throws -> JSONNode {
        // Strict readers (configuration, references) skip a BOM as before.
        if skipByteOrderMark(), recovering {
            issues.append(JSONSyntaxIssue(message: JSONSyntaxMessage.byteOrderMark, location: origin,
                                          repair: ByteEdit(range: 0..<3, replacement: [])))
        }
        var open: [OpenContainer] = []
        var completed: JSONNode
        // The values `completed` is, itself and those below it.
        var completedValues = 1
        // Where the last complete value ends: a missing comma goes there.
        var valueEnd = offset

        nextValue: while true {
            skipWhitespace()
            guard offset < bytes.count else { throw unexpected(expected: JSONSyntaxMessage.value) }
            let start = location(at: offset)
            switch bytes[offset] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard open.count < limits.maxDepth else {
                    throw InputError(JSONSyntaxMessage.tooDeep(limits.maxDepth), at: start)
                }
                let isObject = bytes[offset] == UInt8(ascii: "{")
                let closer = UInt8(ascii: isObject ? "}" : "]")
                offset += 1
                skipWhitespace()
                if offset < bytes.count, bytes[offset] == closer {
                    offset += 1
                    completed = JSONNode(value: isObject ? .object([]) : .array([]), location: start)
                } else {
                    var container = OpenContainer(isObject: isObject, location: start, pendingKeyLocation: start)
                    if isObject {
                        (container.pendingKey, container.pendingKeyLocation) = try parseKey(expected: JSONSyntaxMessage.keyOrClose)
                    }
                    open.append(container)
                    continue nextValue
                }
            case UInt8(ascii: "\""):
                completed = JSONNode(value: .string(try parseString()), location: start)
            case UInt8(ascii: "'") where recovering:
                completed = JSONNode(value: .string(try parseSingleQuotedString()), location: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                completed = JSONNode(value: .number(try parseNumber()), location: start)
            default:
                completed = JSONNode(value: try parseLiteral(), location: start)
            }
            completedValues = 1
            valueEnd = offset

            // A value is complete: hand it to the innermost open container and
            // close containers for as long as their closing bracket follows.
            while !open.isEmpty {
                let top = open.count - 1
                try count(completedValues, into: &open[top], at: completed.location)
                if open[top].isObject {
                    let member = JSONMember(key: open[top].pendingKey, keyLocation: open[top].pendingKeyLocation, value: completed)
                    if top == 0, let takeRootMember, !takeRootMember(member) {
                        // Handed on and let go: the tree no longer holds its values.
                        heldValues -= completedValues
                        open[top].below -= completedValues
                    } else {
                        open[top].members.append(member)
                    }
                } else if top == 0, let takeRootElement {
                    // Handed on: the tree no longer holds its values.
                    heldValues -= completedValues
                    open[top].below -= completedValues
                    takeRootElement(completed)
                } else {
                    open[top].elements.append(completed)
                }
                skipWhitespace()
                let closer = UInt8(ascii: open[top].isObject ? "}" : "]")
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: ",") || bytes[offset] == closer else {
                    // `}\n  {` between records: the comma is all that is missing.
                    if recovering, offset < bytes.count, startsValueOrKey(bytes[offset], inObject: open[top].isObject) {
                        try recoverable(JSONSyntaxMessage.missingComma, at: offset,
                                        repair: ByteEdit(range: valueEnd..<valueEnd, replacement: Array(",".utf8)))
                        if open[top].isObject {
                            (open[top].pendingKey, open[top].pendingKeyLocation) = try parseKey(expected: JSONSyntaxMessage.keyAfterComma)
                        }
                        continue nextValue
                    }
                    throw unexpected(expected: open[top].isObject ? JSONSyntaxMessage.afterObjectMember : JSONSyntaxMessage.afterArrayElement)
                }
                if bytes[offset] == closer {
                    offset += 1
                    let closed = open.removeLast()
                    (completed, completedValues) = (closed.closed(), closed.below + 1)
                    valueEnd = offset
                    continue
                }
                // Located before skipping on: the closer may be lines further down.
                let comma = offset
                let commaLocation = location(at: offset)
                offset += 1
                skipWhitespace()
                if offset < bytes.count, bytes[offset] == closer {
                    guard recovering else {
                        throw InputError(JSONSyntaxMessage.trailingComma(before: open[top].isObject ? "}" : "]"), at: commaLocation)
                    }
                    issues.append(JSONSyntaxIssue(message: JSONSyntaxMessage.trailingComma(before: open[top].isObject ? "}" : "]"),
                                                  location: commaLocation, repair: ByteEdit(range: comma..<comma + 1, replacement: [])))
                    offset += 1
                    let closed = open.removeLast()
                    (completed, completedValues) = (closed.closed(), closed.below + 1)
                    valueEnd = offset
                    continue
                }
                if open[top].isObject {
                    (open[top].pendingKey, open[top].pendingKeyLocation) = try parseKey(expected: JSONSyntaxMessage.keyAfterComma)
                }
                continue nextValue
            }

            skipWhitespace()
            guard offset == bytes.count else {
                if let problem = invalidUTF8Error(at: offset) { throw problem }
                // A second document or a pasted fragment: the first document is whole.
                try recoverable(recovering ? JSONSyntaxMessage.textAfterDocumentIgnored : JSONSyntaxMessage.textAfterDocument,
                                at: offset, repair: nil)
                return completed
            }
            return completed
        }
    }

    /// Counts a value of `values` (itself and those below it) into the
    /// open container it goes to, against `maxElements` and `maxValues`.
    private mutating func count(_ values: Int, into container: inout OpenContainer, at start: SourceLocation) throws {
        container.count += 1
        guard container.count <= limits.maxElements else {
            throw InputError(JSONSyntaxMessage.tooManyElements(limits.maxElements, inObject: container.isObject), at: start)
        }
        container.below += values
        // The values below it were counted as they went into it.
        heldValues += 1
        guard heldValues <= limits.maxValues else { throw InputError(JSONSyntaxMessage.tooManyValues(limits.maxValues), at: start) }
    }

    /// Reads `"key"` and the `:` after it; leaves the offset at the value.
    /// Recovering, `'key'` and `key` are read too.
    private mutating func parseKey(expected: String) throws -> (String, SourceLocation) {
        skipWhitespace()
        let keyLocation = location(at: offset)
        let key: String
        if recovering, offset < bytes.count, bytes[offset] == UInt8(ascii: "'") {
            key = try parseSingleQuotedString(isKey: true)
        } else if recovering, offset < bytes.count, isIdentifierStart(bytes[offset]) {
            key = try parseUnquotedKey()
        } else {
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw unexpected(expected: expected) }
            key = try parseString(isKey: true)
        }
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
            throw unexpected(expected: JSONSyntaxMessage.colonAfterKey)
        }
        offset += 1
        return (key, keyLocation)
    }

    // MARK: Positions

    /// Skips a leading UTF-8 byte order mark; true when there was one.
    private mutating func skipByteOrderMark() -> Bool {
        guard bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF else { return false }
        offset = 3
        lineStart = 3
        cursorOffset = 3
        return true
    }

    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                offset += 1
            case UInt8(ascii: "\n"):
                offset += 1
                startLine()
            case UInt8(ascii: "\r"):
                offset += 1
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "\n") { offset += 1 }
                startLine()
            case UInt8(ascii: "/") where recovering && offset + 1 < bytes.count
                && (bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*")):
                skipComment()
            default:
                return
            }
        }
    }

    mutating func startLine() {
        line += 1
        lineStart = offset
        cursorOffset = offset
        cursorColumn = 1
    }

    /// The location of a byte on the current line; columns count Unicode
    /// scalars, that is every byte that is not a UTF-8 continuation byte.
    mutating func location(at target: Int) -> SourceLocation {
        if target < cursorOffset {
            cursorOffset = lineStart
            cursorColumn = 1
        }
        var column = cursorColumn
        var index = cursorOffset
        while index < target {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        cursorOffset = target
        cursorColumn = column
        return origin.at(line: line, column: column)
    }

    /// "expected X, found Y" at the current offset; an invalid UTF-8 byte there
    /// is reported as such, since that is the real problem.
    mutating func unexpected(expected: String) -> InputError {
        let here = location(at: offset)
        guard offset < bytes.count else {
            return InputError(JSONSyntaxMessage.expected(expected, found: JSONSyntaxMessage.endOfFile), at: here)
        }
        if let problem = invalidUTF8Error(at: offset) { return problem }
        let byte = bytes[offset]
        if byte == UInt8(ascii: "/") { return InputError(JSONSyntaxMessage.comment, at: here) }
        if byte == UInt8(ascii: "'") { return InputError(JSONSyntaxMessage.singleQuote, at: here) }
        return InputError(JSONSyntaxMessage.expected(expected, found: describeCharacter(at: offset)), at: here)
    }

    /// The character at a valid offset, quoted, or its code point when it is
    /// invisible (a control, format or separator character, as reports escape them).
    func describeCharacter(at index: Int) -> String {
        let length = utf8SequenceLength(at: index) ?? 1
        let character = UnsafeBufferPointer(rebasing: bytes[index..<index + length])
        if let scalar = String(decoding: character, as: UTF8.self).unicodeScalars.first, scalar.isInvisibleInReport {
            return JSONSyntaxMessage.scalarName(scalar.value)
        }
        return "'\(InputExcerpt.text(character))'"
    }
}
