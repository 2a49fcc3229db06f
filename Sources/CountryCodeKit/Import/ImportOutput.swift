import Foundation

/// Writes an import's files so that a failure leaves the output directory as
/// it was: every file is first written into one hidden staging directory
/// inside it (the same file system, so each rename is atomic), and only when
/// all are written are they renamed into place.
public enum ImportOutput {
    /// `files` maps paths relative to `directory` to their text.
    public static func write(_ files: [String: String], to directory: String) throws(PipelineError) {
        try createDirectory(directory)
        let staging = directory + "/.ccpipe-import.\(ProcessInfo.processInfo.processIdentifier)"
        defer { try? FileManager.default.removeItem(atPath: staging) }
        try? FileManager.default.removeItem(atPath: staging)
        let sorted = files.keys.sorted()
        for relative in sorted {
            try AtomicFile.write(files[relative]!, to: staging + "/" + relative)
        }
        // Everything a rename could trip over is settled before the first one.
        for relative in sorted {
            let target = directory + "/" + relative
            let parent = URL(fileURLWithPath: target).deletingLastPathComponent().path
            try createDirectory(parent)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory), isDirectory.boolValue {
                throw PipelineError(.cannotWrite, "cannot replace the file: it is a directory", location: target)
            }
        }
        for relative in sorted {
            let target = directory + "/" + relative
            guard rename(staging + "/" + relative, target) == 0 else {
                throw PipelineError(.cannotWrite, "cannot replace the file: \(FileSystemReason.describe(errno))", location: target)
            }
        }
    }

    /// Creates `path` and its parents; a failure names the part in the way.
    private static func createDirectory(_ path: String) throws(PipelineError) {
        var existing = URL(fileURLWithPath: path)
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" { existing.deleteLastPathComponent() }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: existing.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw PipelineError(.cannotWrite, "cannot create the directory: \(existing.path) is not a directory", location: path)
        }
        guard mkdirAll(path) else {
            throw PipelineError(.cannotWrite, "cannot create the directory: \(FileSystemReason.describe(errno))", location: path)
        }
    }

    private static func mkdirAll(_ path: String) -> Bool {
        if mkdir(path, 0o777) == 0 || errno == EEXIST { return true }
        guard errno == ENOENT else { return false }
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return parent != path && mkdirAll(parent) && (mkdir(path, 0o777) == 0 || errno == EEXIST)
    }
}
