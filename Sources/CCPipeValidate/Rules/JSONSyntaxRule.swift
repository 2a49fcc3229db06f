import CCPipeCore
import CCPipeModel

/// Almost-JSON the reader read past: each departure is reported where it
/// is, with its repair, and the rest of the file is still checked.
package struct JSONSyntaxRule: ListingRule {
    package static let description = RuleDescription(
        id: "json-syntax", severity: .error,
        summary: "the file is not valid JSON, though what it means is clear",
        rationale: "Comments, trailing commas, single quotes, unquoted keys, a missing comma or a byte order mark are accepted by JavaScript or some editors but rejected by JSONDecoder, JSONSerialization in strict use and most other parsers: the app that ships the file fails to read it.",
        passing: [RuleExample(#"[{"name": "Afghanistan", "dial_code": "+93", "code": "AF"}]"#)],
        triggering: [RuleExample(#"[{"name": "Afghanistan", "dial_code": "+93", "code": "AF"},]"#),
                     RuleExample(#"[{name: 'Afghanistan', "dial_code": "+93", "code": "AF"} // Kabul"#  + "\n]"),
                     RuleExample(#"[{"name": "Afghanistan", "dial_code": "+93", "code": "AF"} {"name": "Albania", "dial_code": "+355", "code": "AL"}]"#),
                     RuleExample("\u{FEFF}" + #"[{"name": "Afghanistan", "dial_code": "+93", "code": "AF"}]"#)],
        autoFix: .safe(precedence: 5, writes: "the repair (not to text after the document)"))

    package init() {}

    package func findings(in context: ValidationContext) -> [Finding] {
        context.dataset.syntaxIssues.map { issue in
            finding(issue.message, at: issue.location, code: nil, field: nil,
                    expected: issue.repair.map { $0.replacement.isEmpty ? "" : $0.summary }, actual: nil)
        }
    }
}
