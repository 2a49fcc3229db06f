import CCPipeCore
import CCPipeModel

/// What `init` wrote, the outcome `InitReport` renders.
package struct InitializedProject: Sendable {
    package var path: String
    package var text: String
    package var dataset: Dataset
    /// The dataset file, absolute.
    package var datasetPath: String
    /// Each convention written, with what it was counted from
    /// (`dial_code "plus": 242 of 242 records`).
    package var observed: [String]
    /// The `.gitignore` the build cache's line was added to, or that
    /// was made for it; nil when it held one.
    package var ignoredIn: String?
    /// The line added to it.
    package var ignoreEntry: String

    package init(path: String, text: String, dataset: Dataset, datasetPath: String, observed: [String], ignoredIn: String?, ignoreEntry: String) {
        self.path = path
        self.text = text
        self.dataset = dataset
        self.datasetPath = datasetPath
        self.observed = observed
        self.ignoredIn = ignoredIn
        self.ignoreEntry = ignoreEntry
    }
}

/// What `init` prints: the project file it wrote, and what it counted.
package enum InitReport {
    package static func render(_ written: InitializedProject) -> CommandReport {
        var report = CommandReport(output: written.text)
        if !written.observed.isEmpty {
            report.note("conventions counted from the file: \(ReportText.printable(written.observed.joined(separator: "; ")))")
        }
        if let ignoredIn = written.ignoredIn {
            report.note("added \(written.ignoreEntry) (ccpipe's build cache) to \(CommandReport.shown(ignoredIn))")
        }
        report.note(
            "wrote \(CommandReport.shown(written.path)) for \(CommandReport.shown(written.datasetPath)) (\(written.dataset.records.count) records, "
                + "\(ReportText.printable(written.dataset.shape.description))); run 'ccpipe check' next")
        return report
    }
}
