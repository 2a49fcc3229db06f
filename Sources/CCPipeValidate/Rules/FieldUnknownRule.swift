import CCPipeCore
import CCPipeIngest
import CCPipeModel

/// A record key no field reads: extra data, or a field spelt so that it is missed.
package struct FieldUnknownRule: ValidationRule {
    package static let description = RuleDescription(
        id: "field-unknown", severity: .notice,
        summary: "records have a key that no field reads",
        rationale: "Extra keys (population, capital) are fine, but ccpipe neither checks nor builds them; saying so once per key means nothing is ignored without a word.",
        passing: [.record(name: "Afghanistan", dialCode: "+93", code: "AF")],
        triggering: [RuleExample(#"[{"name": "Afghanistan", "dial_code": "+93", "code": "AF", "population": 41000000}]"#)])

    package init() {}

    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        forEach(context.dataset.unreadKeys.lazy.filter { NearMissKey.field(for: $0.key) == nil }, report: report) { unread in
            finding("key \"\(unread.key.escapedForReport)\" (in \(Plural.count(unread.records, "record"))) is not a field ccpipe reads; "
                        + "it is neither checked nor built",
                    at: unread.location, code: nil, field: nil, keyPath: unread.key)
        }
    }
}
