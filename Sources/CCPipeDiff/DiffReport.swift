import CCPipeBuild
import CCPipeModel
import CCPipeValidate

/// Everything a reviewer of a dataset change is shown: the record changes,
/// the findings on both sides matched up, and the effect on each locale's
/// canonical output. The reporters render it; nothing here prints.
package struct DiffReport: Equatable, Sendable {
    package var old: Side
    package var new: Side
    package var data: DatasetDiff
    package var findings: FindingsDelta
    /// One per locale, in the order asked for.
    package var outputs: [OutputDelta]
    /// How the report names the reference both sides were checked against.
    package var reference: String?

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

    /// Validates both sides against the one reference and builds each
    /// locale's catalog on both sides. A side's records without a usable code
    /// are left out of its build (`OutputDelta.skippedOld`/`skippedNew`), as
    /// `CatalogBuilder` does, so a broken side still shows its effect.
    /// - Throws: what `CatalogBuilder.build` throws (ICU could not open a locale).
    /// Both sides are checked with the same configuration, the new side's.
    package static func compare(old: Dataset, new: Dataset, reference: ReferenceData, locales: [String],
                               configuration: Configuration = Configuration()) throws -> DiffReport {
        // Notices about the configuration itself say nothing about the change.
        let aboutData = { (finding: Finding) in finding.ruleID != Validator.unusedAcceptanceID }
        let oldResult = Validator.validate(old, against: reference, configuration: configuration)
        let newResult = Validator.validate(new, against: reference, configuration: configuration)
        let oldFindings = oldResult.findings.filter(aboutData)
        let newFindings = newResult.findings.filter(aboutData)
        let outputs = try locales.map { locale in
            OutputDelta(old: try CatalogBuilder.build(dataset: old, reference: reference, locale: locale),
                        new: try CatalogBuilder.build(dataset: new, reference: reference, locale: locale))
        }
        return DiffReport(
            old: Side(old, findings: oldFindings, omitted: oldResult.omitted),
            new: Side(new, findings: newFindings, omitted: newResult.omitted),
            data: DatasetDiffer.diff(old: old, new: new, replacements: reference.territoryAliases),
            findings: FindingsDelta(old: oldFindings, new: newFindings),
            outputs: outputs)
    }

    /// Error findings the change brings in; the exit code and verdict rest on it.
    package var introducedErrors: Int { findings.introducedErrors }
}

extension DiffReport.Side {
    /// The counts include the findings past the report caps.
    init(_ dataset: Dataset, findings: [Finding], omitted: [OmittedFindings] = []) {
        self.init(file: dataset.file, shape: dataset.shape.description, records: dataset.records.count,
                  summary: FindingSummary(findings, omitted: omitted))
    }
}
