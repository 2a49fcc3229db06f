import Foundation

/// Where the command line writes. Reports go to standard output, errors and
/// progress to standard error.
enum Console {
    static func out(_ text: String) {
        write(text, to: FileHandle.standardOutput)
    }

    static func error(_ text: String) {
        write(text, to: FileHandle.standardError)
    }

    /// The text's own bytes written, not a copy of them: a report can be
    /// the size of its dataset twice over (`fix`'s diff of 64 MiB is 135 MB).
    private static func write(_ text: String, to handle: FileHandle) {
        var text = text
        text.withUTF8 { bytes in
            guard let start = bytes.baseAddress else { return }
            handle.write(Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: start), count: bytes.count, deallocator: .none))
        }
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
