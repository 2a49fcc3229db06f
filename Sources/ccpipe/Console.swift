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
