import CCPipeCore
import CCPipeModel

/// `file:line:column: severity: message [rule-id]`, one finding a line in
/// location order, then a summary line: the format compilers use, so editors
/// and terminals link each line to its place. When findings come from more
/// than one file (a dataset and its configuration, say), each file's findings
/// follow a `== file ==` header. With `color`, ANSI escapes mark the
/// severity, the rule id and the summary; the text is otherwise the same.
/// Every text from the data, file names included, goes through
/// `ReportText.printable`.
package enum TextReporter {
    /// - Parameter summary: the counts for the summary line when `findings`
    ///   is a selection (`build` lists only the errors, but counts as `check` does).
    package static func render(_ findings: [Finding], dataset: Dataset, reference: String? = nil, color: Bool = false,
                              summary: FindingSummary? = nil, omitted: [OmittedFindings] = []) -> String {
        let style = Style(enabled: color)
        let sorted = findings.sorted()
        let files = Set(sorted.map(\.location.file))
        var out = ""
        var currentFile: String?
        for finding in sorted {
            if files.count > 1, finding.location.file != currentFile {
                if currentFile != nil { out += "\n" }
                currentFile = finding.location.file
                out += style.bold("== \(ReportText.printable(finding.location.file)) ==") + "\n"
            }
            out += "\(style.bold(finding.location.description)): \(style.severity(finding.severity)): \(ReportText.printable(finding.message)) \(style.dim("[\(finding.ruleID)]"))\n"
            for place in finding.related {
                out += "    \(place.location): note: \(ReportText.printable(place.note))\n"
            }
            if let expected = finding.suggestedFix {
                out += "    suggested: \(style.green(ReportText.printable(expected)))\n"
            }
        }
        for entry in omitted { out += "… \(entry.sentence)\n" }
        out += style.bold(dataset.summaryLine(reference: reference, (summary ?? FindingSummary(findings, omitted: omitted)).sentence)) + "\n"
        return out
    }

    /// SGR escapes, or nothing at all when color is off.
    private struct Style {
        var enabled: Bool

        func severity(_ severity: Severity) -> String {
            switch severity {
            case .error: wrap(severity.rawValue, "1;31")
            case .warning: wrap(severity.rawValue, "1;33")
            case .notice: wrap(severity.rawValue, "1;36")
            }
        }

        func bold(_ text: String) -> String { wrap(text, "1") }
        func dim(_ text: String) -> String { wrap(text, "2") }
        func green(_ text: String) -> String { wrap(text, "32") }

        private func wrap(_ text: String, _ code: String) -> String {
            enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
        }
    }
}
