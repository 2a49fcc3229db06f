import Foundation

/// A locale's picker data: the sectioned countries and the letter index, as
/// `ccpipe build` writes them, with ranked search.
///
/// Named apart from its modules, so that an app with a `Country` of its own
/// can still write `CountryCatalog.Country` or `CountryCatalogCore.Country`
/// (a type named like a module would take that name, and `Country` would
/// not be found in it).
public struct PickerCatalog: Hashable, Sendable {
    public let countries: SectionedCountries
    public let index: LetterIndex
    /// How the catalog was chosen for the locale asked for; nil when it was
    /// made from values rather than looked up.
    public let match: LocaleMatch?
    /// The ranked search, folded at the first search (`LazyCountrySearch`).
    private let searchIndex: LazyCountrySearch
    private var search: CountrySearch { searchIndex.search }
    /// `allCountries`, kept so that a search result is made by copying rows.
    private let rows: [Country]
    /// Every region's phone data, for the country of a number.
    let phones: PhoneLookup

    /// A catalog of values. The countries' `phone`, when it has
    /// libphonenumber's metadata (a catalog's own, or decoded from
    /// `phone.json`), is what `country(forNumber:)` reads.
    public init(countries: SectionedCountries, index: LetterIndex) {
        self.init(countries: countries, index: index, match: nil)
    }

    init(countries: SectionedCountries, index: LetterIndex, match: LocaleMatch?, phones: PhoneDirectory? = nil) {
        self.countries = countries
        self.index = index
        self.match = match
        rows = countries.sections.flatMap(\.countries)
        searchIndex = LazyCountrySearch(rows: rows, locale: countries.locale)
        self.phones = PhoneLookup(directory: phones ?? PhoneDirectory.of(rows: rows))
    }

    /// The catalog's CLDR locale (`en`, `zh`): `match.resolved` when looked up.
    public var locale: String { countries.locale }
    public var sections: [CountrySection] { countries.sections }
    /// Every country, section by section, in the catalog's order.
    public var allCountries: [Country] { rows }

    /// Reads `<locale>/countries.json` and `<locale>/index.json` under
    /// `directory`. In a file directory, `locale` is resolved among the
    /// locales there (`LocaleMatch.resolve`); any other URL that
    /// `Data(contentsOf:)` reads must name the locale's folder exactly.
    public init(contentsOf directory: URL, locale: String) throws {
        // The locale's own folder, when there is one, is the match whatever
        // else the directory holds (`resolve` takes it first): the folders
        // are listed only to look further.
        if directory.isFileURL, LocaleMatch.isWellFormed(locale), let own = LocaleCandidates.inOrder(for: locale).first, !own.isEmpty,
           FileManager.default.fileExists(atPath: directory.appendingPathComponent(own).appendingPathComponent("countries.json").path),
           let match = LocaleMatch.resolve(locale, among: [own]) {
            try self.init(contentsOf: directory, match: match)
            return
        }
        let available = directory.isFileURL ? Self.locales(in: directory) : [locale]
        guard let match = LocaleMatch.resolve(locale, among: available) else {
            throw CatalogError.noCatalog(requested: locale, available: available)
        }
        try self.init(contentsOf: directory, match: match)
    }

    /// Reads the catalog `match` chose, in its folder under `directory`:
    /// `package`, for CountryCatalog's bundled catalogs.
    package init(contentsOf directory: URL, match: LocaleMatch) throws {
        let folder = directory.appendingPathComponent(match.resolved, isDirectory: true)
        let decoder = JSONDecoder()
        var countries = try decoder.decode(SectionedCountries.self, from: Data(contentsOf: folder.appendingPathComponent("countries.json")))
        let index = try decoder.decode(LetterIndex.self, from: Data(contentsOf: folder.appendingPathComponent("index.json")))
        // Since schema 2.0 the phone data is in one file beside the locale
        // folders, read once for all of them: each country takes its region's.
        var phones: PhoneDirectory?
        if let name = countries.phoneFile, PhoneDirectory.isPlainFileName(name) {
            let loaded = try PhoneDirectory.load(directory.appendingPathComponent(name, isDirectory: false))
            countries = loaded.attached(to: countries)
            phones = loaded
        }
        self.init(countries: countries, index: index, match: match, phones: phones)
    }

    /// Reads a catalog an app ships in its own bundle: the `<locale>/`
    /// folders of `ccpipe build` copied into `subdirectory` of the bundle's
    /// resources (or its top level when nil).
    public init(bundle: Bundle, subdirectory: String? = nil, locale: String) throws {
        guard var directory = bundle.resourceURL else { throw CatalogError.noCatalog(requested: locale, available: []) }
        if let subdirectory { directory.appendPathComponent(subdirectory, isDirectory: true) }
        try self.init(contentsOf: directory, locale: locale)
    }

    /// The locale folders of a directory: those holding a countries.json
    /// (the build summary and anything else beside them are not), in the
    /// order of their names' UTF-8 bytes: the same on every machine and in
    /// every locale, whatever the names' normalisation, and the order
    /// `ccpipe build` lists the locales it builds in. ccpipe finds the
    /// locales of an output directory with this too.
    public static func locales(in directory: URL) -> [String] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        return entries.filter { entry in
            !entry.hasPrefix(".") && FileManager.default.fileExists(atPath: directory.appendingPathComponent(entry).appendingPathComponent("countries.json").path)
        }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The country with an ISO 3166-1 alpha-2 code, in this catalog's locale.
    public func country(code: String) -> Country? {
        let wanted = code.uppercased()
        for section in sections {
            if let country = section.countries.first(where: { $0.code == wanted }) { return country }
        }
        return nil
    }

    /// What a picker lists while the user types: the matching countries,
    /// best first (see `CountrySearch`); every country for a blank query.
    public func search(_ query: String) -> [Country] {
        let ranks = search.ranks(query)
        // A counting sort by rank, which keeps each rank in the catalog's order.
        var counts = [Int](repeating: 0, count: SearchRank.allCases.count + 1)
        for rank in ranks where rank != CountrySearch.noMatch { counts[Int(rank) + 1] += 1 }
        for rank in 1..<counts.count { counts[rank] += counts[rank - 1] }
        guard let total = counts.last, total > 0 else { return [] }
        // Every country at one rank (a blank query, `+`): the rows as they
        // are, shared rather than copied.
        if total == rows.count, counts.indices.dropFirst().contains(where: { counts[$0] - counts[$0 - 1] == total }) { return rows }
        var order = [Int](repeating: 0, count: total)
        for (row, rank) in ranks.enumerated() where rank != CountrySearch.noMatch {
            order[counts[Int(rank)]] = row
            counts[Int(rank)] += 1
        }
        return order.map { rows[$0] }
    }

    /// The sections with only the countries matching what the user typed,
    /// in the catalog's order, empty sections dropped; all for a blank query.
    public func sections(matching query: String) -> [CountrySection] {
        let ranks = search.ranks(query)
        var result: [CountrySection] = []
        var row = 0
        for section in sections {
            var kept = section
            kept.countries = section.countries.filter { _ in
                defer { row += 1 }
                return ranks[row] != CountrySearch.noMatch
            }
            if !kept.countries.isEmpty { result.append(kept) }
        }
        return result
    }

    /// The folded texts search compares, per country in the catalog's order.
    public var searchEntries: [SearchEntry] { search.entries }

    /// How search folds each character of a query that does not fold to
    /// itself, for the characters search looks up rather than folding in
    /// full (see `QueryFolding`); `ccpipe preview` gives it to the page.
    public var queryFoldingTable: [String: String] {
        Dictionary(uniqueKeysWithValues: search.queryFolding.table.map { (String($0.key), $0.value) })
    }

    /// The section a tap on an index label scrolls to.
    public func section(forIndexLabel label: String) -> CountrySection? {
        index.letters.first { $0.label == label }.flatMap(section(for:))
    }

    /// The section a letter of the index scrolls to: its own, or for an
    /// empty letter the next one with countries.
    public func section(for letter: IndexLetter) -> CountrySection? {
        sections.indices.contains(letter.section) ? sections[letter.section] : nil
    }

    /// The letter under a point of the index bar, `fraction` being how far
    /// down it is (0 at the top, 1 at the bottom): what a finger dragging
    /// along the bar is on. Letters share the bar equally.
    public func letter(atFraction fraction: Double) -> IndexLetter? {
        guard !index.letters.isEmpty, fraction.isFinite else { return nil }
        let position = Int((fraction * Double(index.letters.count)).rounded(.down))
        return index.letters[min(max(position, 0), index.letters.count - 1)]
    }
}

/// Why a catalog could not be loaded.
public enum CatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No available locale shares the requested one's language.
    case noCatalog(requested: String, available: [String])

    public var description: String {
        switch self {
        case .noCatalog(let requested, let available):
            "no catalog for '\(requested)' among \(available.isEmpty ? "no locales" : available.joined(separator: ", "))"
        }
    }
}
