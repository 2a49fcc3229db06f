import Foundation
import Testing

/// The GitHub workflow and the local command are one script, so they cannot
/// drift apart: the workflow runs `.ci/pr-check`, and the script runs here.
struct PullRequestCheckTests {
    static let script = CommandRunner.root.appendingPathComponent(".ci/pr-check")
    static let workflow = CommandRunner.root.appendingPathComponent(".github/workflows/ccpipe.yml")

    static var isGitCheckout: Bool {
        FileManager.default.fileExists(atPath: CommandRunner.root.appendingPathComponent(".git").path)
    }

    @Test func theWorkflowRunsTheScriptWithTheBaseBranchAndTheWholeHistory() throws {
        let text = try String(contentsOf: Self.workflow, encoding: .utf8)
        #expect(text.contains(#"run: .ci/pr-check "origin/${{ github.base_ref }}""#))
        #expect(text.contains("fetch-depth: 0"))
        #expect(text.contains("libxml2-dev libicu-dev"))
        #expect(text.contains("pull_request"))
    }

    @Test func theScriptRunsCheckDiffAndBuildCheck() throws {
        let text = try String(contentsOf: Self.script, encoding: .utf8)
        #expect(text.contains("swift build -c release"))
        #expect(text.contains(#""$CCPIPE_BIN" check --format "$check_format""#))
        #expect(text.contains(#""$CCPIPE_BIN" diff --base "$base" --format markdown >> "$summary""#))
        #expect(text.contains(#""$CCPIPE_BIN" build --check"#))
        #expect(FileManager.default.isExecutableFile(atPath: Self.script.path))
    }

    @Test(.enabled(if: isGitCheckout, "needs the repository's git history"))
    func theScriptPassesOnThisRepositoryAgainstItsOwnHead() throws {
        let summary = try CommandRunner.temporaryDirectory().appendingPathComponent("summary.md")
        let process = Process()
        process.executableURL = Self.script
        process.arguments = ["HEAD"]
        var environment = ProcessInfo.processInfo.environment
        environment["CCPIPE_BIN"] = CommandRunner.binary.path
        environment["GITHUB_STEP_SUMMARY"] = summary.path
        environment["GITHUB_ACTIONS"] = nil
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(log)")
        #expect(log.contains("== ccpipe build --check"))
        #expect(try String(contentsOf: summary, encoding: .utf8).hasPrefix("**✅ This change introduces no error findings.**"))
    }
}
