import Foundation

/// Writes files so that a reader sees either the old bytes or the new ones,
/// never a half-written file: the bytes go to a new temporary file in the
/// same directory (`O_EXCL | O_NOFOLLOW`: never one a link points to),
/// which is then renamed over the target. A failure names the path that
/// failed and why, in words. The outputs of a build and an import are
/// written by `StagedFiles` and `OutputCommit`, through the output
/// directory's descriptor.
package enum AtomicFile {
    /// Writes `bytes` to `path` unless the file already holds exactly them.
    /// Returns true when the file changed. With `refusingLinks`, a link at
    /// `path` is an error (exit 73), neither read nor replaced.
    @discardableResult
    package static func write(_ bytes: [UInt8], to path: String, refusingLinks: Bool = false) throws(PipelineError) -> Bool {
        let url = URL(fileURLWithPath: path)
        var status = stat()
        if refusingLinks, lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
            throw DirectoryHandle.linkRefused(path)
        }
        if let existing = try? Data(contentsOf: url), existing.elementsEqual(bytes) {
            return false
        }
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw failure(creating: directory.path, error)
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
        var descriptor = open(temporary.path, flags, 0o644)
        if descriptor < 0, errno == EEXIST || errno == ELOOP {
            // A dead process's with this one's id, or something planted:
            // the name is removed (a link itself, not what it points to).
            unlink(temporary.path)
            descriptor = open(temporary.path, flags, 0o644)
        }
        guard descriptor >= 0 else { throw PipelineError(.cannotWrite, "cannot create a file there: \(FileSystemReason.describe(errno))", location: directory.path) }
        var written = 0
        let ok = bytes.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let count = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 { if errno == EINTR { continue }; return false }
                written += count
            }
            return true
        }
        let writeError = errno
        close(descriptor)
        guard ok else {
            unlink(temporary.path)
            throw PipelineError(.cannotWrite, "cannot write: \(FileSystemReason.describe(writeError))", location: path)
        }
        guard rename(temporary.path, url.path) == 0 else {
            let renameError = errno
            unlink(temporary.path)
            throw PipelineError(.cannotWrite, "cannot replace the file: \(FileSystemReason.describe(renameError))", location: path)
        }
        return true
    }

    @discardableResult
    package static func write(_ text: String, to path: String) throws(PipelineError) -> Bool {
        try write(Array(text.utf8), to: path)
    }

    private static func failure(creating directory: String, _ error: any Error) -> PipelineError {
        var reason = "cannot create the directory"
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            reason += ": " + FileSystemReason.describe(Int32(underlying.code))
        }
        // Name the first part of the path that is missing or in the way.
        var existing = URL(fileURLWithPath: directory)
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" { existing.deleteLastPathComponent() }
        return PipelineError(.cannotWrite, reason, location: existing.path == directory ? directory : "\(directory) (under \(existing.path))")
    }
}
