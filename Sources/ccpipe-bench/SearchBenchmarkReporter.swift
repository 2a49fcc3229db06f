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
}
