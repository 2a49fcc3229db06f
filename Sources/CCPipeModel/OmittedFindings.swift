import CCPipeCore

/// Findings of one rule that a report does not list, past the caps that keep
/// every report small whatever the input: at most `perRule` findings of a
/// rule and `inAll` findings in all are listed; the rest are counted.
package struct OmittedFindings: Sendable, Equatable {
    package var ruleID: String
    package var summary: FindingSummary

    package init(ruleID: String, summary: FindingSummary) {
        self.ruleID = ruleID
        self.summary = summary
    }

    /// A hundred thousand findings help nobody: the first ones show what is
    /// wrong, and the counts show how much.
    package static let perRule = 200
    package static let inAll = 2_000

    /// `… and 236,000 more findings of dial-code-region (236,000 errors) are not listed`.
    package var sentence: String {
        "\(summary.total) more \(Plural.word(summary.total, "finding")) of \(ruleID) (\(summary.sentence)) not listed: reports list at most \(Self.perRule) findings of a rule and \(Self.inAll) in all"
    }
}
