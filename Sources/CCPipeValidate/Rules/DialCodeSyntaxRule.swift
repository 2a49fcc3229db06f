import CCPipeCore
import CCPipeIngest
import CCPipeModel

/// Dial codes are written `+` and digits, with at most one space after the
/// calling code (`+44`, `+1 684`).
package struct DialCodeSyntaxRule: ValidationRule {
    package static let description = RuleDescription(
        id: "dial-code-syntax", severity: .error,
        summary: "a dial code is not written as '+' followed by digits",
        rationale: "Pickers prefix the dial code to what the user types and hand the result to the phone system; '00', a missing '+', inner spaces, dashes, no-break spaces, letters or placeholders such as N/A produce numbers that cannot be dialled from abroad.",
        passing: [.record(name: "Afghanistan", dialCode: "+93", code: "AF"),
                  .record(name: "American Samoa", dialCode: "+1 684", code: "AS")],
        triggering: [.record(name: "Cayman Islands", dialCode: "+ 345", code: "KY"),
                     .record(name: "Afghanistan", dialCode: "0093", code: "AF"),
                     .record(name: "Afghanistan", dialCode: "93", code: "AF"),
                     .record(name: "American Samoa", dialCode: "+1-684", code: "AS"),
                     .record(name: "Afghanistan", dialCode: "+9e", code: "AF"),
                     .record(name: "Afghanistan", dialCode: "+93\u{00A0}", code: "AF"),
                     .record(name: "Antarctica", dialCode: "N/A", code: "AQ"),
                     .record(name: "Antarctica", dialCode: "-", code: "AQ")],
        autoFix: .safe(precedence: 40))

    package init() {}

    package func check(_ context: ValidationContext) -> [Finding] { collected(context) }

    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        let style = context.conventions.dialCode
        forEach(context.dataset.records, report: report) { record in
            guard let value = record.dialCode, let raw = value.string else { return nil }
            let parsed = DialCodeText(raw)
            let problems = parsed.problems(in: style)
            // An empty value is the empty-field rule's to report.
            guard !problems.isEmpty, problems != [.empty] else { return nil }
            let code = context.code(of: record)
            let suggestion = context.region(of: record).flatMap {
                DialCodeSuggestion.for(region: $0, digits: parsed.digits, in: context, style: style)
            }
            return finding("dial code \"\(raw.escapedForReport)\" \(problems.map(\.text).joined(separator: "; "))",
                           at: value.location, code: code, field: "dial_code", keyPath: value.key,
                           expected: suggestion, actual: raw)
        }
    }
}
