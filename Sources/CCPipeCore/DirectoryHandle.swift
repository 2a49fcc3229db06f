import Foundation

/// An open directory whose files are read, written, renamed and removed by
/// name, never by path: each name is looked up in this directory alone, a
/// symbolic link is never followed (`openat` with `O_NOFOLLOW`, `fstatat`
/// with `AT_SYMLINK_NOFOLLOW`, `renameat`, `unlinkat`), and a file is only
/// ever created new (`O_EXCL`), so nothing written through a handle lands
/// outside the tree it was opened on, whatever links the tree holds. A
/// symbolic link where a file or directory of ccpipe's is expected is an
/// error naming the path (exit 73). `path` names the directory in messages.
///
/// A name is one path component, except below a staging directory
/// (`StagedFiles`), which ccpipe made itself, where it may be `dir/file`.
package final class DirectoryHandle: @unchecked Sendable {
    package let path: String
    package let descriptor: Int32

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close(descriptor) }

    /// The directory at `path`, the links on the way followed (the path is
    /// the caller's choice); nil when there is none.
    package static func open(_ path: String) throws(PipelineError) -> DirectoryHandle? {
        let descriptor = Glibc.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw PipelineError(.cannotWrite, "cannot open the directory: \(FileSystemReason.describe(errno))", location: path)
        }
        return DirectoryHandle(descriptor: descriptor, path: path)
    }

    package func path(of name: String) -> String { path + "/" + name }

    /// The directory `name` here; nil when there is none.
    package func directory(_ name: String) throws(PipelineError) -> DirectoryHandle? {
        let descriptor = openat(self.descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw failure(errno, name, "cannot open the directory")
        }
        return DirectoryHandle(descriptor: descriptor, path: path(of: name))
    }

    /// Creates the directory `name`, and opens it.
    package func makeDirectory(_ name: String) throws(PipelineError) -> DirectoryHandle {
        guard mkdirat(descriptor, name, 0o777) == 0 else { throw failure(errno, name, "cannot create the directory") }
        guard let made = try directory(name) else { throw failure(ENOENT, name, "cannot open the directory") }
        return made
    }

    /// What `name` is, the link itself for a symbolic link; nil when there
    /// is nothing of that name (or it cannot be looked at).
    package func status(_ name: String) -> stat? {
        var status = stat()
        return fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 ? status : nil
    }

    /// The stamp of the regular file `name`; nil for anything else.
    package func stamp(of name: String) -> FileStamp? {
        guard let status = status(name), status.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileStamp(status)
    }

    /// This directory's device and inode: what tells it from any other.
    package var identity: String {
        var status = stat()
        return fstat(descriptor, &status) == 0 ? "\(status.st_dev) \(status.st_ino)" : "?"
    }

    /// The bytes of the regular file `name`; nil when there is none. A
    /// file over `maxBytes` is refused like anything that is not a regular file.
    package func read(_ name: String, maxBytes: Int) throws(PipelineError) -> [UInt8]? {
        guard let (descriptor, status) = try openFile(name) else { return nil }
        defer { close(descriptor) }
        guard Int(status.st_size) <= maxBytes else {
            throw PipelineError(.cannotWrite, "is \(status.st_size) bytes, more than a file ccpipe writes there (\(maxBytes))", location: path(of: name))
        }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
        let filled = Self.fill(&bytes, from: descriptor)
        guard filled >= 0 else { throw failure(errno, name, "cannot read the file") }
        return Array(bytes.prefix(filled))
    }

    /// Opens the regular file `name` for reading; nil when there is none.
    /// A link, a directory or any other kind of file is an error.
    package func openFile(_ name: String) throws(PipelineError) -> (descriptor: Int32, status: stat)? {
        let descriptor = openat(self.descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw failure(errno, name, "cannot read the file")
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw failure(code, name, "cannot read the file")
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw PipelineError(.cannotWrite, "is \(FileKind.describe(status.st_mode)), not a file ccpipe writes", location: path(of: name))
        }
        return (descriptor, status)
    }

    /// Reads into `bytes` until it is full or the file ends; how many bytes
    /// were read, or -1 on an error.
    package static func fill(_ bytes: inout [UInt8], from descriptor: Int32) -> Int {
        var filled = 0
        while filled < bytes.count {
            let result = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if result < 0 {
                if errno == EINTR { continue }
                return -1
            }
            if result == 0 { break }
            filled += result
        }
        return filled
    }

    /// Creates the file `name`, which must not exist, holding `pieces` one
    /// after the other: one `openat`/`writev`/`fstat`/`close` (Foundation's
    /// `Data.write` costs far more per file, which shows when a build writes
    /// two for every locale). Returns its stamp once written (nil if it cannot be had).
    @discardableResult
    package func create(_ name: String, _ pieces: [[UInt8]], synced: Bool = false) throws(PipelineError) -> FileStamp? {
        let descriptor = openat(self.descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(errno, name, "cannot create the file") }
        defer { close(descriptor) }
        guard Self.write(pieces, to: descriptor) else { throw failure(errno, name, "cannot write the file") }
        if synced, fsync(descriptor) != 0 { throw failure(errno, name, "cannot write the file") }
        var status = stat()
        return fstat(descriptor, &status) == 0 ? FileStamp(status) : nil
    }

    /// `renameat` of `name` here to `newName` in `target`: atomic, and a
    /// link at either end is renamed itself, never followed. Returns the
    /// `errno` of a failure, 0 on success.
    package func rename(_ name: String, to target: DirectoryHandle, as newName: String) -> Int32 {
        renameat(descriptor, name, target.descriptor, newName) == 0 ? 0 : errno
    }

    /// Removes the file (or, with `directory`, the empty directory) `name`;
    /// the `errno` of a failure, 0 on success.
    @discardableResult
    package func remove(_ name: String, directory: Bool = false) -> Int32 {
        unlinkat(descriptor, name, directory ? AT_REMOVEDIR : 0) == 0 ? 0 : errno
    }

    /// Removes `name` and, when it is a directory, everything in it, at
    /// most `depth` levels down (ccpipe's staging directories have two);
    /// links are removed, never followed. Whatever cannot be removed stays.
    package func removeTree(_ name: String, depth: Int = 3) {
        guard let status = status(name) else { return }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            remove(name)
            return
        }
        guard depth > 0, let inner = try? directory(name) else { return }
        for entry in inner.entries() { inner.removeTree(entry.name, depth: depth - 1) }
        remove(name, directory: true)
    }

    /// Flushes the directory's entries to the device.
    package func sync() { fsync(descriptor) }

    /// The names here, `.` and `..` left out, with the type the listing
    /// gives (`DT_DIR`, `DT_LNK`…; nil where the file system does not say),
    /// so telling directories from links needs no `stat` per entry. Empty
    /// when the directory cannot be read.
    package func entries() -> [(name: String, type: Int32?)] {
        // A descriptor of its own: one listing never moves another's offset.
        let copy = openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard copy >= 0 else { return [] }
        guard let stream = fdopendir(copy) else {
            close(copy)
            return []
        }
        defer { closedir(stream) }
        var entries: [(name: String, type: Int32?)] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            let type = Int32(entry.pointee.d_type)
            if name != ".", name != ".." { entries.append((name, type == DT_UNKNOWN ? nil : type)) }
        }
        return entries
    }

    /// The error for `code` from an operation on `name`, in words; a
    /// symbolic link says so.
    package func failure(_ code: Int32, _ name: String, _ doing: String) -> PipelineError {
        if code == ELOOP || (code == ENOTDIR && status(name).map({ $0.st_mode & S_IFMT == S_IFLNK }) == true) {
            return Self.linkRefused(path(of: name))
        }
        if code == ENOTDIR, let status = status(name), status.st_mode & S_IFMT != S_IFDIR {
            return PipelineError(.cannotWrite, "\(doing): it is \(FileKind.describe(status.st_mode)), not a directory", location: path(of: name))
        }
        return PipelineError(.cannotWrite, "\(doing): \(FileSystemReason.describe(code))", location: path(of: name))
    }

    /// A link where ccpipe reads or writes a file or directory of its own.
    package static func linkRefused(_ path: String) -> PipelineError {
        PipelineError(.cannotWrite, linkMessage, location: path)
    }

    package static func isLinkRefusal(_ error: any Error) -> Bool {
        (error as? PipelineError)?.message == linkMessage
    }

    private static let linkMessage = "is a symbolic link: ccpipe neither writes nor reads through a link in an output directory"

    /// Writes all of `pieces` with `writev`, however the calls split them.
    private static func write(_ pieces: [[UInt8]], to descriptor: Int32) -> Bool {
        let total = pieces.reduce(0) { $0 + $1.count }
        var written = 0
        while written < total {
            var vectors: [iovec] = []
            var skipped = 0
            let result = withPieces(pieces) { buffers -> Int in
                for buffer in buffers {
                    // What is left of each piece, from `written` bytes on.
                    let start = max(0, written - skipped)
                    skipped += buffer.count
                    guard start < buffer.count else { continue }
                    vectors.append(iovec(iov_base: UnsafeMutableRawPointer(mutating: buffer.baseAddress! + start), iov_len: buffer.count - start))
                }
                return writev(descriptor, vectors, Int32(vectors.count))
            }
            if result < 0 {
                if errno == EINTR { continue }
                return false
            }
            written += result
        }
        return true
    }

    /// `body` given every piece's bytes at once.
    private static func withPieces<Result>(_ pieces: [[UInt8]], _ body: ([UnsafeRawBufferPointer]) -> Result) -> Result {
        func nest(_ index: Int, _ gathered: [UnsafeRawBufferPointer]) -> Result {
            guard index < pieces.count else { return body(gathered) }
            return pieces[index].withUnsafeBytes { nest(index + 1, gathered + [$0]) }
        }
        return nest(0, [])
    }
}
