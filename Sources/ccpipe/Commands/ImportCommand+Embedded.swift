import CountryCodeKit
import CCPipeCore

extension ImportCommand {
    /// `ccpipe import embedded`: the Swift source that compiles
    /// `Sources-Data/` into the binary, in ccpipe's own repository.
    static let embedded = CommandSpec(
        name: "embedded",
        overview: "Write the Swift source that compiles ccpipe's Sources-Data into the binary as its default reference.",
        options: [Options.embeddedFrom, Options.embeddedOut],
        notes: ["Writes \(EmbeddedReferenceGenerator.fileName), every file of cldr/common, iso-codes and licenses as a string literal of its bytes. In ccpipe's repository: \(EmbeddedReferenceGenerator.command), then rebuild."],
        exitCodes: [(73, "the output could not be written")],
        success: "written",
        run: { invocation in
            let output = invocation.arguments.value(Options.embeddedOut)!
            let files = try EmbeddedReferenceGenerator.files(from: invocation.arguments.value(Options.embeddedFrom)!)
            let written = ReportText.printable(output + "/" + EmbeddedReferenceGenerator.fileName)
            Console.out(try ImportOutput.write(files, to: output) > 0 ? "wrote \(written)\n" : "\(written) is up to date\n")
            return ExitCode.success
        })
}
