import CCPipeCore

/// What a command prints and whether it fails: the one value a command's
/// report call returns, which the command line writes out as it is.
package struct CommandReport: Sendable, Equatable {
    /// For standard output: the report itself.
    package var output = ""
    /// For standard error: notes, warnings and errors about the run.
    package var errors = ""
    /// The command exits 1: error findings, or stale outputs.
    package var failed = false

    package init(output: String = "", errors: String = "", failed: Bool = false) {
        self.output = output
        self.errors = errors
        self.failed = failed
    }

    /// A line of the report, on standard output.
    package mutating func say(_ line: String) { output += line + "\n" }
    /// A line about the run, on standard error.
    package mutating func note(_ line: String) { errors += line + "\n" }

    /// Locales as a message lists them: by name up to ten, else counted.
    package static func describe(_ locales: [String]) -> String {
        locales.count <= 10 ? ReportText.printable(locales.joined(separator: ", ")) : "\(locales.count) locales"
    }

    /// A path as a message shows it: from the working directory, escaped.
    package static func shown(_ path: String) -> String { ReportText.printable(DisplayPath.of(path)) }
}
