import CCPipeBuild
import CCPipeCore
import CCPipeDiff
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
    /// project's configuration on both sides) and the outputs of `en` and
    /// `locales`.
    package func diff(old: DiffSide, new: DiffSide, locales requested: [String]) throws(PipelineError) -> DiffReport {
        let oldInput = try input(old)
        let newInput = try input(new)
        var locales = ["en"]
        let extra = requested == ["all"] ? try PipelineError.wrapping { try CLDRReference.availableLocales(in: project.reference) } : requested
        for locale in extra where !locales.contains(locale) { locales.append(locale) }
        let reference = try reference(for: [oldInput.dataset, newInput.dataset], outputLocales: locales)
        var report = try PipelineError.wrapping {
            try DiffReport.compare(old: oldInput.dataset, new: newInput.dataset, reference: reference, locales: locales,
                                   configuration: project.configuration)
        }
        report.reference = referenceName
        return report
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
