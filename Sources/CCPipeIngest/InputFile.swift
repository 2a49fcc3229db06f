import CCPipeCore
import Foundation

/// Reads an input file whole; ingest works on bytes so that positions and
/// encoding errors are its own to report. Every file ccpipe reads by path
/// (dataset, configuration, baseline, reference files) comes through here.
///
/// The file is opened without blocking and its kind checked before anything
/// is read: a FIFO with no writer, or a socket, would otherwise hang the
/// command, so both are refused, except a dataset that is the process's own
/// standard input (`-`, `/dev/stdin`). Devices (`/dev/null`) are read up to
/// the limit, and a regular file is read into storage of its size, so an
/// oversized input is never loaded whole.
package enum InputFile {
    package static func bytes(atPath path: String, maxBytes: Int, acceptingStandardInput: Bool = false) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw InputError("cannot read file: \(reason(errno))", file: path) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw InputError("cannot read file: \(reason(errno))", file: path) }
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
            throw InputError("cannot read file: it is a directory", file: path)
        case S_IFREG:
            guard Int(status.st_size) <= maxBytes else {
                throw InputError("file is \(status.st_size) bytes, larger than the limit of \(maxBytes) bytes", file: path)
            }
        case S_IFIFO, S_IFSOCK:
            guard acceptingStandardInput, isStandardInput(status) else {
                throw InputError("cannot read file: expected a regular file, found \(FileKind.describe(status.st_mode))", file: path)
            }
        default:
            break
        }
        // Blocking from here on: standard input and devices deliver as they can.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return try read(descriptor, path: path, expectedSize: Int(status.st_size), maxBytes: maxBytes)
    }

    private static func read(_ descriptor: Int32, path: String, expectedSize: Int, maxBytes: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(expectedSize)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
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

    /// Whether an open file is the one on descriptor 0.
    private static func isStandardInput(_ status: stat) -> Bool {
        var standardInput = stat()
        return fstat(0, &standardInput) == 0 && standardInput.st_dev == status.st_dev && standardInput.st_ino == status.st_ino
    }

    private static func reason(_ code: Int32) -> String { FileSystemReason.describe(code) }
}
