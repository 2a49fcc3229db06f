import Foundation
import Testing

/// The GitHub Action and the local command are one script, so they cannot
/// drift apart: the action runs `.ci/pr-check`, and the script runs here.
struct PullRequestCheckTests {
    static let script = CommandRunner.root.appendingPathComponent(".ci/pr-check")
    static let workflow = CommandRunner.root.appendingPathComponent(".github/workflows/ccpipe.yml")

    static var isGitCheckout: Bool {
        FileManager.default.fileExists(atPath: CommandRunner.root.appendingPathComponent(".git").path)
    }

    static let action = CommandRunner.root.appendingPathComponent("action.yml")

    @Test func theWorkflowChecksThisRepositoryWithTheActionAndTheBinaryOfThePullRequest() throws {
        let text = try String(contentsOf: Self.workflow, encoding: .utf8)
        #expect(text.contains("pull_request"))
        #expect(text.contains("fetch-depth: 0"))
        #expect(text.contains("container: swift:6.3.1-bookworm"))
        #expect(text.contains("run: .ci/package /tmp/ccpipe-release"))
        #expect(text.contains("uses: ./ "))
        #expect(text.contains("download-url: file:///tmp/ccpipe-release"))
    }

    @Test func theActionRunsTheScriptWithThePullRequestsBase() throws {
        let text = try String(contentsOf: Self.action, encoding: .utf8)
        #expect(text.contains(#"run: '"$GITHUB_ACTION_PATH/.ci/pr-check"'"#))
        #expect(text.contains("CCPIPE_BASE: ${{ inputs.base || github.event.pull_request.base.sha }}"))
        #expect(FileManager.default.isExecutableFile(atPath: Self.script.path))
    }

    /// Runs the script against `HEAD` with extra environment; returns its exit status and output.
    private func runScript(_ extra: [String: String], summary: URL) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = Self.script
        process.arguments = ["HEAD"]
        // It runs in the dataset's repository: here, ccpipe's own.
        process.currentDirectoryURL = CommandRunner.root
        var environment = ProcessInfo.processInfo.environment
        environment["CCPIPE_BIN"] = CommandRunner.binary.path
        environment["GITHUB_STEP_SUMMARY"] = summary.path
        environment["GITHUB_ACTIONS"] = nil
        environment.merge(extra) { $1 }
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, log)
    }

    @Test(.enabled(if: isGitCheckout, "needs the repository's git history"))
    func theScriptPassesOnThisRepositoryAgainstItsOwnHead() throws {
        let summary = try CommandRunner.temporaryDirectory().appendingPathComponent("summary.md")
        let (status, log) = try runScript([:], summary: summary)
        #expect(status == 0, "\(log)")
        #expect(log.contains("== ccpipe build --check --strict"))
        #expect(try String(contentsOf: summary, encoding: .utf8).hasPrefix("**✅ This change introduces no error findings.**"))
    }

    @Test(.enabled(if: isGitCheckout, "needs the repository's git history"))
    func aDatasetKeptElsewhereIsCheckedThroughTheEnvironment() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let summary = directory.appendingPathComponent("summary.md")
        let (status, log) = try runScript(["CCPIPE_DATASET": "Tests/CountryCodeKitTests/Fixtures/real-world/seed-CountryCodes.json",
                                           "CCPIPE_OUT": directory.appendingPathComponent("out").path], summary: summary)
        // Unchanged since HEAD, so the diff passes; its errors stop the strict build check.
        #expect(status == 1, "\(log)")
        #expect(log.contains("seed-CountryCodes.json has 4 error findings, so with --strict its outputs are not built to compare"), "\(log)")
        #expect(try String(contentsOf: summary, encoding: .utf8).hasPrefix("**✅ This change introduces no error findings.**"))
    }
}
