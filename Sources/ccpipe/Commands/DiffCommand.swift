import CountryCodeKit
import Foundation

enum DiffCommand: Command {
    static let name = "diff"
    static let formats = ["text", "markdown", "json", "html"]

    static let help = CommandHelp(
        overview: "Show what a change to a dataset does: records, findings, and the picker outputs.",
        usage: "ccpipe diff (<old> <new> | [<dataset>] --base <rev>) [--locales <list>] [--format <format>] [--fail-on-change] [--reference <dir>] [--iso <file>] [--fields <map>]",
        arguments: [
            ("<old>", "The dataset before the change: a file, or REV:PATH read from git (origin/main:Sources-Data/CountryCodes.json)."),
            ("<new>", "The dataset after the change, a file or REV:PATH."),
            ("<dataset>", "With --base: the working copy's dataset (default: Sources-Data/CountryCodes.json)."),
        ],
        options: Inputs.optionHelp + [
            ("--base <rev>", "Compare <dataset> with the same path at this git revision."),
            ("--locales <list>", "CLDR locale ids whose outputs to compare, besides en, comma-separated."),
            ("--format <format>", "text, markdown, json, or html (default: text; colored on a terminal unless NO_COLOR is set)."),
            ("--fail-on-change", "Exit 1 when the data changed at all, not only when error findings are introduced."),
        ],
        notes: ["""
            EXIT CODES:
              0   the change introduces no error finding
              1   it introduces an error finding (with --fail-on-change: it changes any record)
              64  usage error
              65  input that cannot be read as data, or a revision or path git cannot show
            """])

    static let spec = ArgumentSpec(options: Inputs.options.union(["--base", "--locales", "--format"]),
                                   flags: ["--fail-on-change"], maxPositionals: 2)

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let format = try arguments.choice("--format", from: formats, default: "text")
        var locales = ["en"]
        for locale in arguments.list("--locales") ?? [] where !locales.contains(locale) { locales.append(locale) }
        let mapping = try arguments.value("--fields").map(FieldMapping.init(parsing:))

        let old: Dataset, new: Dataset
        if let base = arguments.value("--base") {
            guard arguments.positionals.count <= 1 else { throw UsageError("--base compares one dataset with a revision; give at most one <dataset>") }
            let path = arguments.positional(0) ?? DefaultPaths.dataset
            old = try DiffSource.dataset(at: base, path: path, fields: mapping)
            new = try DatasetReader.read(path: path, fields: mapping)
        } else {
            guard let oldArgument = arguments.positional(0), let newArgument = arguments.positional(1) else {
                throw UsageError("give <old> and <new>, or --base <rev>")
            }
            old = try DiffSource.dataset(oldArgument, fields: mapping)
            new = try DiffSource.dataset(newArgument, fields: mapping)
        }
        let reference = try Inputs.reference(arguments, locales: locales)
        let configuration = try Inputs.configuration(arguments, for: new)
        let report = try DiffReport.compare(old: old, new: new, reference: reference, locales: locales,
                                            configuration: configuration)

        switch format {
        case "markdown": Console.out(DiffMarkdownReporter.render(report))
        case "json": Console.out(DiffJSONReporter.render(report))
        case "html": Console.out(DiffHTMLReporter.render(report))
        default: Console.out(DiffTextReporter.render(report, colored: Console.wantsColor))
        }
        if report.introducedErrors > 0 { return ExitCode.findings }
        if arguments.flag("--fail-on-change") && !report.data.isEmpty { return ExitCode.findings }
        return ExitCode.success
    }
}

extension Console {
    /// Whether standard output gets color when the user asked for `auto`.
    static var wantsColor: Bool {
        ColorChoice.auto.isEnabled(outputIsTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
    }
}
