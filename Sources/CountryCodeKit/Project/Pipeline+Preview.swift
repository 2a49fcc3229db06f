import CCPipeBuild
import CCPipeCore
import CCPipeOutput
import CCPipeReport
import CountryCatalogCore
import Foundation

extension Pipeline {
    /// Writes `<out>/<locale>.html` (`PreviewPage`) for each of `requested`
    /// (nil or `all`: every locale built into the output directory), from
    /// the catalogs `build` wrote there; returns the locales, in order.
    /// Call `settleOutputs` first, so that what a killed build left is
    /// settled before the outputs are read. Only a directory whose name is
    /// a well-formed locale id counts as a built locale: its name becomes a
    /// file name, a page's language and an entry of the page's switcher.
    /// With `confined` (`out` not named on the command line), `out` must
    /// resolve inside the repository (`PreviewOutput`).
    package func preview(locales requested: [String]?, into out: String, confined: Bool = false) throws(PipelineError) -> [String] {
        guard let outputs = project.outputDirectory else { throw PipelineError(.usage, "no output directory to preview") }
        let built = PickerCatalog.locales(in: URL(fileURLWithPath: outputs, isDirectory: true)).filter(PreviewPage.isPageName)
        let locales = requested == nil || requested == ["all"] ? built : requested!
        guard !locales.isEmpty else {
            throw PipelineError(.usage, "\(DisplayPath.of(outputs)) holds no built locale", hint: "Run 'ccpipe build' first")
        }
        for locale in locales where !built.contains(locale) {
            throw PipelineError(.usage, "\(DisplayPath.of(outputs)) has no outputs for '\(ReportText.printable(locale.excerpt(64)))'",
                                hint: "Run 'ccpipe build --locales \(ReportText.printable(locale.excerpt(64)))'")
        }
        let pages = try PreviewOutput(out, confined: confined, workingDirectory: project.workingDirectory)
        for locale in locales {
            try pages.write(PreviewPage.render(try builtCatalog(locale, in: outputs), locales: locales), as: "\(locale).html")
        }
        return locales
    }

    /// A locale's catalog as `build` wrote it, read as a build reads its
    /// outputs: by name through the output directory, never through a
    /// link (a checkout's `out/en` may point anywhere), each file no larger
    /// than a build writes.
    private func builtCatalog(_ locale: String, in outputs: String) throws(PipelineError) -> PickerCatalog {
        guard let folder = try DirectoryHandle.open(outputs)?.directory(locale) else {
            throw PipelineError(.usage, "\(DisplayPath.of(outputs)) has no outputs for '\(locale)'", hint: "Run 'ccpipe build --locales \(locale)'")
        }
        func read(_ name: String) throws(PipelineError) -> [UInt8] {
            guard let bytes = try folder.read(name, maxBytes: OutputTree.maximumFileBytes) else {
                throw PipelineError(.data, "\(DisplayPath.of(outputs))/\(locale) cannot be read: it has no \(name)")
            }
            return bytes
        }
        let (countries, index) = (try read(CatalogRenderer.countriesFileName), try read(CatalogRenderer.indexFileName))
        do {
            let decoder = JSONDecoder()
            return PickerCatalog(countries: try decoder.decode(SectionedCountries.self, from: Data(countries)),
                                  index: try decoder.decode(LetterIndex.self, from: Data(index)))
        } catch {
            throw PipelineError(.data, "\(DisplayPath.of(outputs))/\(locale) cannot be read: \(error)")
        }
    }
}
