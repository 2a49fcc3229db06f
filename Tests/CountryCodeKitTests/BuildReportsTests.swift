import Testing
@testable import CountryCodeKit

struct BuildReportsTests {
    @Test(arguments: [(0.3456, 3, "0.346"), (5.0, 2, "5.00"), (47.25, 1, "47.3"), (0.0504, 3, "0.050"), (12.0, 0, "12")])
    func figuresAreFixedPoint(_ value: Double, _ decimals: Int, _ text: String) {
        #expect(BenchmarkReporter.format(value, decimals: decimals) == text)
    }

    @Test func benchmarkReportSaysWhichTargetsAreMet() {
        let figures = BenchmarkFigures(locales: 803, files: 803, megabytes: 55.5, buildSeconds: 0.9, xmllintSeconds: 0.3,
                                       checkSeconds: 0.02, buildPeakMegabytes: 70, runs: 3, cores: 2, machine: "a CPU", configuration: "release")
        let report = BenchmarkReporter.render(figures)
        #expect(report.contains("| ratio build / parse | 3.00 | ≤ 1 | not met |"))
        #expect(report.contains("| peak memory of the build | 70.0 MB | < 64 MB | not met |"))
        #expect(report.contains("| `ccpipe check` on the maintained dataset | 20.0 ms | < 50 ms | met |"))
    }

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
