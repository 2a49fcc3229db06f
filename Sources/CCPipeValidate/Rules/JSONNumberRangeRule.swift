import CCPipeCore
import CCPipeModel

/// A number no JSON reader holds as written.
package struct JSONNumberRangeRule: ValidationRule {
    package static let description = RuleDescription(
        id: "json-number-range", severity: .error,
        summary: "a number is too large for the readers apps use",
        rationale: "1e400 overflows a double (JSONSerialization and JavaScript read it as infinity, or refuse the file), and integers past 2^53 silently lose digits; whatever the field, the file does not mean the same thing to every reader.",
        passing: [RuleExample(#"[{"name": "Afghanistan", "dial_code": "+93", "code": "AF", "population": 41000000}]"#)],
        triggering: [RuleExample(#"[{"name": "Afghanistan", "dial_code": "+93", "code": "AF", "population": 1e400}]"#),
                     RuleExample(#"[{"name": "Afghanistan", "dial_code": "+93", "code": "AF", "id": 12345678901234567890}]"#)])

    package init() {}

    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        forEach(context.dataset.numbersOutOfRange, report: report) { number in
            finding("number \(number.literal.count > 40 ? String(number.literal.prefix(40)) + "…" : number.literal) is out of the range a JSON reader holds exactly (a double, or an integer up to 2^53)",
                    at: number.location, code: nil, field: nil)
        }
    }
}
