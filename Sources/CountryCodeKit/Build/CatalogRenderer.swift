/// Renders a `Catalog` into the CountryCatalog format (`countries.json`,
/// `index.json`) that apps decode with the CountryCatalog module. This module
/// does not depend on CountryCatalog (apps import that one alone), so the
/// format is written here; `CountryCatalogTests` decodes a rendered fixture to
/// keep the two in step.
public enum CatalogRenderer {
    public static let countriesFileName = "countries.json"
    public static let indexFileName = "index.json"

    /// `<locale>/countries.json`: `{locale, sections: [{title, kind, countries:
    /// [{code, name, dial_code, flag, search_keys}]}]}`. Keys are listed in
    /// sorted order by hand: this runs once per locale, 800 times for `all`.
    public static func countriesJSON(_ catalog: Catalog) -> String {
        String(decoding: countriesBytes(catalog), as: UTF8.self)
    }

    public static func countriesBytes(_ catalog: Catalog) -> [UInt8] {
        let sections: [JSONOutput] = catalog.sections.map { section in
            .object([
                ("countries", .array(section.countries.map(country))),
                ("kind", .string(section.kind.rawValue)),
                ("title", .string(section.title)),
            ])
        }
        return JSONOutput.object([("locale", .string(catalog.locale)), ("sections", .array(sections))]).renderedBytes()
    }

    private static func country(_ country: Catalog.Country) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("code", .string(country.code)), ("dial_code", .string(country.dialCode))]
        if let flag = country.flag { members.append(("flag", .string(flag))) }
        members.append(("name", .string(country.name)))
        members.append(("search_keys", .array(country.searchKeys.map(JSONOutput.string))))
        return .object(members)
    }

    /// `<locale>/index.json`: `{locale, letters: [{label, section, count}]}`.
    public static func indexJSON(_ catalog: Catalog) -> String {
        String(decoding: indexBytes(catalog), as: UTF8.self)
    }

    public static func indexBytes(_ catalog: Catalog) -> [UInt8] {
        let letters: [JSONOutput] = catalog.letters.map { letter in
            .object([("count", .int(letter.count)), ("label", .string(letter.label)), ("section", .int(letter.section))])
        }
        return JSONOutput.object([("letters", .array(letters)), ("locale", .string(catalog.locale))]).renderedBytes()
    }

    /// Both files, with paths relative to the output directory.
    public static func files(_ catalog: Catalog) -> [RenderedFile] {
        [
            RenderedFile(path: "\(catalog.locale)/\(countriesFileName)", bytes: countriesBytes(catalog)),
            RenderedFile(path: "\(catalog.locale)/\(indexFileName)", bytes: indexBytes(catalog)),
        ]
    }
}

/// An output file's path (relative to the output directory) and text.
public struct RenderedFile: Equatable, Sendable {
    public var path: String
    /// UTF-8 text.
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, contents: String) {
        self.init(path: path, bytes: Array(contents.utf8))
    }

    public var contents: String { String(decoding: bytes, as: UTF8.self) }
}
