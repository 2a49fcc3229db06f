import Testing
@testable import CCPipeCore
@testable import CCPipeIngest

/// The guard's reading of what comes before the root element: the XML
/// declaration's encoding, and the runs of a declaration or processing
/// instruction it moves over, with the file's lines and columns.
@Suite("XML declaration")
struct XMLDeclarationTests {
    static let declarations: [(text: String, foreign: String?)] = [
        ("xml version=\"1.0\" encoding=\"UTF-8\" ?", nil),
        ("xml version='1.0' encoding='utf8'?", nil),
        ("xml encoding = \t\"Utf-8\"?", nil),
        ("xml version=\"1.0\" encoding=\"ISO-8859-1\"?", "ISO-8859-1"),
        ("xml version=\"1.0\" encoding=\"UTF-16", "UTF-16"),
        ("xml version=\"1.0\"?", nil),
        ("xml encoding?", nil),
        ("xml encoding=UTF-16?", nil),
        ("pi encoding=\"latin1\"?", nil),
        ("xml version=\"1.0\" encodingencoding=\"x\"?", nil),
        ("xml version=\"1.0\" encoding=\"l\u{E4}tin\"?", "l\u{E4}tin"),
    ]

    @Test(arguments: declarations)
    func aForeignEncodingIsFound(text: String, foreign: String?) {
        let bytes = Array(text.utf8)
        #expect(XMLMarkupGuard.foreignEncoding(bytes) == foreign)
        // Read as bytes or as a String, the same.
        let asText = XMLMarkupGuard.declaredEncoding(bytes).flatMap { ["utf-8", "utf8"].contains($0.lowercased()) ? nil : $0 }
        #expect(asText == foreign)
    }

    private func error(_ text: String) -> InputError? {
        do {
            try XMLReader.read(bytes: Array(text.utf8), file: "t.xml") { _ in .proceed }
            return nil
        } catch {
            return error as? InputError
        }
    }

    @Test func aDoctypeEndsAtItsOwnAngleBracketNotOneInAQuotedPart() throws {
        #expect(error("<!DOCTYPE r SYSTEM \"a>[b.dtd\">\n<r/>") == nil)
        let refused = try #require(error("<!DOCTYPE r SYSTEM\n  '\u{E9}>.dtd'>\n<r>&e;</r>"))
        #expect(refused.location == SourceLocation(file: "t.xml", line: 3, column: 4))
        let subset = try #require(error("\n<!DOCTYPE r SYSTEM \"x>.dtd\"\n [\n<!ELEMENT r ANY>]>\n<r/>"))
        #expect(subset.location == SourceLocation(file: "t.xml", line: 2, column: 1))
        #expect(subset.message.contains("internal DTD subset"))
    }

    @Test func aProcessingInstructionEndsAtQuestionMarkAndAngleBracket() throws {
        let refused = try #require(error("<?xml version=\"1.0\"?>\n<?pi a>b\n\u{E9}?>\n<r>&e;</r>"))
        #expect(refused.location == SourceLocation(file: "t.xml", line: 4, column: 4))
        #expect(refused.message == "expected no entity references, found \"&e;\"")
    }

    @Test(arguments: [("<r><![CDATA[<&e;>]]>&e;</r>", 21), ("<r><!--&e;-->&e;</r>", 14), ("<r><!-- -x- -->&e;</r>", 16)])
    func aCommentOrCDATASectionIsToldByTheBytesAfterItsBang(text: String, column: Int) throws {
        let refused = try #require(error(text))
        #expect(refused.location == SourceLocation(file: "t.xml", line: 1, column: column))
        #expect(refused.message == "expected no entity references, found \"&e;\"")
    }

    @Test func theEncodingIsReadFromALongDeclaration() throws {
        let padding = String(repeating: " ", count: 300)
        let refused = try #require(error("<?xml version=\"1.0\"\(padding)encoding=\"ISO-8859-1\"?>\n<r/>"))
        #expect(refused.message == "expected XML in UTF-8, found \"ISO-8859-1\"")
        #expect(refused.location == SourceLocation(file: "t.xml", line: 1, column: 1))
        // Past the 512 bytes kept, the encoding is not looked at (libxml2 reads it).
        let beyond = String(repeating: " ", count: 600)
        #expect(error("<?xml version=\"1.0\"\(beyond)encoding=\"UTF-8\"?>\n<r/>") == nil)
    }
}
