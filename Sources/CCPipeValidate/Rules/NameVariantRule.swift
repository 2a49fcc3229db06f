/// CLDR's variant forms are mostly former names.
package struct NameVariantRule: NameRule {
    package static let description = RuleDescription(
        id: "name-variant", severity: .warning,
        summary: "a name is a former name or a variant form of the CLDR name",
        rationale: "Former names (Swaziland, Macedonia, Burma) and CLDR's variants (Czech Republic, East Timor) are names the region no longer uses officially; users look for the current one.",
        passing: [.record(name: "Eswatini", dialCode: "+268", code: "SZ"),
                  .record(name: "North Macedonia", dialCode: "+389", code: "MK"),
                  // ISO's name, which CLDR keeps as a variant; a former name in a dataset of its own names.
                  RuleExample(#"[{"name": "Cabo Verde", "dial_code": "+238", "code": "CV"}]"#, configuration: #"{"conventions": {"names": "iso"}}"#),
                  RuleExample(#"[{"name": "Swaziland", "dial_code": "+268", "code": "SZ"}]"#, configuration: #"{"conventions": {"names": "own"}}"#)],
        triggering: [.record(name: "Swaziland", dialCode: "+268", code: "SZ"),
                     .record(name: "Macedonia", dialCode: "+389", code: "MK"),
                     .record(name: "Burma", dialCode: "+95", code: "MM"),
                     RuleExample(#"[{"name": "Swaziland", "dial_code": "+268", "code": "SZ"}]"#, configuration: #"{"conventions": {"names": "iso"}}"#)],
        autoFix: .safe(precedence: 10, writes: "today's name, in the file's spelling"))

    package init() {}

    func message(for match: NameMatch, name: String, context: ValidationContext) -> (text: String, expected: String?)? {
        switch match {
        case .variant(let standard):
            return ("\"\(name)\" is a variant or former name; \(context.regionNamed(standard))", standard)
        case .former(let standard, let change):
            return ("\"\(name)\" is a former name (\(change)); \(context.regionNamed(standard))", standard)
        default:
            return nil
        }
    }
}
