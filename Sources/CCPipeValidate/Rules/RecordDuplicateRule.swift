import CCPipeCore
import CCPipeModel

/// The same record twice.
package struct RecordDuplicateRule: ValidationRule {
    package static let description = RuleDescription(
        id: "record-duplicate", severity: .error,
        summary: "a record repeats an earlier one exactly",
        rationale: "The region shows twice in the picker; merges of two copies of a list leave these behind.",
        passing: [RuleExample(#"[{"name": "Afghanistan", "dial_code": "+93", "code": "AF"}, {"name": "Albania", "dial_code": "+355", "code": "AL"}]"#)],
        triggering: [RuleExample(#"[{"name": "Afghanistan", "dial_code": "+93", "code": "AF"}, {"name": "Afghanistan", "dial_code": "+93", "code": "AF"}]"#)])

    package init() {}


    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        forEach(context.repeats, report: report) { repeated in
            guard repeated.kind == .identical else { return nil }
            return finding("record repeats an earlier one",
                           at: repeated.record.location, code: repeated.code, field: nil,
                           related: [RelatedLocation(repeated.first.location, note: "first record for \(repeated.code)")])
        }
    }
}
