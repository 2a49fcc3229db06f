/// Messages of XML input errors, in one place so they read alike. Names,
/// encodings and libxml2's words about the file are quoted through
/// `InputExcerpt`: the file may be anything a path names.
package enum XMLMessages {
    static let empty = "expected an XML document, found an empty file"
    static let cannotOpen = "cannot read the file"
    static let cannotStart = "cannot start the XML reader"
    static let malformed = "expected well-formed XML"
    static let internalSubset = "expected no internal DTD subset (<!DOCTYPE … [ … ]>), found one"

    static func tooLarge(_ size: Int, limit: Int) -> String {
        "expected at most \(limit) bytes of XML, found \(size)"
    }

    static func tooDeep(_ limit: Int) -> String {
        "expected elements nested at most \(limit) deep"
    }

    static func entityReference(_ name: String) -> String {
        "expected no entity references, found \"&\(InputExcerpt.text(name));\""
    }

    static func entityDeclaration(_ name: String) -> String {
        "expected no entity declarations, found \(InputExcerpt.quoted(name))"
    }

    static let endsBeforeRoot = "expected a root element before the end of the file (is it truncated?)"
    static let notXMLStart = "expected XML in UTF-8, starting with \"<\""
    static let parameterEntityReference = "expected no parameter entity references (%name;) in the DTD subset"
    static let entityDeclarationInSubset = "expected no entity declarations (<!ENTITY …>) in the DTD subset, found one"

    static func tooManyAttributes(_ limit: Int) -> String {
        "expected at most \(limit) attributes on one element, found more"
    }

    static func tooManyElements(_ limit: Int) -> String {
        "expected at most \(limit) elements in one file, found more"
    }

    package static func tokenTooLong(_ limit: Int) -> String {
        "expected at most \(limit) bytes of text, attribute value or comment in one piece, found more"
    }

    static func truncated(_ root: String) -> String {
        "expected \"</\(InputExcerpt.text(root))>\" before the end of the file (is it truncated?)"
    }

    static func contentAfterRoot(_ root: String) -> String {
        "expected nothing but comments after \"</\(InputExcerpt.text(root))>\""
    }

    static func notUTF8(_ encoding: String) -> String {
        "expected XML in UTF-8, found \(InputExcerpt.quoted(encoding))"
    }

    static func wrongRoot(_ found: String, expected: String) -> String {
        "expected the root element \"\(expected)\", found \(InputExcerpt.quoted(found))"
    }

    static func notRegularFile(_ kind: String) -> String {
        "expected a regular file, found \(kind)"
    }

    static func unclosedAtEnd(_ root: String) -> String {
        "expected the file to end with \"</\(InputExcerpt.text(root))>\" (is it truncated?)"
    }

    /// libxml2's own message, in ccpipe's words where the cause is known.
    static func parser(_ message: String) -> String {
        if message.hasPrefix("Extra content at the end of the document") { return "expected nothing after the root element" }
        if message.hasPrefix("Premature end of data") { return endsBeforeRoot }
        return message
    }
}
