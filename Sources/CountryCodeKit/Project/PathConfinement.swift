import CCPipeBuild
import CCPipeCore
import CCPipeModel
import CCPipeOutput
import CCPipeReference
import Foundation

/// The one rule for every path a project file names: resolved, symbolic
/// links followed, it lies inside the repository root. The project file
/// belongs to whoever wrote the last pull request, so `"out": "/tmp/v"`,
/// `"dataset": "../../etc/shadow"` or a dataset that is a link to
/// `/proc/self/environ` must not make ccpipe read or write anything outside
/// the checkout. A path given on the command line is the user's own and is
/// not confined.
///
/// The root is the git top level of the project file (the nearest directory
/// upwards from it that holds `.git`), or the file's own directory when it is
/// in no repository. Paths inside `.git` are refused too: a checkout's
/// `.git/config` can hold the token that fetched it.
package struct PathConfinement: Sendable, Equatable {
    /// The root, with every symbolic link resolved.
    package let root: String
    /// The project file whose paths are confined, as messages name it.
    package let projectFile: String

    /// What a confined path must be once resolved.
    package enum Expectation: Sendable {
        /// A regular file (a dataset, an iso-codes file): devices, FIFOs and
        /// sockets are refused before anything is opened.
        case regularFile
        /// A directory (a CLDR `common/` tree).
        case directory
        /// A directory, or nothing yet (the output directory of a first build).
        case directoryOrAbsent
    }

    /// The confinement of the paths in the project file at `projectFile`.
    package init(projectFile: String) {
        let directory = URL(fileURLWithPath: projectFile).deletingLastPathComponent().standardizedFileURL.path
        let top = RepositoryRoot.containing(directory) ?? directory
        self.root = Self.resolved(top) ?? top
        self.projectFile = projectFile
    }

    /// `path` (absolute, as the project file's reader made it) if it
    /// resolves inside the root and is what `expected` says; otherwise the
    /// usage error that names the key, where it is written, and the path.
    package func confine(_ path: String, key: String, at location: SourceLocation?,
                        expecting expected: Expectation) throws(PipelineError) -> String {
        let resolved = try inside(path, key: key, at: location)
        try check(resolved, as: expected, path: path, key: key, at: location)
        return path
    }

    /// Whether `path` (absolute) resolves inside the root, outside its
    /// `.git`: whether a project file in the root may name it.
    package func admits(_ path: String) -> Bool {
        (try? inside(path, key: "", at: nil)) != nil
    }

    /// The project file itself, found in the checkout rather than named on
    /// the command line: a link to a file outside the repository (a token,
    /// `/proc/self/environ`) is refused before it is read.
    package func confineProjectFile(_ path: String) throws(PipelineError) {
        let absolute = DisplayPath.absolute(path, relativeTo: FileManager.default.currentDirectoryPath)
        let resolved = try inside(absolute, key: Configuration.defaultFileName, at: nil)
        var status = stat()
        if stat(resolved, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            throw refusal(Configuration.defaultFileName, absolute, at: nil, "which is \(FileKind.describe(status.st_mode)), not a regular file")
        }
    }

    /// The files of a CLDR `common/` directory that ccpipe reads are inside
    /// the root too: each subdirectory it reads from, and every symbolic
    /// link in them. Listed once, when the project is resolved, so no
    /// reader later opens a locale file that leads outside.
    package func confineReferenceTree(_ directory: String, key: String, at location: SourceLocation?) throws(PipelineError) {
        for subdirectory in Self.referenceSubdirectories {
            let path = directory + "/" + subdirectory
            var status = stat()
            guard lstat(path, &status) == 0 else { continue }
            let resolved = try inside(path, key: key, at: location)
            guard let stream = opendir(resolved) else { continue }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let type = Int32(entry.pointee.d_type)
                guard type == DT_LNK || type == DT_UNKNOWN else { continue }
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard name != ".", name != ".." else { continue }
                _ = try inside(resolved + "/" + name, key: key, at: location)
            }
        }
    }

    /// What ccpipe reads of a CLDR tree lives in these.
    static let referenceSubdirectories = ["main", "supplemental", "validity", "dtd"]

    /// `path` resolved, if inside the root and not in `.git`; else the error.
    private func inside(_ path: String, key: String, at location: SourceLocation?) throws(PipelineError) -> String {
        // No file has a longer path (the system refuses it), and resolving
        // one takes time that grows with its parts.
        guard path.utf8.count <= Self.longestPath else {
            throw refusal(key, path, at: location, "which is longer than the \(Self.longestPath) bytes a path may have")
        }
        guard let resolved = Self.resolved(path) else {
            throw refusal(key, path, at: location, "which has too many levels of symbolic links")
        }
        let prefix = root == "/" ? "/" : root + "/"
        guard resolved == root || resolved.hasPrefix(prefix) else {
            throw refusal(key, path, at: location, resolved == path ? "which is outside the repository at \(Self.quoted(root, relative: false))"
                          : "which resolves to \(Self.quoted(resolved)), outside the repository at \(Self.quoted(root, relative: false))")
        }
        let below = resolved == root ? [] : resolved.dropFirst(prefix.count).split(separator: "/")
        guard !below.contains(".git") else {
            throw refusal(key, path, at: location, "which is inside the repository's .git directory")
        }
        return resolved
    }

    private func check(_ resolved: String, as expected: Expectation, path: String, key: String,
                       at location: SourceLocation?) throws(PipelineError) {
        var status = stat()
        guard stat(resolved, &status) == 0 else {
            // Missing files are the readers' to report, with their own words.
            return
        }
        let kind = status.st_mode & S_IFMT
        switch expected {
        case .regularFile where kind != S_IFREG && kind != S_IFDIR:
            throw refusal(key, path, at: location, "which is \(FileKind.describe(status.st_mode)), not a regular file")
        case .directory, .directoryOrAbsent:
            guard kind == S_IFDIR else { throw refusal(key, path, at: location, "which is \(FileKind.describe(status.st_mode)), not a directory") }
        default:
            break
        }
    }

    private func refusal(_ key: String, _ path: String, at location: SourceLocation?, _ reason: String) -> PipelineError {
        let subject = key == Configuration.defaultFileName ? "the project file \(Self.quoted(path))" : "\"\(key)\" names \(Self.quoted(path))"
        return PipelineError(.usage, "\(subject), \(reason)", location: location?.description ?? projectFile,
                             hint: "Paths in the project file stay inside the repository it belongs to; "
                                 + "one given on the command line (\(Self.commandLineForm[key] ?? "--" + key)) may point anywhere.")
    }

    /// How the command line names what each key names.
    private static let commandLineForm = ["dataset": "the <dataset> argument", Configuration.defaultFileName: "--config"]

    /// A path as messages quote it: relative to the working directory when
    /// under it, escaped and cut.
    static func quoted(_ path: String, relative: Bool = true) -> String {
        "'\((relative ? DisplayPath.of(path) : path).escapedForReport.excerpt(256))'"
    }

    /// `path` (absolute) with every symbolic link along it resolved, as the
    /// kernel would follow them; parts that do not exist are kept as they
    /// are, so the output directory of a first build resolves too. A link
    /// that leads nowhere is followed all the same: creating through it
    /// would create its target. Nil after 40 links (the kernel's limit).
    ///
    /// The path is built in one buffer that each part extends and `..`
    /// shortens, so the work grows with the parts, not with their square; a
    /// prefix longer than `longestPath` is not looked up (no file has it).
    static func resolved(_ path: String) -> String? {
        // "/a/b": each part with the slash before it; `ends` holds where each ends.
        var bytes: [UInt8] = []
        var ends: [Int] = []
        var pending = Array(path.split(separator: "/").reversed())
        var links = 0
        while let component = pending.popLast() {
            if component == "." { continue }
            if component == ".." {
                if ends.popLast() != nil { bytes.removeSubrange((ends.last ?? 0)...) }
                continue
            }
            bytes.append(UInt8(ascii: "/"))
            bytes.append(contentsOf: component.utf8)
            ends.append(bytes.count)
            guard bytes.count <= longestPath else { continue }
            var status = stat()
            bytes.append(0)
            let isLink = bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { lstat($0.baseAddress!, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK }
            }
            bytes.removeLast()
            guard isLink else { continue }
            links += 1
            guard links <= 40, let target = linkTarget(String(decoding: bytes, as: UTF8.self)) else { return nil }
            // The link is replaced by what it points at.
            ends.removeLast()
            bytes.removeSubrange((ends.last ?? 0)...)
            if target.hasPrefix("/") {
                bytes.removeAll()
                ends.removeAll()
            }
            pending += target.split(separator: "/").reversed()
        }
        return bytes.isEmpty ? "/" : String(decoding: bytes, as: UTF8.self)
    }

    /// The longest path the system opens, in bytes (`PATH_MAX` less its NUL).
    static let longestPath = Int(PATH_MAX) - 1

    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
