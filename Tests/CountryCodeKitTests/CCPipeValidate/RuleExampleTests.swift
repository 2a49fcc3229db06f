import CCPipeIngest
import CCPipeModel
import CCPipeOutput
import CCPipeReference
import CCPipeValidate
import Testing

/// Every registered rule's own examples: the passing ones give no finding of
/// that rule, the triggering ones at least one. Adding a rule adds its test.
struct RuleExampleTests {
    static let rules = Validator.rules.map { RuleCase(rule: $0) }

    @Test(arguments: rules)
    func passingExamplesGiveNoFinding(_ ruleCase: RuleCase) throws {
        let description = ruleCase.rule.ruleDescription
        #expect(!description.passing.isEmpty, "rule \(description.id) has no passing example")
        for example in description.passing {
            let findings = try findings(of: ruleCase.rule, on: example)
            #expect(findings.isEmpty, "\(description.id) flags its passing example \(example): \(findings.map(\.message))")
        }
    }

    @Test(arguments: rules)
    func triggeringExamplesGiveAFinding(_ ruleCase: RuleCase) throws {
        let description = ruleCase.rule.ruleDescription
        #expect(!description.triggering.isEmpty, "rule \(description.id) has no triggering example")
        for example in description.triggering {
            let findings = try findings(of: ruleCase.rule, on: example)
            #expect(!findings.isEmpty, "\(description.id) misses its triggering example \(example)")
            #expect(findings.allSatisfy { $0.ruleID == description.id && $0.severity == description.severity })
        }
    }

    @Test func ruleIDsAreUnique() {
        let ids = Validator.rules.map(\.ruleDescription.id)
        #expect(Set(ids).count == ids.count)
    }

    private func findings(of rule: any ValidationRule, on example: RuleExample) throws -> [Finding] {
        let dataset = try TestData.dataset(json: example.json)
        let configuration = try example.configuration.map {
            try ConfigurationReader.parse(bytes: Array($0.utf8), file: ".ccpipe.json", knownRules: Set(Validator.rules.map(\.ruleDescription.id)))
        } ?? Configuration()
        var context = ValidationContext(dataset: dataset, reference: TestData.embeddedReference, stated: configuration.conventions)
        context.accepted = configuration.accepted
        context.scope = configuration.scope
        return rule.check(context).filter { example.about == nil || $0.code == example.about }
    }
}

struct RuleCase: CustomTestStringConvertible, Sendable {
    let rule: any ValidationRule
    var testDescription: String { rule.ruleDescription.id }
}
