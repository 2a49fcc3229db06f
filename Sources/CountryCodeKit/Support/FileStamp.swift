import Foundation

/// What `stat` says about a file: size, modification and change times in
/// nanoseconds, inode. When all are as recorded, the file is taken to hold
/// the bytes recorded with them, without reading it (as git's index and make
/// do). The change time cannot be set back by hand (`touch -d` sets only the
/// modification time), so an edit always shows; a false alarm only costs a
/// read.
public struct FileStamp: Hashable, Sendable, CustomStringConvertible {
    public var size: Int64
    public var modified: Int64
    public var changed: Int64
    public var inode: UInt64

    /// `stat` of a regular file, following symbolic links; nil when there is
    /// no such file or it is not a regular file.
    public static func of(_ path: String) -> FileStamp? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileStamp(status)
    }

    /// From what `stat` or `fstat` filled in.
    init(_ status: stat) {
        self.init(size: Int64(status.st_size),
                  modified: Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec),
                  changed: Int64(status.st_ctim.tv_sec) * 1_000_000_000 + Int64(status.st_ctim.tv_nsec),
                  inode: UInt64(status.st_ino))
    }

    /// `size mtime-ns ctime-ns inode`, as the build manifest stores it.
    public var description: String {
        // Written digit by digit: interpolation costs several times more,
        // and a build writes a stamp for every file it reads or writes.
        var text: [UInt8] = []
        text.reserveCapacity(72)
        func signed(_ value: Int64) {
            if value < 0 { text.append(UInt8(ascii: "-")) }
            Self.appendDecimal(value.magnitude, to: &text)
            text.append(UInt8(ascii: " "))
        }
        signed(size)
        signed(modified)
        signed(changed)
        Self.appendDecimal(inode, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    private static func appendDecimal(_ value: UInt64, to text: inout [UInt8]) {
        let start = text.count
        var rest = value
        repeat {
            text.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        text[start...].reverse()
    }

    public init(size: Int64, modified: Int64, changed: Int64, inode: UInt64) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
    }

    public init?(_ text: String) {
        let parts = text.split(separator: " ")
        guard parts.count == 4, let size = Int64(parts[0]), let modified = Int64(parts[1]),
              let changed = Int64(parts[2]), let inode = UInt64(parts[3]) else { return nil }
        self.init(size: size, modified: modified, changed: changed, inode: inode)
    }

    /// The fingerprint of a whole file, read in 64 KiB pieces; nil when it
    /// cannot be read.
    public static func contentHash(of path: String) -> ContentHash? {
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
