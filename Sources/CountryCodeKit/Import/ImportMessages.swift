/// Messages of `import` errors, in one place so they read alike.
enum ImportMessages {
    static func tooManyKeptNodes(_ limit: Int) -> String {
        "expected at most \(limit) elements, texts and comments in the parts of a CLDR file import keeps, found more"
    }

    static let regionNotUTF8 = "expected UTF-8 text"

    static func foreignMarkup(_ name: String) -> String {
        "expected CLDR's own markup, which has no namespaces, found \"\(name)\"; import copies no foreign markup (XInclude, XLink…)"
    }
}
