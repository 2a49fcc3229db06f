import Foundation

/// A locale's picker data: the sectioned countries and the letter index, as
/// `ccpipe build` writes them.
public struct CountryCatalog: Hashable, Sendable {
    public let countries: SectionedCountries
    public let index: LetterIndex
    private let search: CountrySearch

    public init(countries: SectionedCountries, index: LetterIndex) {
        self.countries = countries
        self.index = index
        search = CountrySearch(sections: countries.sections, locale: countries.locale)
    }

    public var locale: String { countries.locale }
    public var sections: [CountrySection] { countries.sections }

    /// Loads `<locale>/countries.json` and `<locale>/index.json` from
    /// `directory`, a file URL or any URL `Data(contentsOf:)` reads.
    public init(contentsOf directory: URL, locale: String) throws {
        let folder = directory.appendingPathComponent(locale, isDirectory: true)
        let decoder = JSONDecoder()
        let countries = try decoder.decode(SectionedCountries.self, from: Data(contentsOf: folder.appendingPathComponent("countries.json")))
        let index = try decoder.decode(LetterIndex.self, from: Data(contentsOf: folder.appendingPathComponent("index.json")))
        self.init(countries: countries, index: index)
    }

    /// The catalog bundled with this library for `locale`, or nil when it ships none.
    public static func bundled(locale: String) -> CountryCatalog? {
        guard let resources = Bundle.module.url(forResource: "Resources", withExtension: nil) else { return nil }
        return try? CountryCatalog(contentsOf: resources, locale: locale)
    }

    /// The locales bundled with this library.
    public static var bundledLocales: [String] {
        guard let resources = Bundle.module.url(forResource: "Resources", withExtension: nil),
              let entries = try? FileManager.default.contentsOfDirectory(atPath: resources.path) else { return [] }
        // A locale is a directory holding its countries.json; the build
        // summary and anything else beside them are not.
        return entries.filter { entry in
            !entry.hasPrefix(".") && FileManager.default.fileExists(atPath: resources.appendingPathComponent(entry).appendingPathComponent("countries.json").path)
        }.sorted()
    }

    /// The country with an ISO 3166-1 alpha-2 code, in this catalog's locale.
    public func country(code: String) -> Country? {
        let wanted = code.uppercased()
        for section in sections {
            if let country = section.countries.first(where: { $0.code == wanted }) { return country }
        }
        return nil
    }

    /// The sections with only the countries matching what the user typed,
    /// empty sections dropped (see `CountrySearch` for what matches).
    public func sections(matching query: String) -> [CountrySection] {
        search.filter(sections, query: query)
    }

    /// The section a tap on an index label scrolls to.
    public func section(forIndexLabel label: String) -> CountrySection? {
        guard let letter = index.letters.first(where: { $0.label == label }),
              sections.indices.contains(letter.section) else { return nil }
        return sections[letter.section]
    }
}
