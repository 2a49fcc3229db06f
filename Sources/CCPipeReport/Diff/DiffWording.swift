import CCPipeBuild
import CCPipeCore
import CCPipeDiff
import CCPipeIngest
import CCPipeModel
import CCPipeValidate

/// Words every diff report shares, so the formats say the same thing.
enum DiffWording {
    /// What a change does to one locale's picker, counted: rows added,
    /// removed, renamed and moved, sections, index letters, and the
    /// dataset's changes the picker does not show.
    static func outputCounts(_ delta: OutputDelta) -> String {
        var out = "rows \(delta.rowsAdded.count) added, \(delta.rowsRemoved.count) removed, \(delta.namesChanged.count) renamed, "
            + "\(delta.rowsMoved.count) moved; sections \(delta.sectionsGained.count) gained, \(delta.sectionsLost.count) lost; "
            + "index letters \(delta.lettersEmptied.count) emptied, \(delta.lettersFilled.count) filled"
        if !delta.unreached.isEmpty {
            out += "; \(Plural.count(delta.unreached.count, "change")) of the dataset's not in the picker"
        }
        if delta.alreadyShown > 0 {
            out += "; \(Plural.count(delta.alreadyShown, "change")) of the dataset's to what the picker already showed"
        }
        return out
    }

    /// The one-line verdict: whether the change brings in error findings
    /// (and, for a reference update, whether the reference lacks a locale
    /// the project builds).
    static func verdict(_ report: DiffReport) -> String {
        let errors = report.introducedErrors
        guard let update = report.referenceUpdate else {
            return errors == 0 ? "This change introduces no error findings."
                : "This change introduces \(Plural.count(errors, "error finding"))."
        }
        let introduced = errors == 0 ? "introduces no error findings" : "introduces \(Plural.count(errors, "error finding"))"
        let lacking = update.localesRemoved.isEmpty ? "" : ", and lacks \(Plural.count(update.localesRemoved.count, "locale")) the project builds"
        return "The reference update \(introduced)\(lacking)."
    }

    /// What the change does to the data and the findings (and, for a
    /// reference update, to region codes and the pickers), in one sentence.
    static func outline(_ report: DiffReport) -> String {
        let data = report.data
        let dataPart = data.isEmpty ? "no data change"
            : "\(data.added.count) added, \(data.removed.count) removed, \(data.changed.count) changed, \(data.recoded.count) recoded"
                + (data.unmatchedOld.count + data.unmatchedNew.count > 0
                    ? ", \(Plural.count(data.unmatchedOld.count + data.unmatchedNew.count, "record")) without a code unmatched" : "")
        let findings = report.findings
        let findingsPart = "findings: \(findings.introduced.count) introduced, \(findings.fixed.count) fixed, \(findings.unchanged.count) still present"
        guard let update = report.referenceUpdate else { return "\(dataPart); \(findingsPart)" }
        let valid = update.validity.count(where: \.becomesValid)
        let names = report.outputs.reduce(0) { $0 + $1.namesChanged.count }, moved = report.outputs.reduce(0) { $0 + $1.rowsMoved.count }
        let added = report.outputs.reduce(0) { $0 + $1.rowsAdded.count }, removed = report.outputs.reduce(0) { $0 + $1.rowsRemoved.count }
        return (data.isEmpty ? "" : "records: \(dataPart); ")
            + "region codes: \(valid) becoming valid, \(update.validity.count - valid) invalid; \(findingsPart); "
            + "pickers: \(Plural.count(added, "row")) added, \(removed) removed, \(Plural.count(names, "name")) changed, \(Plural.count(moved, "row")) moved, "
            + "in \(Plural.count(report.outputs.count, "locale"))"
    }

    static func side(_ side: DiffReport.Side) -> String {
        "\(side.file) (\(Plural.count(side.records, "record")), \(side.summary.sentence))"
    }

    /// A side of a reference update: the reference and its verdict
    /// (`/usr/share/unicode/cldr/common (CLDR 41): 1 error, 2 warnings, 0 notices`).
    static func judged(_ reference: String, _ side: DiffReport.Side) -> String {
        "\(reference): \(side.summary.sentence)"
    }

    /// The one dataset a reference update judges twice.
    static func dataset(_ side: DiffReport.Side) -> String {
        "\(side.file) (\(Plural.count(side.records, "record")))"
    }

    /// `CQ becomes valid: reserved → regular`; `(not listed)` for a code
    /// the reference's `validity/region.xml` does not list.
    static func validity(_ change: ReferenceUpdate.ValidityChange) -> String {
        let status = { (status: RegionStatus?) in status?.rawValue ?? "(not listed)" }
        return "\(change.code) becomes \(change.becomesValid ? "valid" : "invalid"): \(status(change.old)) → \(status(change.new))"
    }

    /// A value as the text formats show it: strings quoted, other JSON kinds
    /// as literals, and `(absent)` when the side has no such field.
    static func value(_ value: DiffValue?) -> String {
        guard let value else { return "(absent)" }
        return value.kind == .string ? "\"\(ReportText.printable(value.description))\"" : ReportText.printable(value.description)
    }

    static func record(_ record: RegionRecord) -> String {
        "\(ReportText.printable(record.code ?? "(no code)")) \(value(record.name)) \(value(record.dialCode))"
    }
}
