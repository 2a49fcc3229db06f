import CCPipeCore
import CCPipeModel
import CCPipeOutput
import Foundation

/// Where `preview` writes its pages, held to the rules `build` follows for
/// its output directory: the default directory (`preview`, not named on the
/// command line) is the checkout's as much as `out` is, so it must resolve,
/// links followed, inside the repository (exit 64 otherwise); and each page
/// is written by name through the directory's descriptor, as a new file
/// renamed into place, a link where a page goes refused (exit 73), never
/// followed.
struct PreviewOutput {
    let directory: DirectoryHandle

    /// - Parameter confined: the path is not the command line's: it must
    ///   resolve inside the repository of `workingDirectory` (or that
    ///   directory, outside any repository).
    init(_ path: String, confined: Bool, workingDirectory: String) throws(PipelineError) {
        if confined {
            let top = RepositoryRoot.containing(workingDirectory) ?? workingDirectory
            let confinement = PathConfinement(projectFile: top + "/" + Configuration.defaultFileName)
            guard confinement.admits(path) else {
                let resolved = PathConfinement.resolved(path) ?? path
                throw PipelineError(.usage, "the preview directory \(PathConfinement.quoted(path)) resolves to \(PathConfinement.quoted(resolved)), outside the repository at \(PathConfinement.quoted(confinement.root, relative: false)) (or inside its .git)",
                                    hint: "Name the directory with --out to write the pages there.")
            }
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw PipelineError(.cannotWrite, "cannot create the directory: \(PipelineError(error).message)", location: path)
        }
        guard let directory = try DirectoryHandle.open(path) else {
            throw PipelineError(.cannotWrite, "cannot open the directory: \(FileSystemReason.describe(ENOENT))", location: path)
        }
        self.directory = directory
    }

    /// Writes `text` as `name` unless the file already holds exactly it.
    func write(_ text: String, as name: String) throws(PipelineError) {
        let bytes = Array(text.utf8)
        if let status = directory.status(name) {
            guard status.st_mode & S_IFMT != S_IFLNK else { throw DirectoryHandle.linkRefused(directory.path(of: name)) }
            if status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) == bytes.count,
               try directory.read(name, maxBytes: bytes.count) == bytes { return }
        }
        let temporary = ".\(name).\(getpid()).tmp"
        // A dead preview's, or something planted: the name itself goes.
        directory.remove(temporary)
        try directory.create(temporary, [bytes])
        let code = directory.rename(temporary, to: directory, as: name)
        guard code == 0 else {
            directory.remove(temporary)
            throw directory.failure(code, name, "cannot replace the file")
        }
    }
}
