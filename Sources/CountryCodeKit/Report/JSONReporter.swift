/// The machine-readable report:
/// `{"findings": [{rule, severity, code, field, file, line, column, message, expected, actual}], "summary": {…}}`.
public enum JSONReporter {
    public static func render(_ findings: [Finding], dataset: Dataset) -> String {
        let summary = FindingSummary(findings)
        return JSONOutput.object([
            ("findings", .array(findings.sorted().map(entry))),
            ("summary", .object([
                ("dataset", .string(dataset.file)),
                ("shape", .string(dataset.shape.description)),
                ("records", .int(dataset.records.count)),
                ("errors", .int(summary.errors)),
                ("warnings", .int(summary.warnings)),
                ("notices", .int(summary.notices)),
            ])),
        ]).rendered()
    }

    private static func entry(_ finding: Finding) -> JSONOutput {
        .object([
            ("rule", .string(finding.ruleID)),
            ("severity", .string(finding.severity.rawValue)),
            ("code", .string(finding.code)),
            ("field", .string(finding.field)),
            ("file", .string(finding.location.file)),
            ("line", .int(finding.location.line)),
            ("column", .int(finding.location.column)),
            ("message", .string(finding.message)),
            ("expected", .string(finding.expected)),
            ("actual", .string(finding.actual)),
        ])
    }
}
