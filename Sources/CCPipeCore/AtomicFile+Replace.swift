import Foundation

extension AtomicFile {
    /// What `replace` expects to find at the path before it renames over it.
    package enum Original: Sendable, Equatable {
        /// No file: one made since (by another command, an editor) is kept.
        case absent
        /// These bytes, as the command read them.
        case bytes([UInt8])
    }

    /// Replaces a file a user owns (the dataset `fix --write` edits, the
    /// project file `--baseline-write` rewrites) with `bytes`, as `write`
    /// does, and keeps what the command does not own: the new file takes the
    /// old one's permissions, group and (where the process may set it) owner,
    /// so a 0600 or 0444 file stays one. Just before the rename the file is
    /// read again and compared with `original`: when someone changed it in
    /// the meantime, nothing is written and the error says so (exit 73).
    /// Returns true when the file changed.
    @discardableResult
    package static func replace(_ bytes: [UInt8], at path: String, original: Original) throws(PipelineError) -> Bool {
        if case .bytes(let read) = original, read == bytes { return false }
        var status = stat()
        let existing: stat? = stat(path, &status) == 0 ? status : nil
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        // Readable by the owner alone until it has the original's permissions.
        let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
        var descriptor = open(temporary.path, flags, 0o600)
        if descriptor < 0, errno == EEXIST || errno == ELOOP {
            unlink(temporary.path)
            descriptor = open(temporary.path, flags, 0o600)
        }
        guard descriptor >= 0 else {
            throw PipelineError(.cannotWrite, "cannot create a file there: \(FileSystemReason.describe(errno))", location: directory.path)
        }
        var failure: PipelineError?
        if !writeAll(bytes, to: descriptor) {
            failure = PipelineError(.cannotWrite, "cannot write: \(FileSystemReason.describe(errno))", location: path)
        } else {
            keepOwnership(of: descriptor, from: existing ?? defaultStatus())
        }
        close(descriptor)
        if failure == nil, let changed = changedSinceRead(path, original: original) {
            failure = PipelineError(.cannotWrite, "the file changed since it was read (\(changed)); nothing was written", location: path,
                                    hint: "Run the command again on the file as it is now.")
        }
        if failure == nil, rename(temporary.path, url.path) != 0 {
            failure = PipelineError(.cannotWrite, "cannot replace the file: \(FileSystemReason.describe(errno))", location: path)
        }
        if let failure {
            unlink(temporary.path)
            throw failure
        }
        return true
    }

    /// The permissions of a file made where there was none: 0666 less the umask.
    private static func defaultStatus() -> stat {
        let mask = umask(0)
        umask(mask)
        var status = stat()
        status.st_mode = S_IFREG | (0o666 & ~mask)
        status.st_uid = getuid()
        status.st_gid = getgid()
        return status
    }

    /// Gives the new file the old one's owner and group where the process may
    /// (root may set both, an owner the group if it is one of theirs), then its
    /// permission bits: after `fchown`, which clears set-id bits.
    private static func keepOwnership(of descriptor: Int32, from status: stat) {
        if fchown(descriptor, status.st_uid, status.st_gid) != 0 { _ = fchown(descriptor, uid_t.max, status.st_gid) }
        _ = fchmod(descriptor, status.st_mode & 0o7777)
    }

    /// Nil when the file at `path` is still `original`; else what it is now.
    private static func changedSinceRead(_ path: String, original: Original) -> String? {
        var status = stat()
        let exists = lstat(path, &status) == 0
        switch original {
        case .absent:
            return exists ? "it was made by someone else" : nil
        case .bytes(let read):
            guard exists else { return "it was removed" }
            guard status.st_mode & S_IFMT != S_IFLNK || stat(path, &status) == 0 else { return "it is a dangling link" }
            guard status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) == read.count,
                  let now = try? Data(contentsOf: URL(fileURLWithPath: path)), now.elementsEqual(read) else { return "it was edited" }
            return nil
        }
    }

    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var written = 0
        return bytes.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let count = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 { if errno == EINTR { continue }; return false }
                written += count
            }
            return true
        }
    }
}
