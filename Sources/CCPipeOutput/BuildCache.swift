import CCPipeBuild
import CCPipeCore
import Foundation

/// Where a build keeps its manifest (`BuildManifest`): stamps of this
/// machine's files, which have no place in an output tree that a
/// repository commits and an app bundles. The cache is `ccpipe-cache/` in
/// the `.git` directory of the repository the output directory is in:
/// machine-local, never committed, out of the working tree, and out of a
/// pull request's reach (git checks out no path through `.git`). Where
/// the repository's `.git` is not a directory (a worktree's or a
/// submodule's is a file) and for an output directory in no repository,
/// it is `.ccpipe-cache/` at the top of the repository, or beside the
/// output directory. It holds one manifest per output directory,
/// `build-<fingerprint>.json`, named by the fingerprint of the directory's
/// path relative to the repository, beside a `.gitignore` that ignores the
/// whole cache and `anchor`.
///
/// A `.ccpipe-cache/` in the checkout may come with a pull request: a
/// committed one, or a link by its name. Everything there is read and
/// written by name under the repository's descriptor, links refused, a
/// manifest replaced by a rename; and a manifest is trusted only when it
/// records the stamp `anchor` has on this disk, which no one can know
/// before the file is there (a change time and an inode cannot be
/// chosen). A manifest committed, or copied from another machine or
/// checkout, is ignored: the build then starts afresh, as without a cache.
package struct BuildCache: Sendable {
    /// The cache's name at the top of a repository without a `.git`
    /// directory, or beside an output directory in no repository.
    package static let directoryName = ".ccpipe-cache"
    /// Its name in a repository's `.git` directory.
    package static let gitDirectoryName = "ccpipe-cache"
    static let anchorName = "anchor"
    static let ignoreName = ".gitignore"
    static let anchorText = Array("ccpipe's build cache: a manifest here is used only while it records this file's stamp\n".utf8)
    static let ignoreText = Array("# ccpipe's build cache: stamps of this machine, never committed\n*\n".utf8)

    /// The top of the repository.
    package let repository: String
    /// The output directory as its manifest names it: relative to the repository.
    package let output: String

    /// `outputDirectory` and `repository` absolute, their links resolved.
    package init(repository: String, outputDirectory: String) {
        self.repository = repository
        let prefix = repository.hasSuffix("/") ? repository : repository + "/"
        output = outputDirectory == repository ? "." : outputDirectory.hasPrefix(prefix) ? String(outputDirectory.dropFirst(prefix.count)) : outputDirectory
    }

    /// The manifest's name in the cache.
    package var fileName: String { "build-" + ContentHash.of(Array(output.utf8)).description + ".json" }

    /// Where the cache is, for messages: in the repository's `.git`
    /// directory when there is one (`location`).
    package var directoryPath: String {
        let (inGit, name) = Self.location(repository)
        return repository + (inGit ? "/.git/" : "/") + name
    }

    /// Where the manifest is, for messages.
    package var path: String { directoryPath + "/" + fileName }

    /// Whether the cache is in `repository`'s `.git` directory (a directory
    /// there, not a link), and its name where it is.
    static func location(_ repository: String) -> (inGit: Bool, name: String) {
        var status = stat()
        let gitIsDirectory = lstat(repository + "/.git", &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
        return gitIsDirectory ? (true, gitDirectoryName) : (false, directoryName)
    }

    /// The manifest of the last build into the output directory and its
    /// bytes; nil when there is none this cache vouches for (none, not
    /// well-formed, another format, another output directory, another
    /// anchor). For a write a link in the cache is an error (exit 73); a
    /// check reads nothing through it and goes without.
    package func read(forWriting: Bool) throws(PipelineError) -> (manifest: BuildManifest, bytes: [UInt8])? {
        do {
            guard let cache = try Self.openDirectory(repository, creating: false),
                  let anchor = try Self.anchorStamp(in: cache),
                  // One over the limit (ccpipe 0.3.0 wrote such for a dataset of
                  // a million records) is gone without: the build starts afresh.
                  (cache.stamp(of: fileName)?.size ?? 0) <= Int64(OutputTree.maximumFileBytes),
                  let bytes = try cache.read(fileName, maxBytes: OutputTree.maximumFileBytes),
                  let manifest = BuildManifest(bytes: bytes),
                  manifest.anchor == anchor.description, manifest.output == output else { return nil }
            return (manifest, bytes)
        } catch {
            guard forWriting else { return nil }
            throw DirectoryHandle.isLinkRefusal(error) ? Self.linkRefused(path) : error
        }
    }

    /// Opens the cache to write a manifest into, made with its
    /// `.gitignore` and `anchor` if need be.
    package func open() throws(PipelineError) -> Opened {
        guard let directory = try Self.openDirectory(repository, creating: true) else {
            throw PipelineError(.cannotWrite, "cannot open the build cache", location: directoryPath)
        }
        if directory.status(Self.ignoreName) == nil { _ = try? directory.create(Self.ignoreName, [Self.ignoreText]) }
        if try Self.anchorStamp(in: directory) == nil { try directory.create(Self.anchorName, [Self.anchorText]) }
        guard let anchor = try Self.anchorStamp(in: directory) else {
            throw PipelineError(.cannotWrite, "cannot read the stamp of the build cache's anchor", location: directory.path(of: Self.anchorName))
        }
        return Opened(directory: directory, anchor: anchor, fileName: fileName, output: output)
    }

    /// The cache, open to write one manifest.
    package struct Opened: Sendable {
        let directory: DirectoryHandle
        let anchor: FileStamp
        let fileName: String
        let output: String

        /// A manifest's `bytes` (`encoded`), written under a temporary name
        /// and renamed over the last one.
        package func write(_ bytes: [UInt8]) throws(PipelineError) {
            let temporary = ".tmp-" + String(ProcessInfo.processInfo.processIdentifier)
            directory.remove(temporary)
            try directory.create(temporary, [bytes])
            let code = directory.rename(temporary, to: directory, as: fileName)
            guard code == 0 else {
                directory.remove(temporary)
                throw directory.failure(code, fileName, "cannot write the build manifest")
            }
        }

        /// The bytes of `manifest` made this cache's: its anchor and output
        /// directory. A manifest is read back only up to
        /// `OutputTree.maximumFileBytes`: past that (the corrections of a
        /// dataset of about a million records), what validation concluded is
        /// left out, and the next build validates again.
        /// `limit` is for tests.
        package func encoded(_ manifest: BuildManifest, limit: Int = OutputTree.maximumFileBytes) -> [UInt8] {
            var manifest = manifest
            manifest.anchor = anchor.description
            manifest.output = output
            // Encoded only when it may fit: it holds as many bytes a correction at least.
            if manifest.validation.corrections.count <= limit / BuildManifest.leastBytesPerCorrection {
                let bytes = manifest.encoded()
                if bytes.count <= limit { return bytes }
            }
            manifest.validation = BuildManifest.Validation(inputs: "", namedLocales: manifest.validation.namedLocales)
            return manifest.encoded()
        }
    }

    /// The cache (`location`) in the repository, by name, not through a
    /// link; made when `creating` (nil when it is not there and not made).
    private static func openDirectory(_ repository: String, creating: Bool) throws(PipelineError) -> DirectoryHandle? {
        guard let top = try DirectoryHandle.open(repository) else { return nil }
        let (inGit, name) = location(repository)
        guard let parent = inGit ? try top.directory(".git") : top else { return nil }
        do {
            if let found = try parent.directory(name) { return found }
            return creating ? try parent.makeDirectory(name) : nil
        } catch {
            throw DirectoryHandle.isLinkRefusal(error) ? linkRefused(parent.path(of: name)) : error
        }
    }

    /// The anchor's stamp; nil when it is not there. Anything but a
    /// regular file is an error.
    private static func anchorStamp(in cache: DirectoryHandle) throws(PipelineError) -> FileStamp? {
        guard let status = cache.status(anchorName) else { return nil }
        guard status.st_mode & S_IFMT == S_IFREG else {
            if status.st_mode & S_IFMT == S_IFLNK { throw linkRefused(cache.path(of: anchorName)) }
            throw PipelineError(.cannotWrite, "is \(FileKind.describe(status.st_mode)), not a file ccpipe writes", location: cache.path(of: anchorName))
        }
        return FileStamp(status)
    }

    private static func linkRefused(_ path: String) -> PipelineError {
        PipelineError(.cannotWrite, "is a symbolic link: ccpipe neither writes nor reads through a link in its build cache", location: path,
                      hint: "Remove it; ccpipe makes its build cache itself, and without it the build starts afresh.")
    }
}
