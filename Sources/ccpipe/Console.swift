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
}

/// Exit codes, after BSD's sysexits where one fits.
enum ExitCode {
    static let success: Int32 = 0
    /// Error findings, or stale outputs with `--check`.
    static let findings: Int32 = 1
    static let usage: Int32 = 64
    /// Input that cannot be read as data.
    static let dataError: Int32 = 65
    /// An output could not be written.
    static let cannotWrite: Int32 = 73
}
