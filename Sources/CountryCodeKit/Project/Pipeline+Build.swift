import CCPipeBuild
import CCPipeCore
import CCPipeIngest
import CCPipeModel
import CCPipeOutput
import CCPipeReference
import CCPipeReport
import CCPipeValidate
import Foundation

extension Pipeline {
    /// Validates the dataset and builds every output locale into the output
    /// directory (or, with `check`, compares what is there with a fresh
    /// build, writing nothing). Where the dataset's values are wrong the
    /// outputs take the reference's (`OutputCorrections`), so that a dataset
    /// with error findings still builds; `Built.errors` says how many remain.
    /// With `strict`, a dataset with error findings is not built.
    ///
    /// Incremental: the manifest in the build cache (`BuildCache`) says what
    /// each locale was built from (`BuildPlan`), so only locales whose
    /// inputs changed, or whose outputs were edited or deleted, are built
    /// again, and validation runs only when its inputs changed. A build with
    /// nothing to do reads no CLDR locale file and writes nothing. `force`
    /// ignores the manifest, and builds into a directory that holds files
    /// ccpipe did not write (`OpenedOutput`). A write holds the output
    /// directory's lock from reading the manifest to the commit that puts
    /// the outputs and the summary (by default `build-summary.md` in the
    /// output directory; `summaryPath` elsewhere is written after it) in
    /// place at once, then writes the manifest (`Pipeline.commit`); `waiting` is
    /// called when another build holds it. A build refused for error
    /// findings creates nothing. The locales are the project's
    /// (`Requirements.builtLocales`); `events` hears of progress and waiting.
    package func build(check onlyCheck: Bool, force: Bool = false, strict: Bool = false, summaryPath: String? = nil,
                      events: PipelineEvents? = nil) throws(PipelineError) -> Built {
        guard let outputDirectory = project.outputDirectory else {
            throw PipelineError(.usage, "no output directory to build into")
        }
        let locales = project.outputLocales
        var progress: CatalogWriter.Progress?, waiting: (@Sendable () -> Void)?
        if let events {
            progress = { done, total in events(.progress(done: done, total: total)) }
            waiting = { events(.waiting(outputDirectory: outputDirectory)) }
        }
        try PipelineError.wrapping { try CatalogWriter.checkLocaleIds(locales) }
        var output = try OpenedOutput(outputDirectory, cache: project.buildCache(for: outputDirectory), writing: !onlyCheck,
                                      locales: locales, force: force, waiting: waiting)
        defer { output.lock?.release() }

        let bytes = try readBytes()
        let previous = force ? nil : output.manifest
        let plan = try BuildPlan(locales: locales, previous: previous, datasetBytes: bytes, pipeline: self,
                                 output: output, comparingTouched: onlyCheck)
        var built = Built(checked: nil, datasetName: project.dataset?.name ?? "", locales: locales,
                          outputDirectory: outputDirectory, outcome: nil, rebuilt: plan.rebuild,
                          referenceVersions: previous?.referenceVersions ?? [],
                          recovered: project.recovered + output.settled.recovered)

        if plan.rebuild.isEmpty, !plan.validate, !plan.rebuildPhone, let previous = plan.previous {
            var outcome = CatalogWriter.Outcome(changed: [], stale: [], catalogs: plan.catalogSummaries(locales, fresh: []), outputHashes: [:])
            if onlyCheck { outcome.stale = unexpected(in: output, locales: locales) }
            built.outcome = outcome
            built.corrections = previous.validation.corrections
            built.errors = previous.validation.errors
            guard !(strict && built.errors > 0) else {
                built.outcome = nil
                return built
            }
            guard !onlyCheck else { return built }
            let opened = output
            built.outcome = try commit(nil, phoneFile: nil, into: output, built: built, summaryPath: summaryPath, manifestWanted: plan.touched) { _ in
                plan.manifest(rebuilt: nil, output: opened, namedLocales: previous.validation.namedLocales, ownNames: previous.validation.ownNames,
                              corrections: previous.validation.corrections, errors: previous.validation.errors,
                              validationInputs: previous.validation.inputs, referenceVersions: previous.referenceVersions)
            }
            return built
        }

        TransliteratorMemo.shared.prepare(locales: plan.rebuild)
        let input = try read(bytes: bytes)
        let reference: ReferenceData
        var validation: ValidationResult?
        // The locale that shows the dataset's own names, as validation
        // concluded; when it did not run, as it concluded last time.
        var ownNamesLocale = plan.previous?.validation.ownNames
        built.corrections = plan.previous?.validation.corrections ?? []
        built.errors = plan.previous?.validation.errors ?? 0
        // The transforms narrowed to the names they spell open on another
        // thread as soon as the names are known, while the dataset is validated.
        let cover = { (reference: ReferenceData) in TransliteratorMemo.shared.cover(names: reference.territoryNames, opening: true) }
        // The catalogs' source depends on validation only for the regions of
        // records without a code as text: for a dataset with none, it is
        // made on another thread while the dataset is validated.
        let sourceWithoutRegions = input.dataset.records.allSatisfy { $0.code?.string != nil }
        var earlySource: BackgroundWork<CatalogBuilder.PreparedDataset>?
        // Records whose regions come from their alpha-3 codes or names need
        // validation's lookup, whatever the manifest says.
        if plan.validate || Self.needsValidatedRegions(input.dataset) {
            let checked = try check(input, outputLocales: plan.rebuild, publishing: true) { reference in
                cover(reference)
                guard sourceWithoutRegions else { return }
                let dataset = input.dataset
                earlySource = BackgroundWork { () throws(PipelineError) in try Self.catalogSource(dataset, reference: reference, validation: nil) }
            }
            built.checked = checked
            built.corrections = checked.result.corrections
            built.errors = checked.result.summary.errors
            guard !((strict || checked.result.leavesNothingToBuild) && checked.result.hasErrors) else {
                earlySource?.discard()
                return built
            }
            reference = checked.reference
            validation = checked.result
            ownNamesLocale = checked.result.ownNamesLocale
        } else {
            // Validation's inputs are as when it last ran: only the
            // locales to rebuild need their names, and English for their
            // search keys.
            let english = plan.rebuild.contains("en") || !CLDRReference.hasLocaleFile("en", in: project.reference) ? [] : ["en"]
            reference = try PipelineError.wrapping { try ReferenceLoader.load(project.reference, locales: plan.rebuild + english) }
            cover(reference)
        }
        try checkSpellingBudget(reference)
        // Only now, with the dataset fit to build, is a new output directory made.
        if !onlyCheck { try output.create(locales: locales, force: force, waiting: waiting) }
        plan.adopt(reference.localeFileReads, parentLocales: reference.parentLocales)
        // The source made while validating has no corrections: without any, it is the one.
        let corrections = built.corrections
        let prepared: CatalogBuilder.PreparedDataset
        if let earlySource, corrections.isEmpty { prepared = try earlySource.value() } else {
            // Let go of before the one with the corrections is made: each holds every record.
            earlySource?.discard()
            prepared = try Self.catalogSource(input.dataset, reference: reference, validation: validation, corrections: corrections)
        }
        let ownNames = ownNamesLocale
        let render: CatalogWriter.Rendering = { locale in
            try CatalogBuilder.rendered(prepared: prepared, reference: reference, locale: locale, ownNamesLocale: ownNames)
        }
        // The manifest's fingerprints depend on nothing the catalogs make:
        // they are worked out on another thread while the catalogs are built.
        let named = Self.namedLocales(of: input.dataset)
        let settling = onlyCheck ? nil : BackgroundWork { () throws(PipelineError) in try plan.settle(named: named) }
        defer { settling?.wait() }
        built.referenceVersions = ReferenceVersions.of(reference)
        let referenceVersions = built.referenceVersions
        let opened = output
        let staging = opened.lock.map { StagedFiles(root: $0.root) }
        defer { staging?.discard() }
        var staged: CatalogWriter.Staged?
        var outcome = try PipelineError.wrapping { () throws -> CatalogWriter.Outcome in
            guard let staging, let listing = opened.listing else {
                return try CatalogWriter.check(locales: plan.rebuild, in: opened.root, at: outputDirectory, progress: progress, rendering: render)
            }
            staged = try CatalogWriter.stage(locales: plan.rebuild, into: staging, listing, progress: progress, rendering: render)
            return staged!.outcome
        }
        // `phone.json`, written once for every locale, when its inputs changed or it was touched.
        let phoneFile = plan.rebuildPhone ? PhoneFile.rendered(prepared.phoneData) : nil
        built.rebuiltPhone = phoneFile != nil
        // What the locales shared is not needed for the manifest and
        // summary: freed before they are made, so that the build's peak
        // memory is not theirs added to it.
        prepared.memo.removeAll()
        prepared.namesMemo.removeAll()
        prepared.keysMemo.removeAll()
        prepared.englishNamedTerms.removeAll()
        prepared.englishTerms.removeAll()
        prepared.columns.removeAll()
        outcome.catalogs = plan.catalogSummaries(locales, fresh: outcome.catalogs)
        if staged == nil {
            if let phoneFile, let stale = CatalogWriter.staleness(of: phoneFile, in: opened.root, at: outputDirectory) { outcome.stale.append(stale) }
            outcome.stale += unexpected(in: output, locales: locales)
        }
        built.outcome = outcome
        guard let staged else { return built }
        let errors = built.errors
        built.outcome = try commit(staged, phoneFile: phoneFile, into: opened, built: built, summaryPath: summaryPath,
                                   manifestWanted: true) { outcome throws(PipelineError) in
            plan.manifest(rebuilt: outcome, output: opened, namedLocales: named, ownNames: ownNames, corrections: corrections, errors: errors,
                          validationInputs: try settling!.value(), referenceVersions: referenceVersions)
        }
        return built
    }

    /// For a check: everything in the output directory a build of
    /// `locales` does not write (`OutputTree.unexpected`).
    private func unexpected(in output: OpenedOutput, locales: [String]) -> [StaleFile] {
        guard let root = output.root, let listing = output.listing else { return [] }
        return OutputTree.unexpected(in: root, listing, locales: Set(locales), record: output.record, includeStaging: output.settledStaging)
    }

    /// The Markdown summary of a build: what was built, from which dataset
    /// and references. It is committed beside the outputs, so it names
    /// nothing that depends on the machine or the working directory: the
    /// dataset by its file name, a reference directory relative to the top
    /// of its repository (one in no repository, such as a system CLDR tree,
    /// as messages name it: relative to the working directory when inside
    /// it, else by its absolute path).
    package func summary(of built: Built) -> String {
        guard let outcome = built.outcome else { return "" }
        return BuildSummaryReporter.render(outcome.catalogs, dataset: built.datasetName.split(separator: "/").last.map(String.init) ?? built.datasetName,
                                           reference: summaryReferenceName, referenceVersions: built.referenceVersions, corrections: built.corrections)
    }

    /// How the summary names the reference (`summary(of:)`).
    private var summaryReferenceName: String {
        guard let directory = project.reference.cldrDirectory else { return ReferenceLocation.embedded.cldrDescription }
        let absolute = DisplayPath.absolute(directory, relativeTo: project.workingDirectory)
        guard let top = RepositoryRoot.containing(absolute) else { return referenceName }
        if absolute == top { return "." }
        return String(absolute.dropFirst(top.hasSuffix("/") ? top.count : top.count + 1))
    }

    /// The summary's default place: beside the outputs it describes.
    package static var summaryFileName: String { OutputTree.summaryFileName }
}

/// Work started on another thread at once, its result taken later.
final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchGroup()
    private var result: Result<Value, PipelineError>?

    init(_ work: @escaping @Sendable () throws(PipelineError) -> Value) {
        done.enter()
        DispatchQueue.global(qos: .userInitiated).async {
            self.result = Result { () throws(PipelineError) in try work() }
            self.done.leave()
        }
    }

    /// Waits for the work to end.
    func wait() { done.wait() }

    /// Waits for the work to end, and lets go of what it made.
    func discard() {
        done.wait()
        result = nil
    }

    /// Waits for the work, and returns or throws what it did.
    func value() throws(PipelineError) -> Value {
        done.wait()
        return try result!.get()
    }
}
