import CCPipeReport
import CountryCodeKit

extension ImportCommand {
    /// `ccpipe import embedded`: the Swift source that compiles
    /// `Sources-Data/` into the binary, in ccpipe's own repository.
    static let embedded = CommandSpec(
        name: "embedded",
        overview: "Write the Swift source that compiles ccpipe's Sources-Data into the binary as its default reference.",
        options: [Options.embeddedFrom, Options.embeddedOut],
        notes: [
            "Writes \(Pipeline.embeddedSource.fileName), every file of cldr/common, iso-codes and licenses as a string literal of its bytes. In ccpipe's repository: \(Pipeline.embeddedSource.command), then rebuild."
        ],
        exitCodes: [(73, "the output could not be written")],
        success: "written",
        run: { invocation in
            let output = invocation.arguments.value(Options.embeddedOut)!
            let changed = try Pipeline.importEmbedded(from: invocation.arguments.value(Options.embeddedFrom)!, to: output)
            return Console.emit(ImportReport.embedded(at: output + "/" + Pipeline.embeddedSource.fileName, changed: changed))
        })
}
