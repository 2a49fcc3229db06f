import CountryCodeKit
import CCPipeDiff
import CCPipeReport

enum DiffCommand {
    static let spec = CommandSpec(
        name: "diff",
        overview: "Show what a change to a dataset, or to its reference, does: records, findings, and the picker outputs.",
        arguments: [
            .init(name: "<old>", help: "The dataset before the change: a file, or REV:PATH read from git (origin/main:CountryCodes.json)."),
            .init(name: "<new>", help: "The dataset after the change, a file or REV:PATH."),
        ],
        argumentSynopsis: "(<old> <new> | [<dataset>] --base <rev> | [<dataset>] --base-reference <dir>)",
        options: Options.project + [Options.base, Options.baseReference, Options.diffLocales, Options.diffFormat, Options.color,
                                    Options.failOnChange],
        notes: ["With --base, the one argument is the working copy's dataset (default: \"dataset\" in .ccpipe.json), compared with the same path at the revision. Both sides are checked with the new side's project file.",
                "With --base-reference, the one argument is the dataset (default: \"dataset\" in .ccpipe.json), judged and built under the base reference and under the project's: findings that appear and disappear, names each locale's picker shows, rows that move section, and region codes that become valid or invalid."],
        exitCodes: [(1, "it introduces an error finding (with --fail-on-change: it changes any record); with --base-reference, the reference introduces an error finding or lacks a locale the project builds (with --fail-on-change: any finding, name, section or index letter changes)")],
        success: "the change introduces no error finding",
        run: run)

    static func run(_ invocation: Invocation) throws -> Int32 {
        let report = try compare(invocation)
        switch invocation.arguments.choice(Options.diffFormat) {
        case "markdown": Console.out(DiffMarkdownReporter.render(report))
        case "json": Console.out(DiffJSONReporter.render(report))
        case "html": Console.out(DiffHTMLReporter.render(report))
        default: Console.out(DiffTextReporter.render(report, colored: invocation.colorEnabled))
        }
        if report.fails { return ExitCode.findings }
        if invocation.arguments.flag(Options.failOnChange) && report.changesAnything { return ExitCode.findings }
        return ExitCode.success
    }

    /// The one comparison the arguments ask for: two datasets, a dataset and
    /// a revision of it, or a dataset under two references.
    private static func compare(_ invocation: Invocation) throws -> DiffReport {
        let arguments = invocation.arguments
        let locales = arguments.list(Options.diffLocales) ?? []
        if let baseReference = arguments.value(Options.baseReference) {
            guard arguments.value(Options.base) == nil else {
                throw UsageError("--base-reference compares one dataset under two references; it cannot be combined with --base")
            }
            guard arguments.positionals.count <= 1 else {
                throw UsageError("--base-reference compares one dataset under two references; give at most one <dataset>")
            }
            return try invocation.pipeline(requiring: .dataset, locales: Options.diffLocales).diff(baseReference: baseReference)
        }
        if let base = arguments.value(Options.base) {
            guard arguments.positionals.count <= 1 else {
                throw UsageError("--base compares one dataset with a revision; give at most one <dataset>")
            }
            let pipeline = try invocation.pipeline(requiring: .dataset, locales: Options.diffLocales)
            return try pipeline.diff(old: .revision(base), new: .project, locales: locales)
        }
        guard let oldArgument = arguments.positional(0), let newArgument = arguments.positional(1) else {
            throw UsageError("give <old> and <new>, --base <rev> or --base-reference <dir>")
        }
        // The new side's project file applies, as it would after the change.
        let pipeline = try invocation.pipeline(requiring: [], dataset: newArgument.contains(":") ? nil : newArgument,
                                               locales: Options.diffLocales)
        return try pipeline.diff(old: .argument(oldArgument), new: .argument(newArgument), locales: locales)
    }
}
