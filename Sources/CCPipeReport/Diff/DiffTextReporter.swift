import CCPipeDiff
import CCPipeModel
import CCPipeValidate
import CCPipeCore

/// The diff report for a terminal: one block per kind of change, findings in
/// the `file:line:column: severity: message [rule-id]` form `check` uses, and
/// the verdict last, where the eye lands after the output scrolls by.
package enum DiffTextReporter {
    /// - Parameter colored: ANSI colors (green for added and fixed, red for
    ///   removed and introduced, yellow for changed); for a terminal only.
    package static func render(_ report: DiffReport, colored: Bool = false) -> String {
        let paint = Paint(enabled: colored)
        var out = header(report, paint: paint)
        func block(_ title: String, _ lines: [String]) {
            guard !lines.isEmpty else { return }
            out += "\n" + paint.bold("\(title) (\(lines.count)):") + "\n" + lines.joined()
        }
        if let update = report.referenceUpdate {
            block("Region codes whose validity changes", update.validity.map { change in
                let line = "  \(change.becomesValid ? "+" : "-") \(ReportText.printable(DiffWording.validity(change)))"
                return (change.becomesValid ? paint.green(line) : paint.red(line)) + (change.inDataset ? "  (in the dataset)" : "") + "\n"
            })
            block("Locales only the reference has", update.localesAdded.map { paint.green("  + \(ReportText.printable($0))") + "\n" })
            block("Locales the project builds that the reference lacks", update.localesRemoved.map { paint.red("  - \(ReportText.printable($0))") + "\n" })
        }
        let data = report.data
        block("Regions added", data.added.map { paint.green("  + \(DiffWording.record($0))") + "  \($0.location)\n" })
        block("Regions removed", data.removed.map { paint.red("  - \(DiffWording.record($0))") + "  \($0.location)\n" })
        block("Regions recoded", data.recoded.map { recode in
            paint.yellow("  ~ \(ReportText.printable(recode.old.code ?? "")) → \(ReportText.printable(recode.new.code ?? ""))")
                + "  (\(recode.reason.rawValue))  \(recode.new.location)\n" + fieldLines(recode.fields)
        })
        block("Regions changed", data.changed.map { change in
            paint.yellow("  ~ \(ReportText.printable(change.code))") + "  \(change.record.location)\n" + fieldLines(change.fields)
        })
        block("Records without a code, only in the old dataset", data.unmatchedOld.map { paint.red("  - \(DiffWording.record($0))") + "  \($0.location)\n" })
        block("Records without a code, only in the new dataset", data.unmatchedNew.map { paint.green("  + \(DiffWording.record($0))") + "  \($0.location)\n" })
        block("Findings introduced", report.findings.introduced.map { paint.red(findingLine($0)) + "\n" })
        block("Findings fixed", report.findings.fixed.map { paint.green(findingLine($0)) + "\n" })
        block("Findings still present", report.findings.unchanged.map { findingLine($0) + "\n" })
        for delta in report.outputs {
            if delta.isEmpty {
                out += "\n" + paint.bold("Output for \(ReportText.printable(delta.locale)):") + " no row, name, section or index letter changed\n"
            } else {
                out += "\n" + paint.bold("Output for \(ReportText.printable(delta.locale)):") + " \(DiffWording.outputCounts(delta))\n"
                    + outputLines(delta).joined()
            }
        }
        let verdict = DiffWording.verdict(report)
        out += "\n" + (report.fails ? paint.red(verdict) : paint.green(verdict)) + "\n"
        out += DiffWording.outline(report) + "\n"
        return out
    }

    /// The two sides: two datasets (and the reference both are judged
    /// against), or one dataset and the two references it is judged against.
    private static func header(_ report: DiffReport, paint: Paint) -> String {
        guard let update = report.referenceUpdate else {
            return "\(paint.bold("ccpipe diff")): \(ReportText.printable(DiffWording.side(report.old)))\n"
                + "         → \(ReportText.printable(DiffWording.side(report.new)))\n"
                + (report.reference.map { "         reference: \(ReportText.printable($0))\n" } ?? "")
        }
        return "\(paint.bold("ccpipe diff")): \(ReportText.printable(DiffWording.dataset(report.new))) under two references\n"
            + "    base reference: \(ReportText.printable(DiffWording.judged(update.base, report.old)))\n"
            + "       → reference: \(ReportText.printable(DiffWording.judged(report.reference ?? "", report.new)))\n"
    }

    private static func fieldLines(_ fields: [FieldChange]) -> String {
        fields.map { "      \(ReportText.printable($0.field)): \(DiffWording.value($0.old)) → \(DiffWording.value($0.new))\n" }.joined()
    }

    private static func findingLine(_ finding: Finding) -> String {
        "  \(finding.location): \(finding.severity.rawValue): \(ReportText.printable(finding.messageWithRelated)) [\(finding.ruleID)]"
    }

    private static func outputLines(_ delta: OutputDelta) -> [String] {
        func list(_ label: String, _ items: [String]) -> [String] {
            items.isEmpty ? [] : ["  \(label): \(items.map(ReportText.printable).joined(separator: " "))\n"]
        }
        let p = ReportText.printable
        return delta.rowsAdded.map { "  row added: \(p($0.code)) \(p($0.name)) (\(p($0.section)))\n" }
            + delta.rowsRemoved.map { "  row removed: \(p($0.code)) \(p($0.name)) (\(p($0.section)))\n" }
            + delta.namesChanged.map { "  name changed: \(ReportText.printable($0.code)) \"\(ReportText.printable($0.from))\" → \"\(ReportText.printable($0.to))\"\n" }
            + list("sections gained", delta.sectionsGained) + list("sections lost", delta.sectionsLost)
            + delta.rowsMoved.map { "  row moved: \(ReportText.printable($0.code)) \(ReportText.printable($0.name)): \(ReportText.printable($0.from)) → \(ReportText.printable($0.to))\n" }
            + list("index letters now empty", delta.lettersEmptied) + list("index letters now filled", delta.lettersFilled)
            + delta.unreached.map { "  not in the picker: \(p($0.code)) \(p($0.field)) \"\(p($0.from))\" → \"\(p($0.to))\": it shows \"\(p($0.shown))\"\n" }
            + (delta.skippedOld + delta.skippedNew > 0
                ? ["  records left out of the build: \(delta.skippedOld) old, \(delta.skippedNew) new\n"] : [])
    }

    /// ANSI escapes, or nothing when color is off.
    private struct Paint {
        var enabled: Bool
        func wrap(_ text: String, _ code: String) -> String { enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        func bold(_ text: String) -> String { wrap(text, "1") }
        func red(_ text: String) -> String { wrap(text, "31") }
        func green(_ text: String) -> String { wrap(text, "32") }
        func yellow(_ text: String) -> String { wrap(text, "33") }
    }
}
