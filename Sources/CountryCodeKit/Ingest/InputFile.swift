import Foundation

/// Reads an input file whole; ingest works on bytes so that positions and
/// encoding errors are its own to report.
enum InputFile {
    static func bytes(atPath path: String, maxBytes: Int) throws -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError("cannot read file: no such file", file: path)
        }
        guard !isDirectory.boolValue else { throw InputError("cannot read file: it is a directory", file: path) }
        // Checked before reading, so an oversized file is never loaded whole.
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > maxBytes {
            throw InputError("file is \(size) bytes, larger than the limit of \(maxBytes) bytes", file: path)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError("cannot read file: permission denied or I/O error", file: path)
        }
        return [UInt8](data)
    }
}
