/// Messages of XML input errors, in one place so they read alike.
enum XMLMessages {
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
        "expected no entity references, found \"&\(name);\""
    }

    static func entityDeclaration(_ name: String) -> String {
        "expected no entity declarations, found \"\(name)\""
    }
}
