import CCPipeCore
import CountryCatalogCore
import Foundation

/// Times `PickerCatalog.search` keystroke by keystroke on every bundled
/// catalog, in this process: the figure an app's search field sees. What
/// `ccpipe bench-search` runs.
enum SearchBench {
    static let usage = "ccpipe-bench search --runs <n> [--report <file>]"
    static let options = ["--runs", "--report"]

    static func run(_ arguments: BenchArguments) throws -> Int32 {
        let runs = try arguments.runs()
        let catalogs = try bundledCatalogs()
        let english = catalogs.first { $0.locale == LocaleMatch.fallbackLocale }
        var figures: [SearchBenchmarkFigures] = []
        for catalog in catalogs {
            let locale = catalog.locale
            let queries = keystrokes(catalog, english: english)
            var timings: [[Double]] = []
            for _ in 0..<runs { timings.append(time(queries, in: catalog)) }
            figures.append(SearchBenchmarkFigures(
                locale: locale, countries: catalog.allCountries.count, keystrokes: queries.count,
                meanMicroseconds: BenchmarkPair.median(timings.map { $0.reduce(0, +) / Double($0.count) }),
                p99Microseconds: BenchmarkPair.median(timings.map { percentile($0, 0.99) }),
                maxMicroseconds: BenchmarkPair.median(timings.map { $0.max() ?? 0 })))
        }
        let phone = try PhoneBench.run(resources: resources, catalogs: catalogs, runs: runs)
        let report = SearchBenchmarkReporter.render(figures, runs: runs, configuration: BuildBench.configuration, machine: BenchSetup.machine())
            + "\n" + SearchBenchmarkReporter.render(phone, runs: runs)
        if let path = arguments.optional("--report") { try AtomicFile.write(report, to: path) }
        BenchOutput.out(report)
        let target = SearchBenchmarkReporter.targetMicroseconds
        let searchMet = figures.allSatisfy { $0.meanMicroseconds <= target && $0.p99Microseconds <= target }
        return searchMet && SearchBenchmarkReporter.missed(phone).isEmpty ? 0 : 1
    }

    /// CountryCatalog's resource folder in the package this was built from.
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../CountryCatalog/Resources", isDirectory: true).standardized

    /// The catalogs CountryCatalog bundles, read from its resource folder in
    /// the package this was built from: through CountryCatalogCore, as an app
    /// reads catalogs of its own, so that ccpipe, which depends on this
    /// executable to build it, links none of CountryCatalog's resource code.
    static func bundledCatalogs() throws -> [PickerCatalog] {
        let locales = PickerCatalog.locales(in: resources)
        guard !locales.isEmpty else {
            throw PipelineError(.unavailable, "no bundled catalogs in '\(resources.path)'",
                                hint: "run ccpipe-bench from the build of a checkout of ccpipe, which has Sources/CountryCatalog/Resources")
        }
        return try locales.map { try PickerCatalog(contentsOf: resources, locale: $0) }
    }

    /// What users type: each name character by character (up to 6), the
    /// English name's start, each dial code from `+` on.
    static func keystrokes(_ catalog: PickerCatalog, english: PickerCatalog?) -> [String] {
        var queries: [String] = []
        for country in catalog.allCountries {
            for length in 1...min(6, country.name.count) { queries.append(String(country.name.prefix(length))) }
            if let name = english?.country(code: country.code)?.name {
                for length in 1...min(4, name.count) { queries.append(String(name.prefix(length)).lowercased()) }
            }
            for length in 1...country.dialCode.count { queries.append(String(country.dialCode.prefix(length))) }
        }
        return queries
    }

    /// Microseconds per query; the first pass warms caches and is not kept.
    private static func time(_ queries: [String], in catalog: PickerCatalog) -> [Double] {
        var sink = 0
        for query in queries { sink &+= catalog.search(query).count }
        var timings: [Double] = []
        timings.reserveCapacity(queries.count)
        for query in queries {
            let start = DispatchTime.now().uptimeNanoseconds
            sink &+= catalog.search(query).count
            timings.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1000)
        }
        if sink == -1 { BenchOutput.out("") }  // keeps the searches from being optimised away
        return timings
    }

    private static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }
}
