import CountryCodeKit

enum BuildCommand: Command {
    static let name = "build"

    static let help = CommandHelp(
        overview: "Build sectioned picker data and a letter index for each locale.",
        usage: "ccpipe build [<dataset>] [--reference <dir>] [--iso <file>] [--fields <map>] [--locales <list>] [--out <dir>] [--check]",
        arguments: [("<dataset>", "The dataset to build from (default: Sources-Data/CountryCodes.json).")],
        options: Inputs.optionHelp + [
            ("--locales <list>", "CLDR locale ids, comma-separated (default: en)."),
            ("--out <dir>", "Where <locale>/countries.json and <locale>/index.json go (default: Sources/CountryCatalog/Resources, the files CountryCatalog bundles)."),
            ("--check", "Write nothing; exit 1 when the files on disk differ from a fresh build."),
        ],
        notes: ["A dataset with error findings is not built: the findings are printed and nothing is written.",
                ExitCodesNote.standard])

    static let spec = ArgumentSpec(options: Inputs.options.union(["--locales", "--out"]), flags: ["--check"], maxPositionals: 1)

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let locales = arguments.list("--locales") ?? ["en"]
        guard !locales.isEmpty else { throw UsageError("option '--locales' needs at least one locale") }
        let outputDirectory = arguments.value("--out") ?? DefaultPaths.outputs
        let dataset = try Inputs.dataset(arguments)
        let reference = try Inputs.reference(arguments, locales: locales)

        let findings = Validator.validate(dataset, against: reference)
        if findings.contains(where: { $0.severity == .error }) {
            Console.error(TextReporter.render(findings.filter { $0.severity == .error }, dataset: dataset))
            Console.error("Error: \(dataset.file) has error findings; nothing was written\n")
            return ExitCode.findings
        }

        let catalogs = try locales.map { try CatalogBuilder.build(dataset: dataset, reference: reference, locale: $0) }
        let writer = CatalogWriter(outputDirectory: outputDirectory)
        if arguments.flag("--check") {
            let stale = try writer.staleFiles(for: catalogs)
            for path in stale { Console.error("stale: \(path)\n") }
            if !stale.isEmpty {
                Console.error("Error: \(stale.count) output \(stale.count == 1 ? "file differs" : "files differ") from a fresh build; run 'ccpipe build'\n")
                return ExitCode.findings
            }
            Console.out("outputs for \(locales.joined(separator: ", ")) are up to date\n")
            return ExitCode.success
        }
        let written: [String]
        do {
            written = try writer.write(catalogs)
        } catch {
            throw OutputError(path: outputDirectory, reason: "\(error)")
        }
        let sections = catalogs.map(\.sections.count).reduce(0, +)
        Console.out("built \(catalogs.count) \(catalogs.count == 1 ? "locale" : "locales") (\(sections) sections) in \(outputDirectory): \(written.count) \(written.count == 1 ? "file" : "files") changed\n")
        return ExitCode.success
    }
}
