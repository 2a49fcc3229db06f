@testable import CCPipeBuild
@testable import CCPipeCore
@testable import CCPipeIngest
import Testing

@Suite struct JSONParserTests {
    private func parse(_ text: String) throws -> JSONNode {
        try JSONParser.parse(Array(text.utf8), file: "t.json")
    }

    @Test func keepsMembersInFileOrderWithPositions() throws {
        let root = try parse("{\n  \"name\": \"Afghanistan\",\n  \"dial_code\": \"+93\"\n}")
        guard case .object(let members) = root.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["name", "dial_code"])
        #expect(members[1].keyLocation == SourceLocation(file: "t.json", line: 3, column: 3))
        #expect(members[1].value.location == SourceLocation(file: "t.json", line: 3, column: 16))
        #expect(root.location == SourceLocation(file: "t.json", line: 1, column: 1))
    }

    /// JSONTestSuite's y_string_null_escape and y_object_escaped_null_in_key:
    /// valid JSON, read as JSON; a NUL in a name is the dataset's mistake.
    @Test func readsEscapedNULAsTheDocumentSaysIt() throws {
        let array = try parse(#"["\u0000"]"#)
        #expect(array.elements?.first?.string == "\u{0}")
        let object = try parse(#"{"foo\u0000bar": 42}"#)
        #expect(object.members?.first?.key == "foo\u{0}bar")
    }

    @Test func keepsDuplicateKeys() throws {
        let root = try parse(#"{"code": "AF", "code": "AX"}"#)
        guard case .object(let members) = root.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["code", "code"])
    }

    @Test func keepsNumberLiteralsAsWritten() throws {
        let root = try parse("[93, -0.5e+10, 0, 1E2]")
        guard case .array(let elements) = root.value else { Issue.record("not an array"); return }
        let literals = elements.compactMap { node -> String? in
            if case .number(let text) = node.value { return text }
            return nil
        }
        #expect(literals == ["93", "-0.5e+10", "0", "1E2"])
    }

    @Test(arguments: [
        (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{8}\u{C}\n\r\t"),
        (#""C\u00f4te d\u2019Ivoire""#, "Côte d’Ivoire"),
        (#""\uD83C\uDDE6\uD83C\uDDEB""#, "🇦🇫"),
        (#""Åland""#, "Åland"),
    ])
    func decodesStrings(_ json: String, _ expected: String) throws {
        let node = try parse(json)
        guard case .string(let text) = node.value else { Issue.record("not a string"); return }
        #expect(text == expected)
    }

    @Test func skipsByteOrderMark() throws {
        let root = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8), file: "t.json")
        #expect(root.location == SourceLocation(file: "t.json", line: 1, column: 1))
    }

    @Test func countsCRLFAsOneLineBreak() throws {
        let root = try parse("[\r\n  1,\r\n  \"x\"\r\n]\r\n")
        guard case .array(let elements) = root.value else { Issue.record("not an array"); return }
        #expect(elements[1].location == SourceLocation(file: "t.json", line: 3, column: 3))
    }

    @Test func countsLoneCRAsLineBreak() throws {
        let root = try parse("[\r1]")
        guard case .array(let elements) = root.value else { Issue.record("not an array"); return }
        #expect(elements[0].location == SourceLocation(file: "t.json", line: 2, column: 1))
    }

    @Test func acceptsNestingUpToTheLimit() throws {
        let depth = 512
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        _ = try parse(text)
    }

    @Test func rejectsNestingBeyondTheLimitWithoutRecursing() throws {
        // Far deeper than any call stack would survive if the parser recursed.
        let text = String(repeating: "[", count: 200_000)
        let error = try #require(throws: InputError.self) { try parse(text) }
        #expect(error.message == "nesting deeper than 512 levels")
        #expect(error.location?.column == 513)
    }

    @Test func honoursCustomLimits() throws {
        let limits = JSONParser.Limits(maxDepth: 2, maxBytes: 10)
        #expect(throws: InputError.self) { try JSONParser.parse(Array("[[[]]]".utf8), file: "t", limits: limits) }
        let tooLarge = try #require(throws: InputError.self) {
            try JSONParser.parse(Array("[1,2,3,4,5,6]".utf8), file: "t", limits: limits)
        }
        #expect(tooLarge.message == "document is 13 bytes, larger than the limit of 10 bytes")
        #expect(tooLarge.file == "t")
    }

    @Test func columnsOnLongSingleLineStayExact() throws {
        let entries = (0..<2000).map { "\"K\($0)\":\"é\($0)\"" }.joined(separator: ",")
        let root = try parse("{" + entries + "}")
        guard case .object(let members) = root.value else { Issue.record("not an object"); return }
        // Recompute the expected column of the last key by counting scalars.
        let prefix = "{" + entries.dropLast("\"K1999\":\"é1999\"".count)
        #expect(members.last?.keyLocation.column == prefix.unicodeScalars.count + 1)
    }
}
