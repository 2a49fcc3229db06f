import CCPipeReport
import CountryCodeKit

extension ImportCommand {
    /// `ccpipe import cldr`: the trimmed CLDR subset ccpipe embeds.
    static let cldr = CommandSpec(
        name: "cldr",
        overview: "Write the trimmed CLDR subset that ccpipe embeds as its default reference.",
        options: [Options.from, Options.importLocales, Options.cldrRelease, Options.importCLDROut],
        notes: [
            "Keeps CLDR's folder layout and license headers: main/<locale>.xml with territory names and index letters only, supplementalData.xml with codeMappings and parentLocales, supplementalMetadata.xml with territoryAlias, and validity/region.xml. ccpipe's repository keeps the subset in Sources-Data/cldr/common, and the build compiles it into the binary."
        ],
        exitCodes: [(73, "an output could not be written")],
        success: "written",
        run: { invocation in
            let arguments = invocation.arguments
            let source = arguments.value(Options.from)!, output = arguments.value(Options.importCLDROut)!
            let count = try Pipeline.importCLDR(
                from: source, locales: arguments.list(Options.importLocales),
                release: arguments.value(Options.cldrRelease), to: output)
            return Console.emit(ImportReport.wrote(count, filesTo: output))
        })
}
