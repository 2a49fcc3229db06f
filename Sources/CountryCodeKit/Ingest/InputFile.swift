import Foundation

/// Reads an input file whole; ingest works on bytes so that positions and
/// encoding errors are its own to report. Reads with `read(2)` up to the
/// limit, so pipes and devices (`/dev/stdin`) work and an oversized input is
/// never loaded whole.
enum InputFile {
    static func bytes(atPath path: String, maxBytes: Int) throws -> [UInt8] {
        var status = stat()
        guard stat(path, &status) == 0 else { throw InputError("cannot read file: \(reason(errno))", file: path) }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw InputError("cannot read file: it is a directory", file: path) }
        if status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) > maxBytes {
            throw InputError("file is \(status.st_size) bytes, larger than the limit of \(maxBytes) bytes", file: path)
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw InputError("cannot read file: \(reason(errno))", file: path) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputError("cannot read file: \(reason(errno))", file: path)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > maxBytes {
                throw InputError("input is larger than the limit of \(maxBytes) bytes", file: path)
            }
        }
    }

    private static func reason(_ code: Int32) -> String { FileSystemReason.describe(code) }
}
