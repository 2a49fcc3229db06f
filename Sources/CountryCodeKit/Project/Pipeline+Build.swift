extension Pipeline {
    /// Validates the dataset and, when it has no error findings, builds
    /// every output locale into the output directory (or, with `check`,
    /// compares what is there with a fresh build, writing nothing).
    public func build(check onlyCheck: Bool, progress: CatalogWriter.Progress? = nil) throws(PipelineError) -> Built {
        guard let outputDirectory = project.outputDirectory else {
            throw PipelineError(.usage, "no output directory to build into")
        }
        let locales = try outputLocales()
        let checked = try check(outputLocales: locales)
        guard !checked.result.hasErrors else {
            return Built(checked: checked, locales: locales, outputDirectory: outputDirectory, outcome: nil)
        }
        let prepared = CatalogBuilder.PreparedDataset(checked.dataset, telephoneCodes: checked.reference.telephoneCodes,
                                                      regions: checked.result.regions)
        let reference = checked.reference
        let build: @Sendable (String) throws -> Catalog = { locale in
            try CatalogBuilder.build(prepared: prepared, reference: reference, locale: locale)
        }
        let outcome = try PipelineError.wrapping {
            onlyCheck ? try CatalogWriter.check(locales: locales, against: outputDirectory, progress: progress, building: build)
                : try CatalogWriter.write(locales: locales, to: outputDirectory, progress: progress, building: build)
        }
        return Built(checked: checked, locales: locales, outputDirectory: outputDirectory, outcome: outcome)
    }

    /// The Markdown summary of a build: what was built, from which dataset
    /// and references.
    public func summary(of built: Built) -> String {
        guard let outcome = built.outcome else { return "" }
        let versions = BuildSummaryReporter.referenceVersions(built.checked.reference, icuVersion: ICU.version)
        return BuildSummaryReporter.render(outcome.catalogs, dataset: built.checked.dataset.file.split(separator: "/").last.map(String.init) ?? built.checked.dataset.file,
                                           reference: referenceName, referenceVersions: versions)
    }

    /// The summary's default place: beside the outputs it describes.
    public static let summaryFileName = "build-summary.md"
}

public struct Built: Sendable {
    public var checked: Checked
    public var locales: [String]
    public var outputDirectory: String
    /// Nil when error findings stopped the build before anything was built.
    public var outcome: CatalogWriter.Outcome?
}
