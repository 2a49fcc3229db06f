import Foundation
import Testing

/// ccpipe's manual, the documentation catalog `Sources/ccpipe/ccpipe.docc`
/// (`.ci/docc` builds it): tests hold its tables, headings and code blocks
/// to the code's own definitions.
enum Manual {
    static let catalog = CommandRunner.root.appendingPathComponent("Sources/ccpipe/ccpipe.docc")

    /// One article, by file name without `.md`.
    static func article(_ name: String) throws -> String {
        try String(contentsOf: catalog.appendingPathComponent(name + ".md"), encoding: .utf8)
    }

    /// An article with every run of white space (line breaks and list
    /// indentation included) written as one space, for finding a sentence
    /// however it is wrapped.
    static func flowing(_ name: String) throws -> String {
        try article(name).replacing(/\s+/, with: " ")
    }

    /// Every article of the catalog, by name.
    static func articles() throws -> [String: String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".md") }
        #expect(names.count > 10, "\(names)")
        return try Dictionary(uniqueKeysWithValues: names.map { name in
            (String(name.dropLast(3)), try String(contentsOf: catalog.appendingPathComponent(name), encoding: .utf8))
        })
    }

    /// The code blocks of a text in the given language, in order, without their fences.
    static func blocks(_ language: String, in text: String) -> [String] {
        text.matches(of: /```(\w*)\n((?:.*\n)*?)```/).filter { $0.output.1 == language }.map { String($0.output.2) }
    }
}
