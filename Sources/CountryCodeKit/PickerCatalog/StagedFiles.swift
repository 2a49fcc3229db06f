import Foundation

/// Files a build has written next to their targets (`<dir>/.<name>.<pid>.tmp`)
/// but not yet renamed into place. Keeping each temporary file in its
/// target's directory makes the final rename atomic and costs no extra
/// directories, which matters when a build writes thousands of files.
final class StagedFiles: @unchecked Sendable {
    private let outputDirectory: String
    private var staged: Set<String> = []
    private let lock = NSLock()
    private let processIdentifier = String(ProcessInfo.processInfo.processIdentifier)

    init(outputDirectory: String) {
        self.outputDirectory = outputDirectory
    }

    /// Writes `bytes` to the temporary file for `relativePath`.
    func stage(_ bytes: [UInt8], as relativePath: String) throws {
        let (directory, temporary) = temporaryPath(for: relativePath)
        // One `mkdir` answers both "is it there" and "make it"; only a
        // missing parent needs Foundation's recursive creation.
        if mkdir(directory, 0o777) != 0, errno != EEXIST {
            guard errno == ENOENT else { throw Self.error(errno, path: directory) }
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw PipelineError(error)
            }
        }
        lock.withLock { _ = staged.insert(temporary) }
        try Self.writeFile(bytes, to: temporary)
    }

    /// Renames the staged file for `relativePath` over its target.
    func commit(_ relativePath: String) throws {
        let temporary = temporaryPath(for: relativePath).file
        let target = outputDirectory + "/" + relativePath
        guard rename(temporary, target) == 0 else { throw Self.error(errno, path: target) }
        lock.withLock { _ = staged.remove(temporary) }
    }

    /// Removes every staged file not yet committed, and a directory made for
    /// them when it is left empty.
    func discard() {
        let leftovers = lock.withLock { staged }
        for path in leftovers {
            unlink(path)
            rmdir(URL(fileURLWithPath: path).deletingLastPathComponent().path)
        }
        lock.withLock { staged.removeAll() }
    }

    /// The target's directory and the temporary file's path in it.
    private func temporaryPath(for relativePath: String) -> (directory: String, file: String) {
        let directory: String
        let name: Substring
        if let slash = relativePath.lastIndex(of: "/") {
            directory = outputDirectory + "/" + relativePath[..<slash]
            name = relativePath[relativePath.index(after: slash)...]
        } else {
            (directory, name) = (outputDirectory, relativePath[...])
        }
        return (directory, directory + "/." + name + "." + processIdentifier + ".tmp")
    }

    /// Whether the file at `path` holds exactly `bytes` (false when it cannot
    /// be read). Plain `open`/`fstat`/`read`: with `--locales all` this runs
    /// for every output file.
    static func fileHolds(_ bytes: [UInt8], at path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) == bytes.count else {
            return false
        }
        var existing = [UInt8](repeating: 0, count: bytes.count + 1)
        var filled = 0
        while filled < existing.count {
            let result = existing.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if result < 0 {
                if errno == EINTR { continue }
                return false
            }
            if result == 0 { break }
            filled += result
        }
        // The spare byte catches a file that grew since `fstat`.
        return filled == bytes.count && existing.prefix(filled).elementsEqual(bytes)
    }

    /// One `open`/`write`/`close`: Foundation's `Data.write` costs far more
    /// per file, which shows when a build writes 1,600 of them.
    private static func writeFile(_ bytes: [UInt8], to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw error(errno, path: path) }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw error(errno, path: path)
            }
            written += result
        }
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
