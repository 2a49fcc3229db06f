import CCPipeCore
import CCPipeIngest
import CCPipeModel
import CCPipeReport
import CCPipeValidate
import CountryCodeKit
import Testing

/// `.ccpipe.json`: reading it strictly, and what it does to a run of the rules.
struct ConfigurationTests {
    static let rules = Set(Validator.rules.map(\.ruleDescription.id))
    static let seedLike = #"""
        [
          {"name": "Aland Islands", "dial_code": "+358", "code": "AX"},
          {"name": "Guyana", "dial_code": "+595", "code": "GY"}
        ]
        """#

    private func configuration(_ json: String) throws -> Configuration {
        try ConfigurationReader.parse(bytes: Array(json.utf8), file: ".ccpipe.json", knownRules: Self.rules)
    }

    private func run(_ json: String) throws -> ValidationResult {
        Validator.validate(try TestData.dataset(json: Self.seedLike), against: TestData.embeddedReference,
                           configuration: try configuration(json))
    }

    @Test(arguments: [
        (#"{"rules": {"no-such-rule": "off"}}"#, "1:12", "unknown rule \"no-such-rule\""),
        (#"{"rules": {"name-iso": "loud"}}"#, "1:24", "expected \"error\", \"warning\", \"notice\" or \"off\""),
        (#"{"accepted": [{"rule": "name-iso"}]}"#, "1:15", "needs a \"reason\""),
        (#"{"scope": {"only": []}}"#, "1:12", "unknown key \"only\""),
        (#"{"rulez": {}}"#, "1:2", "unknown key \"rulez\""),
        (#"{"rules": {"name-iso": "off",}}"#, "1:29", "trailing comma"),
    ])
    func mistakesAreReportedWhereTheyAre(_ json: String, _ position: String, _ message: String) {
        do {
            _ = try configuration(json)
            Issue.record("accepted \(json)")
        } catch let error as InputError {
            #expect(error.location.map { "\($0.line):\($0.column)" } == position, "\(error)")
            #expect(error.message.contains(message), "\(error)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func severitiesCanBeRaisedLoweredAndTurnedOff() throws {
        let result = try run(#"{"rules": {"dial-code-region": "warning", "name-mismatch": "off", "dial-code-shared": "error"}}"#)
        #expect(result.findings.first { $0.ruleID == "dial-code-region" }?.severity == .warning)
        #expect(!result.findings.contains { $0.ruleID == "name-mismatch" })
        #expect(result.findings.first { $0.ruleID == "dial-code-shared" }?.severity == .error)
    }

    @Test func scopeLimitsCoverage() throws {
        // A short list is a regional one: one finding sums it up.
        let all = try run("{}").findings.filter { $0.ruleID == "coverage-missing" }
        #expect(all.count == 1 && all.first?.code == nil)
        let included = try run(#"{"scope": {"include": ["AX", "GY", "XK"]}}"#).findings.filter { $0.ruleID == "coverage-missing" }
        #expect(included.map(\.code) == ["XK"])
        let excluded = try run(#"{"scope": {"exclude": ["XK"]}}"#).findings.filter { $0.ruleID == "coverage-missing" }
        #expect(excluded.count == 1)
        #expect(excluded.first?.message.contains("of the 244 regions") == true, "\(excluded.map(\.message))")
        #expect(all.first?.message.contains("of the 245 regions") == true, "\(all.map(\.message))")
    }

    @Test func acceptedFindingsAreSetAsideAndStaleEntriesAreNoticed() throws {
        let result = try run(#"""
            {"rules": {"coverage-missing": "off"},
             "accepted": [
               {"rule": "dial-code-region", "code": "GY", "actual": "+595", "reason": "kept for a test"},
               {"rule": "dial-code-region", "code": "CY", "reason": "no longer there"}
             ]}
            """#)
        #expect(result.accepted.map(\.code) == ["GY"])
        #expect(!result.hasErrors)
        let stale = try #require(result.findings.first { $0.ruleID == Validator.unusedAcceptanceID })
        #expect(stale.location.file == ".ccpipe.json" && stale.location.line == 4)
        #expect(stale.severity == .notice)
    }

    @Test func aBaselineAcceptsEverythingTodayAndKeepsTheRest() throws {
        let configuration = try configuration(#"{"rules": {"name-iso": "off"}, "scope": {"exclude": ["AQ"]}}"#)
        let dataset = try TestData.dataset(json: Self.seedLike)
        let before = Validator.validate(dataset, against: TestData.embeddedReference, configuration: configuration)
        let baseline = BaselineWriter.render(configuration, result: before)
        let adopted = try self.configuration(baseline)
        #expect(adopted.severities == configuration.severities)
        #expect(adopted.scope == configuration.scope)
        let after = Validator.validate(dataset, against: TestData.embeddedReference, configuration: adopted)
        #expect(after.findings.isEmpty)
        #expect(after.accepted.count == before.findings.count)
    }
}
