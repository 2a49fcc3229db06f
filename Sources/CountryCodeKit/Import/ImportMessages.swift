/// Messages of `import` errors, in one place so they read alike.
enum ImportMessages {
    static func tooManyKeptNodes(_ limit: Int) -> String {
        "expected at most \(limit) elements, texts and comments in the parts of a CLDR file import keeps, found more"
    }

    static let regionNotUTF8 = "expected UTF-8 text"
}
