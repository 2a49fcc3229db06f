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

    public func check(_ context: ValidationContext) -> [Finding] { collected(context) }

    public func check(_ context: ValidationContext, report: (Finding) -> Void) {
        // Each name's first record, by position: a dataset of distinct names
        // holds one entry per record here, so an entry is kept small.
        let records = context.dataset.records
        var firsts: [String: Int] = [:]
        for (position, record) in records.enumerated() {
            guard let value = record.name, let name = value.string?.trimmingWhitespace, !name.isEmpty,
                  let code = context.region(of: record) else { continue }
            let key = name.precomposedStringWithCanonicalMapping
            if let firstPosition = firsts[key] {
                let first = records[firstPosition]
                let firstCode = context.region(of: first)!
                if firstCode != code {
                    report(finding("\"\(name)\" is also the name of \(firstCode)",
                                   at: value.location, code: code, field: "name", keyPath: value.key,
                                   related: [RelatedLocation(first.name!.location, note: "name of \(firstCode)")], actual: name))
                }
            } else {
                firsts[key] = position
            }
        }
    }
}
