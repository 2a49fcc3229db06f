import Foundation

/// Writes files so that a reader sees either the old bytes or the new ones,
/// never a half-written file: the bytes go to a temporary file in the same
/// directory, which is then renamed over the target.
public enum AtomicFile {
    /// Writes `bytes` to `path` unless the file already holds exactly them.
    /// Returns true when the file changed.
    @discardableResult
    public static func write(_ bytes: [UInt8], to path: String) throws -> Bool {
        let url = URL(fileURLWithPath: path)
        if let existing = try? Data(contentsOf: url), existing.elementsEqual(bytes) {
            return false
        }
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try Data(bytes).write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        return true
    }

    @discardableResult
    public static func write(_ text: String, to path: String) throws -> Bool {
        try write(Array(text.utf8), to: path)
    }
}
