import CCPipeCore

/// What `import` prints: what it wrote.
package enum ImportReport {
    /// One file written.
    package static func wrote(_ path: String) -> CommandReport {
        CommandReport(output: "wrote \(ReportText.printable(path))\n")
    }

    /// A tree of `count` files written into `directory`.
    package static func wrote(_ count: Int, filesTo directory: String) -> CommandReport {
        CommandReport(output: "wrote \(count) files to \(ReportText.printable(directory))\n")
    }

    /// The embedded reference's source: written, or already what it would be.
    package static func embedded(at path: String, changed: Bool) -> CommandReport {
        CommandReport(output: changed ? "wrote \(ReportText.printable(path))\n" : "\(ReportText.printable(path)) is up to date\n")
    }
}
