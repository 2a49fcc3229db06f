import CountryCodeKit

/// `ccpipe import <source>`: regenerates the embedded reference in `Sources-Data/`.
enum ImportCommand: Command {
    static let name = "import"

    static let subcommands: [any Command.Type] = [ImportPhoneMetadataCommand.self, ImportCLDRCommand.self]

    static let help = CommandHelp(
        overview: "Regenerate the embedded reference data from its upstream sources.",
        usage: "ccpipe import <source> [<arguments>]",
        subcommands: subcommands.map { ($0.name, $0.help.overview) },
        notes: ["See 'ccpipe import <source> --help' for detailed help."])

    static let spec = ArgumentSpec()

    static func run(_ arguments: ParsedArguments) throws -> Int32 { ExitCode.usage }

    /// Import takes a source name first; the rest belongs to that source's command.
    static func dispatch(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            return CLI.usageError(UsageError("missing source: one of \(subcommands.map { $0.name }.joined(separator: ", "))"),
                                  usage: help.usage, helpHint: "ccpipe import --help")
        }
        if first == "-h" || first == "--help" {
            Console.out(help.text)
            return ExitCode.success
        }
        guard let command = subcommands.first(where: { $0.name == first }) else {
            return CLI.usageError(UsageError("unknown source '\(first)'"), usage: help.usage, helpHint: "ccpipe import --help")
        }
        return CLI.run(command, Array(arguments.dropFirst()))
    }
}

enum ImportPhoneMetadataCommand: Command {
    static let name = "phone-metadata"

    static let help = CommandHelp(
        overview: "Turn libphonenumber's PhoneNumberMetadata.xml into a CLDR-style telephoneCodeData.xml.",
        usage: "ccpipe import phone-metadata <metadata> [--out <file>] [--source-version <text>]",
        arguments: [("<metadata>", "libphonenumber's resources/PhoneNumberMetadata.xml.")],
        options: [
            ("--out <file>", "Where to write (default: Sources-Data/cldr/common/supplemental/telephoneCodeData.xml)."),
            ("--source-version <text>", "The libphonenumber release the file comes from, recorded in the output; the file does not state it (default: libphonenumber)."),
        ],
        notes: [ExitCodesNote.standard])

    static let spec = ArgumentSpec(options: ["--out", "--source-version"], maxPositionals: 1)

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        guard let input = arguments.positional(0) else { throw UsageError("missing <metadata> file") }
        let output = arguments.value("--out") ?? DefaultPaths.importedCLDR + "/" + CLDRReference.telephoneCodeDataPath
        let text = try PhoneMetadataImporter.telephoneCodeData(
            fromFile: input, sourceVersion: arguments.value("--source-version") ?? "libphonenumber")
        try write(text, to: output)
        Console.out("wrote \(output)\n")
        return ExitCode.success
    }
}

enum ImportCLDRCommand: Command {
    static let name = "cldr"

    static let help = CommandHelp(
        overview: "Write the trimmed CLDR subset that ccpipe embeds as its default reference.",
        usage: "ccpipe import cldr --from <common-dir> [--locales <list>] [--out <dir>]",
        options: [
            ("--from <common-dir>", "A full CLDR common/ directory, such as /usr/share/unicode/cldr/common."),
            ("--locales <list>", "Locales to keep, comma-separated; root is always kept (default: \(CLDRTrimmer.defaultLocales.joined(separator: ",")))."),
            ("--out <dir>", "The common/ directory to write (default: Sources-Data/cldr/common)."),
        ],
        notes: ["Keeps CLDR's folder layout and license headers: main/<locale>.xml with territory names only, supplementalData.xml with codeMappings and parentLocales, supplementalMetadata.xml with territoryAlias, and validity/region.xml.",
                ExitCodesNote.standard])

    static let spec = ArgumentSpec(options: ["--from", "--locales", "--out"])

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        guard let source = arguments.value("--from") else { throw UsageError("missing --from <common-dir>") }
        let locales = arguments.list("--locales") ?? CLDRTrimmer.defaultLocales
        let output = arguments.value("--out") ?? DefaultPaths.importedCLDR
        let files = try CLDRTrimmer.trim(commonDirectory: source, locales: locales)
        for (relative, text) in files.sorted(by: { $0.key < $1.key }) {
            try write(text, to: output + "/" + relative)
        }
        Console.out("wrote \(files.count) files to \(output)\n")
        return ExitCode.success
    }
}

private func write(_ text: String, to path: String) throws {
    do {
        try AtomicFile.write(text, to: path)
    } catch {
        throw OutputError(path: path, reason: "\(error)")
    }
}
