import CCPipeCore
import CCPipeIngest
import CCPipeModel

/// A record key that is almost a field's: white space, case or punctuation
/// keep it from being read.
package struct FieldNearMissRule: ValidationRule {
    package static let description = RuleDescription(
        id: "field-near-miss", severity: .warning,
        summary: "a key is a near miss of a field's name and is not read",
        rationale: "\"alpha2 \" with a trailing space, \"dial code\" with a space or a second \"Code\" beside \"code\" look like the field to a person but not to a program: the value is silently missing from every app that reads the file.",
        passing: [.record(name: "Afghanistan", dialCode: "+93", code: "AF")],
        triggering: [RuleExample(#"[{"name": "Afghanistan", "dial code": "+93", "code": "AF"}]"#),
                     RuleExample(#"[{"name": "Afghanistan", "dial_code": "+93", "alpha2 ": "AF"}]"#)])

    package init() {}

    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        forEach(context.dataset.unreadKeys, report: report) { unread in
            guard let field = NearMissKey.field(for: unread.key) else { return nil }
            let records = Plural.count(unread.records, "record")
            return finding("key \"\(unread.key.escapedForReport)\" looks like the \(field) field but is not read as one (in \(records))",
                           at: unread.location, code: nil, field: field, keyPath: unread.key)
        }
    }
}
