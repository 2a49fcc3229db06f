import CCPipeModel
import CCPipeReference

/// What a run of the rules leaves: the findings that count, and those the
/// configuration accepts (kept so reports can say how many were accepted).
package struct ValidationResult: Sendable {
    package var findings: [Finding]
    package var accepted: [Finding]
    /// Findings past the caps (`OmittedFindings`), counted by rule.
    package var omitted: [OmittedFindings]
    /// The region of each record (by index), as validation resolved it:
    /// from its code, else its alpha-3 code or its name.
    package var regions = RecordRegions()
    /// How the dataset writes its values, stated or inferred.
    package var conventions = DatasetConventions()
    /// The safe fixes of every finding, the caps aside, when asked for
    /// (`fix`, which applies them all, not only those a report lists);
    /// else nil.
    package var fixes: DatasetFixer.Plan?

    /// The values the outputs publish otherwise than the dataset writes
    /// them (`OutputCorrections`); worked out only for a validation that
    /// builds (`publishing`).
    package var corrections: [OutputCorrection] = []

    /// An error that leaves the outputs nothing right to publish (no
    /// record at all): even a build without `--strict` writes nothing.
    package var leavesNothingToBuild: Bool {
        findings.contains { $0.severity == .error && $0.ruleID == DatasetEmptyRule.description.id }
    }

    package init(findings: [Finding], accepted: [Finding], omitted: [OmittedFindings] = []) {
        self.findings = findings
        self.accepted = accepted
        self.omitted = omitted
    }

    /// Counts that include the findings past the caps.
    package var summary: FindingSummary { FindingSummary(findings, omitted: omitted) }

    package var hasErrors: Bool { summary.errors > 0 }

    /// The locale whose catalog shows the dataset's own names: its names'
    /// locale when it follows its own names (`NamePolicy.own`), else none.
    package var ownNamesLocale: String? {
        conventions.names == .own ? conventions.nameLocale : nil
    }
}

extension Validator {
    /// The id of the notice for an accepted-finding entry that matches nothing.
    package static var unusedAcceptanceID: String { ConfigUnusedAcceptanceRule.description.id }

    /// Runs the rules the configuration leaves on, at the severities it sets,
    /// and sets aside the findings it accepts.
    /// With `publishing`, the values the outputs take from the reference are
    /// worked out too (`ValidationResult.corrections`), for `build` and `diff`.
    package static func validate(_ dataset: Dataset, against reference: ReferenceData,
                                configuration: Configuration, keepingFixable: Bool = false, publishing: Bool = false) -> ValidationResult {
        var context = ValidationContext(dataset: dataset, reference: reference, stated: configuration.conventions)
        context.scope = configuration.scope
        context.accepted = configuration.accepted
        var findings = CappedFindings()
        var accepted: [Finding] = []
        var fixes = keepingFixable ? DatasetFixer.Plan(dataset) : nil
        var used = Array(repeating: false, count: configuration.accepted.count)
        let index = AcceptanceIndex(configuration.accepted)
        for rule in rules {
            let id = rule.ruleDescription.id
            let setting = configuration.severities[id]
            if case .some(.none) = setting { continue }
            context.acceptancesUsed = used
            let keepsFixes = fixes != nil && rule.ruleDescription.autoFix.precedence != nil
            // Capped as they come: of a rule with a finding on every record,
            // only the ones a report lists are kept, and the rest counted.
            rule.check(context) { finding in
                var finding = finding
                if case .some(.some(let severity)) = setting { finding.severity = severity }
                if let entry = index.first(accepting: finding) {
                    used[entry] = true
                    accepted.append(finding)
                } else {
                    if keepsFixes { fixes?.add(finding) }
                    findings.add(finding)
                }
            }
        }
        let (listed, omitted) = findings.capped()
        var result = ValidationResult(findings: listed, accepted: accepted.sorted(), omitted: omitted)
        result.regions = context.regions
        result.conventions = context.conventions
        fixes?.finish()
        result.fixes = fixes
        if publishing { result.corrections = OutputCorrections.of(context, ownValues: configuration.ownValues) }
        return result
    }

    /// At most `OmittedFindings.perRule` findings of each rule (the first in
    /// the file) and `inAll` in all (the most severe first); the rest counted.
    static func capped(_ findings: [Finding]) -> (listed: [Finding], omitted: [OmittedFindings]) {
        var capped = CappedFindings()
        for finding in findings { capped.add(finding) }
        return capped.capped()
    }

    /// Which of the context's accepted entries the other rules' findings
    /// match, at their default severities.
    static func acceptancesUsed(in context: ValidationContext) -> [Bool] {
        let findings = rules.filter { !($0 is ConfigUnusedAcceptanceRule) }.flatMap { $0.check(context) }
        return AcceptanceIndex(context.accepted).matched(by: findings, count: context.accepted.count)
    }
}
