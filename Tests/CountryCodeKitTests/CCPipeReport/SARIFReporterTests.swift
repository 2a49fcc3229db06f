@testable import CCPipeCore
@testable import CCPipeModel
@testable import CCPipeReport
@testable import CCPipeValidate
@testable import CountryCodeKit
import Foundation
import Testing

struct SARIFReporterTests {
    private func results(_ text: String) throws -> [[String: Any]] {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        return try #require(run["results"] as? [[String: Any]])
    }

    private func fingerprints(_ text: String) throws -> [String: String] {
        var byFinding: [String: String] = [:]
        for result in try results(text) {
            let message = try #require((result["message"] as? [String: Any])?["text"] as? String)
            let print = try #require((result["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey])
            byFinding["\(result["ruleId"]!) \(message.replacing(/line \d+/, with: ""))"] = print
        }
        return byFinding
    }

    @Test func theHashIsFNV1a64() {
        #expect(Finding.fingerprintHash("") == "cbf29ce484222325")
        #expect(Finding.fingerprintHash("a") == "af63dc4c8601ec8c")
        #expect(Finding.fingerprintHash("foobar") == "85944171f73967e8")
    }

    @Test func fingerprintsSurviveLinesMovingAndDifferForDifferentFindings() throws {
        let records = #"""
            {"name": "Cyprus", "dial_code": "+537", "code": "CY"},
            {"name": "Guyana", "dial_code": "+595", "code": "GY"},
            {"name": "Guyana", "dial_code": "+592", "code": "GY"}]
            """#
        let before = try TestData.dataset(json: "[\n" + records)
        let after = try TestData.dataset(json: "[\n\n\n\n  " + records.replacingOccurrences(of: "\n", with: "\n\n  "))
        let rules = ReportTestData.rules
        let first = SARIFReporter.render(Validator.validate(before, against: TestData.embeddedReference), dataset: before, rules: rules)
        let second = SARIFReporter.render(Validator.validate(after, against: TestData.embeddedReference), dataset: after, rules: rules)
        #expect(first != second, "the lines moved")
        let firstPrints = try fingerprints(first)
        #expect(firstPrints == (try fingerprints(second)))
        #expect(firstPrints.keys.contains { $0.hasPrefix("region-split") }, "a finding that refers to another line")
        #expect(Set(firstPrints.values).count == firstPrints.count)
    }

    @Test func identicalFindingsAreCountedApart() throws {
        let twins = [ReportTestData.finding(.error, line: 4), ReportTestData.finding(.error, line: 40)]
        let prints = try results(SARIFReporter.render(twins, dataset: ReportTestData.dataset)).map {
            ($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey] ?? ""
        }
        let hash = twins[0].fingerprint
        #expect(prints == ["\(hash):1", "\(hash):2"])
    }

    @Test func resultsPointAtTheirRuleAndAnUnknownRuleHasNoIndex() throws {
        let rules = ReportTestData.rules
        let findings = [ReportTestData.finding(.error, line: 1), ReportTestData.finding(.notice, line: 2, rule: "future-rule")]
        let results = try results(SARIFReporter.render(findings, dataset: ReportTestData.dataset, rules: rules))
        let index = try #require(results[0]["ruleIndex"] as? Int)
        #expect(rules[index].id == "dial-code-region")
        #expect(results[1]["ruleId"] as? String == "future-rule")
        #expect(results[1]["ruleIndex"] == nil)
        #expect(results[1]["level"] as? String == "note")
    }

    @Test(arguments: [("data/codes.json", "data/codes.json"), ("my data/a#1%.json", "my%20data/a%231%25.json"),
                      ("Åland.json", "%C3%85land.json"), ("c:x.json", "c%3Ax.json")])
    func pathsBecomeURIReferences(_ path: String, _ uri: String) {
        #expect(SARIFReporter.uri(path) == uri)
    }

    @Test func theLogIsByteStable() {
        let findings = (1...5).map { ReportTestData.finding(.warning, line: $0) }
        let rules = ReportTestData.rules
        #expect(SARIFReporter.render(findings, dataset: ReportTestData.dataset, rules: rules)
                == SARIFReporter.render(findings.reversed(), dataset: ReportTestData.dataset, rules: rules))
    }
}
