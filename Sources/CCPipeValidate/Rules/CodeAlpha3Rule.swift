import CCPipeCore
import CCPipeIngest
import CCPipeModel

/// An ISO 3166-1 alpha-3 code that ISO does not assign, or that names
/// another region than the record's alpha-2 code.
package struct CodeAlpha3Rule: ValidationRule {
    package static let description = RuleDescription(
        id: "code-alpha3", severity: .error,
        summary: "an alpha-3 code is not assigned, or names another region than the record's code",
        rationale: "Apps and back ends that key regions by alpha-3 (SWE) put a record with a wrong one under another country, or under none.",
        passing: [RuleExample(#"[{"name": "Sweden", "dial_code": "+46", "code": "SE", "alpha3": "SWE"}]"#),
                  RuleExample(#"[{"name": "Sweden", "dial_code": "+46", "iso3": "SWE"}]"#)],
        triggering: [RuleExample(#"[{"name": "Sweden", "dial_code": "+46", "code": "SE", "alpha3": "SWZ"}]"#),
                     RuleExample(#"[{"name": "Sweden", "dial_code": "+46", "alpha3": "SWQ"}]"#)],
        autoFix: .safe(precedence: 65, writes: "the record's region's alpha-3 code"))

    package init() {}


    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        let byAlpha3 = RegionLookup.byAlpha3(context.reference)
        forEach(context.dataset.records, report: report) { record in
            guard let value = record.alpha3, let text = value.string?.trimmingWhitespace, !text.isEmpty else { return nil }
            let named = byAlpha3[text.uppercased()]
            let region = context.region(of: record)
            let expected = region.flatMap { context.reference.isoCountries[$0]?.alpha3 ?? context.reference.codeMappings[$0]?.alpha3 }
            guard let named else {
                return finding("\"\(text)\" is not an ISO 3166-1 alpha-3 code", at: value.location, code: region,
                               field: "alpha3", keyPath: value.key, expected: context.derivations[record.index] == nil ? expected : nil,
                               actual: text)
            }
            guard let region, named != region, context.derivations[record.index] == nil else { return nil }
            return finding("alpha-3 \"\(text)\" is \(context.displayName(of: named)), not \(context.displayName(of: region))",
                           at: value.location, code: region, field: "alpha3", keyPath: value.key, expected: expected, actual: text)
        }
    }
}
