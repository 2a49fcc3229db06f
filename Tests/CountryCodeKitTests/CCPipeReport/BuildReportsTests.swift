@testable import CCPipeModel
@testable import CCPipeReport
@testable import CountryCodeKit
import Foundation
import Testing

struct BuildReportsTests {
    @Test func buildSummaryListsLocalesAndReferences() {
        let catalogs = [CatalogSummary(Catalog(locale: "en", sections: [], letters: []))]
        let summary = BuildSummaryReporter.render(catalogs, dataset: "CountryCodes.json", reference: "/srv/cldr/common",
                                                  referenceVersions: ["CLDR 41", "ICU 72.1"])
        #expect(summary.contains("| locales | 1 |"))
        #expect(summary.contains("| reference | `/srv/cldr/common` |"))
        #expect(summary.contains("| versions | CLDR 41, ICU 72.1 |"))
        #expect(summary.contains("| `en` | 0 | 0 | 0 |"))
        #expect(!summary.contains("Index letters"))
        #expect(BuildSummaryReporter.indexLettersNote(catalogs) == nil)
    }

    /// Locales whose index letters in the reference differ from ICU's: one
    /// row per difference, with the locales that share it and where the
    /// letters come from.
    @Test func buildSummaryListsTheLocalesWhoseIndexLettersDiffer() {
        let swedish = IndexLettersDifference(kind: .differ, source: "sv", onlyCLDR: "Ø", onlyICU: "W")
        let none = IndexLettersDifference(kind: .icuHasNone, source: "az_Arab", onlyCLDR: "ا ب", onlyICU: "")
        let catalogs = [CatalogSummary(locale: "en", sections: 26, countries: 245, indexLabels: 26),
                        CatalogSummary(locale: "sv", sections: 29, countries: 245, indexLabels: 29, indexLetters: swedish),
                        CatalogSummary(locale: "sv_FI", sections: 29, countries: 245, indexLabels: 29, indexLetters: swedish),
                        CatalogSummary(locale: "az_Arab", sections: 1, countries: 245, indexLabels: 1, indexLetters: none)]
        let summary = BuildSummaryReporter.render(catalogs, dataset: "d.json", reference: "/srv/cldr/common",
                                                  referenceVersions: ["CLDR 48.2", "ICU 72.1 (CLDR 42)"])
        #expect(summary.contains("## Index letters\n"), "\(summary)")
        #expect(summary.contains("CLDR 48.2's index letters differ from its own in 3 of the 4 locales:"), "\(summary)")
        #expect(summary.contains("| `sv`, `sv_FI` | `sv` | `Ø` | `W` |"), "\(summary)")
        #expect(summary.contains("| `az_Arab` | `az_Arab` | `ا ب` | none: ICU makes them from the locale's letters |"), "\(summary)")
        #expect(BuildSummaryReporter.indexLettersNote(catalogs)?.hasSuffix("in 3 locales; the build summary lists them") == true)
    }
}
