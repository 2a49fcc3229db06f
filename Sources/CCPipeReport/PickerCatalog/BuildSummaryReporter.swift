import CCPipeBuild
import CCPipeCore
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

    package static func render(_ catalogs: [CatalogSummary], dataset: String, reference: String, referenceVersions: [String],
                               corrections: [OutputCorrection] = []) -> String {
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
        out += indexLetters(catalogs, referenceVersions: referenceVersions)
        out += self.corrections(corrections, dataset: dataset)
        return out
    }

    /// Each record whose outputs differ from what the dataset writes, and
    /// why: values taken from the reference, records left out, and the
    /// dataset's own values the project file publishes.
    static func corrections(_ corrections: [OutputCorrection], dataset: String) -> String {
        var out = ""
        let fromReference = corrections.filter { $0.kind != .kept }
        if !fromReference.isEmpty {
            out += "\n## Values from the reference\n\n"
            out += "Where \(MarkdownReporter.codeSpan(dataset)) writes a value the references call wrong, the outputs publish the reference's, "
            out += "or leave the record out; accepting a finding does not change that. "
            out += "\(Plural.count(fromReference.count, "value")):\n\n"
            out += table(fromReference)
        }
        let kept = corrections.filter { $0.kind == .kept }
        if !kept.isEmpty {
            out += "\n## The dataset's own values\n\n"
            out += "Published as the dataset writes them, though the references call them wrong, because `.ccpipe.json` says so (`own_values`):\n\n"
            out += table(kept)
        }
        return out
    }

    private static func table(_ corrections: [OutputCorrection]) -> String {
        var out = "| record | region | field | the dataset writes | the outputs publish | why |\n|---|---|---|---|---|---|\n"
        for correction in corrections.prefix(maximumCorrections) {
            let published = correction.published.map(MarkdownReporter.codeSpan) ?? "left out"
            out += "| \(correction.line):\(correction.column) | \(MarkdownReporter.codeSpan(correction.code)) | \(correction.field) | "
                + "\(correction.written.isEmpty ? "(empty)" : MarkdownReporter.codeSpan(correction.written)) | \(published) | \(MarkdownReporter.cell(correction.reason)) |\n"
        }
        if corrections.count > maximumCorrections { out += "\nShowing \(maximumCorrections) of \(corrections.count).\n" }
        return out
    }

    /// Corrections are listed one per row up to this many.
    static let maximumCorrections = 500

    /// The locales whose index letters in the reference's CLDR differ from
    /// ICU's, one row for each difference with the locales that share it.
    static func indexLetters(_ catalogs: [CatalogSummary], referenceVersions: [String]) -> String {
        let differing = catalogs.filter { $0.indexLetters != nil }
        guard !differing.isEmpty else { return "" }
        var groups: [(difference: IndexLettersDifference, locales: [String])] = []
        for catalog in differing {
            let difference = catalog.indexLetters!
            if let position = groups.firstIndex(where: { $0.difference == difference }) {
                groups[position].locales.append(catalog.locale)
            } else {
                groups.append((difference, [catalog.locale]))
            }
        }
        let cldr = referenceVersions.first { $0.hasPrefix("CLDR ") } ?? "the reference's CLDR"
        var out = "\n## Index letters\n\n"
        out += "The sections and their letters come from \(ReferenceVersions.icuData). "
        out += "\(cldr)'s index letters differ from its own in \(differing.count) of the \(catalogs.count) locales:\n\n"
        out += "| locales | letters from | only in \(MarkdownReporter.cell(cldr)) | only in ICU's |\n|---|---|---|---|\n"
        for group in groups.prefix(maximumRows) {
            let shown = group.locales.prefix(8).map(MarkdownReporter.codeSpan).joined(separator: ", ")
                + (group.locales.count > 8 ? " and \(group.locales.count - 8) more" : "")
            let icu = group.difference.kind == .icuHasNone ? "none: ICU makes them from the locale's letters"
                : letters(group.difference.onlyICU)
            out += "| \(shown) | \(MarkdownReporter.codeSpan(group.difference.source)) | \(letters(group.difference.onlyCLDR)) | \(icu) |\n"
        }
        if groups.count > maximumRows { out += "\nShowing \(maximumRows) of \(groups.count) differences.\n" }
        return out
    }

    /// Letters as a code span, or a dash for none.
    private static func letters(_ text: String) -> String {
        text.isEmpty ? "—" : MarkdownReporter.codeSpan(text)
    }

    /// How many locales' index letters differ, for the line `build` prints;
    /// nil when none does.
    package static func indexLettersNote(_ catalogs: [CatalogSummary]) -> String? {
        let count = catalogs.filter { $0.indexLetters != nil }.count
        guard count > 0 else { return nil }
        return "note: the reference's index letters differ from \(ReferenceVersions.icu)'s, which the sections come from, in "
            + "\(Plural.count(count, "locale")); the build summary lists them"
    }

    private static func range(_ values: [Int]) -> String {
        let low = values.min() ?? 0, high = values.max() ?? 0
        return low == high ? "\(low)" : "\(low) to \(high)"
    }
}
