@testable import CCPipeCore
@testable import CCPipeIngest
import Testing

/// One malformed document and exactly where and how the parser must reject it.
struct MalformedJSON: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    var line: Int
    var column: Int
    var message: String

    init(_ name: String, _ text: String, _ line: Int, _ column: Int, _ message: String) {
        self.init(name, Array(text.utf8), line, column, message)
    }

    init(_ name: String, _ bytes: [UInt8], _ line: Int, _ column: Int, _ message: String) {
        self.name = name
        self.bytes = bytes
        self.line = line
        self.column = column
        self.message = message
    }

    var testDescription: String { name }
}

@Suite struct JSONParserErrorTests {
    static let cases: [MalformedJSON] = [
        MalformedJSON("empty document", "", 1, 1, "expected a value, found end of file"),
        MalformedJSON("only whitespace", "  \n ", 2, 2, "expected a value, found end of file"),
        MalformedJSON("trailing comma in array", "[1,2,]", 1, 5, "trailing comma before ']'"),
        MalformedJSON("trailing comma in object", "{\n  \"a\": 1,\n}", 2, 9, "trailing comma before '}'"),
        MalformedJSON("missing comma in array", "[1 2]", 1, 4, "expected ',' or ']' after array element, found '2'"),
        MalformedJSON("missing comma in object", "{\"a\": 1 \"b\": 2}", 1, 9, "expected ',' or '}' after object member, found '\"'"),
        MalformedJSON("missing colon", "{\"a\" 1}", 1, 6, "expected ':' after object key, found '1'"),
        MalformedJSON("unquoted key", "{a: 1}", 1, 2, "expected a string key or '}' after '{', found 'a'"),
        MalformedJSON("key missing after comma", "{\"a\": 1, 2}", 1, 10, "expected a string key after ',', found '2'"),
        MalformedJSON("single-quoted string", "['AF']", 1, 2, "strings must be in double quotes"),
        MalformedJSON("text after document", "[1]\n]", 2, 1, "unexpected text after the JSON document"),
        MalformedJSON("second document", "{} {}", 1, 4, "unexpected text after the JSON document"),
        MalformedJSON("truncated array", "[1,\n 2", 2, 3, "expected ',' or ']' after array element, found end of file"),
        MalformedJSON("truncated object", "{\"a\":", 1, 6, "expected a value, found end of file"),
        MalformedJSON("truncated string", "[\"Afghan", 1, 2, "unexpected end of file inside a string"),
        MalformedJSON("truncated escape", "[\"a\\", 1, 2, "unexpected end of file inside a string"),
        MalformedJSON("line comment", "[1, // two\n 2]", 1, 5, "comments are not allowed in JSON"),
        MalformedJSON("block comment", "/* x */ []", 1, 1, "comments are not allowed in JSON"),
        MalformedJSON("NaN", "[NaN]", 1, 2, "invalid literal 'NaN': expected a string, a number, an object, an array, true, false or null"),
        MalformedJSON("Infinity", "[-Infinity]", 1, 3, "expected a digit after '-'"),
        MalformedJSON("capitalised literal", "[True]", 1, 2, "invalid literal 'True': expected a string, a number, an object, an array, true, false or null"),
        MalformedJSON("truncated literal", "[nul]", 1, 2, "invalid literal 'nul': expected a string, a number, an object, an array, true, false or null"),
        MalformedJSON("leading zero", "[0093]", 1, 2, "leading zeros are not allowed in numbers"),
        MalformedJSON("leading plus", "[+93]", 1, 2, "expected a value, found '+'"),
        MalformedJSON("bare decimal point", "[1.]", 1, 4, "expected a digit after '.'"),
        MalformedJSON("empty exponent", "[1e]", 1, 4, "expected a digit in the exponent"),
        MalformedJSON("invalid escape", "[\"a\\q\"]", 1, 4, "invalid escape '\\q': expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u"),
        MalformedJSON("short unicode escape", "[\"\\u12\"]", 1, 3, "expected 4 hex digits after '\\u'"),
        MalformedJSON("lone high surrogate", "[\"\\uD83D\"]", 1, 3, "lone surrogate '\\uD83D' in a string"),
        MalformedJSON("high surrogate then letter", "[\"\\uD83Dx\"]", 1, 3, "lone surrogate '\\uD83D' in a string"),
        MalformedJSON("lone low surrogate", "[\"ab\\uDE00\"]", 1, 5, "lone surrogate '\\uDE00' in a string"),
        MalformedJSON("raw tab in string", "[\"a\tb\"]", 1, 4, "unescaped control character U+0009 inside a string"),
        MalformedJSON("raw line break in string", "[\"a\nb\"]", 1, 4, "unescaped line break inside a string"),
        MalformedJSON("Latin-1 byte in string", [0x5B, 0x22, 0x43, 0xF4, 0x74, 0x65, 0x22, 0x5D], 1, 4, "invalid UTF-8 byte 0xF4"),
        MalformedJSON("truncated UTF-8 sequence", [0x5B, 0x22, 0xC3, 0x22, 0x5D], 1, 3, "invalid UTF-8 byte 0xC3"),
        MalformedJSON("overlong UTF-8", [0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D], 1, 3, "invalid UTF-8 byte 0xC0"),
        MalformedJSON("UTF-8 surrogate", [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], 1, 3, "invalid UTF-8 byte 0xED"),
        MalformedJSON("invalid UTF-8 between values", [0x5B, 0x31, 0xFF, 0x5D], 1, 3, "invalid UTF-8 byte 0xFF"),
        MalformedJSON("column counts scalars", "{\"Åland\": \"é\" x}", 1, 15, "expected ',' or '}' after object member, found 'x'"),
        MalformedJSON("CRLF counted once", "[\r\n1,\r\n,]", 3, 1, "expected a value, found ','"),
        MalformedJSON("BOM not counted as a column", [0xEF, 0xBB, 0xBF, 0x5B, 0x5D, 0x5D], 1, 3, "unexpected text after the JSON document"),
        MalformedJSON("second BOM", [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF, 0x5B, 0x5D], 1, 1, "expected a value, found U+FEFF"),
    ]

    @Test(arguments: cases)
    func rejectsWithPosition(_ input: MalformedJSON) throws {
        let error = try #require(throws: InputError.self) {
            try JSONParser.parse(input.bytes, file: "t.json")
        }
        #expect(error.message == input.message)
        #expect(error.location == SourceLocation(file: "t.json", line: input.line, column: input.column))
    }
}
