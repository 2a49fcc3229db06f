import CCPipeCore

/// What `preview` prints: the pages it wrote.
package enum PreviewReport {
    package static func render(_ previewed: Previewed) -> CommandReport {
        var report = CommandReport()
        RecoveryNotes.add(previewed.recovered, in: CommandReport.shown(previewed.outputDirectory), to: &report)
        let pages = Plural.word(previewed.locales.count, "a page", "\(previewed.locales.count) pages")
        report.say("wrote \(pages) to \(CommandReport.shown(previewed.directory)): \(CommandReport.describe(previewed.locales))")
        return report
    }
}
