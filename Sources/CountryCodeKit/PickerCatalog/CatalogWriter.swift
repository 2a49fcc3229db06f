import Foundation

/// Writes rendered catalogs under an output directory as
/// `<out>/<locale>/countries.json` and `index.json`, or checks that what is
/// there is current.
///
/// A write first locks the output directory (`OutputLock`: a second build
/// into the same directory waits) and removes what killed builds left
/// there (`OutputTree.sweep`). Locales are built and rendered in parallel,
/// each file into the build's one staging directory inside the output
/// directory (so memory holds one locale per core, not all of them). Only
/// when every locale has been built are the staged files renamed into
/// place; an error while building any locale removes the staging directory
/// and leaves every earlier output as it was. A file is replaced only when
/// its bytes change, and what ends up on disk never depends on the degree
/// of parallelism.
public enum CatalogWriter {
    /// Reports how many locales are done, out of how many; called from worker threads.
    public typealias Progress = @Sendable (_ done: Int, _ total: Int) -> Void

    /// Writes the catalogs; returns the paths of the files that changed.
    @discardableResult
    public static func write(_ catalogs: [Catalog], to outputDirectory: String) throws -> [String] {
        try write(locales: catalogs.map(\.locale), to: outputDirectory) { locale in
            catalogs.first { $0.locale == locale }!
        }
    }

    /// Builds the catalog of each locale with `build`, renders them all, then
    /// writes them; returns the paths of the files that changed. If `build`
    /// throws for any locale, nothing is written.
    @discardableResult
    public static func write(locales: [String], to outputDirectory: String,
                             building build: @Sendable (String) throws -> Catalog) throws -> [String] {
        try write(locales: locales, to: outputDirectory, progress: nil, building: build).changed
    }

    /// As `write(locales:to:building:)`, with a summary of every catalog built.
    public static func write(locales: [String], to outputDirectory: String, progress: Progress?,
                             building build: @Sendable (String) throws -> Catalog) throws -> Outcome {
        try checkLocaleIds(locales)
        let lock = try OutputLock.acquire(outputDirectory)
        defer { lock.release() }
        OutputTree.sweep(lock)
        return try write(locales: locales, locked: lock, progress: progress, building: build)
    }

    /// As `write(locales:to:progress:building:)`, into the directory the
    /// caller has locked and swept.
    static func write(locales: [String], locked lock: OutputLock, progress: Progress?,
                      building build: @Sendable (String) throws -> Catalog) throws -> Outcome {
        try write(locales: locales, locked: lock, progress: progress) { locale in
            let catalog = try builtCatalog(locale, build)
            return (CatalogSummary(catalog), CatalogRenderer.files(catalog))
        }
    }

    /// What a locale's catalog is on disk, and its figures: its two files.
    typealias Rendering = @Sendable (String) throws -> (summary: CatalogSummary, files: [RenderedFile])

    /// As `write(locales:locked:progress:building:)`, each locale's files
    /// given by `render` (`CatalogBuilder.rendered`, which skips making a
    /// catalog whose files another locale has rendered).
    ///
    /// `beforeCommit`, when every file went into a new locale directory (a
    /// first build), is given the outcome as it will be, stamps included,
    /// before the directories are renamed into place, so that what follows
    /// from it (the build manifest) can be made meanwhile. Should a
    /// directory appear meanwhile, its files land one by one and their
    /// stamps differ from those given.
    static func write(locales: [String], locked lock: OutputLock, progress: Progress?, rendering render: Rendering,
                      beforeCommit: ((Outcome) -> Void)? = nil) throws -> Outcome {
        try checkLocaleIds(locales)
        let outputDirectory = lock.directory
        let staging = StagedFiles(outputDirectory: outputDirectory)
        let counter = ProgressCounter(total: locales.count, report: progress)
        // A locale without its directory has no file to compare with (a
        // first build: none has).
        let present = Set(OutputTree.entries(of: outputDirectory))
        typealias Staged = (summary: CatalogSummary, staged: [String], hashes: [(String, ContentHash)], kept: [(String, FileStamp)],
                            whole: [FileStamp?]?)
        let results: [Staged]
        do {
            results = try ParallelMap.map(locales) { locale in
                let (summary, files) = try render(locale)
                var staged: [String] = []
                var hashes: [(String, ContentHash)] = []
                var kept: [(String, FileStamp)] = []
                let existing = present.contains(locale)
                // A new locale's files are staged in a directory of their
                // own, renamed into place whole.
                var whole: [FileStamp?]? = existing ? nil : []
                for file in files {
                    hashes.append((file.path, file.fingerprint))
                    if existing, let stamp = StagedFiles.fileHolds(file, at: outputDirectory + "/" + file.path) {
                        kept.append((file.path, stamp))
                        continue
                    }
                    if existing { try staging.stage(file) } else { whole?.append(try staging.stageWhole(file, first: staged.isEmpty)) }
                    staged.append(file.path)
                }
                counter.advance()
                return (summary, staged, hashes, kept, whole)
            }
        } catch {
            staging.discard()
            throw error
        }
        let staged = results.flatMap(\.staged)
        let hashes = Dictionary(uniqueKeysWithValues: results.flatMap(\.hashes))
        if let beforeCommit, results.allSatisfy({ $0.whole != nil || $0.staged.isEmpty }) {
            var stamps = Dictionary(uniqueKeysWithValues: results.flatMap(\.kept))
            for result in results {
                for (path, stamp) in zip(result.staged, result.whole ?? []) { stamps[path] = stamp }
            }
            beforeCommit(Outcome(changed: staged.map { outputDirectory + "/" + $0 }, stale: [], catalogs: results.map(\.summary),
                                 outputHashes: hashes, outputStamps: stamps))
        }
        let committed: [FileStamp?]
        do {
            // Renames in different locale directories do not depend on one
            // another; on every core they take half the time.
            committed = try ParallelMap.map(Array(zip(locales, results))) { locale, result in
                guard let stamps = result.whole else { return try staging.commit(result.staged) }
                return result.staged.isEmpty ? [] : try staging.commit(locale: locale, files: result.staged, stamps: stamps)
            }.flatMap { $0 }
        } catch {
            staging.discard()
            throw error
        }
        staging.discard()
        var stamps = Dictionary(uniqueKeysWithValues: results.flatMap(\.kept))
        for (path, stamp) in zip(staged, committed) { stamps[path] = stamp }
        return Outcome(changed: staged.map { outputDirectory + "/" + $0 }, stale: [], catalogs: results.map(\.summary),
                       outputHashes: hashes, outputStamps: stamps)
    }

    /// Compares what is on disk with a fresh render, writing nothing.
    /// Returns the stale files in output order; empty when all are current.
    public static func check(_ catalogs: [Catalog], against outputDirectory: String) throws -> [StaleFile] {
        try check(locales: catalogs.map(\.locale), against: outputDirectory) { locale in
            catalogs.first { $0.locale == locale }!
        }
    }

    public static func check(locales: [String], against outputDirectory: String,
                             building build: @Sendable (String) throws -> Catalog) throws -> [StaleFile] {
        try check(locales: locales, against: outputDirectory, progress: nil, building: build).stale
    }

    /// As `check(locales:against:building:)`, with a summary of every catalog built.
    public static func check(locales: [String], against outputDirectory: String, progress: Progress?,
                             building build: @Sendable (String) throws -> Catalog) throws -> Outcome {
        try check(locales: locales, against: outputDirectory, progress: progress) { locale in
            let catalog = try builtCatalog(locale, build)
            return (CatalogSummary(catalog), CatalogRenderer.files(catalog))
        }
    }

    /// As `check(locales:against:progress:building:)`, each locale's files given by `render`.
    static func check(locales: [String], against outputDirectory: String, progress: Progress?, rendering render: Rendering) throws -> Outcome {
        try checkLocaleIds(locales)
        // Leftovers of killed builds are removed here too, but only when no
        // build is running: a check never waits, and never touches a live
        // build's staging directory.
        let lock = OutputLock.attempt(outputDirectory)
        if let lock { OutputTree.sweep(lock) }
        let foreign = OutputTree.foreignPaths(in: outputDirectory, includeStaging: lock != nil)
        lock?.release()
        let counter = ProgressCounter(total: locales.count, report: progress)
        let results = try ParallelMap.map(locales) { locale in
            let (summary, files) = try render(locale)
            let stale = files.compactMap { file in
                staleness(of: file, in: outputDirectory).map { StaleFile(path: outputDirectory + "/" + file.path, reason: $0) }
            }
            counter.advance()
            return (summary, stale)
        }
        let stale = results.flatMap(\.1) + foreign.map { StaleFile(path: $0, reason: .foreign) }
        return Outcome(changed: [], stale: stale, catalogs: results.map(\.0), outputHashes: [:])
    }

    /// What a write or a check did.
    public struct Outcome: Sendable {
        /// Files written because their bytes changed, in output order.
        public var changed: [String]
        /// With a check: files that differ from a fresh build, in output order.
        public var stale: [StaleFile]
        /// With a write: the files of locales no longer built, removed
        /// (`OutputTree.obsoleteLocaleFiles`).
        public var removed: [String] = []
        /// One per locale, in the order the locales were given.
        public var catalogs: [CatalogSummary]
        /// With a write: the fingerprint of every file rendered (written or
        /// not), by its path relative to the output directory.
        public var outputHashes: [String: ContentHash]
        /// With a write: the stamp of every file rendered, once in place,
        /// taken by the writer's threads (by relative path; missing where it
        /// could not be had).
        public var outputStamps: [String: FileStamp] = [:]
    }

    private static func staleness(of file: RenderedFile, in outputDirectory: String) -> StaleFile.Reason? {
        let path = outputDirectory + "/" + file.path
        guard FileManager.default.fileExists(atPath: path) else { return .missing }
        guard let existing = FileManager.default.contents(atPath: path) else { return .unreadable }
        return existing.withUnsafeBytes(file.holds) ? nil : .outdated
    }

    private static func builtCatalog(_ locale: String, _ build: (String) throws -> Catalog) throws -> Catalog {
        let catalog = try build(locale)
        guard catalog.locale == locale else { throw CatalogWriterError.localeMismatch(expected: locale, got: catalog.locale) }
        return catalog
    }

    private static func checkLocaleIds(_ locales: [String]) throws {
        for locale in locales where !isSafePathComponent(locale) { throw CatalogWriterError.unsafeLocale(locale) }
    }

    /// A locale id becomes a directory name: it must not climb out of the
    /// output directory or hide.
    private static func isSafePathComponent(_ locale: String) -> Bool {
        !locale.isEmpty && !locale.hasPrefix(".") && !locale.contains("/") && !locale.contains("\\")
            && !locale.unicodeScalars.contains { $0.value < 0x20 }
    }
}

/// The figures of one built catalog, for the build summary.
public struct CatalogSummary: Equatable, Sendable {
    public var locale: String
    public var sections: Int
    public var countries: Int
    public var indexLabels: Int

    public init(_ catalog: Catalog) {
        self.init(locale: catalog.locale, sections: catalog.sections.count,
                  countries: catalog.sections.reduce(0) { $0 + $1.countries.count }, indexLabels: catalog.letters.count)
    }
}

/// An output file that does not match a fresh render.
public struct StaleFile: Equatable, Sendable, CustomStringConvertible {
    public enum Reason: String, Sendable {
        case missing
        case outdated
        case unreadable
        /// In the output directory, but not something a build writes.
        case foreign
        /// The file of a locale the build does not build (any more): a
        /// build removes it.
        case obsolete
    }

    public var path: String
    public var reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason.rawValue)" }
}

public enum CatalogWriterError: Error, Equatable, Sendable, CustomStringConvertible {
    case unsafeLocale(String)
    case localeMismatch(expected: String, got: String)

    public var description: String {
        switch self {
        case .unsafeLocale(let locale): "locale id cannot name an output directory: \"\(locale)\""
        case .localeMismatch(let expected, let got): "catalog for \"\(got)\" given for locale \"\(expected)\""
        }
    }
}
