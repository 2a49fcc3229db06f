import CCPipeBuild
import CCPipeModel
import CCPipeOutput
import CCPipeReference

/// The Markdown summary of a build (`build-summary.md` beside the outputs): what was
/// built and from which references. No times or paths of the machine, so a
/// rebuild of the same inputs writes the same bytes. The dataset, the
/// reference and the locales are the project's, shown as inline code
/// through `MarkdownReporter.codeSpan`.
package enum BuildSummaryReporter {
    /// Locales are listed one per row up to this many; beyond it, only totals
    /// and extremes, so the summary of an all-locale build stays short.
    static let maximumRows = 40

    package static func render(_ catalogs: [CatalogSummary], dataset: String, reference: String, referenceVersions: [String]) -> String {
        let sections = catalogs.map(\.sections)
        let countries = catalogs.map(\.countries)
        var out = String(decoding: OutputTree.summaryHeading, as: UTF8.self) + "\n"
        out += "| | |\n|---|---|\n"
        out += "| dataset | \(MarkdownReporter.codeSpan(dataset)) |\n"
        out += "| locales | \(catalogs.count) |\n"
        out += "| sections | \(sections.reduce(0, +)) in all; \(range(sections)) per locale |\n"
        out += "| countries | \(countries.reduce(0, +)) rows in all; \(range(countries)) per locale |\n"
        out += "| reference | \(MarkdownReporter.codeSpan(reference)) |\n"
        out += "| versions | \(MarkdownReporter.cell(referenceVersions.joined(separator: ", "))) |\n"
        out += "| names | the reference's CLDR XML |\n"
        out += "| collation, index letters | \(MarkdownReporter.cell(ReferenceVersions.icuData)) |\n"
        if catalogs.count <= maximumRows {
            out += "\n| locale | sections | index labels | countries |\n|---|---:|---:|---:|\n"
            for catalog in catalogs {
                out += "| \(MarkdownReporter.codeSpan(catalog.locale)) | \(catalog.sections) | \(catalog.indexLabels) | \(catalog.countries) |\n"
            }
        } else {
            let most = catalogs.max { ($0.sections, $1.locale) < ($1.sections, $0.locale) }
            let fewest = catalogs.min { ($0.sections, $0.locale) < ($1.sections, $1.locale) }
            if let most, let fewest {
                out += "\nMost sections: \(MarkdownReporter.codeSpan(most.locale)) (\(most.sections)); fewest: \(MarkdownReporter.codeSpan(fewest.locale)) (\(fewest.sections)).\n"
            }
        }
        return out
    }

    private static func range(_ values: [Int]) -> String {
        let low = values.min() ?? 0, high = values.max() ?? 0
        return low == high ? "\(low)" : "\(low) to \(high)"
    }
}
