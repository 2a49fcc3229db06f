import CCPipeCore
import CCPipeModel
import CCPipeValidate

/// What `fix` did and would do: the outcome `FixReport` renders.
package struct Fixed: Sendable {
    package var checked: Checked
    package var result: DatasetFixer.Result
    /// Validation of the dataset as it is after the fixes.
    package var remaining: ValidationResult
    /// Fixes not made because they would have made the file worse.
    package var rejected: [FixVerification.Rejection] = []
    /// The fixes were written over the dataset (`fix --write`).
    package var written = false

    package init(checked: Checked, result: DatasetFixer.Result, remaining: ValidationResult, rejected: [FixVerification.Rejection] = []) {
        self.checked = checked
        self.result = result
        self.remaining = remaining
        self.rejected = rejected
    }

    /// What `fix` suggests and leaves to a person: the fixes it did not
    /// make, and those of findings whose suggestion is a guess or one of
    /// several right answers, each with why, in file order.
    package var suggestions: [(location: SourceLocation, rule: String, old: String, new: String, reason: String)] {
        let made = Set(result.edits.map(\.location))
        var listed = rejected.map { ($0.edit.location, $0.edit.ruleID, $0.edit.old, $0.edit.new, $0.reason) }
        for finding in checked.result.findings.flatMap({ [$0] + $0.folded }) where finding.needsJudgement && finding.records == 1 {
            guard let new = finding.expected, !new.isEmpty, let old = finding.actual, old != new, !made.contains(finding.location),
                  SafeFixes.precedence(of: finding.ruleID) != nil else { continue }
            listed.append((finding.location, finding.ruleID, "\"\(old)\"", "\"\(new)\"", "a guess or one of several right answers"))
        }
        return listed.sorted { $0.0 < $1.0 }
    }
}
