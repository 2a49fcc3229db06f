import Foundation

extension Pipeline {
    /// Validates the dataset and, when it has no error findings, builds
    /// every output locale into the output directory (or, with `check`,
    /// compares what is there with a fresh build, writing nothing).
    ///
    /// Incremental: the output directory's `build-manifest.json` says what
    /// each locale was built from (`BuildPlan`), so only locales whose
    /// inputs changed, or whose outputs were edited or deleted, are built
    /// again, and validation runs only when its inputs changed. A build with
    /// nothing to do reads no CLDR locale file and writes nothing. `force`
    /// ignores the manifest. A write holds the output directory's lock from
    /// reading the manifest to writing it and the summary (to `summaryPath`,
    /// by default `build-summary.md` in the output directory); `waiting` is
    /// called when another build holds it. `locales` is `outputLocales()`,
    /// when the caller has it already (with `all`, a listing of `main/`).
    public func build(check onlyCheck: Bool, force: Bool = false, summaryPath: String? = nil, locales known: [String]? = nil,
                      progress: CatalogWriter.Progress? = nil, waiting: (@Sendable () -> Void)? = nil) throws(PipelineError) -> Built {
        guard let outputDirectory = project.outputDirectory else {
            throw PipelineError(.usage, "no output directory to build into")
        }
        let locales: [String]
        if let known { locales = known } else { locales = try outputLocales() }
        let lock = onlyCheck ? nil : try OutputLock.acquire(outputDirectory, waiting: waiting)
        defer { lock?.release() }
        if let lock { OutputTree.sweep(lock) }

        let bytes = try readBytes()
        let previous = force ? nil : BuildManifest.read(from: outputDirectory)
        let plan = try BuildPlan(locales: locales, previous: previous, datasetBytes: bytes, pipeline: self,
                                 outputDirectory: outputDirectory, comparingTouched: onlyCheck)
        var built = Built(checked: nil, datasetName: project.dataset?.name ?? "", locales: locales,
                          outputDirectory: outputDirectory, outcome: nil, rebuilt: plan.rebuild,
                          referenceVersions: previous?.referenceVersions ?? [])

        if plan.rebuild.isEmpty, !plan.validate, let previous = plan.previous {
            var outcome = try PipelineError.wrapping {
                onlyCheck ? try CatalogWriter.check(locales: [], against: outputDirectory, progress: nil, rendering: { _ in fatalError("nothing to build") })
                    : CatalogWriter.Outcome(changed: [], stale: [], catalogs: [], outputHashes: [:])
            }
            outcome.catalogs = plan.catalogSummaries(locales, fresh: [])
            settleObsoleteLocales(&outcome, locales: locales, in: outputDirectory, lock)
            if let lock, plan.touched || !outcome.removed.isEmpty {
                try writeManifest(plan.manifest(rebuilt: nil, outputDirectory: outputDirectory, namedLocales: previous.validation.namedLocales,
                                                validationInputs: previous.validation.inputs, referenceVersions: previous.referenceVersions), lock)
            }
            built.outcome = outcome
            if lock != nil { try AtomicFile.write(summary(of: built), to: summaryPath ?? outputDirectory + "/" + Self.summaryFileName) }
            return built
        }

        TransliteratorMemo.shared.prepare(locales: plan.rebuild)
        let input = try read(bytes: bytes)
        let reference: ReferenceData
        var regions = RecordRegions()
        // The transforms narrowed to the names they spell open on another
        // thread as soon as the names are known, while the dataset is validated.
        let cover = { (reference: ReferenceData) in TransliteratorMemo.shared.cover(names: reference.territoryNames, opening: true) }
        // Records whose regions come from their alpha-3 codes or names need
        // validation's lookup, whatever the manifest says.
        if plan.validate || input.dataset.records.contains(where: { $0.code == nil }) {
            let checked = try check(input, outputLocales: plan.rebuild, loaded: cover)
            built.checked = checked
            guard !checked.result.hasErrors else { return built }
            reference = checked.reference
            regions = checked.result.regions
        } else {
            // Validation's inputs are as when it last passed: only the
            // locales to rebuild need their names, and English for their
            // search keys.
            let english = plan.rebuild.contains("en") || !CLDRReference.hasLocaleFile("en", in: project.reference) ? [] : ["en"]
            reference = try PipelineError.wrapping { try ReferenceLoader.load(project.reference, locales: plan.rebuild + english) }
            cover(reference)
        }
        plan.adopt(reference.localeFileReads)
        let prepared = CatalogBuilder.PreparedDataset(input.dataset, telephoneCodes: reference.telephoneCodes, regions: regions)
        let render: CatalogWriter.Rendering = { locale in
            try CatalogBuilder.rendered(prepared: prepared, reference: reference, locale: locale)
        }
        // The manifest's fingerprints depend on nothing the catalogs make:
        // they are worked out on another thread while the catalogs are built.
        let named = Self.namedLocales(of: input.dataset)
        let settling = lock == nil ? nil : BackgroundWork { () throws(PipelineError) in try plan.settle(named: named) }
        defer { settling?.wait() }
        built.referenceVersions = BuildSummaryReporter.referenceVersions(reference, icuVersion: ICU.version)
        let referenceVersions = built.referenceVersions
        @Sendable func manifest(_ outcome: CatalogWriter.Outcome) throws(PipelineError) -> BuildManifest {
            plan.manifest(rebuilt: outcome, outputDirectory: outputDirectory, namedLocales: named,
                          validationInputs: try settling!.value(), referenceVersions: referenceVersions)
        }
        // A first build's manifest is made while its locale directories are
        // renamed into place (`beforeCommit`), and used unless a directory
        // appeared meanwhile (other stamps).
        var early: BackgroundWork<(stamps: [String: FileStamp], bytes: [UInt8])>?
        defer { early?.wait() }
        var outcome = try PipelineError.wrapping {
            if let lock {
                return try CatalogWriter.write(locales: plan.rebuild, locked: lock, progress: progress, rendering: render) { expected in
                    early = BackgroundWork { () throws(PipelineError) in (expected.outputStamps, try manifest(expected).encoded()) }
                }
            }
            return try CatalogWriter.check(locales: plan.rebuild, against: outputDirectory, progress: progress, rendering: render)
        }
        settleObsoleteLocales(&outcome, locales: locales, in: outputDirectory, lock)
        // What the locales shared is not needed for the manifest and
        // summary: freed on another thread meanwhile.
        DispatchQueue.global(qos: .utility).async {
            prepared.memo.removeAll()
            prepared.namesMemo.removeAll()
            prepared.keysMemo.removeAll()
            prepared.columns.removeAll()
        }
        if let lock {
            if let made = try early?.value(), made.stamps == outcome.outputStamps {
                try writeManifest(made.bytes, lock)
            } else {
                try writeManifest(manifest(outcome).encoded(), lock)
            }
        }
        outcome.catalogs = plan.catalogSummaries(locales, fresh: outcome.catalogs)
        built.outcome = outcome
        if lock != nil { try AtomicFile.write(summary(of: built), to: summaryPath ?? outputDirectory + "/" + Self.summaryFileName) }
        return built
    }

    /// The files of locales not among `locales` are stale: a write removes
    /// them, after the new outputs are in place; a check lists them.
    private func settleObsoleteLocales(_ outcome: inout CatalogWriter.Outcome, locales: [String], in outputDirectory: String,
                                       _ lock: OutputLock?) {
        let obsolete = OutputTree.obsoleteLocaleFiles(in: outputDirectory, keeping: Set(locales))
        if let lock {
            outcome.removed = OutputTree.removeLocaleFiles(obsolete, lock)
        } else {
            outcome.stale += obsolete.map { StaleFile(path: $0, reason: .obsolete) }
        }
    }

    /// Staged and renamed into place like the outputs, after them: a build
    /// killed before this leaves the last manifest, whose output
    /// fingerprints then no longer match, so those locales are built again.
    private func writeManifest(_ manifest: BuildManifest, _ lock: OutputLock) throws(PipelineError) {
        try writeManifest(manifest.encoded(), lock)
    }

    private func writeManifest(_ encoded: [UInt8], _ lock: OutputLock) throws(PipelineError) {
        let staging = StagedFiles(outputDirectory: lock.directory)
        defer { staging.discard() }
        try PipelineError.wrapping {
            try staging.stage(encoded, as: BuildManifest.fileName)
            try staging.commit(BuildManifest.fileName)
        }
    }

    /// The Markdown summary of a build: what was built, from which dataset
    /// and references.
    public func summary(of built: Built) -> String {
        guard let outcome = built.outcome else { return "" }
        return BuildSummaryReporter.render(outcome.catalogs, dataset: built.datasetName.split(separator: "/").last.map(String.init) ?? built.datasetName,
                                           reference: referenceName, referenceVersions: built.referenceVersions)
    }

    /// The summary's default place: beside the outputs it describes.
    public static let summaryFileName = "build-summary.md"
}

public struct Built: Sendable {
    /// The validation that ran; nil when the manifest showed that neither
    /// the dataset nor anything validation reads changed since a build that
    /// passed it, so it did not run again (locales may still have been rebuilt).
    public var checked: Checked?
    /// How messages name the dataset.
    public var datasetName: String
    public var locales: [String]
    public var outputDirectory: String
    /// Nil when error findings stopped the build before anything was built.
    public var outcome: CatalogWriter.Outcome?
    /// The locales built afresh (with `check`: compared afresh), in order;
    /// the others were unchanged according to the manifest.
    public var rebuilt: [String]
    /// As the summary lists them.
    public var referenceVersions: [String]
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

    /// Waits for the work, and returns or throws what it did.
    func value() throws(PipelineError) -> Value {
        done.wait()
        return try result!.get()
    }
}
