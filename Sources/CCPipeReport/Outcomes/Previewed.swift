import CCPipeOutput

/// What `preview` wrote: the outcome `PreviewReport` renders.
package struct Previewed: Sendable {
    /// The locales a page was written for, in order.
    package var locales: [String]
    /// Where the pages are, absolute.
    package var directory: String
    /// The commits of killed commands found in the output directory and
    /// finished or undone before it was read.
    package var recovered: [CommitRecovery]
    /// The output directory the pages were made from, absolute.
    package var outputDirectory: String

    package init(locales: [String], directory: String, recovered: [CommitRecovery], outputDirectory: String) {
        self.locales = locales
        self.directory = directory
        self.recovered = recovered
        self.outputDirectory = outputDirectory
    }
}
