import CCPipeBuild
import CCPipeCore
import CCPipeDiff
import CCPipeIngest
import CCPipeValidate

/// Words every diff report shares, so the formats say the same thing.
enum DiffWording {
    static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
    }

    /// The one-line verdict: whether the change brings in error findings.
    static func verdict(_ report: DiffReport) -> String {
        let errors = report.introducedErrors
        return errors == 0 ? "This change introduces no error findings."
            : "This change introduces \(count(errors, "error finding"))."
    }

    /// What the change does to the data and the findings, in one sentence.
    static func outline(_ report: DiffReport) -> String {
        let data = report.data
        let dataPart = data.isEmpty ? "no data change"
            : "\(data.added.count) added, \(data.removed.count) removed, \(data.changed.count) changed, \(data.recoded.count) recoded"
                + (data.unmatchedOld.count + data.unmatchedNew.count > 0
                    ? ", \(count(data.unmatchedOld.count + data.unmatchedNew.count, "record")) without a code unmatched" : "")
        let findings = report.findings
        return "\(dataPart); findings: \(findings.introduced.count) introduced, \(findings.fixed.count) fixed, \(findings.unchanged.count) still present"
    }

    static func side(_ side: DiffReport.Side) -> String {
        "\(side.file) (\(count(side.records, "record")), \(side.summary.sentence))"
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
