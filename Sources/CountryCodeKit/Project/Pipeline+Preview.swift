import CCPipeBuild
import CCPipeCore
import CCPipeOutput
import CCPipeReport
import CountryCatalogCore
import Foundation

extension Pipeline {
    /// Writes `<out>/<locale>.html` (`PreviewPage`) for each of the
    /// project's locales (`Requirements.previewedLocales`: the locales asked,
    /// else every locale built into the output directory, each a
    /// well-formed locale id, settled before they were listed), from the
    /// catalogs `build` wrote there. `out` is `preview` in the working
    /// directory unless `named` (`--out`); unnamed, it must resolve inside
    /// the repository (`PreviewOutput`).
    package func preview(into named: String?) throws(PipelineError) -> Previewed {
        guard let outputs = project.outputDirectory else { throw PipelineError(.usage, "no output directory to preview") }
        let out = DisplayPath.absolute(named ?? "preview", relativeTo: project.workingDirectory)
        let confined = named == nil
        let locales = project.outputLocales
        let pages = try PreviewOutput(out, confined: confined, workingDirectory: project.workingDirectory)
        var phones: PhoneDirectory?
        for locale in locales {
            try pages.write(PreviewPage.render(try builtCatalog(locale, in: outputs, phones: &phones), locales: locales), as: "\(locale).html")
        }
        return Previewed(locales: locales, directory: out, recovered: project.recovered, outputDirectory: outputs)
    }

    /// A locale's catalog as `build` wrote it, read as a build reads its
    /// outputs: by name through the output directory, never through a
    /// link (a checkout's `out/en` may point anywhere), each file no larger
    /// than a build writes.
    /// `phones`: the output directory's phone data, read by the first
    /// catalog that names it (once for every page).
    private func builtCatalog(_ locale: String, in outputs: String, phones: inout PhoneDirectory?) throws(PipelineError) -> PickerCatalog {
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
        let sectioned: SectionedCountries, letters: LetterIndex
        do {
            let decoder = JSONDecoder()
            (sectioned, letters) = (try decoder.decode(SectionedCountries.self, from: Data(countries)), try decoder.decode(LetterIndex.self, from: Data(index)))
        } catch {
            throw PipelineError(.data, "\(DisplayPath.of(outputs))/\(locale) cannot be read: \(error)")
        }
        // The phone data the catalog names, beside the locale folders, read as they are.
        guard sectioned.phoneFile == PhoneFile.fileName else { return PickerCatalog(countries: sectioned, index: letters) }
        if phones == nil { phones = try builtPhoneData() }
        return PickerCatalog(countries: sectioned, index: letters, phones: phones!)
    }
}
