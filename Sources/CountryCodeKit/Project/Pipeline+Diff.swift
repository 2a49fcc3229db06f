import CCPipeBuild
import CCPipeCore
import CCPipeDiff
import CCPipeModel
import CCPipeReference
import CCPipeReport

extension Pipeline {
    /// One side of a diff.
    package enum DiffSide: Sendable, Equatable {
        /// The project's dataset as it is on disk.
        case project
        /// A file path, or `REV:PATH` read from git.
        case argument(String)
        /// The project's dataset as it was at a git revision.
        case revision(String)
    }

    /// Compares two versions of a dataset: records, findings (with the
    /// project's configuration on both sides) and the outputs of the
    /// project's locales (`en` and those asked: `Requirements.comparedLocales`).
    package func diff(old: DiffSide, new: DiffSide) throws(PipelineError) -> DiffReport {
        // Only the datasets are kept: their bytes, up to 64 MiB a side, are not read again.
        let oldDataset = try input(old).dataset
        let newDataset = try input(new).dataset
        let locales = project.outputLocales
        let reference = try reference(for: [oldDataset, newDataset], outputLocales: locales)
        try checkSpellingBudget(reference)
        var report = try diff(old: oldDataset, new: newDataset, reference: reference, locales: locales)
        report.reference = referenceName
        return report
    }

    /// Both datasets judged as `check` and `build` judge them, against one
    /// reference: each validated with the project's configuration, and each
    /// locale's catalog built as `build` builds it, from the regions that
    /// validation resolved; `DiffReport` compares what they give.
    package func diff(old: Dataset, new: Dataset, reference: ReferenceData, locales: [String]) throws(PipelineError) -> DiffReport {
        DiffReport.compare(old: try judged(old, against: reference, locales: locales), new: try judged(new, against: reference, locales: locales),
                           replacements: reference.territoryAliases)
    }

    /// `dataset` validated against `reference` with the project's
    /// configuration, and each locale's catalog built from the regions
    /// validation resolved: one side of a diff, as `check` and `build` judge it.
    func judged(_ dataset: Dataset, against reference: ReferenceData, locales: [String]) throws(PipelineError) -> DiffReport.Judged {
        var result = validate(dataset, against: reference, publishing: true)
        let source = try Self.catalogSource(dataset, reference: reference, validation: result)
        var catalogs: [Catalog] = []
        for locale in locales {
            catalogs.append(try Self.catalog(of: source, reference: reference, locale: locale, ownNamesLocale: result.ownNamesLocale))
        }
        // The values published otherwise are in the catalogs, which the diff
        // compares; kept, they are one a record of a dataset of unknown codes.
        result.corrections = []
        return (dataset, result, catalogs)
    }

    private func input(_ side: DiffSide) throws(PipelineError) -> DatasetInput {
        switch side {
        case .project:
            return try read()
        case .argument(let argument):
            let bytes = try PipelineError.wrapping { try DatasetRevision.bytes(argument, maxBytes: limits.maxBytes) }
            return try parse(bytes, name: argument)
        case .revision(let revision):
            guard let source = project.dataset, case .file(let path, let name) = source else {
                throw PipelineError(.usage, "--base compares the dataset file with a git revision; standard input has no history")
            }
            // Found from the top of the repository, wherever ccpipe runs.
            let bytes = try PipelineError.wrapping { try DatasetRevision.bytes(at: revision, path: path, displayName: name, maxBytes: limits.maxBytes) }
            return try parse(bytes, name: "\(revision):\(name)")
        }
    }
}
