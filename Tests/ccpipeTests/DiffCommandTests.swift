import Foundation
import Testing

/// `ccpipe diff` as a reviewer and a CI job meet it: the reports on real
/// data, exit codes, and sides read from git.
struct DiffCommandTests {
    static let seed = "Tests/CountryCodeKitTests/Fixtures/real-world/seed-CountryCodes.json"
    static let maintained = "Sources-Data/CountryCodes.json"

    @Test(arguments: [("text", "seed-diff.txt"), ("markdown", "seed-diff.md"), ("json", "seed-diff.json"), ("html", "seed-diff.html")])
    func theSeedAgainstTheMaintainedDatasetReadsAsRecorded(_ format: String, _ golden: String) throws {
        let result = try CommandRunner.run(["diff", Self.seed, Self.maintained, "--format", format])
        #expect(result.status == 0, "\(result.stderr)")
        try Golden.check(result.stdout, against: golden)
    }

    @Test func theJSONHasTheDocumentedShape() throws {
        let result = try CommandRunner.run(["diff", Self.seed, Self.maintained, "--format", "json", "--locales", "sv"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["reference"] as? String == "embedded (CLDR 48.2 subset)")
        #expect(Set(object.keys) == ["old", "new", "reference", "reference_update", "introduced_errors", "data_changed", "added", "removed",
                                     "changed", "recoded", "unmatched", "findings", "outputs"])
        #expect(object["reference_update"] is NSNull, "two datasets, one reference")
        let findings = try #require(object["findings"] as? [String: Any])
        #expect(Set(findings.keys) == ["introduced", "fixed", "unchanged"])
        let recoded = try #require(object["recoded"] as? [[String: Any]])
        #expect(recoded.contains { $0["old_code"] as? String == "AN" && $0["new_code"] as? String == "CW" })
        let outputs = try #require(object["outputs"] as? [[String: Any]])
        #expect(outputs.map { $0["locale"] as? String } == ["en", "sv"])
    }

    @Test func introducingAnErrorExitsOne() throws {
        let result = try CommandRunner.run(["diff", Self.maintained, Self.seed])
        #expect(result.status == 1)
        #expect(result.stdout.contains("This change introduces 4 error findings."))
    }

    @Test func failOnChangeExitsOneForAnyDataChangeAndZeroForReorderingOnly() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let old = directory.appendingPathComponent("old.json"), reordered = directory.appendingPathComponent("reordered.json")
        let renamed = directory.appendingPathComponent("renamed.json")
        try Data(#"[{"name": "Albania", "dial_code": "+355", "code": "AL"}, {"name": "Andorra", "dial_code": "+376", "code": "AD"}]"#.utf8).write(to: old)
        try Data(#"[{"name": "Andorra", "dial_code": "+376", "code": "AD"}, {"name": "Albania", "dial_code": "+355", "code": "AL"}]"#.utf8).write(to: reordered)
        try Data(#"[{"name": "Albania", "dial_code": "+355", "code": "AL"}, {"name": "Andorra la Vella", "dial_code": "+376", "code": "AD"}]"#.utf8).write(to: renamed)
        #expect(try CommandRunner.run(["diff", old.path, reordered.path, "--fail-on-change"]).status == 0)
        let plain = try CommandRunner.run(["diff", old.path, renamed.path])
        #expect(plain.status == 0, "a warning is not an error: \(plain.stdout)")
        let strict = try CommandRunner.run(["diff", old.path, renamed.path, "--fail-on-change", "--format", "json"])
        #expect(strict.status == 1)
        #expect(strict.stdout.contains(#""new": "Andorra la Vella""#))
    }

    @Test func revisionsAreReadFromGitAndNamedRevColonPath() throws {
        let repository = try GitFixture.repository(commits: [
            #"[{"name": "Netherlands Antilles", "dial_code": "+599", "code": "AN"}]"#,
            #"[{"name": "Curaçao", "dial_code": "+599", "code": "CW"}]"#,
        ])
        let result = try CommandRunner.run(["diff", "HEAD~1:data/countries.json", "HEAD:data/countries.json", "--format", "json"], in: repository)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""file": "HEAD~1:data/countries.json""#))
        #expect(result.stdout.contains(#""old_code": "AN""#) && result.stdout.contains(#""new_code": "CW""#))
    }

    @Test func baseComparesTheWorkingCopyWithTheSamePathAtARevision() throws {
        let repository = try GitFixture.repository(commits: [#"[{"name": "Cyprus", "dial_code": "+357", "code": "CY"}]"#])
        try Data(#"[{"name": "Cyprus", "dial_code": "+537", "code": "CY"}]"#.utf8).write(to: repository.appendingPathComponent("data/countries.json"))
        let result = try CommandRunner.run(["diff", "data/countries.json", "--base", "HEAD"], in: repository)
        #expect(result.status == 1, "a wrong dial code is an error the change introduces: \(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("dial_code: \"+357\" → \"+537\""))
        #expect(result.stdout.contains("HEAD:data/countries.json (1 record"))
    }

    @Test(arguments: [("nope:data/countries.json", "'nope' does not name a commit"),
                      ("HEAD:missing.json", "'HEAD' has no file 'missing.json'"),
                      ("HEAD:data", "'data' at 'HEAD' is a tree, not a file")])
    func aMissingRevisionOrPathIsAnInputError(_ side: String, _ reason: String) throws {
        let repository = try GitFixture.repository(commits: [#"[{"name": "Cyprus", "dial_code": "+357", "code": "CY"}]"#])
        let result = try CommandRunner.run(["diff", side, "data/countries.json"], in: repository)
        #expect(result.status == 65)
        #expect(result.stderr == "Error: \(side): cannot read from git: \(reason)\n")
    }

    @Test(arguments: [["diff"], ["diff", "a.json"], ["diff", "a.json", "b.json", "c.json"], ["diff", "a.json", "b.json", "--base", "HEAD"],
                      ["diff", "a.json", "b.json", "--format", "pdf"]])
    func usageErrorsExit64(_ arguments: [String]) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(result.stderr.hasPrefix("Error: ") && result.stderr.contains("Usage: ccpipe diff"))
    }

    @Test func helpIsTheSameThreeWays() throws {
        let long = try CommandRunner.run(["diff", "--help"])
        #expect(long.status == 0 && long.stdout.hasPrefix("OVERVIEW: "))
        #expect(try CommandRunner.run(["diff", "-h"]).stdout == long.stdout)
        #expect(try CommandRunner.run(["help", "diff"]).stdout == long.stdout)
        #expect(try CommandRunner.run(["--help"]).stdout.contains("  diff "))
    }
}

/// A throwaway git repository with one file, `data/countries.json`, committed
/// once per given content.
enum GitFixture {
    static func repository(commits: [String]) throws -> URL {
        let directory = try CommandRunner.temporaryDirectory()
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("data"), withIntermediateDirectories: true)
        try git(["init", "-q"], in: directory)
        for (number, content) in commits.enumerated() {
            try Data(content.utf8).write(to: directory.appendingPathComponent("data/countries.json"))
            try git(["add", "data/countries.json"], in: directory)
            try git(["-c", "user.name=ccpipe tests", "-c", "user.email=tests@example.invalid", "commit", "-q", "-m", "commit \(number)"], in: directory)
        }
        return directory
    }

    static func git(_ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
    }
}
