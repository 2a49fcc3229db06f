import Foundation

/// What `ccpipe bench-search` measured for one locale: `PickerCatalog.search`
/// over a typing session, one query per keystroke.
package struct SearchBenchmarkFigures: Sendable, Equatable {
    package var locale: String
    package var countries: Int
    package var keystrokes: Int
    /// Medians over the runs, in microseconds per keystroke.
    package var meanMicroseconds: Double
    package var p99Microseconds: Double
    package var maxMicroseconds: Double

    package init(locale: String, countries: Int, keystrokes: Int, meanMicroseconds: Double, p99Microseconds: Double,
                maxMicroseconds: Double) {
        self.locale = locale
        self.countries = countries
        self.keystrokes = keystrokes
        self.meanMicroseconds = meanMicroseconds
        self.p99Microseconds = p99Microseconds
        self.maxMicroseconds = maxMicroseconds
    }
}

/// The search benchmark as Markdown, with the target each locale is held to.
package enum SearchBenchmarkReporter {
    /// A keystroke's search must leave room in a 60 Hz frame for the list.
    package static let targetMicroseconds = 20.0

    package static func render(_ figures: [SearchBenchmarkFigures], runs: Int, configuration: String, machine: String) -> String {
        var out = "# Search benchmark\n\n"
        out += "`PickerCatalog.search(_:)` on each bundled catalog, one query per keystroke: every name typed "
        out += "character by character (up to 6), the English name's first 4 characters, and every dial code typed from `+`. "
        out += "Median of \(runs) runs, \(configuration), \(machine). Target: ≤ \(format(targetMicroseconds)) µs per keystroke (mean and p99). "
        out += "The maximum is a single keystroke and includes the process being descheduled; on a shared machine it, and through it the mean, can jump.\n\n"
        out += "| locale | countries | keystrokes | mean µs | p99 µs | max µs | target |\n|---|---:|---:|---:|---:|---:|---|\n"
        for figure in figures {
            let met = figure.meanMicroseconds <= targetMicroseconds && figure.p99Microseconds <= targetMicroseconds
            out += "| \(figure.locale) | \(figure.countries) | \(figure.keystrokes) | \(format(figure.meanMicroseconds)) | "
            out += "\(format(figure.p99Microseconds)) | \(format(figure.maxMicroseconds)) | \(met ? "met" : "missed") |\n"
        }
        return out
    }

    private static func format(_ value: Double) -> String { String(format: "%.1f", value) }

    /// The bundled resources: at most 2 MB in all (issue 39), taken as 2,000,000 bytes.
    package static let resourceBudget = 2_000_000
    /// Loading a catalog, once the phone data is read.
    package static let loadTargetMilliseconds = 2.0
    /// Each call of the phone field, at the 99th percentile.
    package static let phoneTargetMicroseconds = 20.0

    /// The targets `figures` missed, said as the report says them.
    static func missed(_ figures: PhoneBench.Figures) -> [String] {
        var missed: [String] = []
        if figures.resourceBytes > resourceBudget { missed.append("size") }
        if figures.loadCPUP99Milliseconds > loadTargetMilliseconds { missed.append("load") }
        if figures.formatted.p99 > phoneTargetMicroseconds { missed.append("formatted") }
        if figures.countryForNumber.p99 > phoneTargetMicroseconds { missed.append("country(forNumber:)") }
        return missed
    }

    /// The bundled resources' size, a catalog's load and the phone field's calls.
    static func render(_ figures: PhoneBench.Figures, runs: Int) -> String {
        let missed = Set(missed(figures))
        func verdict(_ name: String) -> String { missed.contains(name) ? "missed" : "met" }
        var out = "## Size, load and the phone field\n\n"
        out += "The bundled resources, and in this process the same catalogs: `PickerCatalog(contentsOf:locale:)` for each locale "
        out += "(`phone.json`, every region's phone data, is read once per process and shared: its read is given apart); "
        out += "`Country.Phone.formatted(_:)` on each country's example typed nationally, one call per keystroke, and three digits "
        out += "past it; `PickerCatalog.country(forNumber:)` on each example with `+` and its calling code, one call per keystroke "
        out += "from the first digit. Medians of \(runs) runs. A catalog's load is judged on the CPU time of the thread that loads it, "
        out += "which another process's turn on a shared machine does not add to; the wall clock is given beside it.\n\n"
        out += "| measure | figure | target |\n|---|---:|---|\n"
        out += "| bundled resources (\(figures.locales) locales, `phone.json`, the build summary) | \(grouped(figures.resourceBytes)) bytes | "
        out += "≤ \(grouped(resourceBudget)) bytes: \(verdict("size")) |\n"
        out += "| of which `phone.json` | \(grouped(figures.phoneFileBytes)) bytes | |\n"
        out += "| reading `phone.json`, once per process | \(String(format: "%.2f", figures.phoneFileMilliseconds)) ms | |\n"
        out += "| loading a catalog, CPU time of the loading thread: mean, p99, max | \(String(format: "%.2f", figures.loadCPUMeanMilliseconds)), "
        out += "\(String(format: "%.2f", figures.loadCPUP99Milliseconds)), \(String(format: "%.2f", figures.loadCPUMaxMilliseconds)) ms | "
        out += "p99 ≤ \(String(format: "%.1f", loadTargetMilliseconds)) ms: \(verdict("load")) |\n"
        out += "| loading a catalog, wall clock: mean, p99, max | \(String(format: "%.2f", figures.loadMeanMilliseconds)), "
        out += "\(String(format: "%.2f", figures.loadP99Milliseconds)), \(String(format: "%.2f", figures.loadMaxMilliseconds)) ms | |\n"
        for (name, calls) in [("formatted", figures.formatted), ("country(forNumber:)", figures.countryForNumber)] {
            out += "| `\(name)`: \(grouped(calls.count)) calls, mean, p99, max | \(format(calls.mean)), \(format(calls.p99)), \(format(calls.max)) µs | "
            out += "p99 ≤ \(format(phoneTargetMicroseconds)) µs: \(verdict(name)) |\n"
        }
        return out
    }

    private static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var out = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return out
    }
}
