/// The figures of one built catalog, for the build summary.
package struct CatalogSummary: Equatable, Sendable {
    package var locale: String
    package var sections: Int
    package var countries: Int
    package var indexLabels: Int
    /// Where the reference's index letters for the locale differ from
    /// ICU's; nil where they agree, or the reference has none.
    package var indexLetters: IndexLettersDifference?

    package init(locale: String, sections: Int, countries: Int, indexLabels: Int, indexLetters: IndexLettersDifference? = nil) {
        self.locale = locale
        self.sections = sections
        self.countries = countries
        self.indexLabels = indexLabels
        self.indexLetters = indexLetters
    }

    package init(_ catalog: Catalog) {
        self.init(locale: catalog.locale, sections: catalog.sections.count,
                  countries: catalog.sections.reduce(0) { $0 + $1.countries.count }, indexLabels: catalog.letters.count)
    }
}
