import CCPipeModel

/// A shared calling code alone, for a region that libphonenumber tells apart
/// by a fixed run of leading digits.
///
/// Judged a notice: the number still connects, since users type the area
/// digits as part of their number; but a picker that shows `+1 684` for
/// American Samoa tells them which numbers belong there and can prefill it.
package struct DialCodeSharedRule: ValidationRule {
    package static let description = RuleDescription(
        id: "dial-code-shared", severity: .notice,
        summary: "a shared calling code is given without the region's leading digits",
        rationale: "+1 alone for American Samoa or +39 alone for Vatican City is not wrong, but it is the same as the main region's; the leading digits (+1 684, +39 06698) tell the regions apart.",
        passing: [.record(name: "Vatican City", dialCode: "+39 06698", code: "VA"),
                  .record(name: "Canada", dialCode: "+1", code: "CA"),
                  .record(name: "Guernsey", dialCode: "+44", code: "GG")],
        triggering: [.record(name: "American Samoa", dialCode: "+1", code: "AS"),
                     .record(name: "Vatican City", dialCode: "+39", code: "VA")])

    package init() {}


    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        forEach(context.dialCodes, report: report) { entry in
            guard case .bareSharedCode(let canonical) = entry.verdict else { return nil }
            return finding("+\(entry.digits) is shared with other regions; \(context.displayName(of: entry.region)) is \(canonical)",
                           at: entry.value.location, code: entry.region, field: "dial_code", keyPath: entry.value.key,
                           expected: context.written(dialCode: canonical), actual: entry.raw)
        }
    }
}
