import CCPipeCore
import CCPipeIngest
import CCPipeModel

/// A dial code that is no dial code at all: letters, a placeholder where the
/// region has a calling code, a leading zero, more digits than E.164 allows.
/// How a readable one is written (`00`, a missing `+`, a `-`) is
/// `dial-code-style`'s: it still dials.
package struct DialCodeSyntaxRule: ValidationRule {
    package static let description = RuleDescription(
        id: "dial-code-syntax", severity: .error,
        summary: "a dial code is not one: letters, a placeholder, a leading zero or more than 15 digits",
        rationale: "Pickers prefix the dial code to what the user types and hand the result to the phone system; letters, placeholders such as N/A or '-', a calling code that starts with 0 or more digits than any number has cannot be dialled at all. A placeholder for a region libphonenumber gives no calling code (Antarctica) says what is true; a file that writes one is told once.",
        passing: [.record(name: "Afghanistan", dialCode: "+93", code: "AF"),
                  .record(name: "American Samoa", dialCode: "+1 684", code: "AS"),
                  .record(name: "Antarctica", dialCode: "-", code: "AQ"),
                  .record(name: "Afghanistan", dialCode: "0093", code: "AF")],
        triggering: [.record(name: "Afghanistan", dialCode: "+9e", code: "AF"),
                     .record(name: "Åland Islands", dialCode: "N/A", code: "AX"),
                     .record(name: "Kosovo", dialCode: "-", code: "XK"),
                     .record(name: "Afghanistan", dialCode: "+093", code: "AF"),
                     .record(name: "Afghanistan", dialCode: "+9312345678901234", code: "AF")])

    package init() {}


    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        forEach(context.dataset.records, report: report) { record in
            guard let value = record.dialCode, let raw = value.string else { return nil }
            let problems = DialCodeText(raw).intrinsicProblems.filter(\.unreadable)
            guard !problems.isEmpty else { return nil }
            // No dial code is the truth for a region with no calling code of its own.
            if problems == [.placeholder], context.hasNoCallingCode(record) { return nil }
            return finding("dial code \"\(raw.escapedForReport)\" \(problems.map(\.text).joined(separator: "; "))",
                           at: value.location, code: context.code(of: record), field: "dial_code", keyPath: value.key,
                           expected: context.region(of: record).flatMap { context.written(dialCode: context.dialingPlan.canonicalDialCode(of: $0)) },
                           actual: raw, judgement: true)
        }
    }
}

extension DialCodeText.Problem {
    /// Whether it makes the value no dial code at all, rather than one
    /// written another way (`dial-code-style`'s). An empty value is the
    /// empty-field rule's.
    var unreadable: Bool {
        switch self {
        case .letters, .placeholder, .leadingZero, .tooLong: true
        default: false
        }
    }
}
