import Foundation

/// Runs the built `ccpipe` binary as a user would and captures what it says.
struct CommandResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

enum CommandRunner {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary sits beside the test bundle in the build products directory.
    static let binary: URL = {
        let candidates = [Bundle.main.bundleURL] + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        for directory in candidates {
            let url = directory.appendingPathComponent("ccpipe")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return root.appendingPathComponent(".build/debug/ccpipe")
    }()

    /// With `timeout`, a child still running after that many seconds is
    /// terminated (its status is then the signal's), and killed if it is
    /// still running `killAfter` seconds later, so that a command that hangs
    /// fails its test instead of stalling the suite. The signals go to its
    /// process group (Foundation starts each child in a group of its own):
    /// what the child started (a `sleep` in a shell script, a `git` it ran)
    /// holds its pipes open, and the socket by which Foundation learns that
    /// it exited, until that ends too.
    static func run(_ arguments: [String], in directory: URL = root, input: Data? = nil,
                    timeout: TimeInterval? = nil, environment: [String: String] = [:], binary: URL = binary) throws -> CommandResult {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new } }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdin = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        try process.run()
        if let timeout {
            let group = -process.processIdentifier
            // A thread of its own, as the readers have: with many commands
            // running at once, every thread of the global queue may be
            // blocked reading a pipe, and a timer there fires only when one
            // is free.
            Thread.detachNewThread {
                Thread.sleep(forTimeInterval: timeout)
                guard process.isRunning else { return }
                kill(group, SIGTERM)
                Thread.sleep(forTimeInterval: killAfter)
                if process.isRunning { kill(group, SIGKILL) }
            }
        }
        // Both outputs are read on threads of their own while the input is
        // written, so a child that fills one pipe (a large report, or much
        // on standard error) while the other is read, or that answers
        // before it has read all its input, never stalls.
        let stdout = PipeReader(out.fileHandleForReading), stderr = PipeReader(err.fileHandleForReading)
        if let input {
            stdin.fileHandleForWriting.write(input)
            try stdin.fileHandleForWriting.close()
        }
        let (output, errors) = (stdout.wait(), stderr.wait())
        process.waitUntilExit()
        return CommandResult(status: process.terminationStatus,
                             stdout: String(decoding: output, as: UTF8.self),
                             stderr: String(decoding: errors, as: UTF8.self))
    }

    static let killAfter: TimeInterval = 2

    /// Reads a pipe to its end on a thread of its own (a blocking read
    /// would hold a thread of the global queue for the command's life).
    private final class PipeReader: @unchecked Sendable {
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }
        }

        func wait() -> Data {
            done.wait()
            return data
        }
    }

    /// The directories the tests ask for live under one directory per test
    /// process, removed when it exits: test runs leave nothing behind.
    static let scratch: URL = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ccpipe-tests-\(getpid())-\(UUID().uuidString)")
        atexit { try? FileManager.default.removeItem(at: CommandRunner.scratch) }
        return url
    }()

    static func temporaryDirectory() throws -> URL {
        let url = scratch.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
