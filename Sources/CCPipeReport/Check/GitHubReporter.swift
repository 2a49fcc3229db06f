import CCPipeBuild
import CCPipeCore
import CCPipeModel
import CCPipeValidate

/// GitHub Actions workflow commands, one annotation per finding:
/// `::error file=…,line=…,col=…,title=…::message`.
///
/// GitHub shows at most 10 annotations of each severity per step and drops
/// the rest, so the most severe are written first (then in location order),
/// at most `annotationsPerSeverity` of each, and a plain closing line counts
/// the findings left out before the usual summary line. The title is the
/// rule id and, when `rules` describes it, the rule's summary, so a reviewer
/// who does not know the ids can read the annotation.
///
/// Text from the data, the file name included, goes through
/// `ReportText.printable` as in text output and then through the escape of
/// its place (`escapeProperty`, `escapeData`): an ordinary path is the
/// `file` property exactly, and one with a line break, a control or
/// bidirectional character or a command marker is shown as text shows it.
package enum GitHubReporter {
    package static let defaultAnnotationsPerSeverity = 10

    package static func render(_ findings: [Finding], dataset: Dataset, reference: String? = nil, rules: [RuleDescription] = [],
                              annotationsPerSeverity: Int = defaultAnnotationsPerSeverity, omitted: [OmittedFindings] = []) -> String {
        let ordered = findings.sorted { lhs, rhs in
            lhs.severity != rhs.severity ? lhs.severity > rhs.severity : lhs < rhs
        }
        let descriptions = rules.byID()
        var annotated: [Severity: Int] = [:]
        var left = 0
        var out = ""
        for finding in ordered {
            guard annotated[finding.severity, default: 0] < annotationsPerSeverity else {
                left += 1
                continue
            }
            annotated[finding.severity, default: 0] += 1
            out += annotation(finding, rule: descriptions[finding.ruleID])
        }
        if left > 0 {
            out += "ccpipe: \(left) more \(Plural.word(left, "finding")) not annotated "
                + "(GitHub shows \(annotationsPerSeverity) per severity per step); see the full report\n"
        }
        for entry in omitted { out += "ccpipe: \(entry.sentence)\n" }
        out += dataset.summaryLine(reference: reference, FindingSummary(findings, omitted: omitted).sentence) + "\n"
        return out
    }

    static func annotation(_ finding: Finding, rule: RuleDescription?) -> String {
        var message = ReportText.printable(finding.messageWithRelated)
        if let fix = finding.suggestedFix { message += "\nsuggested: \(ReportText.printable(fix))" }
        let properties = [
            ("file", ReportText.printable(finding.location.file)),
            ("line", String(finding.location.line)),
            ("col", String(finding.location.column)),
            ("title", rule.map { "\(finding.ruleID): \($0.summary)" } ?? finding.ruleID),
        ].map { "\($0)=\(escapeProperty($1))" }.joined(separator: ",")
        return "::\(finding.severity.rawValue) \(properties)::\(escapeData(message))\n"
    }

    /// A command's message: `%`, CR and LF are escaped, so a message can
    /// neither end the command early nor start a command of its own.
    package static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A property value: as a message, and `:` and `,`, which separate properties.
    package static func escapeProperty(_ text: String) -> String {
        var out = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
