import Foundation

/// Files a build has rendered but not yet renamed into place, all in one
/// hidden directory of the output directory, `.ccpipe-staging-<pid>`: as
/// `<locale>.<file>` (locale ids hold no dot) for a locale whose directory
/// is there, renamed over its files one by one; as `<locale>/<file>` for a
/// new locale, whose directory is renamed into place whole. One directory on
/// the same file system keeps every final rename atomic, and whatever kills
/// the build leaves one directory behind, which the next build or
/// `build --check` removes (`OutputTree.sweep`), never thousands of hidden
/// files spread over the locale directories.
final class StagedFiles: @unchecked Sendable {
    static let directoryPrefix = ".ccpipe-staging-"

    private let outputDirectory: String
    let stagingDirectory: String
    private var created = false
    private let lock = NSLock()

    /// The caller holds the output directory's `OutputLock`: only its holder stages.
    init(outputDirectory: String) {
        self.outputDirectory = outputDirectory
        stagingDirectory = outputDirectory + "/" + Self.directoryPrefix + String(ProcessInfo.processInfo.processIdentifier)
    }

    /// Writes `bytes` to the staged file for `relativePath` (`<locale>/<file>`).
    func stage(_ bytes: [UInt8], as relativePath: String) throws {
        try stage(RenderedFile(path: relativePath, bytes: bytes))
    }

    /// Writes `file` to its staged file.
    func stage(_ file: RenderedFile) throws {
        try createStagingDirectory()
        _ = try Self.writeFile(file.pieces, to: stagedPath(for: file.path))
    }

    /// Writes `file` (`<locale>/<name>`) into a directory of the staging
    /// directory named after its locale, which `commit(locale:files:)`
    /// renames into place whole: for a locale the output directory has no
    /// directory for; `first` of the locale's files makes the directory.
    /// Returns the file's stamp, which renaming its directory does not change.
    func stageWhole(_ file: RenderedFile, first: Bool) throws -> FileStamp? {
        try createStagingDirectory()
        guard let slash = file.path.lastIndex(of: "/") else {
            try stage(file)
            return nil
        }
        let directory = stagingDirectory + "/" + file.path[..<slash]
        if first, mkdir(directory, 0o777) != 0, errno != EEXIST { throw Self.error(errno, path: directory) }
        return try Self.writeFile(file.pieces, to: stagingDirectory + "/" + file.path)
    }

    /// Renames the directory `stageWhole` wrote `files` (the locale's) into,
    /// as the locale's directory; returns their stamps, `stamps` as staged.
    /// Should the directory have appeared meanwhile (someone else made it),
    /// the files are renamed into it one by one, as `commit` does.
    func commit(locale: String, files: [String], stamps: [FileStamp?]) throws -> [FileStamp?] {
        let target = outputDirectory + "/" + locale
        if rename(stagingDirectory + "/" + locale, target) == 0 { return stamps }
        guard errno == EEXIST || errno == ENOTEMPTY else { throw Self.error(errno, path: target) }
        if mkdir(target, 0o777) != 0, errno != EEXIST { throw Self.error(errno, path: target) }
        return try files.map { relativePath in
            let path = outputDirectory + "/" + relativePath
            guard rename(stagingDirectory + "/" + relativePath, path) == 0 else { throw Self.error(errno, path: path) }
            return FileStamp.of(path)
        }
    }

    /// Renames the staged file for `relativePath` over its target, creating
    /// the locale's directory when it is new; returns the target's stamp
    /// once in place (nil if it cannot be had).
    @discardableResult
    func commit(_ relativePath: String) throws -> FileStamp? {
        try commit([relativePath])[0]
    }

    /// `commit` of each of `relativePaths` in turn (a locale's files), each
    /// directory created once.
    func commit(_ relativePaths: [String]) throws -> [FileStamp?] {
        var created: Substring?
        return try relativePaths.map { relativePath in
            let target = outputDirectory + "/" + relativePath
            if let slash = relativePath.lastIndex(of: "/"), relativePath[..<slash] != created {
                let directory = outputDirectory + "/" + relativePath[..<slash]
                if mkdir(directory, 0o777) != 0, errno != EEXIST { throw Self.error(errno, path: directory) }
                created = relativePath[..<slash]
            }
            guard rename(stagedPath(for: relativePath), target) == 0 else { throw Self.error(errno, path: target) }
            return FileStamp.of(target)
        }
    }

    /// Removes the staging directory and whatever is still in it.
    func discard() {
        lock.withLock {
            guard created else { return }
            OutputTree.removeTree(stagingDirectory)
            created = false
        }
    }

    private func createStagingDirectory() throws {
        try lock.withLock {
            guard !created else { return }
            if mkdir(stagingDirectory, 0o777) != 0 {
                // A directory of that name is a dead build's whose process id
                // this one reused: it holds nothing of ours.
                guard errno == EEXIST else { throw Self.error(errno, path: stagingDirectory) }
                OutputTree.removeTree(stagingDirectory)
                guard mkdir(stagingDirectory, 0o777) == 0 else { throw Self.error(errno, path: stagingDirectory) }
            }
            created = true
        }
    }

    private func stagedPath(for relativePath: String) -> String {
        var flat = relativePath
        if let slash = flat.lastIndex(of: "/") { flat.replaceSubrange(slash...slash, with: ".") }
        return stagingDirectory + "/" + flat
    }

    /// The stamp of the file at `path` when it holds exactly `bytes`; nil
    /// when it holds anything else or cannot be read. Plain
    /// `open`/`fstat`/`read`: with `--locales all` this runs for every output file.
    static func fileHolds(_ file: RenderedFile, at path: String) -> FileStamp? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        let count = file.count
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) == count else {
            return nil
        }
        var existing = [UInt8](repeating: 0, count: count + 1)
        var filled = 0
        while filled < existing.count {
            let result = existing.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if result < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if result == 0 { break }
            filled += result
        }
        // The spare byte catches a file that grew since `fstat`.
        guard filled == count else { return nil }
        return existing.withUnsafeBytes { file.holds(UnsafeRawBufferPointer(rebasing: $0.prefix(count))) } ? FileStamp(status) : nil
    }

    /// One `open`/`writev`/`close` (the pieces in one call): Foundation's
    /// `Data.write` costs far more per file, which shows when a build
    /// writes 1,600 of them.
    /// Returns the file's stamp once written (nil if it cannot be had).
    private static func writeFile(_ pieces: [[UInt8]], to path: String) throws -> FileStamp? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw error(errno, path: path) }
        defer { close(descriptor) }
        // What is left to write of each piece, from `written` bytes on.
        let total = pieces.reduce(0) { $0 + $1.count }
        var written = 0
        while written < total {
            var vectors: [iovec] = []
            var skipped = 0
            let result = withPieces(pieces) { buffers -> Int in
                for buffer in buffers {
                    let start = max(0, written - skipped)
                    skipped += buffer.count
                    guard start < buffer.count else { continue }
                    vectors.append(iovec(iov_base: UnsafeMutableRawPointer(mutating: buffer.baseAddress! + start), iov_len: buffer.count - start))
                }
                return writev(descriptor, vectors, Int32(vectors.count))
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw error(errno, path: path)
            }
            written += result
        }
        var status = stat()
        return fstat(descriptor, &status) == 0 ? FileStamp(status) : nil
    }

    /// `body` given every piece's bytes at once.
    private static func withPieces<Result>(_ pieces: [[UInt8]], _ body: ([UnsafeRawBufferPointer]) -> Result) -> Result {
        func nest(_ index: Int, _ gathered: [UnsafeRawBufferPointer]) -> Result {
            guard index < pieces.count else { return body(gathered) }
            return pieces[index].withUnsafeBytes { nest(index + 1, gathered + [$0]) }
        }
        return nest(0, [])
    }

    private static func error(_ code: Int32, path: String) -> PipelineError {
        PipelineError(.cannotWrite, FileSystemReason.describe(code), location: path)
    }
}

/// Counts finished locales across worker threads for a progress display.
final class ProgressCounter: @unchecked Sendable {
    private let total: Int
    private let report: CatalogWriter.Progress?
    private var done = 0
    private let lock = NSLock()

    init(total: Int, report: CatalogWriter.Progress?) {
        self.total = total
        self.report = report
    }

    func advance() {
        guard let report else { return }
        // Reported under the lock, so the display never goes backwards.
        lock.lock()
        defer { lock.unlock() }
        done += 1
        report(done, total)
    }
}
