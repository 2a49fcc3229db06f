/// Messages of `import` errors, in one place so they read alike.
enum ImportMessages {
    static func tooManyKeptNodes(_ limit: Int) -> String {
        "expected at most \(limit) elements, texts and comments in the parts of a CLDR file import keeps, found more"
    }

    static let regionNotUTF8 = "expected UTF-8 text"

    static func foreignMarkup(_ name: String) -> String {
        "expected CLDR's own markup, which has no namespaces, found \"\(name)\"; import copies no foreign markup (XInclude, XLink…)"
    }

    static func releaseDisagrees(_ release: String, dtd: String?) -> String {
        let stated = dtd.map { "the tree's DTD says CLDR \($0)" } ?? "the tree's DTD states no version"
        return "expected a release of the tree's CLDR version, such as \(dtd.map { "\($0) or \($0).1" } ?? "48.2"), found \"\(release.echoed)\" (\(stated))"
    }
}
