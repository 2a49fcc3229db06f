import CCPipeBuild
import CCPipeCore
import CCPipeDiff
import CCPipeModel
import CCPipeReference
import CCPipeValidate

/// The folded detail blocks of the Markdown diff report, one per kind of
/// change, each a `<details>` element holding a capped table.
enum DiffMarkdownSections {
    static func blocks(_ report: DiffReport, rowLimit: Int) -> [String] {
        let data = report.data
        let escape = ReportText.markdown
        func value(_ value: DiffValue?) -> String { escape(DiffWording.value(value)) }
        func location(_ location: SourceLocation) -> String { escape(location.description) }
        func recordRow(_ record: RegionRecord) -> [String] {
            [escape(record.code ?? "(no code)"), value(record.name), value(record.dialCode), location(record.location)]
        }
        let recordHeader = ["code", "name", "dial code", "location"]

        var blocks: [String] = []
        func add(_ title: String, _ header: [String], _ rows: [[String]]) {
            guard !rows.isEmpty else { return }
            blocks.append(fold("\(title) (\(rows.count))", table(header, rows, limit: rowLimit)))
        }
        if let update = report.referenceUpdate {
            add("Region codes whose validity changes", ["code", "becomes", "base reference", "reference", "in the dataset"], update.validity.map { change in
                [escape(change.code), change.becomesValid ? "valid" : "invalid", escape(change.old?.rawValue ?? "(not listed)"),
                 escape(change.new?.rawValue ?? "(not listed)"), change.inDataset ? "yes" : "no"]
            })
            add("Locales only the reference has", ["locale"], update.localesAdded.map { [escape($0)] })
            add("Locales the project builds that the reference lacks", ["locale"], update.localesRemoved.map { [escape($0)] })
        }
        add("Regions added", recordHeader, data.added.map(recordRow))
        add("Regions removed", recordHeader, data.removed.map(recordRow))
        add("Regions recoded", ["old code", "new code", "why", "other changes"], data.recoded.map { recode in
            [escape(recode.old.code ?? ""), escape(recode.new.code ?? ""), escape(recode.reason.rawValue),
             recode.fields.map { "\(escape($0.field)): \(value($0.old)) → \(value($0.new))" }.joined(separator: "<br>")]
        })
        add("Regions changed", ["code", "field", "old", "new"], data.changed.flatMap { change in
            change.fields.map { [escape(change.code), escape($0.field), value($0.old), value($0.new)] }
        })
        add("Records without a code, only in the old dataset", recordHeader, data.unmatchedOld.map(recordRow))
        add("Records without a code, only in the new dataset", recordHeader, data.unmatchedNew.map(recordRow))

        let findingHeader = ["severity", "rule", "region", "location", "message"]
        func findingRow(_ finding: Finding) -> [String] {
            [finding.severity.rawValue, escape(finding.ruleID), escape(finding.code ?? ""), location(finding.location), escape(finding.messageWithRelated)]
        }
        add("Findings introduced", findingHeader, report.findings.introduced.map(findingRow))
        add("Findings fixed", findingHeader, report.findings.fixed.map(findingRow))
        add("Findings still present", findingHeader, report.findings.unchanged.map(findingRow))

        for delta in report.outputs where !delta.isEmpty {
            var rows: [[String]] = []
            for row in delta.rowsAdded { rows.append(["row added", "\(escape(row.code)) \(escape(row.name))", escape(row.section)]) }
            for row in delta.rowsRemoved { rows.append(["row removed", "\(escape(row.code)) \(escape(row.name))", escape(row.section)]) }
            for change in delta.namesChanged { rows.append(["name changed", escape(change.code), "\(escape(change.from)) → \(escape(change.to))"]) }
            for title in delta.sectionsGained { rows.append(["section gained", escape(title), ""]) }
            for title in delta.sectionsLost { rows.append(["section lost", escape(title), ""]) }
            for move in delta.rowsMoved { rows.append(["row moved", "\(escape(move.code)) \(escape(move.name))", "\(escape(move.from)) → \(escape(move.to))"]) }
            for label in delta.lettersEmptied { rows.append(["index letter now empty", escape(label), ""]) }
            for label in delta.lettersFilled { rows.append(["index letter now filled", escape(label), ""]) }
            for change in delta.unreached {
                rows.append(["not in the picker", "\(escape(change.code)) \(escape(change.field))",
                             "\(escape(change.from)) → \(escape(change.to)): it shows \(escape(change.shown))"])
            }
            blocks.append(fold("Output for \(escape(delta.locale)) (\(Plural.count(rows.count, "change")))",
                               table(["change", "what", "detail"], rows, limit: rowLimit)))
        }
        return blocks
    }

    private static func fold(_ summary: String, _ body: String) -> String {
        "\n<details><summary>\(summary)</summary>\n\n\(body)\n</details>\n"
    }

    private static func table(_ header: [String], _ rows: [[String]], limit: Int) -> String {
        var out = "| " + header.joined(separator: " | ") + " |\n|" + String(repeating: "---|", count: header.count) + "\n"
        for row in rows.prefix(limit) { out += "| " + row.joined(separator: " | ") + " |\n" }
        if rows.count > limit { out += "\n_\(Plural.count(rows.count - limit, "more row")) left out._\n" }
        return out
    }
}
