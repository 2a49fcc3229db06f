import CCPipeCore
import CCPipeReport
import CCPipeValidate
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

    /// A bidi override or joiner in a value must not reach a terminal or a
    /// browser raw: JSON's own escape keeps the value and shows what it is.
    @Test func invisibleAndBidiCharactersAreEscapedInEveryString() throws {
        var finding = ReportTestData.finding(.error, line: 1, code: "G\u{202E}Y", message: "name \u{200D}x")
        finding.actual = "+5\u{202E}95\u{2028}\u{E0001}"
        let text = JSONReporter.render([finding], dataset: ReportTestData.dataset, reference: "ref\u{200F}")
        for raw in ["\u{202E}", "\u{200D}", "\u{2028}", "\u{E0001}", "\u{200F}"] { #expect(!text.contains(raw)) }
        #expect(text.contains(#""code": "G\u202eY""#))
        #expect(text.contains(#""actual": "+5\u202e95\u2028\udb40\udc01""#))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let entry = try #require((object["findings"] as? [[String: Any]])?.first)
        #expect(entry["code"] as? String == "G\u{202E}Y")
        #expect(entry["actual"] as? String == finding.actual)
    }
}
