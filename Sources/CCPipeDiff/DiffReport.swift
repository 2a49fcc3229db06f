import CCPipeModel
import CCPipeValidate

/// Everything a reviewer of a dataset change is shown: the record changes,
/// the findings on both sides matched up, and the effect on each locale's
/// canonical output. The same for one dataset under two references (a
/// reference update, `referenceUpdate`), whose records do not change but
/// whose findings, names and sections may. The reporters render it; nothing
/// here prints.
package struct DiffReport: Equatable, Sendable {
    package var old: Side
    package var new: Side
    package var data: DatasetDiff
    package var findings: FindingsDelta
    /// One per locale, in the order asked for.
    package var outputs: [OutputDelta]
    /// How the report names the reference both sides were checked against;
    /// for a reference update, the new side's.
    package var reference: String?
    /// For one dataset under two references: the base reference, the old
    /// side's, and what else changes with it; nil for a dataset change.
    package var referenceUpdate: ReferenceUpdate?

    /// A dataset as the report's header describes it.
    package struct Side: Equatable, Sendable {
        package var file: String
        package var shape: String
        package var records: Int
        package var summary: FindingSummary

        package init(file: String, shape: String, records: Int, summary: FindingSummary) {
            self.file = file
            self.shape = shape
            self.records = records
            self.summary = summary
        }
    }

    package init(old: Side, new: Side, data: DatasetDiff, findings: FindingsDelta, outputs: [OutputDelta]) {
        self.old = old
        self.new = new
        self.data = data
        self.findings = findings
        self.outputs = outputs
    }

    /// One dataset as the pipeline hands it over: what validating it found
    /// and its catalog in each locale, built as `build` builds them (with the
    /// regions validation resolved for records keyed by alpha-3 code or by
    /// name). A diff compares; it validates and builds nothing itself, so it
    /// cannot judge a dataset otherwise than `check` and `build` do.
    /// `catalogs` are one per locale, in the order the report lists them.
    package typealias Judged = (dataset: Dataset, result: ValidationResult, catalogs: [Catalog])

    /// Both sides' records, findings and catalogs compared, locale by
    /// locale. A side's records the build leaves out (no usable code, no
    /// name) are counted (`OutputDelta.skippedOld`/`skippedNew`), so a
    /// broken side still shows its effect.
    /// - Parameter replacements: `ReferenceData.territoryAliases`, for telling recodes.
    package static func compare(old: Judged, new: Judged, replacements: [String: [String]]) -> DiffReport {
        // Notices about the configuration itself say nothing about the change.
        let aboutData = { (finding: Finding) in finding.ruleID != Validator.unusedAcceptanceID }
        let oldFindings = old.result.findings.filter(aboutData)
        let newFindings = new.result.findings.filter(aboutData)
        let data = DatasetDiffer.diff(old: old.dataset, new: new.dataset, regions: (old.result.regions, new.result.regions),
                                      replacements: replacements)
        return DiffReport(
            old: Side(old.dataset, findings: oldFindings, omitted: old.result.omitted),
            new: Side(new.dataset, findings: newFindings, omitted: new.result.omitted),
            data: data,
            findings: FindingsDelta(old: oldFindings, new: newFindings),
            outputs: zip(old.catalogs, new.catalogs).map { OutputDelta(old: $0, new: $1, changes: data.changed,
                                                                        nameLocale: new.result.conventions.nameLocale) })
    }

    /// Error findings the change brings in; the exit code and verdict rest on it.
    package var introducedErrors: Int { findings.introducedErrors }

    /// The verdict: the change brings in an error finding, or (a reference
    /// update) the new reference lacks a locale the project builds.
    package var fails: Bool {
        introducedErrors > 0 || !(referenceUpdate?.localesRemoved.isEmpty ?? true)
    }

    /// What `--fail-on-change` fails on besides `fails`: for a dataset
    /// change, any record changed; for a reference update, any finding
    /// introduced or fixed, name, section or index letter changed, or
    /// record matched to another region (its records are the same).
    package var changesAnything: Bool {
        guard let update = referenceUpdate else { return !data.isEmpty }
        return !data.isEmpty || !findings.introduced.isEmpty || !findings.fixed.isEmpty || outputs.contains { !$0.isEmpty }
            || !update.localesAdded.isEmpty || !update.localesRemoved.isEmpty
    }
}

extension DiffReport.Side {
    /// The counts include the findings past the report caps.
    init(_ dataset: Dataset, findings: [Finding], omitted: [OmittedFindings] = []) {
        self.init(file: dataset.file, shape: dataset.shape.description, records: dataset.records.count,
                  summary: FindingSummary(findings, omitted: omitted))
    }
}
