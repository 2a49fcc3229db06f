import Foundation
import Testing

/// `ccpipe init` has git ignore the build cache: it makes `.gitignore` at
/// the top of the repository, or appends one line to it, once; a line
/// that already ignores the cache is recognised. After a build, `git
/// status` shows the outputs and not the cache.
struct InitIgnoreTests {
    static let dataset = #"[{"name": "Sweden", "dial_code": "+46", "code": "SE"}]"#

    private func repository() throws -> URL {
        let directory = try CommandRunner.temporaryDirectory()
        try Git.run(["init", "-q"], in: directory)
        try Data(Self.dataset.utf8).write(to: directory.appendingPathComponent("CountryCodes.json"))
        return directory
    }

    private func initialize(_ directory: URL) throws -> CommandResult {
        try? FileManager.default.removeItem(at: directory.appendingPathComponent(".ccpipe.json"))
        let result = try CommandRunner.run(["init"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        return result
    }

    private func ignore(_ directory: URL) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(".gitignore"), encoding: .utf8)
    }

    @Test func initMakesTheGitignoreOnceAndTheCacheStaysUntracked() throws {
        let directory = try repository()
        let first = try initialize(directory)
        #expect(first.stderr.contains("added /.ccpipe-cache/ (ccpipe's build cache) to .gitignore\n"), "\(first.stderr)")
        #expect(try ignore(directory) == "# ccpipe's build cache\n/.ccpipe-cache/\n")
        let second = try initialize(directory)
        #expect(!second.stderr.contains("added"), "\(second.stderr)")
        #expect(try ignore(directory) == "# ccpipe's build cache\n/.ccpipe-cache/\n")

        let build = try CommandRunner.run(["build"], in: directory)
        #expect(build.status == 0, "\(build.stderr)")
        let status = try HostileCheckout.git(["status", "--porcelain", "--untracked-files=all"], in: directory)
        let paths = status.stdout.split(separator: "\n").map { String($0.dropFirst(3)) }.sorted()
        #expect(paths == [".ccpipe.json", ".gitignore", "CountryCodes.json", "picker/build-summary.md", "picker/en/countries.json", "picker/en/index.json",
                         "picker/phone.json"],
                "\(status.stdout)")
    }

    /// A line is appended after the user's own (a newline first where the
    /// last had none), and only once.
    @Test func aLineIsAppendedOnceAfterTheUsersOwn() throws {
        let directory = try repository()
        try Data("node_modules/\n*.log".utf8).write(to: directory.appendingPathComponent(".gitignore"))
        _ = try initialize(directory)
        #expect(try ignore(directory) == "node_modules/\n*.log\n/.ccpipe-cache/\n")
        _ = try initialize(directory)
        #expect(try ignore(directory) == "node_modules/\n*.log\n/.ccpipe-cache/\n")
    }

    @Test(arguments: [".ccpipe-cache", ".ccpipe-cache/", "/.ccpipe-cache", "  /.ccpipe-cache/*  ", "**/.ccpipe-cache/\r"])
    func anEntryThatIgnoresTheCacheIsRecognised(_ entry: String) throws {
        let directory = try repository()
        let text = "build/\n" + entry + "\n"
        try Data(text.utf8).write(to: directory.appendingPathComponent(".gitignore"))
        let result = try initialize(directory)
        #expect(!result.stderr.contains("added"), "\(result.stderr)")
        #expect(try ignore(directory) == text)
    }

    /// Run in a subdirectory, the line goes to the top of the repository,
    /// where the cache is when `.git` is not a directory (else it is in `.git`).
    @Test func theGitignoreIsAtTheTopOfTheRepository() throws {
        let directory = try repository()
        let data = directory.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: directory.appendingPathComponent("CountryCodes.json"), to: data.appendingPathComponent("CountryCodes.json"))
        _ = try initialize(data)
        #expect(try ignore(directory) == "# ccpipe's build cache\n/.ccpipe-cache/\n")
        #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent(".gitignore").path))
        #expect(try CommandRunner.run(["build"], in: data).status == 0)
        #expect(FileManager.default.fileExists(atPath: BuildCacheFiles.cache(in: directory).appendingPathComponent("anchor").path))
        #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent(".ccpipe-cache").path))
    }
}
