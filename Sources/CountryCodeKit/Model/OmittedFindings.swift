/// Findings of one rule that a report does not list, past the caps that keep
/// every report small whatever the input: at most `perRule` findings of a
/// rule and `inAll` findings in all are listed; the rest are counted.
public struct OmittedFindings: Sendable, Equatable {
    public var ruleID: String
    public var summary: FindingSummary

    public init(ruleID: String, summary: FindingSummary) {
        self.ruleID = ruleID
        self.summary = summary
    }

    /// A hundred thousand findings help nobody: the first ones show what is
    /// wrong, and the counts show how much.
    public static let perRule = 200
    public static let inAll = 2_000

    /// `… and 236,000 more findings of dial-code-region (236,000 errors) are not listed`.
    public var sentence: String {
        "\(summary.total) more \(summary.total == 1 ? "finding" : "findings") of \(ruleID) (\(summary.sentence)) not listed: reports list at most \(Self.perRule) findings of a rule and \(Self.inAll) in all"
    }
}
