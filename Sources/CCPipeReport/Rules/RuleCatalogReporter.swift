import CCPipeBuild
import CCPipeCore
import CCPipeIngest
import CCPipeModel
import CCPipeValidate
import Foundation

/// The rule catalog as `ccpipe rules` prints it, and as the manual's rule
/// table is generated.
package enum RuleCatalogReporter {
    /// The severities, most severe first: what each means.
    static var severities: [Severity] { Severity.allCases.reversed() }

    package static func text(_ rules: [RuleDescription]) -> String {
        severities.map { "\($0.rawValue): \($0.definition)\n" }.joined() + "\n"
            + rules.map { rule in
                "\(rule.id) (\(rule.severity.rawValue)): \(rule.summary)\n    \(rule.rationale)\n"
                    + "    fix --write: \(rule.autoFix.writes ?? "nothing; a suggestion, if any, is for a person")\n"
                    + "    examples: \(rule.passing.count) passing, \(rule.triggering.count) triggering\n"
            }.joined()
    }

    package static func json(_ rules: [RuleDescription]) -> String {
        JSONOutput.object([("severities", .object(severities.map { ($0.rawValue, .string($0.definition)) })),
                           ("rules", .array(rules.map { rule in
            .object([
                ("id", .string(rule.id)),
                ("severity", .string(rule.severity.rawValue)),
                ("summary", .string(rule.summary)),
                ("rationale", .string(rule.rationale)),
                ("passing_examples", .int(rule.passing.count)),
                ("triggering_examples", .int(rule.triggering.count)),
                // Lower wins when two rules fix the same spot; null when `fix` leaves it to a person.
                ("fix_precedence", rule.autoFix.precedence.map { .int($0) } ?? .null),
                // What `fix --write` writes, when it writes anything.
                ("fix_writes", .string(rule.autoFix.writes)),
            ])
        }))]).rendered()
    }

    /// The severities as a list, then a Markdown table: rule, severity,
    /// summary, rationale, and what `fix --write` writes.
    package static func markdown(_ rules: [RuleDescription]) -> String {
        var out = severities.map { "- **\($0.rawValue)**: \(escape($0.definition))\n" }.joined() + "\n"
        out += "| rule | severity | what it reports | why | `fix --write` writes |\n|---|---|---|---|---|\n"
        for rule in rules {
            out += "| `\(rule.id)` | \(rule.severity.rawValue) | \(escape(rule.summary)) | \(escape(rule.rationale)) | \(rule.autoFix.writes.map(escape) ?? "—") |\n"
        }
        return out
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
