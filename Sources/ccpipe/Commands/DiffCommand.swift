import CountryCodeKit
import CCPipeReport

enum DiffCommand {
    static let spec = CommandSpec(
        name: "diff",
        overview: "Show what a change to a dataset does: records, findings, and the picker outputs.",
        arguments: [
            .init(name: "<old>", help: "The dataset before the change: a file, or REV:PATH read from git (origin/main:CountryCodes.json)."),
            .init(name: "<new>", help: "The dataset after the change, a file or REV:PATH."),
        ],
        argumentSynopsis: "(<old> <new> | [<dataset>] --base <rev>)",
        options: Options.project + [Options.base, Options.diffLocales, Options.diffFormat, Options.color, Options.failOnChange],
        notes: ["With --base, the one argument is the working copy's dataset (default: \"dataset\" in .ccpipe.json), compared with the same path at the revision. Both sides are checked with the new side's project file."],
        exitCodes: [(1, "it introduces an error finding (with --fail-on-change: it changes any record)")],
        success: "the change introduces no error finding",
        run: run)

    static func run(_ invocation: Invocation) throws -> Int32 {
        let arguments = invocation.arguments
        let old: Pipeline.DiffSide, new: Pipeline.DiffSide
        let pipeline: Pipeline
        if let base = arguments.value(Options.base) {
            guard arguments.positionals.count <= 1 else {
                throw UsageError("--base compares one dataset with a revision; give at most one <dataset>")
            }
            pipeline = try invocation.pipeline(requiring: .dataset, locales: Options.diffLocales)
            (old, new) = (.revision(base), .project)
        } else {
            guard let oldArgument = arguments.positional(0), let newArgument = arguments.positional(1) else {
                throw UsageError("give <old> and <new>, or --base <rev>")
            }
            // The new side's project file applies, as it would after the change.
            pipeline = try invocation.pipeline(requiring: [], dataset: newArgument.contains(":") ? nil : newArgument,
                                               locales: Options.diffLocales)
            (old, new) = (.argument(oldArgument), .argument(newArgument))
        }
        let report = try pipeline.diff(old: old, new: new, locales: arguments.list(Options.diffLocales) ?? [])
        switch arguments.choice(Options.diffFormat) {
        case "markdown": Console.out(DiffMarkdownReporter.render(report))
        case "json": Console.out(DiffJSONReporter.render(report))
        case "html": Console.out(DiffHTMLReporter.render(report))
        default: Console.out(DiffTextReporter.render(report, colored: invocation.colorEnabled))
        }
        if report.introducedErrors > 0 { return ExitCode.findings }
        if arguments.flag(Options.failOnChange) && !report.data.isEmpty { return ExitCode.findings }
        return ExitCode.success
    }
}
