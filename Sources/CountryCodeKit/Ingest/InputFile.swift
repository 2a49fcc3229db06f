import Foundation

/// Reads an input file whole; ingest works on bytes so that positions and
/// encoding errors are its own to report.
enum InputFile {
    static func bytes(atPath path: String) throws -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError("cannot read file: no such file", file: path)
        }
        guard !isDirectory.boolValue else { throw InputError("cannot read file: it is a directory", file: path) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError("cannot read file: permission denied or I/O error", file: path)
        }
        return [UInt8](data)
    }
}
