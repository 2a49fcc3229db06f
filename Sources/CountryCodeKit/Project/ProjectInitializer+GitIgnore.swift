import CCPipeCore
import CCPipeOutput
import Foundation

extension ProjectInitializer {
    /// The line `init` adds to `.gitignore` for the build cache.
    package static let ignoreEntry = "/" + BuildCache.directoryName + "/"

    /// What `init` does to the `.gitignore` beside the build cache, so
    /// that `git add -A` never commits it (the cache also ignores itself).
    enum GitIgnore: Equatable, Sendable {
        /// An entry there already ignores the cache (`.ccpipe-cache`,
        /// `/.ccpipe-cache/`, `**/.ccpipe-cache`…).
        case present
        /// Appended to the file, `newline` first when its last line had none.
        case append(newline: Bool)
        case create
    }

    /// The `.gitignore` in `directory` (where the cache of a build into
    /// `picker` there goes: the top of its repository, else the directory
    /// itself) and what to do to it; read by name, a link refused (exit
    /// 73), before anything is written.
    static func plannedIgnore(for directory: String) throws(PipelineError) -> (directory: DirectoryHandle, plan: GitIgnore) {
        let top = RepositoryRoot.containing(directory + "/" + defaultOutputDirectory) ?? directory
        guard let handle = try DirectoryHandle.open(top) else {
            throw PipelineError(.cannotWrite, "cannot open the directory", location: top)
        }
        let bytes: [UInt8]?
        do {
            bytes = try handle.read(".gitignore", maxBytes: 1 << 20)
        } catch {
            throw DirectoryHandle.isLinkRefusal(error)
                ? PipelineError(.cannotWrite, "is a symbolic link: 'ccpipe init' does not write through it", location: handle.path(of: ".gitignore"),
                                hint: "Add the line \(ignoreEntry) to the file it points to yourself.")
                : error
        }
        guard let bytes else { return (handle, .create) }
        if ignoresCache(String(decoding: bytes, as: UTF8.self)) { return (handle, .present) }
        return (handle, .append(newline: !bytes.isEmpty && bytes.last != UInt8(ascii: "\n")))
    }

    /// Whether a line of `text` ignores the cache at the top: its name,
    /// anchored or not, as a directory or with everything in it.
    static func ignoresCache(_ text: String) -> Bool {
        let name = BuildCache.directoryName
        let forms = Set([name, "/" + name, "**/" + name].flatMap { [$0, $0 + "/", $0 + "/*", $0 + "/**"] })
        return text.split(whereSeparator: \.isNewline).contains { line in
            forms.contains(line.trimmingCharacters(in: .whitespaces))
        }
    }

    /// Does `plan` to the `.gitignore` in `directory`: created new, or the
    /// line appended, by name, never through a link.
    static func apply(_ plan: GitIgnore, in directory: DirectoryHandle) throws(PipelineError) {
        let line = Array((ignoreEntry + "\n").utf8)
        switch plan {
        case .present:
            return
        case .create:
            try directory.create(".gitignore", [Array("# ccpipe's build cache\n".utf8), line])
        case .append(let newline):
            let descriptor = openat(directory.descriptor, ".gitignore", O_WRONLY | O_APPEND | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else { throw directory.failure(errno, ".gitignore", "cannot write the file") }
            defer { close(descriptor) }
            let bytes = (newline ? [UInt8(ascii: "\n")] : []) + line
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            guard written == bytes.count else { throw directory.failure(errno, ".gitignore", "cannot write the file") }
        }
    }
}
