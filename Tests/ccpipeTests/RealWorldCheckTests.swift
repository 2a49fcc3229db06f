import Foundation
import Testing

/// Each published dataset in the fixtures gets a verdict from `ccpipe check`:
/// a report and exit 1 for their real errors, never a crash or exit 65.
struct RealWorldCheckTests {
    static let fixtures = "Tests/CountryCodeKitTests/Fixtures/real-world/"

    @Test(arguments: [
        ("seed-CountryCodes.json", "KY", "dial-code-discontinued"),
        ("keyed-object-dialcodes.json", "CY", "dial-code-region"),
        ("wrapped-00-prefix.json", "GY", "dial-code-region"),
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

/// `ccpipe fix` on a copy of the seed dataset.
struct FixCommandTests {
    static let seed = CommandRunner.root.appendingPathComponent("Tests/CountryCodeKitTests/Fixtures/real-world/seed-CountryCodes.json")

    @Test func withoutWriteNothingChangesAndTheDiffIsShown() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let copy = directory.appendingPathComponent("seed.json")
        try FileManager.default.copyItem(at: Self.seed, to: copy)
        let result = try CommandRunner.run(["fix", "seed.json"], in: directory)
        // Guyana's +595 and the dissolved AN need a person, so fix exits 1.
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("3 error findings remain that need a person"), "\(result.stderr)")
        try Golden.check(result.stdout, against: "seed-fix.diff")
        #expect(try Data(contentsOf: copy) == (try Data(contentsOf: Self.seed)))
        #expect(result.stderr.contains("run again with --write"))
    }

    @Test func writeFixesCaymanAndKeepsTheRestOfTheFile() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let copy = directory.appendingPathComponent("seed.json")
        try FileManager.default.copyItem(at: Self.seed, to: copy)
        #expect(try CommandRunner.run(["fix", "seed.json", "--write"], in: directory).status == 1)
        let check = try CommandRunner.run(["check", "seed.json", "--format", "json"], in: directory)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(!findings.contains { $0["code"] as? String == "KY" && $0["severity"] as? String == "error" })
        let fixedLines = try String(contentsOf: copy, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let originalLines = try String(contentsOf: Self.seed, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(fixedLines.count == originalLines.count)
        // In the file's own style: its 21 other North American codes are run together.
        #expect(fixedLines.contains { $0.contains(#""dial_code":"+1345""#) })
        let second = try CommandRunner.run(["fix", "seed.json"], in: directory)
        #expect(second.stdout.isEmpty, "a second run finds nothing more to fix")
    }
}

/// Adopting ccpipe on a dataset with known problems.
struct BaselineTests {
    @Test func aBaselineMakesTodayPassAndTomorrowsNewErrorFail() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let copy = directory.appendingPathComponent("seed.json")
        try FileManager.default.copyItem(at: FixCommandTests.seed, to: copy)
        let written = try CommandRunner.run(["check", "seed.json", "--baseline-write"], in: directory)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(".ccpipe.json").path))
        let clean = try CommandRunner.run(["check", "seed.json"], in: directory)
        #expect(clean.status == 0, "\(clean.stdout)")
        #expect(clean.stdout.contains("accepted findings not shown (.ccpipe.json)"))
        var text = try String(contentsOf: copy, encoding: .utf8)
        text = text.replacingOccurrences(of: #""dial_code":"+93""#, with: #""dial_code":"+94""#)
        try Data(text.utf8).write(to: copy)
        let broken = try CommandRunner.run(["check", "seed.json"], in: directory)
        #expect(broken.status == 1)
        #expect(broken.stdout.contains("+94 dials Sri Lanka (LK), not Afghanistan (AF)"))
    }

    @Test func aBrokenConfigurationIsADataErrorWithItsPosition() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try FileManager.default.copyItem(at: FixCommandTests.seed, to: directory.appendingPathComponent("seed.json"))
        try Data(#"{"rules": {"nonsense": "off"}}"#.utf8).write(to: directory.appendingPathComponent(".ccpipe.json"))
        let result = try CommandRunner.run(["check", "seed.json"], in: directory)
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("Error: .ccpipe.json:1:12: unknown rule \"nonsense\""), "\(result.stderr)")
    }
}
