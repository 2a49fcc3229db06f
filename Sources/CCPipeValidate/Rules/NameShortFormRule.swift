/// CLDR's short forms are accepted alternatives, reported so the choice is seen.
package struct NameShortFormRule: NameRule {
    package static let description = RuleDescription(
        id: "name-short-form", severity: .notice,
        summary: "a name is CLDR's short form rather than its standard name",
        rationale: "CLDR offers short forms (UK, Hong Kong, Palestine) for tight layouts; they are correct, but a picker usually shows the standard name.",
        passing: [.record(name: "United Kingdom", dialCode: "+44", code: "GB")],
        triggering: [.record(name: "UK", dialCode: "+44", code: "GB")])

    package init() {}

    func message(for match: NameMatch, name: String, context: ValidationContext) -> (text: String, expected: String?)? {
        guard case .short(let standard) = match else { return nil }
        return ("\"\(name)\" is CLDR's short form; the standard \(context.nameLanguage) name is \"\(standard)\"", standard)
    }
}
