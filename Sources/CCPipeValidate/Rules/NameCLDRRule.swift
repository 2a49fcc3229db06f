/// CLDR's name in a dataset that follows ISO 3166-1's: right, but not the
/// file's own way.
package struct NameCLDRRule: NameRule {
    package static let description = RuleDescription(
        id: "name-cldr", severity: .notice,
        summary: "a name is CLDR's where the dataset follows ISO 3166-1's names",
        rationale: "A dataset that follows ISO 3166-1's short names (\"names\": \"iso\" in .ccpipe.json, or most of its names) reads as one list when each name is ISO's; CLDR's name among them (Cape Verde where ISO writes Cabo Verde) is correct, so it is said, and not fixed.",
        passing: [RuleExample(#"[{"name": "Cabo Verde", "dial_code": "+238", "code": "CV"}]"#, configuration: #"{"conventions": {"names": "iso"}}"#),
                  .record(name: "Cape Verde", dialCode: "+238", code: "CV")],
        triggering: [RuleExample(#"[{"name": "Cape Verde", "dial_code": "+238", "code": "CV"}]"#, configuration: #"{"conventions": {"names": "iso"}}"#)])

    package init() {}

    func message(for match: NameMatch, name: String, context: ValidationContext) -> (text: String, expected: String?)? {
        guard case .cldr(let standard) = match else { return nil }
        return ("\"\(name)\" is CLDR's name; the dataset follows ISO 3166-1's names, which name the region \"\(standard)\"", standard)
    }
}
