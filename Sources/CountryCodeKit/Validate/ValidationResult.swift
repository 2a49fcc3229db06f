/// What a run of the rules leaves: the findings that count, and those the
/// configuration accepts (kept so reports can say how many were accepted).
public struct ValidationResult: Sendable {
    public var findings: [Finding]
    public var accepted: [Finding]
    /// Findings past the caps (`OmittedFindings`), counted by rule.
    public var omitted: [OmittedFindings]
    /// The region of each record (by index), as validation resolved it:
    /// from its code, else its alpha-3 code or its name.
    public var regions: [Int: String] = [:]

    public init(findings: [Finding], accepted: [Finding], omitted: [OmittedFindings] = []) {
        self.findings = findings
        self.accepted = accepted
        self.omitted = omitted
    }

    /// Counts that include the findings past the caps.
    public var summary: FindingSummary { FindingSummary(findings, omitted: omitted) }

    public var hasErrors: Bool { summary.errors > 0 }
}

extension Validator {
    /// The id of the notice for an accepted-finding entry that matches nothing.
    public static var unusedAcceptanceID: String { UnusedAcceptanceRule.description.id }

    /// Runs the rules the configuration leaves on, at the severities it sets,
    /// and sets aside the findings it accepts.
    public static func validate(_ dataset: Dataset, against reference: ReferenceData,
                                configuration: Configuration) -> ValidationResult {
        var context = ValidationContext(dataset: dataset, reference: reference, stated: configuration.conventions)
        context.scope = configuration.scope
        context.accepted = configuration.accepted
        var findings: [Finding] = []
        var accepted: [Finding] = []
        var used = Array(repeating: false, count: configuration.accepted.count)
        for rule in rules {
            let id = rule.ruleDescription.id
            let setting = configuration.severities[id]
            if case .some(.none) = setting { continue }
            context.acceptancesUsed = used
            for var finding in rule.check(context) {
                if case .some(.some(let severity)) = setting { finding.severity = severity }
                if let index = configuration.accepted.firstIndex(where: { $0.accepts(finding) }) {
                    used[index] = true
                    accepted.append(finding)
                } else {
                    findings.append(finding)
                }
            }
        }
        let (listed, omitted) = capped(findings)
        var result = ValidationResult(findings: listed, accepted: accepted.sorted(), omitted: omitted)
        result.regions = context.regions
        return result
    }

    /// At most `OmittedFindings.perRule` findings of each rule (the first in
    /// the file) and `inAll` in all (the most severe first); the rest counted.
    static func capped(_ findings: [Finding]) -> (listed: [Finding], omitted: [OmittedFindings]) {
        var byRule: [String: [Finding]] = [:]
        var order: [String] = []
        for finding in findings {
            if byRule[finding.ruleID] == nil { order.append(finding.ruleID) }
            byRule[finding.ruleID, default: []].append(finding)
        }
        var listed: [Finding] = []
        var left: [String: FindingSummary] = [:]
        func omit(_ dropped: some Sequence<Finding>) {
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
        for id in order {
            let sorted = byRule.removeValue(forKey: id)!.sorted()
            listed += sorted.prefix(OmittedFindings.perRule)
            omit(sorted.dropFirst(OmittedFindings.perRule))
        }
        if listed.count > OmittedFindings.inAll {
            let ranked = listed.sorted { ($0.severity, $1.location) > ($1.severity, $0.location) }
            omit(ranked.dropFirst(OmittedFindings.inAll))
            listed = Array(ranked.prefix(OmittedFindings.inAll))
        }
        let omitted = order.compactMap { id in left[id].map { OmittedFindings(ruleID: id, summary: $0) } }
        return (listed.sorted(), omitted)
    }

    /// Which of the context's accepted entries the other rules' findings
    /// match, at their default severities.
    static func acceptancesUsed(in context: ValidationContext) -> [Bool] {
        let findings = rules.filter { !($0 is UnusedAcceptanceRule) }.flatMap { $0.check(context) }
        return context.accepted.map { entry in findings.contains { entry.accepts($0) } }
    }
}
