import CCPipeCore
import CCPipeModel
import Foundation

extension XMLReadExtent {
    /// The extent of a read of the file at `path` now, if it reads `count`
    /// bytes again, made without parsing: what a build compares with the
    /// extent it recorded when the file's stamp changed. Equal fingerprints
    /// mean equal bytes where the read depends on them; a file now shorter
    /// than `count`, or changed in those bytes, gives another fingerprint.
    /// Nil when the file cannot be read, is empty or is larger than `limit`
    /// (the read's `maximumFileSize`): a read would fail.
    package static func of(file path: String, reading count: Int, limit: Int) -> XMLReadExtent? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let size = Int(status.st_size)
        guard size > 0, size <= limit else { return nil }
        var hasher = ContentHasher()
        var read = 0
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
        defer { buffer.deallocate() }
        while read < count {
            let result = Glibc.read(descriptor, buffer.baseAddress, min(buffer.count, count - read))
            if result < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if result == 0 { break }
            hasher.update(UnsafeRawBufferPointer(rebasing: buffer[0..<result]))
            read += result
        }
        var tail: ContentHash?
        if read < size {
            guard let bytes = XMLSource.tail(count: XMLSource.tailChecked, of: descriptor, size: size) else { return nil }
            tail = ContentHash.of(bytes)
        }
        return XMLReadExtent(stamp: FileStamp(status), size: size, read: read, readHash: hasher.finish(), tail: tail)
    }
}
