import CCPipeValidate

extension Array where Element == RuleDescription {
    /// The descriptions by rule id, for reporters that look up a finding's
    /// rule. The catalog grows and findings may name rules a caller did not
    /// pass, so lookups are optional; the first description of an id wins.
    func byID() -> [String: RuleDescription] {
        Dictionary(map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
