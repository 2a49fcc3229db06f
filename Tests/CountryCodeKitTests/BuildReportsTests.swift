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
    }
}
