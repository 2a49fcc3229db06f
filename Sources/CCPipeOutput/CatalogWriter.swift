import CCPipeBuild
import CCPipeCore
import CCPipeModel
import Foundation

/// Writes rendered catalogs under an output directory as
/// `<out>/<locale>/countries.json` and `index.json`, or checks that what is
/// there is current.
///
/// A write first locks the output directory (`OutputLock`: a second build
/// into the same directory waits) and settles what killed commands left
/// there (`OutputTree.settle`). Locales are built and rendered in parallel,
/// each file into the build's one staging directory inside the output
/// directory (so memory holds one locale per core, not all of them). Only
/// when every locale has been built are the staged files put in place, all
/// in one commit (`OutputCommit`); an error while building any locale
/// removes the staging directory and leaves every earlier output as it
/// was. A file is replaced only when its bytes change, and what ends up on
/// disk never depends on the degree of parallelism. Everything goes
/// through the output directory's descriptor, and a link where a file or
/// directory of a build is expected is refused (exit 73).
package enum CatalogWriter {
    /// Reports how many locales are done, out of how many; called from worker threads.
    package typealias Progress = @Sendable (_ done: Int, _ total: Int) -> Void

    /// Writes the catalogs; returns the paths of the files that changed.
    @discardableResult
    package static func write(_ catalogs: [Catalog], to outputDirectory: String) throws -> [String] {
        try write(locales: catalogs.map(\.locale), to: outputDirectory) { locale in
            catalogs.first { $0.locale == locale }!
        }
    }

    /// Builds the catalog of each locale with `build`, renders them all, then
    /// writes them; returns the paths of the files that changed. If `build`
    /// throws for any locale, nothing is written.
    @discardableResult
    package static func write(locales: [String], to outputDirectory: String,
                             building build: @Sendable (String) throws -> Catalog) throws -> [String] {
        try write(locales: locales, to: outputDirectory, progress: nil, building: build).changed
    }

    /// As `write(locales:to:building:)`, with a summary of every catalog built.
    package static func write(locales: [String], to outputDirectory: String, progress: Progress?,
                             building build: @Sendable (String) throws -> Catalog) throws -> Outcome {
        try checkLocaleIds(locales)
        let lock = try OutputLock.acquire(outputDirectory)
        defer { lock.release() }
        _ = try OutputTree.settle(lock)
        let listing = OutputTree.Listing(lock.root)
        try OutputTree.refuseLinks(listing, locales: locales, in: lock.root)
        let staging = StagedFiles(root: lock.root)
        defer { staging.discard() }
        var staged = try stage(locales: locales, into: staging, listing, progress: progress) { locale in
            let catalog = try builtCatalog(locale, build)
            return (CatalogSummary(catalog), CatalogRenderer.files(catalog))
        }
        if !staged.entries.isEmpty {
            let stamps = try OutputCommit(root: lock.root, staging: try staging.directory, entries: staged.entries).run()
            staged.outcome.outputStamps.merge(stamps) { _, new in new }
        }
        return staged.outcome
    }

    /// What a locale's catalog is on disk, and its figures: its two files.
    package typealias Rendering = @Sendable (String) throws -> (summary: CatalogSummary, files: [RenderedFile])

    /// What `stage` staged: the commit's entries and the outcome as it
    /// will be once they are done (stamps of the files renamed one by one
    /// excepted: the commit gives them).
    package struct Staged: Sendable {
        package let staging: StagedFiles
        package var outcome: Outcome
        package var entries: [CommitEntry]
        /// Whether every staged file went into a new locale's directory (a
        /// first build): their stamps are then known before the commit.
        package var isWhole: Bool
    }

    /// Renders each of `locales` with `render` (`CatalogBuilder.rendered`,
    /// which skips making a catalog whose files another locale has
    /// rendered) and stages every file whose bytes differ from what is in
    /// place (`listing` says which locale directories are there); writes
    /// nothing in place. The caller holds the lock `staging` was made under.
    package static func stage(locales: [String], into staging: StagedFiles, _ listing: OutputTree.Listing, progress: Progress?,
                      rendering render: Rendering) throws -> Staged {
        try checkLocaleIds(locales)
        let root = staging.root
        let counter = ProgressCounter(total: locales.count, report: progress)
        typealias Result = (summary: CatalogSummary, staged: [String], entries: [CommitEntry], hashes: [(String, ContentHash)],
                            stamps: [(String, FileStamp)], whole: Bool)
        let results = try ParallelMap.map(locales) { locale -> Result in
            let (summary, files) = try render(locale)
            // A locale without its directory has no file to compare with (a
            // first build: none has); its files are staged in a directory of
            // their own, renamed into place whole.
            let directory = listing.contains(locale) ? try root.directory(locale) : nil
            var result: Result = (summary, [], [], [], [], directory == nil)
            for file in files {
                result.hashes.append((file.path, file.fingerprint))
                guard let directory else {
                    if let stamp = try staging.stageWhole(file, first: result.staged.isEmpty) { result.stamps.append((file.path, stamp)) }
                    result.staged.append(file.path)
                    continue
                }
                let name = String(file.path[file.path.index(after: file.path.lastIndex(of: "/")!)...])
                switch try StagedFiles.fileHolds(file, in: directory, name: name) {
                case .same(let stamp):
                    result.stamps.append((file.path, stamp))
                    continue
                case .different: result.entries.append(CommitEntry(.replace, file.path))
                case .missing: result.entries.append(CommitEntry(.create, file.path))
                }
                try staging.stage(file)
                result.staged.append(file.path)
            }
            if directory == nil, !result.staged.isEmpty { result.entries = [CommitEntry(.directory, locale)] }
            counter.advance()
            return result
        }
        let outcome = Outcome(changed: results.flatMap(\.staged).map(root.path(of:)), stale: [], catalogs: results.map(\.summary),
                              outputHashes: Dictionary(uniqueKeysWithValues: results.flatMap(\.hashes)),
                              outputStamps: Dictionary(uniqueKeysWithValues: results.flatMap(\.stamps)))
        return Staged(staging: staging, outcome: outcome, entries: results.flatMap(\.entries), isWhole: results.allSatisfy { $0.whole || $0.staged.isEmpty })
    }

    /// What a write or a check did.
    package struct Outcome: Sendable {
        /// Files written because their bytes changed, in output order.
        package var changed: [String]
        /// With a check: files that differ from a fresh build, in output order.
        package var stale: [StaleFile]
        /// With a write: the files of locales no longer built that ccpipe's
        /// record says it wrote, removed (`OutputRecord.removable`).
        package var removed: [String] = []
        /// One per locale, in the order the locales were given.
        package var catalogs: [CatalogSummary]
        /// With a write: the fingerprint of every file rendered (written or
        /// not), by its path relative to the output directory.
        package var outputHashes: [String: ContentHash]
        /// With a write: the stamp of every file rendered, once in place,
        /// taken by the writer's threads (by relative path; missing where it
        /// could not be had).
        package var outputStamps: [String: FileStamp] = [:]
        /// With a write into a directory without a record of a build
        /// (`--force`): what is there that a build does not write, kept.
        package var foreign: [String] = []

        package init(changed: [String], stale: [StaleFile], removed: [String] = [], catalogs: [CatalogSummary], outputHashes: [String: ContentHash], outputStamps: [String: FileStamp] = [:], foreign: [String] = []) {
            self.changed = changed
            self.stale = stale
            self.removed = removed
            self.catalogs = catalogs
            self.outputHashes = outputHashes
            self.outputStamps = outputStamps
            self.foreign = foreign
        }
    }

    static func builtCatalog(_ locale: String, _ build: (String) throws -> Catalog) throws -> Catalog {
        let catalog = try build(locale)
        guard catalog.locale == locale else { throw CatalogWriterError.localeMismatch(expected: locale, got: catalog.locale) }
        return catalog
    }

    package static func checkLocaleIds(_ locales: [String]) throws {
        for locale in locales where !isSafePathComponent(locale) { throw CatalogWriterError.unsafeLocale(locale) }
    }

    /// A locale id becomes a directory name: it must not climb out of the
    /// output directory or hide. Read as bytes, in one pass (an all-locale
    /// build checks some eleven hundred): a slash, a backslash or a dot
    /// that a combining mark follows is refused as much as one alone.
    private static func isSafePathComponent(_ locale: String) -> Bool {
        locale.utf8.first.map { $0 != UInt8(ascii: ".") } ?? false
            && !locale.utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") }
    }
}

package enum CatalogWriterError: Error, Equatable, Sendable, CustomStringConvertible {
    case unsafeLocale(String)
    case localeMismatch(expected: String, got: String)

    package var description: String {
        switch self {
        case .unsafeLocale(let locale): "locale id cannot name an output directory: \"\(locale)\""
        case .localeMismatch(let expected, let got): "catalog for \"\(got)\" given for locale \"\(expected)\""
        }
    }
}

extension CatalogWriterError: PipelineErrorConvertible {
    /// A usage error: a locale id or catalog the caller gave.
    package var pipelineError: PipelineError { PipelineError(.usage, description) }
}
