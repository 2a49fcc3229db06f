import Foundation
import Testing

/// A pull request's checkout, as the attacks of the security suites see it:
/// a scratch git repository whose every file the author wrote, and beside
/// it a directory "outside" the repository that holds a canary, a fake
/// secret and a foreign `docs/` tree. Each attack runs ccpipe in the
/// repository and then asks `outsideChanges()` (nothing outside may be
/// written, removed or replaced) and `leaksSecret(_:)` (nothing of the
/// secret may be printed).
struct HostileCheckout: CustomStringConvertible {
    /// The repository: a `git init`ed directory.
    let repository: URL
    /// Beside it, never named by ccpipe's own defaults.
    let outside: URL
    /// What `outside` held when the checkout was made (or last settled):
    /// path → bytes or link target.
    private var before: [String: Snapshot]

    /// A token-shaped secret, in `outside/secret-token` and in `outside/environ`.
    static let secret = "ghp_" + "Zq8TvK3mW1xY7rB2nD5fH9jL4pS6uA0cE3gI"
    static let canary = "canary: this file lives outside the repository\n"
    /// A small correct dataset.
    static let dataset = #"[{"name": "Sweden", "dial_code": "+46", "code": "SE"}, {"name": "Norway", "dial_code": "+47", "code": "NO"}]"#

    enum Snapshot: Equatable {
        case file([UInt8], mode: mode_t)
        case directory(mode: mode_t)
        case link(String)
    }

    init() throws {
        let base = try CommandRunner.temporaryDirectory()
        repository = base.appendingPathComponent("repo")
        outside = base.appendingPathComponent("outside")
        for directory in [repository, outside, outside.appendingPathComponent("docs/en")] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        try Data(Self.canary.utf8).write(to: outside.appendingPathComponent("canary.txt"))
        try Data((Self.secret + "\n").utf8).write(to: outside.appendingPathComponent("secret-token"))
        try Data("HOME=/root\0GITHUB_TOKEN=\(Self.secret)\0".utf8).write(to: outside.appendingPathComponent("environ"))
        // A foreign tree that looks like a build's: a confined build must
        // never remove or overwrite any of it.
        try Data(#"{"site": "docs"}"#.utf8).write(to: outside.appendingPathComponent("docs/index.json"))
        try Data(#"{"locale": "en"}"#.utf8).write(to: outside.appendingPathComponent("docs/en/countries.json"))
        try Data("# not ccpipe's\n".utf8).write(to: outside.appendingPathComponent("docs/build-summary.md"))
        let initialised = try Self.git(["init", "-q", "-b", "main"], in: repository)
        #expect(initialised.status == 0, "\(initialised.stderr)")
        try Data(Self.dataset.utf8).write(to: repository.appendingPathComponent("CountryCodes.json"))
        before = try Self.snapshot(outside)
    }

    /// Short, for the messages of failed expectations.
    var description: String { "checkout at \(repository.path)" }

    /// Writes `text` to `relativePath` in the repository, making its directories.
    func write(_ text: String, to relativePath: String) throws {
        try write(Data(text.utf8), to: relativePath)
    }

    func write(_ data: Data, to relativePath: String) throws {
        let url = repository.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// `.ccpipe.json` at the top of the repository, with `text` as it is.
    func writeProjectFile(_ text: String) throws {
        try write(text, to: ".ccpipe.json")
    }

    /// A symbolic link at `relativePath` in the repository pointing at `target`.
    func link(_ relativePath: String, to target: String) throws {
        let url = repository.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    /// ccpipe run in the repository (or `directory` below it), with a
    /// timeout so a hang fails the attack's test.
    func run(_ arguments: [String], in directory: String? = nil, timeout: TimeInterval = 120,
             environment: [String: String] = [:]) throws -> CommandResult {
        try CommandRunner.run(arguments, in: directory.map { repository.appendingPathComponent($0) } ?? repository, timeout: timeout,
                              environment: environment)
    }

    /// Takes what `outside` holds now as its state before the attack, for
    /// an attack that needs more there than the canary and the secret.
    mutating func settleOutside() throws {
        before = try Self.snapshot(outside)
    }

    /// Commits everything in the repository; returns the commit's id.
    @discardableResult
    func commit(_ message: String = "change") throws -> String {
        _ = try Self.git(["add", "-A"], in: repository)
        let done = try Self.git(["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", message], in: repository)
        #expect(done.status == 0, "\(done.stderr)")
        return try Self.git(["rev-parse", "HEAD"], in: repository).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What changed outside the repository since the checkout was made, one
    /// line a path; empty when nothing did.
    func outsideChanges() throws -> [String] {
        let now = try Self.snapshot(outside)
        var changes: [String] = []
        for path in Set(before.keys).union(now.keys).sorted() where before[path] != now[path] {
            switch (before[path], now[path]) {
            case (nil, _): changes.append("created \(path)")
            case (_, nil): changes.append("removed \(path)")
            default: changes.append("changed \(path)")
            }
        }
        return changes
    }

    /// Whether `result` printed any part of the secret longer than its prefix.
    func leaksSecret(_ result: CommandResult) -> Bool {
        let output = result.stdout + result.stderr
        // Any 8 characters of the secret after its `ghp_` prefix.
        let body = Array(Self.secret.dropFirst(4))
        return stride(from: 0, through: body.count - 8, by: 1).contains { output.contains(String(body[$0..<$0 + 8])) }
    }

    /// The outside directory's files, recursively, without following links.
    private static func snapshot(_ root: URL) throws -> [String: Snapshot] {
        var entries: [String: Snapshot] = [:]
        func visit(_ path: String, _ relative: String) throws {
            var status = stat()
            guard lstat(path, &status) == 0 else { return }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                entries[relative] = .directory(mode: status.st_mode)
                for name in try FileManager.default.contentsOfDirectory(atPath: path) {
                    try visit(path + "/" + name, relative.isEmpty ? name : relative + "/" + name)
                }
            case S_IFLNK:
                entries[relative] = .link(try FileManager.default.destinationOfSymbolicLink(atPath: path))
            default:
                let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
                entries[relative] = .file(bytes, mode: status.st_mode)
            }
        }
        try visit(root.path, "")
        return entries
    }

    static func git(_ arguments: [String], in directory: URL) throws -> CommandResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                             stderr: String(decoding: stderr, as: UTF8.self))
    }
}
