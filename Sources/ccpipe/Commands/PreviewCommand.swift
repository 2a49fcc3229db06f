import CountryCatalog
import CountryCodeKit
import Foundation
import CCPipeCore
import CCPipeReport

/// Writes the built outputs as pages a browser opens: what the picker will
/// look like and how its search and index behave, per locale.
enum PreviewCommand {
    static let spec = CommandSpec(
        name: "preview",
        overview: "Write a standalone HTML picker per locale from the built outputs.",
        options: [Options.previewLocales, Options.previewOut, Options.config],
        notes: ["The pages read nothing from the network: style, script and data are inline. Run 'ccpipe build' first; the pages show what is in the output directory (\"out\" in .ccpipe.json)."],
        exitCodes: [(73, "a page could not be written")],
        success: "written",
        run: run)

    static func run(_ invocation: Invocation) throws -> Int32 {
        let pipeline = try invocation.pipeline(requiring: .outputDirectory, locales: Options.previewLocales)
        guard let outputs = pipeline.project.outputDirectory else { throw UsageError("no output directory to preview") }
        // What a killed build left is settled before the outputs are read.
        BuildCommand.noteRecovered(try pipeline.settleOutputs(), in: DisplayPath.of(outputs))
        let directory = URL(fileURLWithPath: outputs, isDirectory: true)
        let built = PickerCatalog.locales(in: directory)
        let requested = invocation.arguments.list(Options.previewLocales)
        let locales = requested == nil || requested == ["all"] ? built : requested!
        guard !locales.isEmpty else {
            throw PipelineError(.usage, "\(DisplayPath.of(outputs)) holds no built locale", hint: "Run 'ccpipe build' first")
        }
        let out = DisplayPath.absolute(invocation.arguments.value(Options.previewOut) ?? "preview",
                                       relativeTo: pipeline.project.workingDirectory)
        for locale in locales {
            guard built.contains(locale) else {
                throw PipelineError(.usage, "\(DisplayPath.of(outputs)) has no outputs for '\(locale)'", hint: "Run 'ccpipe build --locales \(locale)'")
            }
            let catalog: PickerCatalog
            do {
                catalog = try PickerCatalog(contentsOf: directory, locale: locale)
            } catch {
                throw PipelineError(.data, "\(DisplayPath.of(outputs))/\(locale) cannot be read: \(error)")
            }
            do {
                try AtomicFile.write(PreviewPage.render(catalog, locales: locales), to: "\(out)/\(locale).html")
            } catch {
                throw PipelineError(error)
            }
        }
        Console.out("wrote \(locales.count == 1 ? "a page" : "\(locales.count) pages") to \(ReportText.printable(DisplayPath.of(out))): \(BuildCommand.describe(locales))\n")
        return ExitCode.success
    }
}
