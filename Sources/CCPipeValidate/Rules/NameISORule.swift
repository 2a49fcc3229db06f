/// ISO 3166-1's reference names are correct but written for registries.
package struct NameISORule: NameRule {
    package static let description = RuleDescription(
        id: "name-iso", severity: .notice,
        summary: "a name is an ISO 3166-1 name the dataset does not follow: ISO's rather than CLDR's, or ISO's official name among its short ones",
        rationale: "ISO names (\"Bolivia, Plurinational State of\") are accurate but inverted and long; CLDR's are the ones people read and search for. A dataset that follows ISO's short names (\"names\": \"iso\" in .ccpipe.json, or most of its names) gets no notice for them, only for an official name (Plurinational State of Bolivia) among them.",
        passing: [.record(name: "Bolivia", dialCode: "+591", code: "BO"),
                  RuleExample(#"[{"name": "Bolivia, Plurinational State of", "dial_code": "+591", "code": "BO"}]"#,
                              configuration: #"{"conventions": {"names": "iso"}}"#)],
        triggering: [.record(name: "Bolivia, Plurinational State of", dialCode: "+591", code: "BO"),
                     RuleExample(#"[{"name": "Plurinational State of Bolivia", "dial_code": "+591", "code": "BO"}]"#,
                                 configuration: #"{"conventions": {"names": "iso"}}"#)])

    package init() {}

    func message(for match: NameMatch, name: String, context: ValidationContext) -> (text: String, expected: String?)? {
        guard case .iso(let standard) = match else { return nil }
        if context.conventions.names == .iso {
            return ("\"\(name)\" is ISO 3166-1's official name; the dataset follows its short names, which name the region \"\(standard)\"", standard)
        }
        return ("\"\(name)\" is the ISO 3166-1 name; CLDR \(context.nameLanguage) names the region \"\(standard)\"", standard)
    }
}
