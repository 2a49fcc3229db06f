import CCPipeBuild
import CCPipeCore
import CCPipeOutput

/// What `build` prints: what was built, or with `--check` whether the
/// outputs are up to date, and the notes about the run.
package enum BuildReport {
    /// - Parameters:
    ///   - referenceName: how messages name the reference.
    ///   - rerun: the command that rebuilds the stale outputs (the command
    ///     line without `--check`); `listForeign` the one that lists the
    ///     files ccpipe did not write (without `--force`, with `--check`).
    package static func render(
        _ built: Built, onlyCheck: Bool, strict: Bool, referenceName: String, rerun: String, listForeign: String
    ) -> CommandReport {
        let out = CommandReport.shown(built.outputDirectory)
        var report = CommandReport()
        RecoveryNotes.add(built.recovered, in: out, to: &report)
        let dataset = ReportText.printable(built.datasetName), reference = ReportText.printable(referenceName)
        guard let outcome = built.outcome else {
            if let checked = built.checked {
                report.errors += TextReporter.render(
                    checked.result.findings.filter { $0.severity == .error }, dataset: checked.dataset,
                    reference: referenceName, summary: checked.result.summary)
            }
            let count = Plural.count(built.errors, "error finding")
            // Without --strict, only a dataset that leaves nothing to publish is refused.
            let why = strict ? "with --strict" : "with no record to publish"
            report.note(
                onlyCheck
                    ? "Error: \(dataset) has \(count), so \(why) its outputs are not built to compare with \(out); 'ccpipe check' lists them all"
                    : "Error: \(dataset) has \(count); \(why) nothing was written to \(out) ('ccpipe check' lists them all"
                        + (strict ? "; without --strict the outputs take the reference's values where the dataset's are wrong)" : ")"))
            report.failed = true
            return report
        }
        let described = CommandReport.describe(built.locales)
        guard !onlyCheck else {
            var report = checked(outcome, described: described, dataset: dataset, reference: reference, out: out, rerun: rerun, report)
            // Up to date, but error findings remain: said, and the build fails.
            if !report.failed, let remaining = remainingErrors(built, dataset: dataset) {
                report.note(remaining)
                report.failed = true
            }
            return report
        }
        let removed = outcome.removed.count
        let removedNote = removed == 0 ? "" : ", \(removed) removed (locales no longer built)"
        report.say(
            "built \(described) in \(out) from \(dataset) (reference: \(reference)): \(Plural.count(outcome.changed.count, "file")) changed"
                + removedNote + rebuiltNote(built))
        if let note = BuildSummaryReporter.indexLettersNote(outcome.catalogs) { report.note(note) }
        if !outcome.foreign.isEmpty {
            let count = outcome.foreign.count
            report.note(
                "note: kept \(Plural.count(count, "path")) in \(out) that ccpipe did not write ('\(ReportText.printable(listForeign))' lists "
                    + "\(Plural.word(count, "it", "them")))")
        }
        let corrected = built.corrections.filter { $0.kind != .kept }.count, kept = built.corrections.count - corrected
        if corrected + kept > 0 {
            let parts = [
                corrected > 0
                    ? "\(Plural.count(corrected, "value")) from the reference where the dataset's \(Plural.word(corrected, "is", "are")) wrong" : nil,
                kept > 0 ? "\(kept) of the dataset's own that .ccpipe.json publishes" : nil,
            ].compactMap { $0 }
            report.note("note: the outputs publish \(parts.joined(separator: ", and ")); \(OutputTree.summaryFileName) lists each")
        }
        if let remaining = remainingErrors(built, dataset: dataset) {
            report.note(remaining)
            report.failed = true
        }
        return report
    }

    /// `build --check`: each stale file, and whether any is.
    private static func checked(
        _ outcome: CatalogWriter.Outcome, described: String, dataset: String, reference: String, out: String,
        rerun: String, _ report: CommandReport
    ) -> CommandReport {
        var report = report
        for file in outcome.stale { report.note("\(CommandReport.shown(file.path)): \(file.reason.rawValue)") }
        let links = outcome.stale.filter { $0.reason == .symbolicLink }.count
        if links > 0 {
            report.note(
                "Error: \(Plural.count(links, "path")) in \(out) where a build writes \(Plural.word(links, "is a symbolic link", "are symbolic links")), "
                    + "which a build refuses (exit 73) and never writes or reads through; remove \(Plural.word(links, "it", "them"))")
        }
        let foreign = outcome.stale.filter { $0.reason == .foreign }.count
        if foreign > 0 {
            report.note(
                "Error: \(Plural.count(foreign, "path")) in \(out) \(Plural.word(foreign, "is", "are")) not written by a build (marked foreign); "
                    + "remove \(Plural.word(foreign, "it", "them")), or build into another directory")
        }
        let count = outcome.stale.count - foreign - links
        if count > 0 {
            let obsolete = outcome.stale.filter { $0.reason == .obsolete }.count
            let obsoleteNote = obsolete == 0 ? "" : " (\(obsolete) marked obsolete: files of locales the build does not build, which it removes)"
            report.note(
                "Error: \(count) output \(Plural.word(count, "file differs", "files differ")) from a fresh build of \(dataset)\(obsoleteNote); "
                    + "run '\(ReportText.printable(rerun))'")
        }
        report.failed = !outcome.stale.isEmpty
        if !report.failed { report.say("outputs for \(described) in \(out) are up to date with \(dataset) (reference: \(reference))") }
        return report
    }

    /// What a build says when error findings remain: it has built, the
    /// outputs publish the reference's values, and it fails; nil when none
    /// remains.
    static func remainingErrors(_ built: Built, dataset: String) -> String? {
        guard built.errors > 0 else { return nil }
        return "Error: \(dataset): \(Plural.count(built.errors, "error finding remains", "error findings remain")) "
            + "('ccpipe check' lists them; fix them, or accept them in .ccpipe.json); "
            + "the outputs publish the reference's values where the dataset's are wrong, and --strict builds nothing while any remains"
    }

    /// How many locales the manifest let the build skip, when any.
    static func rebuiltNote(_ built: Built) -> String {
        let skipped = built.locales.count - built.rebuilt.count
        guard skipped > 0 else { return "" }
        guard !built.rebuilt.isEmpty else { return built.rebuiltPhone ? " (\(PhoneFile.fileName) rebuilt, no locale)" : " (nothing to rebuild)" }
        return " (\(built.rebuilt.count) of \(built.locales.count) locales rebuilt)"
    }
}
