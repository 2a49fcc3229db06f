import CCPipeCore
import CCPipeIngest
import Foundation

/// git, run so that nothing a pull request controls can become an option
/// or start a program. A revision is checked before git sees it and then
/// resolved to a commit id (`rev-parse --verify --end-of-options
/// REV^{commit}`, git 2.30 or later); a file is read by the id of its blob
/// with `cat-file blob`, plumbing that applies no `.gitattributes`
/// (textconv, filters) and no pager. Every argument that carries a user's
/// string follows `--end-of-options` or starts with a commit id, so it
/// cannot be read as an option.
enum Git {
    /// The longest revision or path quoted in a message, in characters.
    static let quotedLimit = 128

    /// The id of the commit `revision` names.
    static func commit(_ revision: String, naming name: String) throws -> String {
        try checkSyntax(revision)
        let resolved = try run(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"], naming: name)
        guard resolved.status == 0, let id = objectID(resolved.output) else {
            throw InputError(resolved.complaint ?? "cannot read from git: \(quoted(revision)) does not name a commit", file: name)
        }
        return id
    }

    /// The bytes of `path` in `commit` (the id `revision` resolved to):
    /// `./…` from the current directory, otherwise from the top of the
    /// repository.
    static func file(_ path: String, in commit: String, revision: String, naming name: String, maxBytes: Int) throws -> [UInt8] {
        let found = try run(["rev-parse", "--verify", "--quiet", "--end-of-options", "\(commit):\(path)"], naming: name)
        guard found.status == 0, let blob = objectID(found.output) else {
            throw InputError(found.complaint ?? "cannot read from git: \(quoted(revision)) has no file \(quoted(path))", file: name)
        }
        let described = try run(["cat-file", "--batch-check"], input: blob + "\n", naming: name)
        let fields = String(decoding: described.output, as: UTF8.self).split(separator: " ")
        guard described.status == 0, fields.count == 3, let size = Int(fields[2].trimmingCharacters(in: .newlines)) else {
            throw InputError(described.complaint ?? "cannot read from git: \(quoted(path)) at \(quoted(revision)) cannot be read", file: name)
        }
        guard fields[1] == "blob" else {
            throw InputError("cannot read from git: \(quoted(path)) at \(quoted(revision)) is a \(fields[1]), not a file", file: name)
        }
        guard size <= maxBytes else {
            throw InputError("file is \(size) bytes, larger than the limit of \(maxBytes) bytes", file: name)
        }
        let read = try run(["cat-file", "blob", blob], naming: name)
        guard read.status == 0 else { throw InputError(read.complaint ?? "cannot read from git", file: name) }
        return Array(read.output)
    }

    /// The top of the current directory's repository.
    static func topLevel(naming name: String) throws -> String {
        let top = try run(["rev-parse", "--show-toplevel"], naming: name)
        guard top.status == 0 else { throw InputError(top.complaint ?? "cannot read from git", file: name) }
        return String(decoding: top.output, as: UTF8.self).trimmingCharacters(in: .newlines)
    }

    /// A revision ccpipe refuses before git sees it, as a usage error: an
    /// empty one, one git would take as an option, or one with characters
    /// no revision has (line breaks and other controls).
    static func checkSyntax(_ revision: String) throws {
        let problem: String? = if revision.isEmpty { "it is empty" }
            else if revision.hasPrefix("-") { "it starts with '-'" }
            else if revision.unicodeScalars.contains(where: \.isInvisibleInReport) { "it holds control or invisible characters" }
            else { nil }
        if let problem {
            throw PipelineError(.usage, "\(quoted(revision)) is not a revision: \(problem)")
        }
    }

    /// `REV:PATH` for the location of an error, the revision cut as
    /// messages quote it.
    static func name(_ revision: String, _ path: String) -> String {
        "\(revision.excerpt(quotedLimit)):\(path)"
    }

    /// `'text'`, escaped and cut for a message.
    static func quoted(_ text: String) -> String {
        "'\(ReportText.printable(text.excerpt(quotedLimit)))'"
    }

    private static func objectID(_ output: Data) -> String? {
        let text = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .newlines)
        return (text.count == 40 || text.count == 64) && text.allSatisfy(\.isHexDigit) ? text : nil
    }

    struct Outcome {
        var status: Int32
        var output: Data
        /// git's own first line on standard error (`fatal: not a git
        /// repository …`), escaped and cut, when git died (status 128)
        /// rather than answered no (`rev-parse --verify --quiet`'s 1).
        var complaint: String?
    }

    /// Settings given on git's command line, which the repository's own
    /// configuration cannot override: a bare repository is used only when
    /// named (`safe.bareRepository=explicit`: a bare repository committed
    /// as a directory of the checkout is not a repository to git run in
    /// it), and no setting of the repository starts a program: no
    /// fsmonitor, no pager, no external diff, no hooks.
    static let protectedSettings = ["safe.bareRepository=explicit", "core.fsmonitor=false", "core.pager=cat", "diff.external=",
                                    "core.hooksPath=/dev/null", "protocol.allow=never"]

    /// Runs `git` from `PATH` in the current directory (or `directory`),
    /// with `protectedSettings`, no pager, no prompt, no optional locks and
    /// no lazy fetch of missing objects.
    static func run(_ arguments: [String], input: String? = nil, in directory: String? = nil, naming name: String) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "--no-pager"] + protectedSettings.flatMap { ["-c", $0] } + arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory, isDirectory: true) }
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in ["GIT_PAGER": "cat", "PAGER": "cat", "GIT_TERMINAL_PROMPT": "0", "GIT_OPTIONAL_LOCKS": "0",
                             "GIT_NO_LAZY_FETCH": "1"] {
            environment[key] = value
        }
        // A program the environment names for git to run is not one ccpipe needs.
        for key in ["GIT_EXTERNAL_DIFF", "GIT_SSH", "GIT_SSH_COMMAND", "GIT_ASKPASS"] { environment[key] = nil }
        process.environment = environment
        let out = Pipe(), err = Pipe(), stdin = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        do {
            try process.run()
        } catch {
            throw PipelineError(.unavailable, "cannot run git: \(error.localizedDescription)", location: name)
        }
        if let input {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try? stdin.fileHandleForWriting.close()
        }
        // Both pipes drain concurrently, so a large file or a chatty git cannot stall it.
        let errors = ErrorCollector(err.fileHandleForReading)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let message = errors.wait()
        process.waitUntilExit()
        if process.terminationStatus == 127 {
            throw PipelineError(.unavailable, "cannot run git: it is not installed (not found on PATH)", location: name)
        }
        let firstLine = message.split(whereSeparator: \.isNewline).first.map(String.init)
        let complaint = process.terminationStatus < 128 || firstLine == nil ? nil
            : "cannot read from git: \(ReportText.printable(firstLine!.excerpt(200)))"
        return Outcome(status: process.terminationStatus, output: data, complaint: complaint)
    }

    /// Reads a pipe to its end on another thread.
    private final class ErrorCollector: @unchecked Sendable {
        private var text = ""
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            DispatchQueue.global().async { [self] in
                text = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
                done.signal()
            }
        }

        func wait() -> String {
            done.wait()
            return text
        }
    }
}
