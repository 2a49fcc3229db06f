/// What a run of the rules leaves: the findings that count, and those the
/// configuration accepts (kept so reports can say how many were accepted).
public struct ValidationResult: Sendable {
    public var findings: [Finding]
    public var accepted: [Finding]

    public init(findings: [Finding], accepted: [Finding]) {
        self.findings = findings
        self.accepted = accepted
    }

    public var hasErrors: Bool { findings.contains { $0.severity == .error } }
}

extension Validator {
    /// The id of the notice for an accepted-finding entry that matches nothing:
    /// the problem it accepted is gone, and the entry can go too.
    public static let unusedAcceptanceID = "config-unused-acceptance"

    /// Runs the rules the configuration leaves on, at the severities it sets,
    /// and sets aside the findings it accepts.
    public static func validate(_ dataset: Dataset, against reference: ReferenceData,
                                configuration: Configuration) -> ValidationResult {
        var context = ValidationContext(dataset: dataset, reference: reference)
        context.scope = configuration.scope
        var findings: [Finding] = []
        var accepted: [Finding] = []
        var used = Array(repeating: false, count: configuration.accepted.count)
        for rule in rules {
            let id = rule.ruleDescription.id
            let setting = configuration.severities[id]
            if case .some(.none) = setting { continue }
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
        for (entry, wasUsed) in zip(configuration.accepted, used) where !wasUsed {
            guard let location = entry.location else { continue }
            let subject = [entry.code, entry.field, entry.actual.map { "\"\($0)\"" }].compactMap { $0 }.joined(separator: " ")
            findings.append(Finding(ruleID: unusedAcceptanceID, severity: .notice, code: entry.code, field: entry.field,
                                    location: location,
                                    message: "accepted finding \(entry.rule)\(subject.isEmpty ? "" : " for \(subject)") no longer occurs; the entry can be removed".escapedForReport))
        }
        return ValidationResult(findings: findings.sorted(), accepted: accepted.sorted())
    }
}
