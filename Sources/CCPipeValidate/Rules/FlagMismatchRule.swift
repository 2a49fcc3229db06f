import CCPipeCore
import CCPipeIngest
import CCPipeModel
import CountryCatalogCore

/// A flag emoji is the region code spelled in regional-indicator letters.
package struct FlagMismatchRule: ValidationRule {
    package static let description = RuleDescription(
        id: "flag-mismatch", severity: .warning,
        summary: "a record's flag emoji is not the flag of its region code",
        rationale: "Flag emoji are the two letters of the region code as regional indicators (🇩🇪 is D E); a mismatched flag shows users another country's flag beside their own name.",
        passing: [RuleExample(#"[{"name": "Germany", "dial_code": "+49", "code": "DE", "flag": "🇩🇪"}]"#)],
        triggering: [RuleExample(#"[{"name": "Germany", "dial_code": "+49", "code": "DE", "flag": "🇦🇹"}]"#),
                     RuleExample(#"[{"name": "Germany", "dial_code": "+49", "code": "DE", "flag": "DE"}]"#)])

    package init() {}


    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        forEach(context.dataset.records, report: report) { record in
            guard let value = record.flag, let flag = value.string, let code = context.region(of: record),
                  RegionCode.isWellFormed(code), let expected = FlagEmoji.of(code),
                  flag.trimmingWhitespace != expected else { return nil }
            return finding("flag \"\(flag.escapedForReport)\" is not the flag of \(code) (\(expected))", at: value.location,
                           code: code, field: CanonicalField.flag, keyPath: value.key, expected: expected, actual: flag)
        }
    }
}
