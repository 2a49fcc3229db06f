import CCPipeBuild
import CCPipeCore
import CCPipeDiff
import CCPipeValidate

/// The diff report for a pull-request comment or a job summary: the verdict
/// first, a summary table, then one folded `<details>` block per kind of
/// change. Tables are capped at `rowLimit` rows and the whole text at
/// `byteLimit` bytes (GitHub refuses job summaries over 1 MiB), each with a
/// line saying how much was left out. Every value from the data is escaped,
/// so a dataset cannot inject markup into the page.
package enum DiffMarkdownReporter {
    package static let defaultByteLimit = 1024 * 1024
    package static let defaultRowLimit = 300

    package static func render(_ report: DiffReport, rowLimit: Int = defaultRowLimit, byteLimit: Int = defaultByteLimit) -> String {
        let mark = report.fails ? "❌" : "✅"
        var head = "**\(mark) \(DiffWording.verdict(report))** \(ReportText.markdown(DiffWording.outline(report))).\n\n"
        if let update = report.referenceUpdate {
            head += "Judging \(ReportText.markdown(DiffWording.dataset(report.new))) under the base reference "
                + "\(ReportText.markdown(DiffWording.judged(update.base, report.old))), and under the reference "
                + "\(ReportText.markdown(DiffWording.judged(report.reference ?? "", report.new))).\n\n"
        } else {
            head += "Comparing \(ReportText.markdown(DiffWording.side(report.old))) with \(ReportText.markdown(DiffWording.side(report.new)))"
                + (report.reference.map { ", against the reference \(ReportText.markdown($0))" } ?? "") + ".\n\n"
        }
        head += summaryTable(report)

        let blocks = DiffMarkdownSections.blocks(report, rowLimit: rowLimit)
        // Room kept for the line that says what was left out.
        let reserve = 200
        var out = head
        for (offset, block) in blocks.enumerated() {
            guard out.utf8.count + block.utf8.count + reserve <= byteLimit else {
                let left = blocks.count - offset
                out += "\n_\(Plural.count(left, "more section")) left out to keep this report under \(byteLimit) bytes; "
                    + "run `ccpipe diff` locally for all of it._\n"
                return out
            }
            out += block
        }
        return out
    }

    private static func summaryTable(_ report: DiffReport) -> String {
        let data = report.data, findings = report.findings
        var rows: [(String, String)] = []
        // One dataset under two references: its records change only when a record's name finds another region.
        if report.referenceUpdate == nil || !data.isEmpty {
            rows += [
                ("regions added", "\(data.added.count)"),
                ("regions removed", "\(data.removed.count)"),
                ("regions changed", "\(data.changed.count)"),
                ("regions recoded", "\(data.recoded.count)"),
            ]
        }
        if !data.unmatchedOld.isEmpty || !data.unmatchedNew.isEmpty {
            rows.append(("records without a code, unmatched", "\(data.unmatchedOld.count) old, \(data.unmatchedNew.count) new"))
        }
        if let update = report.referenceUpdate {
            let valid = update.validity.count(where: \.becomesValid)
            rows.append(("region codes becoming valid / invalid", "\(valid) / \(update.validity.count - valid)"))
            rows.append(("locales only the reference has / it lacks", "\(update.localesAdded.count) / \(update.localesRemoved.count)"))
        }
        rows += [
            ("findings introduced", "\(findings.introduced.count) (\(Plural.count(findings.introducedErrors, "error")))"),
            ("findings fixed", "\(findings.fixed.count)"),
            ("findings still present", "\(findings.unchanged.count)"),
        ]
        for delta in report.outputs {
            let locale = ReportText.markdown(delta.locale)
            rows.append(("\(locale) output: rows added / removed / renamed",
                         "\(delta.rowsAdded.count) / \(delta.rowsRemoved.count) / \(delta.namesChanged.count)"))
            rows.append(("\(locale) output: sections gained / lost", "\(delta.sectionsGained.count) / \(delta.sectionsLost.count)"))
            rows.append(("\(locale) output: rows moved between sections", "\(delta.rowsMoved.count)"))
            rows.append(("\(locale) output: index letters emptied / filled", "\(delta.lettersEmptied.count) / \(delta.lettersFilled.count)"))
            if !delta.unreached.isEmpty { rows.append(("\(locale) output: the dataset's changes not in the picker", "\(delta.unreached.count)")) }
            if delta.alreadyShown > 0 {
                rows.append(("\(locale) output: the dataset's changes to what the picker already showed", "\(delta.alreadyShown)"))
            }
        }
        return "| | |\n|---|---:|\n" + rows.map { "| \($0.0) | \($0.1) |\n" }.joined()
    }
}
