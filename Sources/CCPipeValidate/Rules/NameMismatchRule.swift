/// Names that are none of the reference's names: misspellings, dropped
/// diacritics, run-together words, outdated forms.
package struct NameMismatchRule: NameRule {
    package static let description = RuleDescription(
        id: "name-mismatch", severity: .warning,
        summary: "a name differs from its region's name in the names the dataset follows (CLDR's, by default)",
        rationale: "Misspelt names (Antartica), dropped diacritics (Aland Islands) or run-together words (AmericanSamoa) look broken and defeat search by name. A dataset of ISO 3166-1's names is held to ISO's; one of its own names, to any name known for the region, and the fix writes the nearest.",
        passing: [.record(name: "Åland Islands", dialCode: "+358 18", code: "AX"),
                  RuleExample(#"[{"name": "Swaziland", "dial_code": "+268", "code": "SZ"}]"#, configuration: #"{"conventions": {"names": "own"}}"#)],
        triggering: [.record(name: "Aland Islands", dialCode: "+358 18", code: "AX"),
                     .record(name: "Antartica", dialCode: "+672", code: "AQ"),
                     .record(name: "AmericanSamoa", dialCode: "+1 684", code: "AS"),
                     RuleExample(#"[{"name": "Swazilant", "dial_code": "+268", "code": "SZ"}]"#, configuration: #"{"conventions": {"names": "own"}}"#),
                     RuleExample(#"[{"name": "Cote d'Ivoire", "dial_code": "+225", "code": "CI"}]"#, configuration: #"{"conventions": {"names": "iso"}}"#)],
        autoFix: .safe(precedence: 30, writes: "the one accepted name it differs from only in case, diacritics, spacing or punctuation, in the file's spelling; not a nearest name, nor one of several"))

    package init() {}

    /// A nearest name is a guess, and one of several names with the same
    /// letters a choice; so is a fix that would drop letters the name has
    /// (`São Tomé` to `Sao Tome`). Only restoring what a name lost is certain.
    func needsJudgement(_ match: NameMatch, name: String, expected: String) -> Bool {
        switch match {
        case .folded(_, let ambiguous):
            let kept = Set(expected.unicodeScalars)
            return ambiguous || name.unicodeScalars.contains { !$0.isASCII && !kept.contains($0) }
        default:
            return true
        }
    }

    func message(for match: NameMatch, name: String, context: ValidationContext) -> (text: String, expected: String?)? {
        let own = context.conventions.names == .own
        switch match {
        case .folded(let standard, _) where own:
            return ("\"\(name.escapedForReport)\" differs from \"\(standard)\", a known name of the region, in case, diacritics, spacing or punctuation", standard)
        case .folded(let standard, _):
            return ("\"\(name.escapedForReport)\" differs from the \(context.nameAuthority) name \"\(standard)\" in case, diacritics, spacing or punctuation", standard)
        case .different(let standard, _) where own:
            return ("\"\(name.escapedForReport)\" is none of the region's known names (CLDR's, ISO 3166-1's, former ones); the closest is \"\(standard)\"", standard)
        case .different(let standard, let closest):
            let nearest = closest == standard ? "" : " (closest CLDR or ISO name: \"\(closest)\")"
            return ("\"\(name.escapedForReport)\" is not the \(context.nameAuthority) name \"\(standard)\"\(nearest)", standard)
        default:
            return nil
        }
    }
}
