import CCPipeCore
import CCPipeModel
import CCPipeOutput
import CCPipeReference
import CCPipeReport
import CountryCatalogCore
import Foundation

extension Project {
    /// The one place `--locales` and `"locales"` are read, `all` included,
    /// for the command's requirements. `build` takes them from the command
    /// line, else the project file; `preview` and a diff of two datasets
    /// from the command line only (`asked`).
    func resolvedLocales(for requirements: Requirements, asked: LocaleSelection?) throws(PipelineError) -> [String] {
        if requirements.contains(.builtLocales) {
            switch locales {
            case .all: return try everyLocale()
            case .list(let listed):
                guard !listed.isEmpty else { throw PipelineError(.usage, "no locale to build: the list is empty") }
                return listed
            case nil:
                let existing = outputDirectory.map { PickerCatalog.locales(in: URL(fileURLWithPath: $0, isDirectory: true)) } ?? []
                return existing.isEmpty ? ["en"] : existing
            }
        }
        if requirements.contains(.previewedLocales) { return try previewedLocales(asked) }
        if requirements.contains(.comparedLocales) {
            var compared = ["en"]
            let extra: [String]
            switch asked {
            case .all: extra = try everyLocale()
            case .list(let listed): extra = listed
            case nil: extra = []
            }
            for locale in extra where !compared.contains(locale) { compared.append(locale) }
            return compared
        }
        return []
    }

    private func everyLocale() throws(PipelineError) -> [String] {
        try PipelineError.wrapping { try CLDRReference.availableLocales(in: reference) }
    }

    /// Only a folder whose name is a well-formed locale id counts as a
    /// built locale: its name becomes a page's file name and language.
    private func previewedLocales(_ asked: LocaleSelection?) throws(PipelineError) -> [String] {
        guard let outputs = outputDirectory else { throw PipelineError(.usage, "no output directory to preview") }
        let built = PickerCatalog.locales(in: URL(fileURLWithPath: outputs, isDirectory: true)).filter(PreviewPage.isPageName)
        let requested: [String]
        switch asked {
        case .list(let listed) where !listed.isEmpty: requested = listed
        default: requested = built
        }
        guard !requested.isEmpty else {
            throw PipelineError(.usage, "\(DisplayPath.of(outputs)) holds no built locale", hint: "Run 'ccpipe build' first")
        }
        for locale in requested where !built.contains(locale) {
            throw PipelineError(
                .usage, "\(DisplayPath.of(outputs)) has no outputs for '\(ReportText.printable(locale.excerpt(64)))'",
                hint: "Run 'ccpipe build --locales \(ReportText.printable(locale.excerpt(64)))'")
        }
        return requested
    }

    /// Finishes or undoes the commit of a command killed while writing into
    /// the output directory (`OutputTree.settle`), unless a command holds
    /// it now; returns what was done.
    func settleOutputs() throws(PipelineError) -> [CommitRecovery] {
        guard let directory = outputDirectory, let lock = OutputLock.attempt(directory) else { return [] }
        defer { lock.release() }
        return try OutputTree.settle(lock).recovered
    }
}
