import CCPipeBuild
import CCPipeCore
import CCPipeOutput
import Foundation

/// Writes an import's files so that a reader sees the old files or the new
/// ones, never a mix, whatever fails or kills the import: the output
/// directory is locked and settled as a build's is, every file is staged
/// in one hidden directory inside it (`StagedFiles`), and all are put in
/// place in one commit (`OutputCommit`), a file only when its bytes change.
/// Everything goes through the directory's descriptor: a link where a file
/// or directory of the import goes (`main/`, `main/en.xml`) is refused,
/// exit 73, and nothing is written through it. Nothing else there is
/// touched.
package enum ImportOutput {
    /// `files` maps paths relative to `directory` (`<file>` or
    /// `<dir>/<file>`) to their text. Returns how many files changed.
    @discardableResult
    package static func write(_ files: [String: String], to directory: String) throws(PipelineError) -> Int {
        try createDirectory(directory)
        let lock = try OutputLock.acquire(directory)
        defer { lock.release() }
        _ = try OutputTree.settle(lock)
        let root = lock.root
        let staging = StagedFiles(root: root)
        defer { staging.discard() }
        var entries: [CommitEntry] = []
        var staged = 0
        for relative in files.keys.sortedInUTF8() {
            let file = RenderedFile(path: relative, bytes: Array(files[relative]!.utf8))
            guard let entry = CommitEntry(line: "create " + relative[...]) else {
                throw PipelineError(.cannotWrite, "cannot name a file of the output directory", location: root.path(of: relative))
            }
            guard let parent = entry.parent else {
                guard let kind = try changeKind(file, in: root, name: relative) else { continue }
                try staging.stage(file)
                entries.append(CommitEntry(kind, relative))
                staged += 1
                continue
            }
            if let directory = try root.directory(parent) {
                guard let kind = try changeKind(file, in: directory, name: entry.name) else { continue }
                try staging.stage(file)
                entries.append(CommitEntry(kind, relative))
            } else {
                // A directory that is not there is staged whole.
                let whole = CommitEntry(.directory, parent)
                _ = try staging.stageWhole(file, first: !entries.contains(whole))
                if !entries.contains(whole) { entries.append(whole) }
            }
            staged += 1
        }
        if !entries.isEmpty { _ = try OutputCommit(root: root, staging: try staging.directory, entries: entries).run() }
        return staged
    }

    /// How `file` changes what `name` in `directory` holds; nil when it holds it already.
    private static func changeKind(_ file: RenderedFile, in directory: DirectoryHandle, name: String) throws(PipelineError) -> CommitEntry.Kind? {
        switch try StagedFiles.fileHolds(file, in: directory, name: name) {
        case .same: nil
        case .different: .replace
        case .missing: .create
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
