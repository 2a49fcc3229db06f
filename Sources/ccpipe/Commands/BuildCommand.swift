import CountryCodeKit
import Foundation

enum BuildCommand {
    static let spec = CommandSpec(
        name: "build",
        overview: "Build sectioned picker data and a letter index for each locale.",
        arguments: [.init(name: "<dataset>", help: "The dataset to build from (default: \"dataset\" in .ccpipe.json).")],
        options: Options.project + [Options.locales, Options.out, Options.summary, Options.check],
        notes: ["A dataset with error findings is not built: the findings are printed and nothing is written."],
        exitCodes: [(1, "error findings, so nothing was built; with --check, outputs that differ from a fresh build"),
                    (73, "an output could not be written")],
        success: "built (with --check: the outputs are up to date)",
        run: run)

    static func run(_ invocation: Invocation) throws -> Int32 {
        let arguments = invocation.arguments
        let pipeline = try invocation.pipeline(requiring: [.dataset, .outputDirectory])
        let onlyCheck = arguments.flag(Options.check)
        let locales = try pipeline.outputLocales()
        let built = try pipeline.build(check: onlyCheck, progress: Console.progress(label: "building", count: locales.count))
        let out = DisplayPath.of(built.outputDirectory)
        let dataset = built.checked.dataset
        guard let outcome = built.outcome else {
            let findings = built.checked.result.findings
            Console.error(TextReporter.render(findings.filter { $0.severity == .error }, dataset: dataset,
                                              reference: pipeline.referenceName, summary: built.checked.result.summary))
            Console.error(onlyCheck
                ? "Error: \(dataset.file) has error findings, so its outputs cannot be built to compare with \(out); 'ccpipe check' lists them all\n"
                : "Error: \(dataset.file) has error findings; nothing was written to \(out)\n")
            return ExitCode.findings
        }
        let described = describe(built.locales)
        if onlyCheck {
            for file in outcome.stale { Console.error("\(DisplayPath.of(file.path)): \(file.reason)\n") }
            guard outcome.stale.isEmpty else {
                let count = outcome.stale.count
                Console.error("Error: \(count) output \(count == 1 ? "file differs" : "files differ") from a fresh build of \(dataset.file); run '\(invocation.commandLine(without: [Options.check]))'\n")
                return ExitCode.findings
            }
            Console.out("outputs for \(described) in \(out) are up to date with \(dataset.file) (reference: \(pipeline.referenceName))\n")
            return ExitCode.success
        }
        let summaryPath = arguments.value(Options.summary).map { DisplayPath.absolute($0, relativeTo: pipeline.project.workingDirectory) }
            ?? built.outputDirectory + "/" + Pipeline.summaryFileName
        do {
            try AtomicFile.write(pipeline.summary(of: built), to: summaryPath)
        } catch {
            throw PipelineError(error)
        }
        let changed = outcome.changed.count
        Console.out("built \(described) in \(out) from \(dataset.file) (reference: \(pipeline.referenceName)): \(changed) \(changed == 1 ? "file" : "files") changed\n")
        return ExitCode.success
    }

    static func describe(_ locales: [String]) -> String {
        locales.count <= 10 ? locales.joined(separator: ", ") : "\(locales.count) locales"
    }
}
