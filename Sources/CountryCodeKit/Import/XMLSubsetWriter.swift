import CCPipeBuild
import CCPipeCore
import CCPipeIngest
import Foundation

/// Copies the parts of an XML document a filter keeps, re-indented with tabs,
/// with the license comments before the root. The XML declaration and the
/// DOCTYPE come from a fixed template for the root element, never from the
/// input: an identifier copied from a hostile file could close its quotes and
/// declare entities for tools that expand them. Used by `CLDRTrimmer`, so
/// its output is deterministic for a given input.
///
/// Nothing in another namespace is kept: CLDR's files use none, and an
/// element such as `<xi:include href="file:///etc/passwd"/>` would make a
/// tool that processes XInclude read that file. A prefixed element or
/// attribute, or a namespace declaration, in what it keeps is an error at
/// its line and column.
///
/// What it keeps is held in memory until the root closes, so it is bounded:
/// at most `maximumKeptNodes` elements, texts and comments (a trimmed CLDR
/// 41 file keeps under 2,000).
struct XMLSubsetWriter {
    enum Keep {
        /// The element and everything in it.
        case subtree
        /// The element and its attributes; each child is asked again.
        case element
        case drop
    }

    /// Decides for an element, given the names of its open ancestors (root
    /// first) and the element itself.
    var keep: (_ ancestors: [String], _ element: XMLElementStart) -> Keep
    /// Extra attributes to add to an element, in order, when it lacks them.
    var extraAttributes: (_ element: XMLElementStart) -> [(String, String)] = { _ in [] }
    /// How the input is read; its `rootElement` also names the DOCTYPE.
    var options = XMLReaderOptions(rootElement: "supplementalData")
    var maximumKeptNodes = 50_000

    /// The DOCTYPE CLDR gives each root element; the DTDs are never read.
    static func doctype(forRoot root: String) -> String {
        let dtd = root == "ldml" ? "ldml.dtd" : "ldmlSupplemental.dtd"
        return "<!DOCTYPE \(root) SYSTEM \"../../common/dtd/\(dtd)\">"
    }

    private indirect enum Node {
        case element(XMLElementStart, [Node])
        case text(String)
        case comment(String)
    }

    func write(file path: String) throws -> String {
        var prolog: [String] = ["<?xml version=\"1.0\" encoding=\"UTF-8\" ?>"]
        if let root = options.rootElement { prolog.append(Self.doctype(forRoot: root)) }
        var kept = 0
        func keepOne(line: Int) throws {
            kept += 1
            guard kept <= maximumKeptNodes else {
                throw InputError(ImportMessages.tooManyKeptNodes(maximumKeptNodes), at: SourceLocation(file: path, line: line, column: 1))
            }
        }
        var ancestors: [String] = []
        // Open kept elements with the children collected so far.
        var stack: [(XMLElementStart, [Node])] = []
        var wholeSubtreeDepth: Int? = nil
        var root: Node?
        try XMLReader.read(file: path, options: options) { event in
            switch event {
            case .documentType:
                break
            case .comment(let text, let line):
                // The license header before the root is kept; inside the root only
                // comments within kept subtrees, since the others annotate
                // dropped siblings.
                if stack.isEmpty, root == nil {
                    try keepOne(line: line)
                    prolog.append("<!--\(text)-->")
                } else if wholeSubtreeDepth != nil {
                    try keepOne(line: line)
                    stack[stack.count - 1].1.append(.comment(text))
                }
            case .startElement(let start):
                let decision = wholeSubtreeDepth != nil ? .subtree : keep(ancestors, start)
                if case .drop = decision { return .skipChildren }
                if let foreign = ([start.name] + start.attributeOrder).first(where: Self.isForeign) {
                    throw InputError(ImportMessages.foreignMarkup(foreign),
                                     at: SourceLocation(file: path, line: start.line, column: Self.column(of: foreign, line: start.line, in: path)))
                }
                try keepOne(line: start.line)
                if case .subtree = decision, wholeSubtreeDepth == nil { wholeSubtreeDepth = start.depth }
                ancestors.append(start.name)
                stack.append((start, []))
            case .text(let text, let line):
                if !stack.isEmpty {
                    try keepOne(line: line)
                    stack[stack.count - 1].1.append(.text(text))
                }
            case .endElement(_, let depth):
                ancestors.removeLast()
                let (start, children) = stack.removeLast()
                if wholeSubtreeDepth == depth { wholeSubtreeDepth = nil }
                let node = Node.element(start, children)
                if stack.isEmpty { root = node } else { stack[stack.count - 1].1.append(node) }
            }
            return .proceed
        }
        var lines = prolog
        if let root { render(root, indent: 0, into: &lines) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A name in a namespace (`xi:include`, `xlink:href`) or one declaring
    /// a namespace (`xmlns`).
    static func isForeign(_ name: String) -> Bool {
        name.contains(":") || name == "xmlns"
    }

    /// The column where `name` first appears on `line` of the file at
    /// `path` (the reader gives elements their line only); 1 when it cannot
    /// be found there. Read again only for this error.
    static func column(of name: String, line: Int, in path: String) -> Int {
        guard line > 0, let bytes = try? InputFile.bytes(atPath: path, maxBytes: 64 << 20) else { return 1 }
        let lines = bytes.split(separator: UInt8(ascii: "\n"), maxSplits: line, omittingEmptySubsequences: false)
        guard line <= lines.count, let found = lines[line - 1].firstRange(of: Array(name.utf8)) else { return 1 }
        let start = lines[line - 1].startIndex
        // Columns count characters, as the reader's do.
        let before = lines[line - 1][start..<found.lowerBound]
        let column = String(decoding: before, as: UTF8.self).count + 1
        return before.last == UInt8(ascii: "<") ? column - 1 : column
    }

    private func render(_ node: Node, indent: Int, into lines: inout [String]) {
        let tabs = String(repeating: "\t", count: indent)
        switch node {
        case .comment(let text):
            lines.append(tabs + "<!--\(text)-->")
        case .text(let text):
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if !trimmed.isEmpty { lines.append(tabs + XMLEscaping.text(trimmed)) }
        case .element(let start, let children):
            var open = "<" + start.name
            var names = Set(start.attributeOrder)
            for name in start.attributeOrder {
                open += " \(name)=\"\(XMLEscaping.attribute(start.attributes[name] ?? ""))\""
            }
            for (name, value) in extraAttributes(start) where !names.contains(name) {
                names.insert(name)
                open += " \(name)=\"\(XMLEscaping.attribute(value))\""
            }
            let isTextOnly = children.allSatisfy { if case .text = $0 { true } else { false } }
            let text = children.map { if case .text(let value) = $0 { value } else { "" } }.joined()
            if isTextOnly, text.allSatisfy(\.isWhitespace) {
                lines.append(tabs + open + "/>")
            } else if isTextOnly, !text.contains("\n") {
                // Leaf values (names) are copied exactly, spaces included.
                lines.append(tabs + open + ">" + XMLEscaping.text(text) + "</\(start.name)>")
            } else {
                lines.append(tabs + open + ">")
                for child in children { render(child, indent: indent + 1, into: &lines) }
                lines.append(tabs + "</\(start.name)>")
            }
        }
    }
}
