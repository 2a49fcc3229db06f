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
        return ValidationResult(findings: findings.sorted(), accepted: accepted.sorted())
    }

    /// Which of the context's accepted entries the other rules' findings
    /// match, at their default severities.
    static func acceptancesUsed(in context: ValidationContext) -> [Bool] {
        let findings = rules.filter { !($0 is UnusedAcceptanceRule) }.flatMap { $0.check(context) }
        return context.accepted.map { entry in findings.contains { entry.accepts($0) } }
    }
}
