import CCPipeCore
import CCPipeModel
import CCPipeReference
import CCPipeValidate

/// A report to paste into a pull-request comment or a CI job summary: a
/// verdict line, a table of findings per rule, and a table of the findings,
/// most severe first. A long findings table is folded into `<details>`.
///
/// GitHub refuses a job summary over 1 MiB, so rows stop before the text
/// would pass `byteLimit` and a last line says how many were left out.
/// Dataset text reaches the tables only through `cell`, which escapes what
/// Markdown or HTML would interpret and caps its length.
package enum MarkdownReporter {
    package static let defaultByteLimit = 1 << 20
    package static let defaultFoldThreshold = 10
    /// Longest message or suggestion shown in a cell, in characters.
    package static let cellLimit = 500
    /// Room kept for the closing lines when rows are cut.
    static let closingReserve = 256

    package static func render(_ findings: [Finding], dataset: Dataset, reference: String? = nil, rules: [RuleDescription] = [],
                              byteLimit: Int = defaultByteLimit, foldThreshold: Int = defaultFoldThreshold,
                              omitted: [OmittedFindings] = []) -> String {
        let descriptions = rules.byID()
        let records = dataset.records.count
        let against = reference.map { ", checked against \(codeSpan($0))" } ?? ""
        var out = "**ccpipe check**: \(FindingSummary(findings, omitted: omitted).sentence) in \(codeSpan(dataset.file))"
            + " (\(Plural.count(records, "record")))\(against)\n"
        for entry in omitted { out += "\n… \(cell(entry.sentence))\n" }
        guard !findings.isEmpty else { return out }

        // Counts are the true ones: a rule capped in the lists says how many it shows.
        out += "\n| rule | severity | findings | what it reports |\n|---|---|---:|---|\n"
        for (ruleID, group) in groupsByRule(findings, omitted: omitted) {
            let summary = descriptions[ruleID].map { cell($0.summary) } ?? ""
            let count = group.listed == group.count ? "\(group.count)" : "\(group.count) (showing \(group.listed))"
            out += "| \(codeSpan(ruleID)) | \(group.severity.rawValue) | \(count) | \(summary) |\n"
        }

        let ordered = findings.sorted { $0.severity != $1.severity ? $0.severity > $1.severity : $0 < $1 }
        let total = FindingSummary(findings, omitted: omitted).total
        let folded = ordered.count > foldThreshold
        out += "\n"
        if folded {
            out += "<details><summary>\(ordered.count == total ? "\(total) findings" : "showing \(ordered.count) of \(total) findings")</summary>\n\n"
        }
        out += "| location | severity | rule | message | suggested fix |\n|---|---|---|---|---|\n"
        var bytes = out.utf8.count
        var shown = 0
        for finding in ordered {
            let row = self.row(finding, datasetFile: dataset.file)
            let size = row.utf8.count
            guard bytes + size + closingReserve <= byteLimit else { break }
            out += row
            bytes += size
            shown += 1
        }
        if folded { out += "\n</details>\n" }
        let left = ordered.count - shown
        if left > 0 {
            out += "\n_\(left) more \(Plural.word(left, "finding")) left out to keep this report under \(byteLimit) bytes; "
                + "`ccpipe check` prints them all._\n"
        }
        return out
    }

    /// Each rule's highest severity, its findings in all and those listed.
    private static func groupsByRule(_ findings: [Finding], omitted: [OmittedFindings])
        -> [(String, (severity: Severity, count: Int, listed: Int))] {
        var groups: [String: (severity: Severity, count: Int, listed: Int)] = [:]
        for finding in findings {
            let current = groups[finding.ruleID]
            groups[finding.ruleID] = (max(current?.severity ?? finding.severity, finding.severity), (current?.count ?? 0) + 1, (current?.listed ?? 0) + 1)
        }
        for entry in omitted {
            let summary = entry.summary
            let severity: Severity = summary.errors > 0 ? .error : summary.warnings > 0 ? .warning : .notice
            let current = groups[entry.ruleID]
            groups[entry.ruleID] = (max(current?.severity ?? severity, severity), (current?.count ?? 0) + summary.total, current?.listed ?? 0)
        }
        return groups.sorted { lhs, rhs in
            if lhs.value.severity != rhs.value.severity { return lhs.value.severity > rhs.value.severity }
            if lhs.value.count != rhs.value.count { return lhs.value.count > rhs.value.count }
            return lhs.key < rhs.key
        }
    }

    private static func row(_ finding: Finding, datasetFile: String) -> String {
        let location = finding.location
        let place = location.file == datasetFile ? "\(location.line):\(location.column)" : location.description
        return "| \(cell(place)) | \(finding.severity.rawValue) | \(codeSpan(finding.ruleID)) | \(cell(finding.messageWithRelated)) | \(cell(finding.suggestedFix ?? "")) |\n"
    }

    /// Text for a table cell: at most `cellLimit` characters, line breaks
    /// spelt out, and every character Markdown or HTML would act on escaped,
    /// `|` included, so a value cannot end the cell, the table or the
    /// `<details>` around it.
    package static func cell(_ text: String) -> String {
        ReportText.markdown(text.count > cellLimit ? String(text.prefix(cellLimit)) + "…" : text)
    }

    /// Inline code, of the text as text output shows it (so no control
    /// character, line break or command marker); text with a backtick
    /// falls back to an escaped cell.
    static func codeSpan(_ text: String) -> String {
        let shown = ReportText.printable(text)
        return shown.contains("`") ? cell(text) : "`\(shown.replacingOccurrences(of: "|", with: "\\|"))`"
    }
}
