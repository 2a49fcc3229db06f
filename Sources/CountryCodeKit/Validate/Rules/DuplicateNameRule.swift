import Foundation

/// Two regions under one name.
public struct DuplicateNameRule: ValidationRule {
    public static let description = RuleDescription(
        id: "name-duplicate", severity: .error,
        summary: "two records for different regions have the same name",
        rationale: "Users cannot tell the two rows apart, and one of them is the wrong region (a shifted or mistyped code). Names are compared in Unicode normalisation form C, so visually identical names count as one.",
        passing: [RuleExample(#"[{"name": "Congo - Brazzaville", "dial_code": "+242", "code": "CG"}, {"name": "Congo - Kinshasa", "dial_code": "+243", "code": "CD"}]"#)],
        triggering: [RuleExample(#"[{"name": "Congo", "dial_code": "+242", "code": "CG"}, {"name": "Congo", "dial_code": "+243", "code": "CD"}]"#)])

    public init() {}

    public func check(_ context: ValidationContext) -> [Finding] {
        var firsts: [String: (code: String, location: SourceLocation)] = [:]
        var findings: [Finding] = []
        for record in context.dataset.records {
            guard let value = record.name, let name = value.string?.trimmingWhitespace, !name.isEmpty,
                  let code = context.region(of: record) else { continue }
            let key = name.precomposedStringWithCanonicalMapping
            if let first = firsts[key] {
                if first.code != code {
                    findings.append(finding("\"\(name)\" is also the name of \(first.code)",
                                            at: value.location, code: code, field: "name", keyPath: value.key,
                                            related: [RelatedLocation(first.location, note: "name of \(first.code)")], actual: name))
                }
            } else {
                firsts[key] = (code, value.location)
            }
        }
        return findings
    }
}
