import Foundation

/// What `stat` says about a file: size, modification and change times in
/// nanoseconds, inode. When all are as recorded, the file is taken to hold
/// the bytes recorded with them, without reading it (as git's index and make
/// do). The change time cannot be set back by hand (`touch -d` sets only the
/// modification time), so an edit always shows; a false alarm only costs a
/// read.
package struct FileStamp: Hashable, Sendable, CustomStringConvertible {
    package var size: Int64
    package var modified: Int64
    package var changed: Int64
    package var inode: UInt64

    /// `stat` of a regular file, following symbolic links; nil when there is
    /// no such file or it is not a regular file.
    package static func of(_ path: String) -> FileStamp? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileStamp(status)
    }

    /// From what `stat` or `fstat` filled in.
    package init(_ status: stat) {
        self.init(size: Int64(status.st_size),
                  modified: Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec),
                  changed: Int64(status.st_ctim.tv_sec) * 1_000_000_000 + Int64(status.st_ctim.tv_nsec),
                  inode: UInt64(status.st_ino))
    }

    /// `size mtime-ns ctime-ns inode`, as the build manifest stores it.
    package var description: String {
        // Written digit by digit: interpolation costs several times more,
        // and a build writes a stamp for every file it reads or writes.
        String(unsafeUninitializedCapacity: 4 * 21) { buffer in
            var end = Self.write(size.magnitude, negative: size < 0, into: buffer, at: 0)
            buffer[end] = UInt8(ascii: " ")
            end = Self.write(modified.magnitude, negative: modified < 0, into: buffer, at: end + 1)
            buffer[end] = UInt8(ascii: " ")
            end = Self.write(changed.magnitude, negative: changed < 0, into: buffer, at: end + 1)
            buffer[end] = UInt8(ascii: " ")
            return Self.write(inode, negative: false, into: buffer, at: end + 1)
        }
    }

    /// Writes `value` in decimal (after a `-` when `negative`) at `start`;
    /// returns where it ends. At most 21 bytes.
    private static func write(_ value: UInt64, negative: Bool, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        var position = start
        if negative {
            buffer[position] = UInt8(ascii: "-")
            position += 1
        }
        var digits = 1
        var rest = value / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        rest = value
        for offset in stride(from: position + digits - 1, through: position, by: -1) {
            buffer[offset] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        return position + digits
    }

    package init(size: Int64, modified: Int64, changed: Int64, inode: UInt64) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
    }

    package init?(_ text: String) {
        let parts = text.split(separator: " ")
        guard parts.count == 4, let size = Int64(parts[0]), let modified = Int64(parts[1]),
              let changed = Int64(parts[2]), let inode = UInt64(parts[3]) else { return nil }
        self.init(size: size, modified: modified, changed: changed, inode: inode)
    }

    /// The fingerprint of a whole file, read in 64 KiB pieces; nil when it
    /// cannot be read.
    package static func contentHash(of path: String) -> ContentHash? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var hasher = ContentHasher()
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return hasher.finish() }
            hasher.update(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
        }
    }
}
