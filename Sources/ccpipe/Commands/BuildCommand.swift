import CountryCodeKit

enum BuildCommand: Command {
    static let name = "build"

    static let help = CommandHelp(
        overview: "Build sectioned picker data and a letter index for each locale.",
        usage: "ccpipe build [<dataset>] [--reference <dir>] [--iso <file>] [--fields <map>] [--config <file>] [--locales <list>] [--out <dir>] [--check]",
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

        let configuration = try Inputs.configuration(arguments, for: dataset)
        let findings = Validator.validate(dataset, against: reference, configuration: configuration).findings
        if findings.contains(where: { $0.severity == .error }) {
            Console.error(TextReporter.render(findings.filter { $0.severity == .error }, dataset: dataset))
            Console.error("Error: \(dataset.file) has error findings; nothing was written\n")
            return ExitCode.findings
        }

        let build = { (locale: String) in try CatalogBuilder.build(dataset: dataset, reference: reference, locale: locale) }
        if arguments.flag("--check") {
            let stale = try CatalogWriter.check(locales: locales, against: outputDirectory, building: build)
            for file in stale { Console.error("\(file.path): \(file.reason)\n") }
            guard stale.isEmpty else {
                Console.error("Error: \(stale.count) output \(stale.count == 1 ? "file differs" : "files differ") from a fresh build; run 'ccpipe build'\n")
                return ExitCode.findings
            }
            Console.out("outputs for \(locales.joined(separator: ", ")) in \(outputDirectory) are up to date\n")
            return ExitCode.success
        }
        let changed: [String]
        do {
            changed = try CatalogWriter.write(locales: locales, to: outputDirectory, building: build)
        } catch let error as InputError {
            throw error
        } catch {
            throw OutputError(path: outputDirectory, reason: "\(error)")
        }
        Console.out("built \(locales.count) \(locales.count == 1 ? "locale" : "locales") in \(outputDirectory): \(changed.count) \(changed.count == 1 ? "file" : "files") changed\n")
        return ExitCode.success
    }
}
