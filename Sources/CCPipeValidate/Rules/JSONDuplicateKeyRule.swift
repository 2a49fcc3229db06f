import CCPipeCore
import CCPipeModel

/// A key written twice in one JSON object. Parsers keep one of the values
/// (Foundation's two parsers even disagree on which), so the other is lost.
package struct JSONDuplicateKeyRule: ValidationRule {
    package static let description = RuleDescription(
        id: "json-duplicate-key", severity: .error,
        summary: "a key appears more than once in the same JSON object",
        rationale: "JSON parsers silently keep only one of the values, and different parsers keep different ones, so apps reading the same file disagree.",
        passing: [.record(name: "Afghanistan", dialCode: "+93", code: "AF")],
        triggering: [RuleExample(#"[{"name": "Afghanistan", "dial_code": "+93", "dial_code": "+94", "code": "AF"}]"#)])

    package init() {}

    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        forEach(context.dataset.duplicateKeys, report: report) { duplicate in
            finding("key \"\(duplicate.key)\" repeats an earlier one in the same object; only one of the values would be read",
                    at: duplicate.location, code: nil, field: CanonicalField.of(key: duplicate.key), keyPath: duplicate.key,
                    related: [RelatedLocation(duplicate.firstLocation, note: "first \"\(duplicate.key)\"")])
        }
    }
}
