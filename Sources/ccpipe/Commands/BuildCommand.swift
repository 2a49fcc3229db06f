import CountryCodeKit
import Foundation
import CCPipeOutput
import CCPipeCore
import CCPipeReport

enum BuildCommand {
    static let spec = CommandSpec(
        name: "build",
        overview: "Build sectioned picker data and a letter index for each locale.",
        arguments: [.init(name: "<dataset>", help: "The dataset to build from (default: \"dataset\" in .ccpipe.json).")],
        options: Options.project + [Options.locales, Options.out, Options.summary, Options.check, Options.strict, Options.force],
        notes: ["Where the dataset's values are wrong (error findings), the outputs publish the reference's, or leave the record out, and the build summary lists each; the build exits 1 while error findings remain. With --strict, such a dataset is not built: the findings are printed and nothing is written."],
        exitCodes: [(1, "error findings remain (with --strict: nothing was built); with --check, outputs that differ from a fresh build"),
                    (73, "an output could not be written (also: a link where a build writes; files ccpipe did not write, see --force)")],
        success: "built (with --check: the outputs are up to date)",
        run: run)

    static func run(_ invocation: Invocation) throws -> Int32 {
        let arguments = invocation.arguments
        let pipeline = try invocation.pipeline(requiring: [.dataset, .outputDirectory])
        let onlyCheck = arguments.flag(Options.check)
        // The output directory as text output shows it: from the checkout.
        let out = ReportText.printable(DisplayPath.of(pipeline.project.outputDirectory ?? ""))
        // Before anything else reads the output directory.
        noteRecovered(try pipeline.settleOutputs(), in: out)
        let locales = try pipeline.outputLocales()
        let summaryPath = arguments.value(Options.summary).map { DisplayPath.absolute($0, relativeTo: pipeline.project.workingDirectory) }
        let built = try pipeline.build(check: onlyCheck, force: arguments.flag(Options.force), strict: arguments.flag(Options.strict),
                                       summaryPath: summaryPath, locales: locales,
                                       progress: Console.progress(label: "building", count: locales.count),
                                       waiting: { Console.error("waiting: another ccpipe build is writing to \(out)\n") })
        // The reference it holds (every locale's names with `all`) is freed
        // by the process's exit, not string by string just before it.
        KeptUntilExit.keep(built)
        noteRecovered(built.recovered, in: out)
        // Names from the checkout, as text output shows them.
        let dataset = ReportText.printable(built.datasetName)
        let reference = ReportText.printable(pipeline.referenceName)
        guard let outcome = built.outcome else {
            if let checked = built.checked {
                Console.error(TextReporter.render(checked.result.findings.filter { $0.severity == .error }, dataset: checked.dataset,
                                                  reference: pipeline.referenceName, summary: checked.result.summary))
            }
            let count = "\(built.errors) error \(built.errors == 1 ? "finding" : "findings")"
            // Without --strict, only a dataset that leaves nothing to publish is refused.
            let why = arguments.flag(Options.strict) ? "with --strict" : "with no record to publish"
            Console.error(onlyCheck
                ? "Error: \(dataset) has \(count), so \(why) its outputs are not built to compare with \(out); 'ccpipe check' lists them all\n"
                : "Error: \(dataset) has \(count); \(why) nothing was written to \(out) ('ccpipe check' lists them all"
                    + (arguments.flag(Options.strict) ? "; without --strict the outputs take the reference's values where the dataset's are wrong)\n" : ")\n"))
            return ExitCode.findings
        }
        let remaining = remainingErrors(built, dataset: dataset)
        let described = describe(built.locales)
        if onlyCheck {
            for file in outcome.stale { Console.error("\(ReportText.printable(DisplayPath.of(file.path))): \(file.reason.rawValue)\n") }
            let links = outcome.stale.filter { $0.reason == .symbolicLink }.count
            if links > 0 {
                Console.error("Error: \(links) \(links == 1 ? "path" : "paths") in \(out) where a build writes \(links == 1 ? "is a symbolic link" : "are symbolic links"), which a build refuses (exit 73) and never writes or reads through; remove \(links == 1 ? "it" : "them")\n")
            }
            let foreign = outcome.stale.filter { $0.reason == .foreign }.count
            if foreign > 0 {
                Console.error("Error: \(foreign) \(foreign == 1 ? "path" : "paths") in \(out) \(foreign == 1 ? "is" : "are") not written by a build (marked foreign); remove \(foreign == 1 ? "it" : "them"), or build into another directory\n")
            }
            guard outcome.stale.count == foreign + links else {
                let count = outcome.stale.count - foreign - links
                let obsolete = outcome.stale.filter { $0.reason == .obsolete }.count
                let obsoleteNote = obsolete == 0 ? "" : " (\(obsolete) marked obsolete: files of locales the build does not build, which it removes)"
                Console.error("Error: \(count) output \(count == 1 ? "file differs" : "files differ") from a fresh build of \(dataset)\(obsoleteNote); run '\(ReportText.printable(invocation.commandLine(without: [Options.check])))'\n")
                return ExitCode.findings
            }
            guard foreign + links == 0 else { return ExitCode.findings }
            Console.out("outputs for \(described) in \(out) are up to date with \(dataset) (reference: \(reference))\n")
            if let remaining { Console.error(remaining) }
            return remaining == nil ? ExitCode.success : ExitCode.findings
        }
        let changed = outcome.changed.count
        let removed = outcome.removed.count
        let removedNote = removed == 0 ? "" : ", \(removed) removed (locales no longer built)"
        Console.out("built \(described) in \(out) from \(dataset) (reference: \(reference)): \(changed) \(changed == 1 ? "file" : "files") changed\(removedNote)\(rebuiltNote(built))\n")
        if let note = BuildSummaryReporter.indexLettersNote(outcome.catalogs) { Console.error(note + "\n") }
        if !outcome.foreign.isEmpty {
            let count = outcome.foreign.count
            Console.error("note: kept \(count) \(count == 1 ? "path" : "paths") in \(out) that ccpipe did not write ('\(ReportText.printable(invocation.commandLine(without: [Options.force]))) --check' lists \(count == 1 ? "it" : "them"))\n")
        }
        let corrected = built.corrections.filter { $0.kind != .kept }.count, kept = built.corrections.count - corrected
        if corrected + kept > 0 {
            let parts = [corrected > 0 ? "\(corrected) \(corrected == 1 ? "value" : "values") from the reference where the dataset's \(corrected == 1 ? "is" : "are") wrong" : nil,
                         kept > 0 ? "\(kept) of the dataset's own that .ccpipe.json publishes" : nil].compactMap { $0 }
            Console.error("note: the outputs publish \(parts.joined(separator: ", and ")); \(ReportText.printable(Pipeline.summaryFileName)) lists each\n")
        }
        if let remaining { Console.error(remaining) }
        return remaining == nil ? ExitCode.success : ExitCode.findings
    }

    /// What a build says, on standard error, when error findings remain:
    /// it has built, the outputs publish the reference's values, and it
    /// exits 1; nil when none remains.
    static func remainingErrors(_ built: Built, dataset: String) -> String? {
        guard built.errors > 0 else { return nil }
        let count = "\(built.errors) error \(built.errors == 1 ? "finding remains" : "findings remain")"
        return "Error: \(dataset): \(count) ('ccpipe check' lists them; fix them, or accept them in .ccpipe.json); "
            + "the outputs publish the reference's values where the dataset's are wrong, and --strict builds nothing while any remains\n"
    }

    /// Says what was done with the commit of a killed command found in the
    /// output directory `out`.
    static func noteRecovered(_ recovered: [CommitRecovery], in out: String) {
        for recovery in recovered {
            switch recovery {
            case .completed(let changes):
                Console.error("note: finished the commit of an interrupted ccpipe command in \(out) (\(changes) \(changes == 1 ? "change" : "changes"))\n")
            case .undone(let changes):
                Console.error("note: undid the commit of an interrupted ccpipe command in \(out) (\(changes) \(changes == 1 ? "change" : "changes")); its outputs are as before it\n")
            }
        }
    }

    /// Says how many locales the manifest let the build skip, when any.
    static func rebuiltNote(_ built: Built) -> String {
        let skipped = built.locales.count - built.rebuilt.count
        guard skipped > 0 else { return "" }
        return built.rebuilt.isEmpty ? " (nothing to rebuild)" : " (\(built.rebuilt.count) of \(built.locales.count) locales rebuilt)"
    }

    static func describe(_ locales: [String]) -> String {
        locales.count <= 10 ? ReportText.printable(locales.joined(separator: ", ")) : "\(locales.count) locales"
    }
}
