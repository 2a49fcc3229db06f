import CCPipeCore
import CCPipeIngest
import CCPipeModel

/// An alpha-3 code that ISO 3166-1 does not assign, written by convention
/// for a region it gives no code: Kosovo as `UNK` or `XKX`.
package struct CodeAlpha3UserAssignedRule: ValidationRule {
    package static let description = RuleDescription(
        id: "code-alpha3-user-assigned", severity: .notice,
        summary: "an alpha-3 code is a user-assigned one, for a region ISO 3166-1 gives no code",
        rationale: "ISO 3166-1 has no code for Kosovo; the United Nations write UNK, the European Commission and others XKX, and CLDR XKK. Each is right by its own convention, so it is said, not counted as an error; apps that key regions by alpha-3 must agree on which one.",
        passing: [RuleExample(#"[{"name": "Kosovo", "dial_code": "+383", "code": "XK", "alpha3": "XKK"}]"#)],
        triggering: [RuleExample(#"[{"name": "Kosovo", "dial_code": "+383", "code": "XK", "alpha3": "UNK"}]"#),
                     RuleExample(#"[{"name": "Kosovo", "dial_code": "+383", "cca3": "XKX"}]"#)])

    /// Alpha-3 codes in wide use that no ISO or CLDR table has → the region.
    static let codes: [String: String] = ["UNK": "XK", "XKX": "XK"]

    package init() {}


    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        forEach(context.dataset.records, report: report) { record in
            guard let value = record.alpha3, let text = value.string?.trimmingWhitespace,
                  let region = Self.codes[text.uppercased()], context.region(of: record) == region else { return nil }
            let standard = context.reference.codeMappings[region]?.alpha3.map { "; CLDR writes \($0)" } ?? ""
            return finding("\"\(text)\" is a user-assigned alpha-3 code: ISO 3166-1 gives \(context.displayName(of: region)) none\(standard)",
                           at: value.location, code: region, field: "alpha3", keyPath: value.key, actual: text)
        }
    }
}
