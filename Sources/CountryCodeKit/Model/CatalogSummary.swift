/// The figures of one built catalog, for the build summary.
public struct CatalogSummary: Equatable, Sendable {
    public var locale: String
    public var sections: Int
    public var countries: Int
    public var indexLabels: Int

    public init(_ catalog: Catalog) {
        self.init(locale: catalog.locale, sections: catalog.sections.count,
                  countries: catalog.sections.reduce(0) { $0 + $1.countries.count }, indexLabels: catalog.letters.count)
    }
}
