import Foundation

/// Where the command line writes. Reports go to standard output, errors and
/// progress to standard error.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    static var environment: [String: String] { ProcessInfo.processInfo.environment }
}

/// Exit codes, after BSD's sysexits where one fits. Errors from the pipeline
/// carry their own (`PipelineError.exitCode`).
enum ExitCode {
    static let success: Int32 = 0
    /// Error findings, or stale outputs with `--check`.
    static let findings: Int32 = 1
    static let usage: Int32 = 64
}

/// What a command holds until the process exits instead of freeing it on
/// its way out: an all-locale build's reference data is hundreds of
/// thousands of strings, and releasing them one by one costs milliseconds
/// just before `exit` returns the memory anyway.
enum KeptUntilExit {
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Called on the main thread only.
    static func keep(_ value: Any) { kept.append(value) }
}
