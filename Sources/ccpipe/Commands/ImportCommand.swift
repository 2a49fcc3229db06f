import CountryCodeKit
import CCPipeCore

/// `ccpipe import <source>`: regenerates reference data in ccpipe's own
/// layout (ccpipe's repository keeps it in `Sources-Data/`).
enum ImportCommand {
    static let spec = CommandSpec(
        name: "import",
        overview: "Regenerate reference data from its upstream sources.",
        subcommands: [phoneMetadata, cldr, embedded],
        notes: ["See 'ccpipe import <source> --help' for detailed help."],
        run: { _ in ExitCode.usage })

    static let phoneMetadata = CommandSpec(
        name: "phone-metadata",
        overview: "Turn libphonenumber's PhoneNumberMetadata.xml into a CLDR-style telephoneCodeData.xml.",
        arguments: [.init(name: "<metadata>", help: "libphonenumber's resources/PhoneNumberMetadata.xml.", optional: false)],
        options: [Options.importTelephoneOut, Options.sourceVersion],
        exitCodes: [(73, "the output could not be written")],
        success: "written",
        run: { invocation in
            let arguments = invocation.arguments
            guard let input = arguments.positional(0) else { throw UsageError("missing <metadata> file") }
            let output = arguments.value(Options.importTelephoneOut)!
            try Pipeline.importPhoneMetadata(from: input, sourceVersion: arguments.value(Options.sourceVersion) ?? Options.sourceVersion.defaultText!,
                                             to: output)
            Console.out("wrote \(ReportText.printable(output))\n")
            return ExitCode.success
        })

    static let cldr = CommandSpec(
        name: "cldr",
        overview: "Write the trimmed CLDR subset that ccpipe embeds as its default reference.",
        options: [Options.from, Options.importLocales, Options.cldrRelease, Options.importCLDROut],
        notes: ["Keeps CLDR's folder layout and license headers: main/<locale>.xml with territory names and index letters only, supplementalData.xml with codeMappings and parentLocales, supplementalMetadata.xml with territoryAlias, and validity/region.xml. ccpipe's repository keeps the subset in Sources-Data/cldr/common, and the build compiles it into the binary."],
        exitCodes: [(73, "an output could not be written")],
        success: "written",
        run: { invocation in
            let arguments = invocation.arguments
            let source = arguments.value(Options.from)!, output = arguments.value(Options.importCLDROut)!
            let count = try Pipeline.importCLDR(from: source, locales: arguments.list(Options.importLocales),
                                               release: arguments.value(Options.cldrRelease), to: output)
            Console.out("wrote \(count) files to \(ReportText.printable(output))\n")
            return ExitCode.success
        })
}
