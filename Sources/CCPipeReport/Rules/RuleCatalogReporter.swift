import CCPipeBuild
import CCPipeCore
import CCPipeIngest
import CCPipeValidate
import Foundation

/// The rule catalog as `ccpipe rules` prints it, and as the manual's rule
/// table is generated.
package enum RuleCatalogReporter {
    package static func text(_ rules: [RuleDescription]) -> String {
        rules.map { rule in
            "\(rule.id) (\(rule.severity.rawValue)): \(rule.summary)\n    \(rule.rationale)\n    examples: \(rule.passing.count) passing, \(rule.triggering.count) triggering\n"
        }.joined()
    }

    package static func json(_ rules: [RuleDescription]) -> String {
        JSONOutput.object([("rules", .array(rules.map { rule in
            .object([
                ("id", .string(rule.id)),
                ("severity", .string(rule.severity.rawValue)),
                ("summary", .string(rule.summary)),
                ("rationale", .string(rule.rationale)),
                ("passing_examples", .int(rule.passing.count)),
                ("triggering_examples", .int(rule.triggering.count)),
                // Lower wins when two rules fix the same spot; null when `fix` leaves it to a person.
                ("fix_precedence", rule.autoFix.precedence.map { .int($0) } ?? .null),
            ])
        }))]).rendered()
    }

    /// A Markdown table: rule, severity, summary and rationale.
    package static func markdown(_ rules: [RuleDescription]) -> String {
        var out = "| rule | severity | what it reports | why |\n|---|---|---|---|\n"
        for rule in rules {
            out += "| `\(rule.id)` | \(rule.severity.rawValue) | \(escape(rule.summary)) | \(escape(rule.rationale)) |\n"
        }
        return out
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
