import CCPipeCore
import CCPipeValidate

/// What `fix` prints: the change as a unified diff, the fixes left to a
/// person, and what was or would be applied.
package enum FixReport {
    /// At most this many suggestions are listed; the rest are counted.
    static let listedSuggestions = 50

    package static func render(_ fixed: Fixed) -> CommandReport {
        let name = ReportText.printable(fixed.checked.dataset.file)
        let remaining = fixed.remaining.summary.errors
        let remainder =
            remaining == 0
            ? ""
            : "; \(remaining) error \(Plural.word(remaining, "finding remains", "findings remain")) that "
                + "\(Plural.word(remaining, "needs", "need")) a person (ccpipe check lists \(Plural.word(remaining, "it", "them")))"
        var report = CommandReport(failed: remaining > 0)
        guard !fixed.result.edits.isEmpty else {
            suggestions(fixed, into: &report)
            report.note("\(name): nothing to fix safely\(remainder)")
            return report
        }
        report.output = UnifiedDiff.render(old: fixed.checked.input.bytes, new: fixed.result.fixedBytes, path: fixed.checked.dataset.file)
        suggestions(fixed, into: &report)
        if fixed.written {
            report.note("\(name): applied \(fixed.result.edits.count) of \(Plural.count(fixed.result.found, "fix", "fixes"))\(remainder)")
        } else {
            report.note(
                "\(name): \(Plural.count(fixed.result.edits.count, "fix", "fixes")) to apply; run again with --write to apply them\(remainder)")
        }
        return report
    }

    /// The fixes left to a person: each place, the change suggested and
    /// why it is not made.
    static func suggestions(_ fixed: Fixed, into report: inout CommandReport) {
        let suggestions = fixed.suggestions
        guard !suggestions.isEmpty else { return }
        report.note("not applied, for a person to decide (\(suggestions.count)):")
        for suggestion in suggestions.prefix(listedSuggestions) {
            report.note(
                "  \(ReportText.printable(suggestion.location.description)): \(ReportText.printable(suggestion.old.excerpt(64))) → "
                    + "\(ReportText.printable(suggestion.new.excerpt(64))) [\(suggestion.rule)]: \(ReportText.printable(suggestion.reason))")
        }
        if suggestions.count > listedSuggestions { report.note("  … and \(suggestions.count - listedSuggestions) more ('ccpipe check' lists them)") }
    }
}
