import CCPipeBuild
import CCPipeCore
import CCPipeIngest
import CCPipeModel
import CCPipeValidate

/// The machine-readable report:
/// `{"findings": [{rule, severity, code, field, file, line, column, message, expected, actual, summary, fix}], "summary": {…}}`.
/// `summary` is the rule's one-line description (null for a rule `rules` does
/// not describe); `fix` is the suggested value, from `expected`, or null.
package enum JSONReporter {
    package static func render(_ findings: [Finding], dataset: Dataset, reference: String? = nil, rules: [RuleDescription] = [],
                              omitted: [OmittedFindings] = []) -> String {
        let summary = FindingSummary(findings, omitted: omitted)
        let descriptions = rules.byID()
        return JSONOutput.object([
            ("findings", .array(findings.sorted().map { entry($0, rule: descriptions[$0.ruleID]) })),
            ("summary", .object([
                ("dataset", .string(dataset.file)),
                ("shape", .string(dataset.shape.description)),
                ("reference", .string(reference)),
                ("records", .int(dataset.records.count)),
                ("errors", .int(summary.errors)),
                ("warnings", .int(summary.warnings)),
                ("notices", .int(summary.notices)),
                ("omitted", .array(omitted.map { entry in
                    .object([("rule", .string(entry.ruleID)), ("errors", .int(entry.summary.errors)),
                              ("warnings", .int(entry.summary.warnings)), ("notices", .int(entry.summary.notices))])
                })),
            ])),
        ]).renderedForReport()
    }

    private static func entry(_ finding: Finding, rule: RuleDescription?) -> JSONOutput {
        .object([
            ("rule", .string(finding.ruleID)),
            ("severity", .string(finding.severity.rawValue)),
            ("code", .string(finding.code)),
            ("field", .string(finding.field)),
            ("key_path", .string(finding.keyPath)),
            ("file", .string(finding.location.file)),
            ("line", .int(finding.location.line)),
            ("column", .int(finding.location.column)),
            ("message", .string(finding.message)),
            ("related", finding.relatedJSON),
            ("expected", .string(finding.expected)),
            ("actual", .string(finding.actual)),
            ("summary", .string(rule?.summary)),
            ("fix", .string(finding.suggestedFix)),
        ])
    }
}

extension Finding {
    /// The value to put in place of `actual`, when the rule suggests one.
    var suggestedFix: String? {
        guard let expected, !expected.isEmpty else { return nil }
        return expected
    }
}
