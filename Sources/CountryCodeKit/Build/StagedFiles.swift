import Foundation

/// Files a build has written next to their targets (`<dir>/.<name>.<pid>.tmp`)
/// but not yet renamed into place. Keeping each temporary file in its
/// target's directory makes the final rename atomic and costs no extra
/// directories, which matters when a build writes thousands of files.
final class StagedFiles: @unchecked Sendable {
    private let outputDirectory: String
    private var staged: [String] = []
    private let lock = NSLock()

    init(outputDirectory: String) {
        self.outputDirectory = outputDirectory
    }

    /// Writes `bytes` to the temporary file for `relativePath`.
    func stage(_ bytes: [UInt8], as relativePath: String) throws {
        let temporary = temporaryPath(for: relativePath)
        let directory = URL(fileURLWithPath: temporary).deletingLastPathComponent().path
        if !FileManager.default.fileExists(atPath: directory) {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        lock.withLock { staged.append(temporary) }
        try Self.writeFile(bytes, to: temporary)
    }

    /// Renames the staged file for `relativePath` over its target.
    func commit(_ relativePath: String) throws {
        let temporary = temporaryPath(for: relativePath)
        let target = outputDirectory + "/" + relativePath
        guard rename(temporary, target) == 0 else { throw Self.error(errno, path: target) }
        lock.withLock { staged.removeAll { $0 == temporary } }
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

    private func temporaryPath(for relativePath: String) -> String {
        let url = URL(fileURLWithPath: outputDirectory + "/" + relativePath)
        return url.deletingLastPathComponent().path + "/.\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp"
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

    private static func error(_ code: Int32, path: String) -> CocoaError {
        CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path, NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)])
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
