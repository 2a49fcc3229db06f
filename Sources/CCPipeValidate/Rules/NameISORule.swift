/// ISO 3166-1's reference names are correct but written for registries.
package struct NameISORule: NameRule {
    package static let description = RuleDescription(
        id: "name-iso", severity: .notice,
        summary: "a name is the ISO 3166-1 name rather than CLDR's",
        rationale: "ISO names (\"Bolivia, Plurinational State of\") are accurate but inverted and long; CLDR's are the ones people read and search for.",
        passing: [.record(name: "Bolivia", dialCode: "+591", code: "BO")],
        triggering: [.record(name: "Bolivia, Plurinational State of", dialCode: "+591", code: "BO")])

    package init() {}

    func message(for match: NameMatch, name: String, context: ValidationContext) -> (text: String, expected: String?)? {
        guard case .iso(let standard) = match else { return nil }
        return ("\"\(name)\" is the ISO 3166-1 name; CLDR \(context.nameLanguage) names the region \"\(standard)\"", standard)
    }
}
