/// Renders a `Catalog` into the CountryCatalog format (`countries.json`,
/// `index.json`) that apps decode with the CountryCatalog module. This module
/// does not depend on CountryCatalog (apps import that one alone), so the
/// format is written here; `CountryCatalogTests` decodes a rendered fixture to
/// keep the two in step.
public enum CatalogRenderer {
    public static let countriesFileName = "countries.json"
    public static let indexFileName = "index.json"

    /// `<locale>/countries.json`: `{locale, sections: [{title, kind, countries: [{code, name, dial_code}]}]}`.
    public static func countriesJSON(_ catalog: Catalog) -> String {
        let sections: [JSONOutput] = catalog.sections.map { section in
            .sortedObject([
                "title": .string(section.title),
                "kind": .string(section.kind.rawValue),
                "countries": .array(section.countries.map { country in
                    .sortedObject([
                        "code": .string(country.code),
                        "name": .string(country.name),
                        "dial_code": .string(country.dialCode),
                    ])
                }),
            ])
        }
        return JSONOutput.sortedObject(["locale": .string(catalog.locale), "sections": .array(sections)]).rendered()
    }

    /// `<locale>/index.json`: `{locale, letters: [{label, section, count}]}`.
    public static func indexJSON(_ catalog: Catalog) -> String {
        let letters: [JSONOutput] = catalog.letters.map { letter in
            .sortedObject([
                "label": .string(letter.label),
                "section": .int(letter.section),
                "count": .int(letter.count),
            ])
        }
        return JSONOutput.sortedObject(["locale": .string(catalog.locale), "letters": .array(letters)]).rendered()
    }

    /// Both files, with paths relative to the output directory.
    public static func files(_ catalog: Catalog) -> [RenderedFile] {
        [
            RenderedFile(path: "\(catalog.locale)/\(countriesFileName)", contents: countriesJSON(catalog)),
            RenderedFile(path: "\(catalog.locale)/\(indexFileName)", contents: indexJSON(catalog)),
        ]
    }
}

/// An output file's path (relative to the output directory) and text.
public struct RenderedFile: Equatable, Sendable {
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
