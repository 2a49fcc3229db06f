import Foundation
import Testing

/// Every `check --format` on the seed dataset, as recorded under `Golden/`,
/// and what the command line decides about color.
struct ReportFormatTests {
    static let seed = RealWorldCheckTests.fixtures + "seed-CountryCodes.json"

    @Test(arguments: [("markdown", "seed-check.md"), ("github", "seed-check.github.txt"), ("sarif", "seed-check.sarif")])
    func theSeedReportReadsAsRecorded(_ format: String, _ golden: String) throws {
        let result = try CommandRunner.run(["check", Self.seed, "--format", format])
        #expect(result.status == 1, "\(result.stderr)")
        try Golden.check(result.stdout, against: golden)
    }

    @Test func theSARIFLogIndexesItsRulesAndFingerprintsEveryResultOnce() throws {
        let result = try CommandRunner.run(["check", Self.seed, "--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        let json = try CommandRunner.run(["check", Self.seed, "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(results.count == (report["findings"] as? [Any])?.count)
        var prints = Set<String>()
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
            prints.insert(try #require((result["partialFingerprints"] as? [String: String])?["ccpipe/v2"]))
        }
        #expect(prints.count == results.count)
    }

    @Test func colorOnlyWhenAskedOrOnATerminal() throws {
        let piped = try CommandRunner.run(["check", Self.seed])
        let never = try CommandRunner.run(["check", Self.seed, "--color", "never"])
        let always = try CommandRunner.run(["check", Self.seed, "--color=always"])
        #expect(!piped.stdout.contains("\u{1B}["))
        #expect(never.stdout == piped.stdout)
        #expect(always.stdout.contains("\u{1B}[1;31merror\u{1B}[0m"))
        #expect(always.stdout.replacing(/\x{1B}\[[0-9;]*m/, with: "") == piped.stdout)
        #expect(try CommandRunner.run(["check", Self.seed, "--color", "sometimes"]).status == 64)
    }
}
