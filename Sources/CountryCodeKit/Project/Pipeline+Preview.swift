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
    /// settled before the outputs are read.
    package func preview(locales requested: [String]?, into out: String) throws(PipelineError) -> [String] {
        guard let outputs = project.outputDirectory else { throw PipelineError(.usage, "no output directory to preview") }
        let built = PickerCatalog.locales(in: URL(fileURLWithPath: outputs, isDirectory: true))
        let locales = requested == nil || requested == ["all"] ? built : requested!
        guard !locales.isEmpty else {
            throw PipelineError(.usage, "\(DisplayPath.of(outputs)) holds no built locale", hint: "Run 'ccpipe build' first")
        }
        var phones: PhoneDirectory?
        for locale in locales {
            guard built.contains(locale) else {
                throw PipelineError(.usage, "\(DisplayPath.of(outputs)) has no outputs for '\(locale)'", hint: "Run 'ccpipe build --locales \(locale)'")
            }
            _ = try AtomicFile.write(PreviewPage.render(try builtCatalog(locale, in: outputs, phones: &phones), locales: locales), to: "\(out)/\(locale).html")
        }
        return locales
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
