import CCPipeCore

extension Finding {
    /// What makes a finding the same one across runs and across a change to
    /// the dataset: the rule, the region, the canonical field and the
    /// message. Positions are left out: the finding's own location moves
    /// whenever lines are added above it, and the places it refers to are in
    /// `related`, never in the message. SARIF's `partialFingerprints` and
    /// `FindingsDelta` both match findings by it.
    package var fingerprint: String {
        StableHash.hex([ruleID, code ?? "", field ?? "", message].joined(separator: "\u{1F}"))
    }
}
