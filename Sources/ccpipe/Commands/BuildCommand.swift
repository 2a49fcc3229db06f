import CountryCodeKit
import Foundation

enum BuildCommand: Command {
    static let name = "build"

    static let help = CommandHelp(
        overview: "Build sectioned picker data and a letter index for each locale.",
        usage: "ccpipe build [<dataset>] [--reference <dir>] [--iso <file>] [--fields <map>] [--config <file>] [--locales <list>|all] [--out <dir>] [--summary <file>] [--check]",
        arguments: [("<dataset>", "The dataset to build from (default: Sources-Data/CountryCodes.json).")],
        options: Inputs.optionHelp + [
            ("--locales <list>|all", "CLDR locale ids, comma-separated, or 'all' for every file in the reference's main/ (default: every locale already in --out, else en)."),
            ("--out <dir>", "Where <locale>/countries.json and <locale>/index.json go (default: Sources/CountryCatalog/Resources, the files CountryCatalog bundles)."),
            ("--summary <file>", "Where to write a Markdown summary of the build (default: Reports/build-summary.md when --out is the default, else none)."),
            ("--check", "Write nothing; exit 1 when the files on disk differ from a fresh build."),
        ],
        notes: ["A dataset with error findings is not built: the findings are printed and nothing is written.",
                ExitCodesNote.standard])

    static let spec = ArgumentSpec(options: Inputs.options.union(["--locales", "--out", "--summary"]), flags: ["--check"], maxPositionals: 1)

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let outputDirectory = arguments.value("--out") ?? DefaultPaths.outputs
        let locales = try BuildLocales.resolve(arguments, outputDirectory: outputDirectory)
        let dataset = try Inputs.dataset(arguments)
        let reference = try Inputs.reference(arguments, locales: locales)

        let configuration = try Inputs.configuration(arguments, for: dataset)
        let findings = Validator.validate(dataset, against: reference, configuration: configuration).findings
        if findings.contains(where: { $0.severity == .error }) {
            Console.error(TextReporter.render(findings.filter { $0.severity == .error }, dataset: dataset))
            Console.error("Error: \(dataset.file) has error findings; nothing was written\n")
            return ExitCode.findings
        }

        let prepared = CatalogBuilder.PreparedDataset(dataset)
        let build: @Sendable (String) throws -> Catalog = { locale in
            try CatalogBuilder.build(prepared: prepared, reference: reference, locale: locale)
        }
        let progress = Console.progress(label: "building", count: locales.count)
        if arguments.flag("--check") {
            let stale = try CatalogWriter.check(locales: locales, against: outputDirectory, progress: progress, building: build).stale
            for file in stale { Console.error("\(file.path): \(file.reason)\n") }
            guard stale.isEmpty else {
                Console.error("Error: \(stale.count) output \(stale.count == 1 ? "file differs" : "files differ") from a fresh build; run 'ccpipe build'\n")
                return ExitCode.findings
            }
            Console.out("outputs for \(BuildLocales.describe(locales)) in \(outputDirectory) are up to date\n")
            return ExitCode.success
        }
        let outcome: CatalogWriter.Outcome
        do {
            outcome = try CatalogWriter.write(locales: locales, to: outputDirectory, progress: progress, building: build)
            if let summary = arguments.value("--summary") ?? (arguments.value("--out") == nil ? DefaultPaths.buildSummary : nil) {
                let versions = BuildSummaryReporter.referenceVersions(reference, icuVersion: ICU.version)
                try AtomicFile.write(BuildSummaryReporter.render(outcome.catalogs, dataset: URL(fileURLWithPath: dataset.file).lastPathComponent, referenceVersions: versions),
                                     to: summary)
            }
        } catch let error as InputError {
            throw error
        } catch {
            throw OutputError(path: outputDirectory, reason: "\(error)")
        }
        let changed = outcome.changed.count
        Console.out("built \(BuildLocales.describe(locales)) in \(outputDirectory): \(changed) \(changed == 1 ? "file" : "files") changed\n")
        return ExitCode.success
    }
}

/// Which locales a build covers.
enum BuildLocales {
    /// `--locales` as given; `all` for every locale of the reference; without
    /// it, every locale already in the output directory (so that a plain
    /// `ccpipe build` regenerates, and `--check` checks, exactly what is
    /// committed), else `en`.
    static func resolve(_ arguments: ParsedArguments, outputDirectory: String) throws -> [String] {
        guard let listed = arguments.list("--locales") else {
            let committed = committedLocales(in: outputDirectory)
            return committed.isEmpty ? ["en"] : committed
        }
        guard !listed.isEmpty else { throw UsageError("option '--locales' needs at least one locale") }
        if listed == ["all"] {
            return try CLDRReference.availableLocales(in: Inputs.referenceLocation(arguments))
        }
        // A locale given twice is built once: two builds would race for its files.
        var seen: Set<String> = []
        return listed.filter { seen.insert($0).inserted }
    }

    /// Subdirectories of `directory` that hold a `countries.json`, sorted.
    static func committedLocales(in directory: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return entries.filter { !$0.hasPrefix(".") && FileManager.default.fileExists(atPath: "\(directory)/\($0)/\(CatalogRenderer.countriesFileName)") }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    static func describe(_ locales: [String]) -> String {
        locales.count <= 10 ? locales.joined(separator: ", ") : "\(locales.count) locales"
    }
}
