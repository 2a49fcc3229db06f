import CCPipeBuild
import CCPipeCore
import CCPipeOutput
import CCPipeReport
import Foundation

extension Pipeline {
    /// Puts in place, in one commit (`OutputCommit`), everything a write
    /// build changes in the output directory: the staged outputs; the
    /// removal of the files of locales no longer built that ccpipe's record
    /// says it wrote (nothing else is removed, `OutputRecord`) and of the
    /// manifest an older ccpipe kept there; the summary, when its bytes
    /// change. Then writes the manifest into the build cache, made from the
    /// stamps the outputs have once in place (on another thread during the
    /// renames, when a first build knows them before), when anything else
    /// changed or `manifestWanted`. A manifest older than the outputs only
    /// costs a rebuild: a file replaced has another stamp, and bytes of
    /// another fingerprint. A summary elsewhere (`summaryPath`) is written
    /// after the commit. `manifest` is given the outcome of the locales
    /// built now (`staged`'s), the stamps of the files placed included.
    /// Returns the build's outcome (`built`'s, every locale's figures),
    /// with the stamps and the files removed.
    func commit(_ staged: CatalogWriter.Staged?, phoneFile: RenderedFile?, into output: OpenedOutput, built: Built, summaryPath: String?,
                manifestWanted: Bool,
                manifest: @escaping @Sendable (CatalogWriter.Outcome) throws(PipelineError) -> BuildManifest) throws(PipelineError) -> CatalogWriter.Outcome {
        guard var outcome = built.outcome, let root = output.root else { throw PipelineError(.cannotWrite, "the output directory is not open") }
        let staging = staged?.staging ?? StagedFiles(root: root)
        defer { staging.discard() }
        if !output.foreign.isEmpty {
            // What was in the way of an output is replaced, not kept.
            let written = Set(built.locales.flatMap { locale in OutputTree.localeFiles.map { root.path(of: locale + "/" + $0) } }
                + OutputTree.topLevelFiles.map(root.path(of:)))
            outcome.foreign = output.foreign.filter { !written.contains($0) }
        }
        var entries = staged?.entries ?? []
        let removable = output.record?.removable(keeping: Set(built.locales), in: root) ?? []
        entries += removable.map { CommitEntry(.remove, $0) }
        outcome.removed = removable.map(root.path(of:))
        if output.legacyManifest { entries.append(CommitEntry(.remove, BuildManifest.legacyFileName)) }

        var summarized = built
        summarized.outcome = outcome
        let summary = Array(self.summary(of: summarized).utf8)
        let summaryInPlace = summaryPath == nil || summaryPath == root.path(of: Self.summaryFileName)
        if summaryInPlace, try root.read(Self.summaryFileName, maxBytes: OutputTree.maximumFileBytes) != summary {
            try staging.stage(summary, as: Self.summaryFileName)
            entries.append(output.entry(for: Self.summaryFileName))
        }

        // `phone.json`, rendered when its inputs changed: put in place when its bytes do.
        var phoneStaged = false
        if let phoneFile {
            let onDisk = try root.read(PhoneFile.fileName, maxBytes: OutputTree.maximumFileBytes)
            if onDisk.map({ $0.withUnsafeBytes(phoneFile.holds) }) != true {
                try staging.stage(phoneFile)
                entries.append(output.entry(for: PhoneFile.fileName))
                outcome.changed.append(root.path(of: PhoneFile.fileName))
                phoneStaged = true
            } else if let stamp = root.stamp(of: PhoneFile.fileName) {
                outcome.outputStamps[PhoneFile.fileName] = stamp
            }
            outcome.outputHashes[PhoneFile.fileName] = phoneFile.fingerprint
        }

        var fresh = staged?.outcome ?? outcome
        fresh.removed = outcome.removed
        fresh.outputHashes[PhoneFile.fileName] = outcome.outputHashes[PhoneFile.fileName]
        fresh.outputStamps[PhoneFile.fileName] = outcome.outputStamps[PhoneFile.fileName]
        let recording = !entries.isEmpty || manifestWanted || !removable.isEmpty
        let cache = recording ? try output.cache.open() : nil
        var early: BackgroundWork<[UInt8]>?
        defer { early?.wait() }
        // Renaming a directory into place does not change the stamps of
        // the files in it: without a file renamed on its own, the
        // manifest can be made meanwhile.
        if let cache, !entries.isEmpty, staged?.isWhole ?? true, !phoneStaged {
            let known = fresh
            early = BackgroundWork { () throws(PipelineError) in cache.encoded(try manifest(known)) }
        }
        if !entries.isEmpty {
            let placed = try OutputCommit(root: root, staging: try staging.directory, entries: entries).run()
                .filter { $0.key.contains("/") || $0.key == PhoneFile.fileName }
            outcome.outputStamps.merge(placed) { _, new in new }
            fresh.outputStamps.merge(placed) { _, new in new }
        }
        if let cache {
            let bytes: [UInt8]
            if let early { bytes = try early.value() } else { bytes = cache.encoded(try manifest(fresh)) }
            if bytes != output.manifestBytes { try cache.write(bytes) }
        }
        if !summaryInPlace, let summaryPath { try AtomicFile.write(summary, to: summaryPath, refusingLinks: true) }
        return outcome
    }
}
