import CountryCodeKit
import Foundation
import Testing

struct JSONReporterTests {
    @Test func findingsCarryTheRuleSummaryAndTheFixOrNull() throws {
        let findings = [ReportTestData.finding(.error, line: 1),
                        ReportTestData.finding(.notice, line: 2, rule: "future-rule", expected: nil)]
        let text = JSONReporter.render(findings, dataset: ReportTestData.dataset, rules: ReportTestData.rules)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let entries = try #require(object["findings"] as? [[String: Any]])
        #expect(entries[0]["summary"] as? String == "a dial code is not the region's calling code")
        #expect(entries[0]["fix"] as? String == "+592")
        #expect(entries[1]["summary"] is NSNull)
        #expect(entries[1]["fix"] is NSNull)
    }
}
