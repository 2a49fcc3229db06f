import CCPipeCore
import CCPipeModel
import CCPipeReference

/// Findings as the caps leave them, gathered one at a time as the rules
/// make them: of each rule the first `OmittedFindings.perRule` in report
/// order, and a count by severity of the rest, so that a finding past the
/// caps is released as soon as it is counted.
package struct CappedFindings {

    package init() {

    }
    /// Findings of one rule: the ones kept so far, sorted, and those come since.
    private struct Kept {
        var findings: [Finding] = []
        var sortedCount = 0
    }

    private var kept: [String: Kept] = [:]
    /// Rule ids in the order their first finding came.
    private var order: [String] = []
    private var left: [String: FindingSummary] = [:]
    /// For each value a foldable finding is about (`FindingFolding.key`),
    /// the rank and severity of the one finding that speaks for it: a few
    /// bytes a finding, whether it is kept or only counted.
    private var speakers: [UInt64: UInt16] = [:]

    /// Adds a finding; one about a value another finding is about already
    /// is folded into the more specific of the two (`FindingFolding`), so
    /// that each problem is listed, and counted, once.
    package mutating func add(_ finding: Finding) {
        guard let rank = FindingFolding.rank(of: finding), let key = FindingFolding.key(of: finding) else { return store(finding) }
        guard let speaker = speakers[key] else {
            speakers[key] = Self.pack(rank, finding.severity)
            return store(finding)
        }
        let (existingRank, existingSeverity) = Self.unpack(speaker)
        let existingRule = FindingFolding.order[existingRank]
        if !FindingFolding.speaks(rank: rank, severity: finding.severity, over: existingRank, existingSeverity) {
            // The new one is less specific: a note of the one there.
            if let position = position(of: finding, rule: existingRule) {
                FindingFolding.fold(finding, into: &kept[existingRule]!.findings[position])
            }
            return
        }
        // The new one is more specific: the one there becomes its note.
        var lead = finding
        if let position = position(of: finding, rule: existingRule) {
            let existing = kept[existingRule]!.findings.remove(at: position)
            kept[existingRule]!.sortedCount = min(kept[existingRule]!.sortedCount, kept[existingRule]!.findings.count)
            FindingFolding.fold(existing, into: &lead)
        } else {
            uncount(existingRule, existingSeverity)
        }
        speakers[key] = Self.pack(rank, finding.severity)
        store(lead)
    }

    /// Where the kept finding of `rule` about the same value as `finding` is.
    private func position(of finding: Finding, rule: String) -> Int? {
        kept[rule]?.findings.lastIndex { $0.location == finding.location && $0.field == finding.field }
    }

    private static func pack(_ rank: Int, _ severity: Severity) -> UInt16 {
        UInt16(rank) << 2 | UInt16(Severity.allCases.firstIndex(of: severity)!)
    }

    private static func unpack(_ packed: UInt16) -> (rank: Int, severity: Severity) {
        (Int(packed >> 2), Severity.allCases[Int(packed & 3)])
    }

    private mutating func uncount(_ rule: String, _ severity: Severity) {
        guard var summary = left[rule] else { return }
        switch severity {
        case .error: summary.errors -= 1
        case .warning: summary.warnings -= 1
        case .notice: summary.notices -= 1
        }
        left[rule] = summary.total == 0 ? nil : summary
    }

    private mutating func store(_ finding: Finding) {
        if kept[finding.ruleID] == nil { order.append(finding.ruleID) }
        var rule = kept.removeValue(forKey: finding.ruleID) ?? Kept()
        rule.findings.append(finding)
        // Trimmed once twice the cap have come: linear in the findings, with
        // at most that many held. The sort is stable, so of equal findings the
        // first made stay, as in one sort of them all.
        if rule.findings.count >= 2 * OmittedFindings.perRule { trim(&rule) }
        kept[finding.ruleID] = rule
    }

    /// The findings a report lists, sorted, and the counts of the others by
    /// rule: past `perRule` of a rule, then past `inAll` in all, where the
    /// most severe are kept.
    package func capped() -> (listed: [Finding], omitted: [OmittedFindings]) {
        var copy = self
        var listed: [Finding] = []
        for id in order {
            var rule = copy.kept[id]!
            copy.trim(&rule)
            listed += rule.findings
        }
        if listed.count > OmittedFindings.inAll {
            let ranked = listed.sorted { ($0.severity, $1.location) > ($1.severity, $0.location) }
            copy.omit(ranked.dropFirst(OmittedFindings.inAll))
            listed = Array(ranked.prefix(OmittedFindings.inAll))
        }
        let omitted = order.compactMap { id in copy.left[id].map { OmittedFindings(ruleID: id, summary: $0) } }
        return (listed.sorted(), omitted)
    }

    /// Keeps the first `perRule` of a rule's findings in report order and counts the rest.
    private mutating func trim(_ rule: inout Kept) {
        guard rule.sortedCount < rule.findings.count else { return }
        rule.findings.sort()
        omit(rule.findings.dropFirst(OmittedFindings.perRule))
        rule.findings.removeSubrange(min(rule.findings.count, OmittedFindings.perRule)...)
        rule.sortedCount = rule.findings.count
    }

    private mutating func omit(_ dropped: some Sequence<Finding>) {
        for finding in dropped {
            var summary = left[finding.ruleID] ?? FindingSummary([])
            switch finding.severity {
            case .error: summary.errors += 1
            case .warning: summary.warnings += 1
            case .notice: summary.notices += 1
            }
            left[finding.ruleID] = summary
        }
    }
}
