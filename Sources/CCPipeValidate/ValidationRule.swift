import CCPipeCore
import CCPipeModel

/// A check on a dataset. Each rule is one type: its description says what it
/// is for, and its examples are run by the test suite, so a rule cannot exist
/// without tests.
package protocol ValidationRule: Sendable {
    static var description: RuleDescription { get }
    /// The rule's findings, handed to `report` one by one as they are made.
    /// The validator caps them as they come, so a rule that finds something
    /// in every record of a large dataset never holds all its findings at
    /// once. A rule that makes its findings as a list is a `ListingRule`.
    func check(_ context: ValidationContext, report: (Finding) -> Void)
}

/// A rule that makes its findings as a list (a few, about the whole file):
/// it implements `findings(in:)`, and `check(_:report:)` reports them.
package protocol ListingRule: ValidationRule {
    func findings(in context: ValidationContext) -> [Finding]
}

extension ListingRule {
    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        for finding in findings(in: context) { report(finding) }
    }
}

package struct RuleDescription: Sendable {
    /// Stable id used in reports, configuration and baselines.
    package var id: String
    package var severity: Severity
    /// One line: what the rule checks.
    package var summary: String
    /// Why it matters to a picker and its users.
    package var rationale: String
    /// Records that must not trigger the rule.
    package var passing: [RuleExample]
    /// Records that must trigger it.
    package var triggering: [RuleExample]
    /// Whether `ccpipe fix` may write the rule's suggested value on its own.
    package var autoFix: AutoFix

    package init(id: String, severity: Severity, summary: String, rationale: String,
                passing: [RuleExample], triggering: [RuleExample], autoFix: AutoFix = .never) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.passing = passing
        self.triggering = triggering
        self.autoFix = autoFix
    }
}

/// A dataset written as JSON text, short enough to read in a rule's description.
/// Most examples are one record; a few rules (duplicates, coverage) need more.
package struct RuleExample: Sendable, CustomStringConvertible {
    package var json: String
    /// When set, only findings about this region code count: a rule such as
    /// coverage speaks of regions an example does not contain.
    package var about: String?
    /// A `.ccpipe.json` to check the dataset under, for rules about the
    /// configuration itself.
    package var configuration: String?

    package init(_ json: String, about: String? = nil, configuration: String? = nil) {
        self.json = json
        self.about = about
        self.configuration = configuration
    }

    /// One seed-shaped record.
    package static func record(name: String, dialCode: String, code: String, about: String? = nil) -> RuleExample {
        RuleExample(#"[{"name": "\#(name)", "dial_code": "\#(dialCode)", "code": "\#(code)"}]"#, about: about)
    }

    package var description: String { json }
}

extension ValidationRule {
    /// Every finding `check(_:report:)` reports, in order.
    package func check(_ context: ValidationContext) -> [Finding] {
        var findings: [Finding] = []
        check(context) { findings.append($0) }
        return findings
    }

    /// Reports the finding `find` makes of each element, if any.
    func forEach<Elements: Sequence>(_ elements: Elements, report: (Finding) -> Void, _ find: (Elements.Element) -> Finding?) {
        for element in elements {
            if let finding = find(element) { report(finding) }
        }
    }

    /// Reports the findings `find` makes of each element.
    func forEach<Elements: Sequence>(_ elements: Elements, reportAll report: (Finding) -> Void, _ find: (Elements.Element) -> [Finding]) {
        for element in elements {
            for finding in find(element) { report(finding) }
        }
    }

    /// Messages quote the data; invisible and control characters in it are
    /// written escaped so a report never renders them, and a message is cut
    /// at `Finding.messageLimit` characters, so that no value is echoed at
    /// length. `expected` keeps the exact value, for fixes; `actual` the
    /// value as found, up to the same limit.
    func finding(_ message: String, at location: SourceLocation, code: String?, field: String?, keyPath: String? = nil,
                 related: [RelatedLocation] = [], expected: String? = nil, actual: String? = nil,
                 judgement: Bool = false, records: Int = 1) -> Finding {
        var made = Finding(ruleID: Self.description.id, severity: Self.description.severity, code: code, field: field,
                           keyPath: keyPath.map { $0.excerpt(Finding.messageLimit) }, location: location,
                           related: related.map { RelatedLocation($0.location, note: $0.note.escapedForReport.excerpt(Finding.messageLimit)) },
                           message: message.escapedForReport.excerpt(Finding.messageLimit), expected: expected,
                           actual: actual.map { $0.excerpt(Finding.messageLimit) })
        made.needsJudgement = judgement
        made.records = records
        return made
    }
}
