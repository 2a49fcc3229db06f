/// Names broken by a wrong text encoding somewhere on their way.
package struct NameEncodingRule: NameRule {
    package static let description = RuleDescription(
        id: "name-encoding", severity: .warning,
        summary: "a name is the CLDR name damaged by a wrong text encoding",
        rationale: "\"Ãland Islands\" is UTF-8 read as Latin-1 and \"land Islands\" lost its Å on the way through an ASCII-only tool; users see a broken name and cannot find the region by typing it.",
        passing: [.record(name: "Åland Islands", dialCode: "+358 18", code: "AX")],
        triggering: [.record(name: "\u{00C3}\u{2026}land Islands", dialCode: "+358 18", code: "AX"),
                     .record(name: "\u{00C3}land Islands", dialCode: "+358 18", code: "AX"),
                     .record(name: "land Islands", dialCode: "+358 18", code: "AX"),
                     .record(name: "R\u{FFFD}union", dialCode: "+262", code: "RE")],
        autoFix: .safe(precedence: 20, writes: "the name decoded"))

    package init() {}

    func message(for match: NameMatch, name: String, context: ValidationContext) -> (text: String, expected: String?)? {
        guard case .damaged(let standard, let how) = match else { return nil }
        return ("\"\(name.escapedForReport)\" \(how); \(context.regionNamed(standard))", standard)
    }
}
