/// Every message the JSON parser reports, in one place so their wording stays
/// consistent: lowercase, the offending text in quotes, no trailing period.
/// What they quote of the input goes through `InputExcerpt`.
enum JSONSyntaxMessage {
    static func tooLarge(_ size: Int, limit: Int) -> String {
        "document is \(size) bytes, larger than the limit of \(limit) bytes"
    }
    static func tooDeep(_ limit: Int) -> String { "nesting deeper than \(limit) levels" }
    static func tooManyElements(_ limit: Int, inObject: Bool) -> String {
        "expected at most \(limit) \(inObject ? "members in one object" : "elements in one array"), found more"
    }
    static func tooManyValues(_ limit: Int) -> String { "expected at most \(limit) values in the document, found more" }

    static func expected(_ what: String, found: String) -> String { "expected \(what), found \(found)" }
    static let afterArrayElement = "',' or ']' after array element"
    static let afterObjectMember = "',' or '}' after object member"
    static let keyOrClose = "a string key or '}' after '{'"
    static let keyAfterComma = "a string key after ','"
    static let colonAfterKey = "':' after object key"
    static let value = "a value"

    static let endOfFile = "end of file"
    static func trailingComma(before closer: Character) -> String { "trailing comma before '\(closer)'" }
    static let textAfterDocument = "unexpected text after the JSON document"
    static let textAfterDocumentIgnored = "unexpected text after the JSON document; it is not read"
    static let missingComma = "missing ',' between two values"
    static let byteOrderMark = "the file starts with a UTF-8 byte order mark, which RFC 8259 forbids in JSON sent between systems"
    static let unterminatedComment = "a '/*' comment is never closed"
    static let unquotedKey = "object keys must be strings in double quotes"
    static let singleQuotedString = "strings must be in double quotes"
    static let escapedSingleQuote = "'\\\'' is not a JSON escape; a single quote needs none"

    /// A word where a value was expected (`NaN`, `undefined`, or the first
    /// word of a file that is not JSON at all); one longer than
    /// `InputExcerpt.maxWordBytes` is described, not quoted.
    static func invalidLiteral<Word: Collection<UInt8>>(_ word: Word) -> String {
        let found = word.count <= InputExcerpt.maxWordBytes ? "'\(InputExcerpt.text(word))'" : "(a word of \(word.count) bytes)"
        return "invalid literal \(found): expected a string, a number, an object, an array, true, false or null"
    }
    static let comment = "comments are not allowed in JSON"
    static let singleQuote = "strings must be in double quotes"
    static let digitAfterMinus = "expected a digit after '-'"
    static let digitAfterPoint = "expected a digit after '.'"
    static let digitInExponent = "expected a digit in the exponent"
    static let leadingZero = "leading zeros are not allowed in numbers"

    static let endOfFileInString = "unexpected end of file inside a string"
    static let lineBreakInString = "unescaped line break inside a string"
    static func controlCharacter(_ byte: UInt8) -> String {
        "unescaped control character \(scalarName(UInt32(byte))) inside a string"
    }
    static func invalidEscape<Bytes: Collection<UInt8>>(_ character: Bytes) -> String {
        "invalid escape '\\\(InputExcerpt.text(character))': expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u"
    }
    static let hexDigits = "expected 4 hex digits after '\\u'"
    static func loneSurrogate(_ unit: UInt16) -> String {
        "lone surrogate '\\u\(hex4(unit))' in a string"
    }
    static func invalidUTF8(_ byte: UInt8) -> String {
        "invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    static func scalarName(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    static func hex4(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
