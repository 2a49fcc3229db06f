import CCPipeModel

/// Leading digits run into the calling code, read as a calling code that
/// does not exist (`+77`, `+35818`).
package struct DialCodeSubscriberPrefixRule: ValidationRule {
    package static let description = RuleDescription(
        id: "dial-code-subscriber-prefix", severity: .warning,
        summary: "a subscriber prefix is run into the calling code",
        rationale: "Kazakhstan is +7; its numbers start with 7, and lists that write +77 present 77 as if it were a calling code, which breaks code that splits numbers by calling code. Outside the North American plan (where +1684 is the convention) the digits take a space: +7 7.",
        passing: [.record(name: "Kazakhstan", dialCode: "+7 7", code: "KZ"),
                  .record(name: "American Samoa", dialCode: "+1684", code: "AS")],
        triggering: [.record(name: "Kazakhstan", dialCode: "+77", code: "KZ"),
                     .record(name: "Åland Islands", dialCode: "+35818", code: "AX")],
        autoFix: .safe(precedence: 42, writes: "the same digits with a space after the calling code"))

    package init() {}


    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        forEach(context.dialCodes, report: report) { entry in
            guard case .runTogether(let canonical) = entry.verdict else { return nil }
            let written = context.written(dialCode: canonical)
            return finding("\"\(entry.raw)\" runs the leading digits into the calling code; write \(written ?? canonical)",
                           at: entry.value.location, code: entry.region, field: "dial_code", keyPath: entry.value.key,
                           expected: written, actual: entry.raw)
        }
    }
}
