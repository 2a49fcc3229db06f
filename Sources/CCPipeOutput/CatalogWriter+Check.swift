import CCPipeBuild
import CCPipeCore
import CCPipeModel
import Foundation

extension CatalogWriter {
    /// Compares what is on disk with a fresh render, writing nothing.
    /// Returns the stale files in output order; empty when all are current.
    package static func check(_ catalogs: [Catalog], against outputDirectory: String) throws -> [StaleFile] {
        try check(locales: catalogs.map(\.locale), against: outputDirectory) { locale in
            catalogs.first { $0.locale == locale }!
        }
    }

    package static func check(locales: [String], against outputDirectory: String,
                             building build: @Sendable (String) throws -> Catalog) throws -> [StaleFile] {
        try check(locales: locales, against: outputDirectory, progress: nil, building: build).stale
    }

    /// As `check(locales:against:building:)`, with a summary of every
    /// catalog built. What killed commands left is settled first when no
    /// build is running (a check never waits); everything in the directory
    /// a build does not write is listed as well (`OutputTree.unexpected`).
    package static func check(locales: [String], against outputDirectory: String, progress: Progress?,
                             building build: @Sendable (String) throws -> Catalog) throws -> Outcome {
        try checkLocaleIds(locales)
        let lock = OutputLock.attempt(outputDirectory)
        if let lock { _ = try OutputTree.settle(lock) }
        let root = try lock?.root ?? DirectoryHandle.open(outputDirectory)
        lock?.release()
        var outcome = try check(locales: locales, in: root, at: outputDirectory, progress: progress) { locale in
            let catalog = try builtCatalog(locale, build)
            return (CatalogSummary(catalog), CatalogRenderer.files(catalog))
        }
        if let root {
            outcome.stale += OutputTree.unexpected(in: root, OutputTree.Listing(root), locales: Set(locales),
                                                   record: nil, includeStaging: lock != nil)
        }
        return outcome
    }

    /// Each of `locales` rendered with `render` and compared with its files
    /// in `root`, the output directory at `path` (none when nil: every file
    /// is missing), by name, links refused; in output order. The files of a
    /// locale whose directory is a link are not looked at: the link is
    /// listed itself (`OutputTree.unexpected`).
    package static func check(locales: [String], in root: DirectoryHandle?, at path: String, progress: Progress?,
                      rendering render: Rendering) throws -> Outcome {
        try checkLocaleIds(locales)
        let counter = ProgressCounter(total: locales.count, report: progress)
        let results = try ParallelMap.map(locales) { locale in
            let (summary, files) = try render(locale)
            let directory = Result { try root?.directory(locale) }
            let stale = files.compactMap { file in
                staleness(of: file, in: directory).map { StaleFile(path: path + "/" + file.path, reason: $0) }
            }
            counter.advance()
            return (summary, stale)
        }
        return Outcome(changed: [], stale: results.flatMap(\.1), catalogs: results.map(\.0), outputHashes: [:])
    }

    /// A top-level file (`phone.json`) compared with what `root`, the
    /// output directory at `path`, holds; nil when it is current.
    package static func staleness(of file: RenderedFile, in root: DirectoryHandle?, at path: String) -> StaleFile? {
        let reason: StaleFile.Reason?
        if let root {
            do {
                guard let bytes = try root.read(file.path, maxBytes: OutputTree.maximumFileBytes) else { return StaleFile(path: path + "/" + file.path, reason: .missing) }
                reason = bytes.withUnsafeBytes(file.holds) ? nil : .outdated
            } catch {
                reason = DirectoryHandle.isLinkRefusal(error) ? .symbolicLink : .unreadable
            }
        } else {
            reason = .missing
        }
        return reason.map { StaleFile(path: path + "/" + file.path, reason: $0) }
    }

    private static func staleness(of file: RenderedFile, in directory: Result<DirectoryHandle?, any Error>) -> StaleFile.Reason? {
        guard case .success(let found) = directory else {
            if case .failure(let error) = directory, DirectoryHandle.isLinkRefusal(error) { return nil }
            return .unreadable
        }
        guard let found else { return .missing }
        let name = String(file.path[file.path.index(after: file.path.lastIndex(of: "/")!)...])
        do {
            guard let bytes = try found.read(name, maxBytes: OutputTree.maximumFileBytes) else { return .missing }
            return bytes.withUnsafeBytes(file.holds) ? nil : .outdated
        } catch {
            return DirectoryHandle.isLinkRefusal(error) ? .symbolicLink : .unreadable
        }
    }
}

/// An output file that does not match a fresh render.
package struct StaleFile: Equatable, Sendable, CustomStringConvertible {
    package enum Reason: String, Sendable {
        case missing
        case outdated
        case unreadable
        /// In the output directory, but not something a build writes: a
        /// build keeps it.
        case foreign
        /// A file ccpipe's record says it wrote, of a locale the build does
        /// not build (any more): a build removes it.
        case obsolete
        /// A link where a build writes a file or a directory: a build
        /// refuses it (exit 73), and never writes or reads through it.
        case symbolicLink = "symbolic link"
    }

    package var path: String
    package var reason: Reason

    package init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    package var description: String { "\(path): \(reason.rawValue)" }
}
