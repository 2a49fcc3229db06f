import CCPipeCore
import CCPipeModel

/// Two records for one region, differing in name: lookups by code become ambiguous.
package struct CodeDuplicateRule: ValidationRule {
    package static let description = RuleDescription(
        id: "code-duplicate", severity: .error,
        summary: "a region code appears in more than one record, under different names",
        rationale: "A picker lists the region twice under two names, and a lookup by code returns whichever record comes first; usually one of the two codes is a typo for another region's.",
        passing: [RuleExample(#"[{"name": "Afghanistan", "dial_code": "+93", "code": "AF"}, {"name": "Albania", "dial_code": "+355", "code": "AL"}]"#)],
        triggering: [RuleExample(#"[{"name": "Austria", "dial_code": "+43", "code": "AT"}, {"name": "Australia", "dial_code": "+43", "code": "AT"}]"#)])

    package init() {}


    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        forEach(context.repeats, report: report) { repeated in
            guard repeated.kind == .otherwise, let value = repeated.record.code else { return nil }
            return finding("region code \(repeated.code) is already used by \"\(repeated.first.name?.text ?? "")\"",
                           at: value.location, code: repeated.code, field: "code", keyPath: value.key,
                           related: [RelatedLocation(repeated.first.location, note: "first record for \(repeated.code)")], actual: repeated.code)
        }
    }
}
