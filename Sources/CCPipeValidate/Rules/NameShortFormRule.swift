/// CLDR's short and alternate forms are accepted alternatives, reported so the choice is seen.
package struct NameShortFormRule: NameRule {
    package static let description = RuleDescription(
        id: "name-short-form", severity: .notice,
        summary: "a name is CLDR's short or alternate form rather than its standard name",
        rationale: "CLDR offers short forms (UK, Hong Kong, Palestine) for tight layouts, and alternate names (Chagos Archipelago for the British Indian Ocean Territory); they are correct, but a picker usually shows the standard name.",
        passing: [.record(name: "United Kingdom", dialCode: "+44", code: "GB"),
                  RuleExample(#"[{"name": "UK", "dial_code": "+44", "code": "GB"}]"#, configuration: #"{"conventions": {"names": "own"}}"#)],
        triggering: [.record(name: "UK", dialCode: "+44", code: "GB"),
                     .record(name: "Chagos Archipelago", dialCode: "+246", code: "IO")])

    package init() {}

    func message(for match: NameMatch, name: String, context: ValidationContext) -> (text: String, expected: String?)? {
        switch match {
        case .short(let standard):
            return ("\"\(name)\" is CLDR's short form; \(preferred(standard, context))", standard)
        case .alternate(let standard):
            return ("\"\(name)\" is CLDR's alternate name; \(preferred(standard, context))", standard)
        default:
            return nil
        }
    }

    /// The name the dataset is held to: CLDR's standard one, or ISO 3166-1's.
    private func preferred(_ standard: String, _ context: ValidationContext) -> String {
        context.conventions.names == .iso ? context.regionNamed(standard) : "the standard \(context.nameLanguage) name is \"\(standard)\""
    }
}
