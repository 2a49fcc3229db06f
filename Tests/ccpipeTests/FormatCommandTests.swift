import Foundation
import Testing

/// A repository that publishes its dataset as CSV or a property list gets
/// the same commands as a JSON one: init, check, fix --write and diff.
struct FormatCommandTests {
    static let csv = "code,name,dial_code\r\nKY,Cayman Islands,+ 345\r\nCY,Cyprus,+537\r\n\"SZ\",\"Swaziland\",+268\r\n"

    @Test func initCheckFixAndDiffWorkOnACSVInItsRepository() throws {
        let repository = try CommandRunner.temporaryDirectory()
        try Git.run(["init", "-q"], in: repository)
        try Data(Self.csv.utf8).write(to: repository.appendingPathComponent("countries.csv"))
        try Git.run(["add", "countries.csv"], in: repository)
        try Git.run(["commit", "-q", "-m", "countries"], in: repository)

        let initialized = try CommandRunner.run(["init"], in: repository)
        #expect(initialized.status == 0, "\(initialized.stderr)")
        let project = try String(contentsOf: repository.appendingPathComponent(".ccpipe.json"), encoding: .utf8)
        #expect(project.contains(#""dataset": "countries.csv""#), "\(project)")

        let check = try CommandRunner.run(["check"], in: repository)
        #expect(check.status == 1)
        #expect(check.stdout.contains("countries.csv:3:11: error: +537 dials Cuba (CU)"), "\(check.stdout)")

        let fix = try CommandRunner.run(["fix", "--write"], in: repository)
        #expect(fix.status == 1, "\(fix.stderr)")
        let fixed = try String(contentsOf: repository.appendingPathComponent("countries.csv"), encoding: .utf8)
        #expect(fixed == "code,name,dial_code\r\nKY,Cayman Islands,+1 345\r\nCY,Cyprus,+537\r\n\"SZ\",\"Eswatini\",+268\r\n")

        let diff = try CommandRunner.run(["diff", "--base", "HEAD"], in: repository)
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(diff.stdout.contains(#"dial_code: "+ 345" → "+1 345""#), "\(diff.stdout)")
    }

    @Test func aBinaryPropertyListIsExit65WithAdvice() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data("bplist00\u{1}\u{2}".utf8).write(to: directory.appendingPathComponent("Countries.plist"))
        let result = try CommandRunner.run(["check", "Countries.plist"], in: directory)
        #expect(result.status == 65)
        #expect(result.stderr.contains("Countries.plist:1:1: binary property lists (\"bplist00\") are not read"), "\(result.stderr)")
    }
}
