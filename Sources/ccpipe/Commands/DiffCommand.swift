import CCPipeReport
import CountryCodeKit

enum DiffCommand {
    static let spec = CommandSpec(
        name: "diff",
        overview: "Show what a change to a dataset, or to its reference, does: records, findings, and the picker outputs.",
        arguments: [
            .init(name: "<old>", help: "The dataset before the change: a file, or REV:PATH read from git (origin/main:CountryCodes.json)."),
            .init(name: "<new>", help: "The dataset after the change, a file or REV:PATH.")
        ],
        argumentSynopsis: "(<old> <new> | [<dataset>] --base <rev> | [<dataset>] --base-reference <dir>)",
        options: Options.project
            + [Options.base, Options.baseReference, Options.diffLocales, Options.diffFormat, Options.color, Options.failOnChange],
        notes: [
            "With --base, the one argument is the working copy's dataset (default: \"dataset\" in .ccpipe.json), compared with the same path at the revision. Both sides are checked with the new side's project file.",
            "With --base-reference, the one argument is the dataset (default: \"dataset\" in .ccpipe.json), judged and built under the base reference and under the project's: findings that appear and disappear, names each locale's picker shows, rows that move section, and region codes that become valid or invalid."
        ],
        exitCodes: [
            (
                1,
                "it introduces an error finding (with --fail-on-change: it changes any record); with --base-reference, the reference introduces an error finding or lacks a locale the project builds (with --fail-on-change: any finding, name, section or index letter changes)"
            )
        ],
        success: "the change introduces no error finding",
        run: run)
    static func run(_ invocation: Invocation) throws -> Int32 {
        let arguments = invocation.arguments, positionals = arguments.positionals
        let comparison = try Pipeline.DiffComparison.from(
            positionals: positionals, base: arguments.value(Options.base), baseReference: arguments.value(Options.baseReference)
        ).mapError { UsageError($0.message) }.get()
        let pipeline = try invocation.pipeline(
            requiring: comparison.requirements, dataset: comparison.dataset(positionals: positionals),
            locales: Options.diffLocales)
        return Console.emit(
            DiffCommandReport.render(
                try pipeline.diff(comparison), format: arguments.choice(Options.diffFormat),
                color: invocation.colorEnabled, failOnChange: arguments.flag(Options.failOnChange)))
    }
}
