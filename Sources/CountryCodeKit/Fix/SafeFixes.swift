/// Which findings `ccpipe fix` may apply on its own: those whose suggested
/// value is certain to be what the dataset meant. A wrong dial code or a
/// swapped record needs a person; a dial code written `00966` does not.
enum SafeFixes {
    /// Names that are accepted alternatives (ISO names, CLDR's short forms)
    /// are notices, not mistakes, and stay as the dataset has them.
    /// Fixable rules, most specific first: when two suggest a value for the
    /// same spot, the first one here wins.
    static let rules = [
        "name-variant", "name-encoding", "name-mismatch",
        "dial-code-syntax", "dial-code-subscriber-prefix",
        "code-validity", "code-format",
        "text-invisible", "text-not-nfc", "field-whitespace",
    ]

    /// The value to write for a finding, or nil when it is not a safe fix.
    static func value(for finding: Finding) -> String? {
        guard rules.contains(finding.ruleID), let expected = finding.expected, !expected.isEmpty,
              finding.actual != nil, expected != finding.actual else { return nil }
        // A deprecated code with several successors (AN: CW, SX, BQ) needs a person to choose.
        if finding.field == "code", !RegionCode.isWellFormed(expected) { return nil }
        return expected
    }

    static func priority(of ruleID: String) -> Int {
        rules.firstIndex(of: ruleID) ?? rules.count
    }
}
