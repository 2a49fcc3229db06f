import Foundation
import Testing

/// The runner the command tests use: a child that fills one pipe while the
/// other is read, or answers before reading all its input, must not stall it.
struct CommandRunnerTests {
    private static let shell = URL(fileURLWithPath: "/bin/sh")
    /// 300,000 bytes, more than a pipe holds, from the shell's own `printf`.
    /// (A runner that read standard output to its end before standard
    /// error, as this one did, never returns here.)
    private static let lines = "i=0; while [ $i -lt 5000 ]; do printf '%059d\\n' 0; i=$((i+1)); done"

    @Test func aChildFillingStandardErrorFirstDoesNotStallTheRunner() throws {
        let result = try CommandRunner.run(["-c", "{ \(Self.lines); } >&2; \(Self.lines)"], timeout: 60, binary: Self.shell)
        #expect(result.status == 0)
        #expect(result.stderr.utf8.count == 300_000 && result.stdout.utf8.count == 300_000)
    }

    /// A shell that times out while it waits for a `sleep` it started, which
    /// holds both pipes open. (A runner that signalled the shell alone
    /// returned only when the `sleep` ended.)
    @Test func aChildTimingOutWhileItsOwnChildHoldsThePipesDoesNotStallTheRunner() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let pidFile = directory.appendingPathComponent("sleep.pid").path
        let started = Date()
        let result = try CommandRunner.run(["-c", "echo started; sleep 60 & echo $! >\"$1\"; wait; echo finished", "sh", pidFile],
                                           timeout: 1, binary: Self.shell)
        let elapsed = Date().timeIntervalSince(started)
        if let pid = Int32((try? String(contentsOfFile: pidFile, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") {
            kill(pid, SIGKILL)
        }
        // Ended by a signal, with what it said before.
        #expect(result.status == SIGTERM || result.status == SIGKILL, "\(result)")
        #expect(result.stdout == "started\n", "\(result)")
        // Back after the timeout, not after the sleep.
        #expect(elapsed < 1 + CommandRunner.killAfter + 30, "\(elapsed) s")
    }

    @Test func aChildAnsweringBeforeItReadsItsInputDoesNotStallTheRunner() throws {
        let input = Data(repeating: UInt8(ascii: "i"), count: 300_000)
        let result = try CommandRunner.run(["-c", "\(Self.lines); cat >/dev/null"], input: input, timeout: 60, binary: Self.shell)
        #expect(result.status == 0)
        #expect(result.stdout.utf8.count == 300_000)
    }
}
