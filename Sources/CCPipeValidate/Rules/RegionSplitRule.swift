import CCPipeCore
import CCPipeModel

/// One region spread over several records, one per dial code.
package struct RegionSplitRule: ValidationRule {
    package static let description = RuleDescription(
        id: "region-split", severity: .error,
        summary: "a region is split over several records with different dial codes",
        rationale: "Lists that give the Dominican Republic one record per area code (+1 809, +1 829, +1 849) show the country three times; a picker needs one row per region, with its calling code.",
        passing: [.record(name: "Dominican Republic", dialCode: "+1", code: "DO")],
        triggering: [RuleExample(#"[{"name": "Dominican Republic", "dial_code": "+1 809", "code": "DO"}, {"name": "Dominican Republic", "dial_code": "+1 829", "code": "DO"}]"#)])

    package init() {}


    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        forEach(context.repeats, report: report) { repeated in
            guard repeated.kind == .otherDialCode, let value = repeated.record.dialCode ?? repeated.record.code else { return nil }
            let expected = context.dialingPlan.canonicalDialCode(of: repeated.code)
            return finding("\(context.displayName(of: repeated.code)) already has a record (dial code \(repeated.first.dialCode?.text ?? "none")); one record per region" + (expected.map { ", with \($0)" } ?? ""),
                           at: value.location, code: repeated.code, field: "dial_code", keyPath: value.key,
                           related: [RelatedLocation(repeated.first.location, note: "first record for \(repeated.code)")], expected: expected,
                           actual: repeated.record.dialCode?.text)
        }
    }
}
