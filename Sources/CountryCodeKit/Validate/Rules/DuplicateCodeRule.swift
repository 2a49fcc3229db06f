/// Two records for one region show it twice and make lookups by code ambiguous.
public struct DuplicateCodeRule: ValidationRule {
    public static let description = RuleDescription(
        id: "code-duplicate", severity: .error,
        summary: "a region code appears in more than one record",
        rationale: "A picker lists the region twice, and a lookup by code returns whichever record comes first.",
        passing: [RuleExample(#"[{"name": "Afghanistan", "dial_code": "+93", "code": "AF"}, {"name": "Albania", "dial_code": "+355", "code": "AL"}]"#)],
        triggering: [RuleExample(#"[{"name": "Afghanistan", "dial_code": "+93", "code": "AF"}, {"name": "Afghanistan", "dial_code": "+93", "code": "AF"}]"#)])

    public init() {}

    public func check(_ context: ValidationContext) -> [Finding] {
        var first: [String: SourceLocation] = [:]
        var findings: [Finding] = []
        for record in context.dataset.records {
            guard let value = record.code, let code = value.string?.trimmingWhitespace, !code.isEmpty else { continue }
            if let earlier = first[code] {
                findings.append(finding("region code \(code) already appears at line \(earlier.line)",
                                        at: value.location, code: code, field: "code", actual: code))
            } else {
                first[code] = value.location
            }
        }
        return findings
    }
}
