import CountryCodeKit
import Foundation
import CCPipeOutput
import CCPipeBuild
import CCPipeCore
import CCPipeReport

enum BuildCommand {
    static let spec = CommandSpec(
        name: "build",
        overview: "Build sectioned picker data and a letter index for each locale.",
        arguments: [.init(name: "<dataset>", help: "The dataset to build from (default: \"dataset\" in .ccpipe.json).")],
        options: Options.project + [Options.locales, Options.out, Options.summary, Options.check, Options.force],
        notes: ["A dataset with error findings is not built: the findings are printed and nothing is written."],
        exitCodes: [(1, "error findings, so nothing was built; with --check, outputs that differ from a fresh build"),
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
        let built = try pipeline.build(check: onlyCheck, force: arguments.flag(Options.force), summaryPath: summaryPath, locales: locales,
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
            Console.error(onlyCheck
                ? "Error: \(dataset) has error findings, so its outputs cannot be built to compare with \(out); 'ccpipe check' lists them all\n"
                : "Error: \(dataset) has error findings; nothing was written to \(out)\n")
            return ExitCode.findings
        }
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
            return ExitCode.success
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
        return ExitCode.success
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
        guard !built.rebuilt.isEmpty else { return built.rebuiltPhone ? " (\(PhoneFile.fileName) rebuilt, no locale)" : " (nothing to rebuild)" }
        return " (\(built.rebuilt.count) of \(built.locales.count) locales rebuilt)"
    }

    static func describe(_ locales: [String]) -> String {
        locales.count <= 10 ? ReportText.printable(locales.joined(separator: ", ")) : "\(locales.count) locales"
    }
}
