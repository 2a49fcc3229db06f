import CCPipeCore
import CountryCatalogCore
import Foundation

/// What `ccpipe bench-search` measures of the bundled catalogs besides
/// search: their size on disk, how long a catalog takes to load, and the
/// phone field's two calls, `Country.Phone.formatted` keystroke by
/// keystroke and `PickerCatalog.country(forNumber:)`, each timed per call
/// in this process after a warm-up pass.
enum PhoneBench {
    /// Milliseconds, medians of the runs unless said otherwise.
    struct Figures: Sendable, Equatable {
        var resourceBytes: Int
        var phoneFileBytes: Int
        var locales: Int
        /// Reading `phone.json` into every region's phone data: once per process.
        var phoneFileMilliseconds: Double
        /// `PickerCatalog(contentsOf:locale:)` per locale, the phone data read.
        var loadMeanMilliseconds: Double
        var loadP99Milliseconds: Double
        var loadMaxMilliseconds: Double
        /// The same loads in the CPU time of the thread that loads, which
        /// another process's turn on a shared machine does not add to: what
        /// the load target is judged on.
        var loadCPUMeanMilliseconds: Double
        var loadCPUP99Milliseconds: Double
        var loadCPUMaxMilliseconds: Double
        var formatted: Calls
        var countryForNumber: Calls
    }

    /// Microseconds per call.
    struct Calls: Sendable, Equatable {
        var count: Int
        var mean: Double
        var p99: Double
        var max: Double
    }

    static func run(resources: URL, catalogs: [PickerCatalog], runs: Int) throws -> Figures {
        let files = FileManager.default.enumerator(at: resources, includingPropertiesForKeys: [.fileSizeKey])?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "json" || $0.lastPathComponent == "build-summary.md" } ?? []
        let bytes = try files.reduce(0) { $0 + (try $1.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0) }
        let phoneURL = resources.appendingPathComponent("phone.json")
        let phoneData = try Data(contentsOf: phoneURL)

        var phoneReads: [Double] = []
        for _ in 0..<runs { phoneReads.append(milliseconds { _ = try? PhoneDirectory.decode(phoneData) }) }
        let locales = catalogs.map(\.locale)
        // The first catalog read from `resources` reads phone.json for the
        // process (timed above); each catalog after it reads its own files.
        if let first = locales.first { _ = try PickerCatalog(contentsOf: resources, locale: first) }
        var loads: [[Double]] = [], loadsCPU: [[Double]] = []
        for _ in 0..<runs {
            var wall: [Double] = [], cpu: [Double] = []
            for locale in locales {
                let started = threadCPUMilliseconds()
                wall.append(try milliseconds { _ = try PickerCatalog(contentsOf: resources, locale: locale) })
                cpu.append(threadCPUMilliseconds() - started)
            }
            loads.append(wall)
            loadsCPU.append(cpu)
        }

        // The phone field in the English catalog: each country's example
        // typed as written nationally, one call per keystroke, and on with
        // three digits more than any format takes; and as it is typed with
        // + and its calling code, the country of each keystroke's number.
        let catalog = catalogs.first { $0.locale == LocaleMatch.fallbackLocale } ?? catalogs[0]
        var typings: [(Country.Phone, String)] = []
        var numbers: [String] = []
        for country in catalog.allCountries {
            guard let phone = country.phone, let example = phone.exampleNational, let written = phone.exampleInternational else { continue }
            let digits = Array(example.filter { $0.isASCII && $0.isNumber }) + ["1", "2", "3"]
            for length in 1...digits.count { typings.append((phone, String(digits[..<length]))) }
            let international = Array("+" + written.filter { $0.isASCII && $0.isNumber })
            for length in 2...international.count { numbers.append(String(international[..<length])) }
        }
        var formatted: [[Double]] = [], found: [[Double]] = []
        var sink = 0
        for (phone, typed) in typings { sink &+= phone.formatted(typed).count }
        for number in numbers { sink &+= catalog.country(forNumber: number) == nil ? 0 : 1 }
        for _ in 0..<runs {
            formatted.append(typings.map { phone, typed in microseconds { sink &+= phone.formatted(typed).count } })
            found.append(numbers.map { number in microseconds { sink &+= catalog.country(forNumber: number) == nil ? 0 : 1 } })
        }
        if sink == -1 { BenchOutput.out("") }
        return Figures(resourceBytes: bytes, phoneFileBytes: phoneData.count, locales: locales.count,
                       phoneFileMilliseconds: BenchmarkPair.median(phoneReads),
                       loadMeanMilliseconds: BenchmarkPair.median(loads.map { $0.reduce(0, +) / Double(max($0.count, 1)) }),
                       loadP99Milliseconds: BenchmarkPair.median(loads.map { percentile($0, 0.99) }),
                       loadMaxMilliseconds: BenchmarkPair.median(loads.map { $0.max() ?? 0 }),
                       loadCPUMeanMilliseconds: BenchmarkPair.median(loadsCPU.map { $0.reduce(0, +) / Double(max($0.count, 1)) }),
                       loadCPUP99Milliseconds: BenchmarkPair.median(loadsCPU.map { percentile($0, 0.99) }),
                       loadCPUMaxMilliseconds: BenchmarkPair.median(loadsCPU.map { $0.max() ?? 0 }),
                       formatted: calls(formatted), countryForNumber: calls(found))
    }

    private static func calls(_ runs: [[Double]]) -> Calls {
        Calls(count: runs.first?.count ?? 0, mean: BenchmarkPair.median(runs.map { $0.reduce(0, +) / Double(max($0.count, 1)) }),
              p99: BenchmarkPair.median(runs.map { percentile($0, 0.99) }), max: BenchmarkPair.median(runs.map { $0.max() ?? 0 }))
    }

    private static func milliseconds(_ work: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try work()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    }

    /// The CPU time this thread has used, in milliseconds.
    private static func threadCPUMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1_000 + Double(time.tv_nsec) / 1_000_000
    }

    private static func microseconds(_ work: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        work()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000
    }

    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }
}
