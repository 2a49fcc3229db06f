import Foundation
import Testing

/// Each published dataset in the fixtures gets a verdict from `ccpipe check`:
/// a report and exit 1 for their real errors, never a crash or exit 65.
struct RealWorldCheckTests {
    static let fixtures = "Tests/CountryCodeKitTests/Fixtures/real-world/"

    @Test(arguments: [
        ("seed-CountryCodes.json", "KY", "dial-code-syntax"),
        ("keyed-object-dialcodes.json", "CY", "dial-code-region"),
        ("wrapped-00-prefix.json", "SA", "dial-code-syntax"),
        ("nested-idd-countries.json", "SH", "dial-code-region"),
    ])
    func everyPublishedDatasetGetsAVerdict(_ file: String, _ code: String, _ rule: String) throws {
        let result = try CommandRunner.run(["check", Self.fixtures + file, "--format", "json"])
        #expect(result.status == 1, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["code"] as? String == code && $0["rule"] as? String == rule },
                "no \(rule) finding for \(code) in \(file)")
        #expect(findings.allSatisfy { ($0["line"] as? Int ?? 0) >= 1 && ($0["column"] as? Int ?? 0) >= 1 })
    }

    @Test func theSeedReportReadsAsRecorded() throws {
        let result = try CommandRunner.run(["check", Self.fixtures + "seed-CountryCodes.json"])
        #expect(result.status == 1)
        try Golden.check(result.stdout, against: "seed-check.txt")
    }

    @Test func theSeedJSONReportReadsAsRecorded() throws {
        let result = try CommandRunner.run(["check", Self.fixtures + "seed-CountryCodes.json", "--format", "json"])
        try Golden.check(result.stdout, against: "seed-check.json")
    }

    @Test func fieldsMapsKeysExplicitly() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("custom.json")
        try Data(#"[{"land": "Kosovo", "vorwahl": "+383", "kennung": "XK"}]"#.utf8).write(to: file)
        let unmapped = try CommandRunner.run(["check", file.path])
        #expect(unmapped.status == 65)
        #expect(unmapped.stderr.contains("land"), "the error lists the keys it found: \(unmapped.stderr)")
        let mapped = try CommandRunner.run(["check", file.path, "--fields", "name=land,dial_code=vorwahl,code=kennung", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(mapped.stdout.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(!findings.contains { $0["code"] as? String == "XK" })
        #expect(findings.contains { $0["rule"] as? String == "coverage-missing" })
    }
}
