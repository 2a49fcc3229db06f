import CCPipeReport
import CountryCodeKit

/// Writes the built outputs as pages a browser opens: what the picker will
/// look like and how its search and index behave, per locale.
enum PreviewCommand {
    static let spec = CommandSpec(
        name: "preview",
        overview: "Write a standalone HTML picker per locale from the built outputs.",
        options: [Options.previewLocales, Options.previewOut, Options.config],
        notes: [
            "The pages read nothing from the network: style, script and data are inline. Run 'ccpipe build' first; the pages show what is in the output directory (\"out\" in .ccpipe.json)."
        ],
        exitCodes: [(73, "a page could not be written")],
        success: "written",
        run: run)

    static func run(_ invocation: Invocation) throws -> Int32 {
        let pipeline = try invocation.pipeline(requiring: [.outputDirectory, .previewedLocales], locales: Options.previewLocales)
        // The default directory is the checkout's, and confined to it; one
        // named on the command line is the user's choice.
        return Console.emit(PreviewReport.render(try pipeline.preview(into: invocation.arguments.value(Options.previewOut))))
    }
}
