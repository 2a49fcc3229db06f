/// Names that are none of the reference's names: misspellings, dropped
/// diacritics, run-together words, outdated forms.
package struct NameMismatchRule: NameRule {
    package static let description = RuleDescription(
        id: "name-mismatch", severity: .warning,
        summary: "a name differs from the CLDR name of its region",
        rationale: "Misspelt names (Antartica), dropped diacritics (Aland Islands) or run-together words (AmericanSamoa) look broken and defeat search by name.",
        passing: [.record(name: "Åland Islands", dialCode: "+358 18", code: "AX")],
        triggering: [.record(name: "Aland Islands", dialCode: "+358 18", code: "AX"),
                     .record(name: "Antartica", dialCode: "+672", code: "AQ"),
                     .record(name: "AmericanSamoa", dialCode: "+1 684", code: "AS")],
        autoFix: .safe(precedence: 30))

    package init() {}

    func message(for match: NameMatch, name: String, context: ValidationContext) -> (text: String, expected: String?)? {
        switch match {
        case .folded(let standard):
            return ("\"\(name.escapedForReport)\" differs from the CLDR \(context.nameLanguage) name \"\(standard)\" in case, diacritics, spacing or punctuation", standard)
        case .different(let standard, let closest):
            let nearest = closest == standard ? "" : " (closest CLDR or ISO name: \"\(closest)\")"
            return ("\"\(name.escapedForReport)\" is not the CLDR \(context.nameLanguage) name \"\(standard)\"\(nearest)", standard)
        default:
            return nil
        }
    }
}
