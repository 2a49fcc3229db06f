import Foundation
import Testing

/// Attacks through the build cache. It lives in the repository's `.git`
/// (`.git/ccpipe-cache/`), where a checkout puts nothing, so what a pull
/// request commits as `.ccpipe-cache/` is not the cache; where `.git` is
/// a file (a worktree), the cache is `.ccpipe-cache/` in the checkout and
/// can come with the pull request. Attacked: a committed manifest that
/// says stale outputs are fresh, a cache or a manifest that is a link out
/// of the repository, a `.gitignore` that is one for `init`. A manifest
/// ccpipe did not write on this disk only costs a full build; nothing is
/// written or read through a link. Each asserts that nothing outside
/// changed and that no secret was printed.
struct CacheAttackTests {
    static let projectFile = #"{"dataset": "CountryCodes.json", "out": "picker", "locales": ["en", "sv"], "reference": "embedded"}"#
    static let outputs = ["picker/en/countries.json", "picker/en/index.json", "picker/sv/countries.json", "picker/sv/index.json"]

    private func expectNothingOutside(_ checkout: HostileCheckout, _ results: CommandResult...) throws {
        #expect(try checkout.outsideChanges() == [])
        for result in results { #expect(!checkout.leaksSecret(result), "\(result.stderr)") }
    }

    /// A checkout with a project file and a first build of its dataset.
    private func built() throws -> HostileCheckout {
        let checkout = try HostileCheckout()
        try checkout.writeProjectFile(Self.projectFile)
        let first = try checkout.run(["build"])
        try #require(first.status == 0, "\(first.stderr)")
        return checkout
    }

    private func read(_ checkout: HostileCheckout, _ path: String) throws -> Data {
        try Data(contentsOf: checkout.repository.appendingPathComponent(path))
    }

    /// Every file of `directory` written again with the same bytes: new
    /// inodes and change times, as a clone of a commit that holds them has.
    private func checkOutAgain(_ checkout: HostileCheckout, _ paths: [String]) throws {
        for path in paths {
            let bytes = try read(checkout, path)
            try FileManager.default.removeItem(at: checkout.repository.appendingPathComponent(path))
            try checkout.write(bytes, to: path)
        }
    }

    private func cacheFiles(_ checkout: HostileCheckout) throws -> [String] {
        let cache = BuildCacheFiles.cache(in: checkout.repository)
        let relative = String(cache.path.dropFirst(checkout.repository.path.count + 1))
        return try FileManager.default.contentsOfDirectory(atPath: cache.path).map { relative + "/" + $0 }
    }

    /// The checkout as a worktree of its repository has it: `.git` a file
    /// naming the git directory, so the cache is `.ccpipe-cache/` in the
    /// checkout, which a pull request can commit.
    private func asWorktree(_ checkout: HostileCheckout) throws {
        let git = checkout.repository.appendingPathComponent(".git")
        let moved = checkout.repository.deletingLastPathComponent().appendingPathComponent("git-dir-of-" + checkout.repository.lastPathComponent)
        try FileManager.default.moveItem(at: git, to: moved)
        try Data("gitdir: \(moved.path)\n".utf8).write(to: git)
    }

    /// The pull request changes the dataset, keeps the old outputs, and
    /// commits the cache with a manifest made from two real ones: the new
    /// dataset's inputs, the old outputs' fingerprints. Checked out on CI
    /// (every file new on the disk), neither `--check` nor the build takes
    /// its word: the check fails naming the stale outputs, the build
    /// rewrites them.
    @Test(arguments: [false, true])
    func aCommittedManifestThatCallsStaleOutputsFreshIsIgnored(inWorktree: Bool) throws {
        let checkout = try HostileCheckout()
        if inWorktree { try asWorktree(checkout) }
        try checkout.writeProjectFile(Self.projectFile)
        let first = try checkout.run(["build"])
        try #require(first.status == 0, "\(first.stderr)")
        let manifestPath = try BuildCacheFiles.manifest(in: checkout.repository).path.replacingOccurrences(of: checkout.repository.path + "/", with: "")
        let old = try Self.outputs.map { try read(checkout, $0) }
        let oldManifest = try #require(try JSONSerialization.jsonObject(with: read(checkout, manifestPath)) as? [String: Any])
        try checkout.write(OutputTreeAttackTests.smallerDataset, to: "CountryCodes.json")
        let rebuilt = try checkout.run(["build"])
        #expect(rebuilt.status == 0, "\(rebuilt.stderr)")
        let new = try Self.outputs.map { try read(checkout, $0) }
        try #require(new != old)

        var forged = try #require(try JSONSerialization.jsonObject(with: read(checkout, manifestPath)) as? [String: Any])
        var locales = try #require(forged["locales"] as? [String: [String: Any]])
        let oldLocales = try #require(oldManifest["locales"] as? [String: [String: Any]])
        for (locale, record) in oldLocales { locales[locale]?["outputs"] = record["outputs"] }
        forged["locales"] = locales
        try checkout.write(JSONSerialization.data(withJSONObject: forged), to: manifestPath)
        for (path, bytes) in zip(Self.outputs, old) { try checkout.write(bytes, to: path) }
        try checkOutAgain(checkout, try cacheFiles(checkout) + Self.outputs)

        let check = try checkout.run(["build", "--check"])
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        for path in Self.outputs where path.hasSuffix("countries.json") {
            #expect(check.stderr.contains("\(path): outdated"), "\(check.stderr)")
        }
        let build = try checkout.run(["build"])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(try Self.outputs.map { try read(checkout, $0) } == new)
        let after = try checkout.run(["build", "--check"])
        #expect(after.status == 0, "\(after.stderr)")
        try expectNothingOutside(checkout, check, build, after)
    }

    /// A committed `.ccpipe-cache` (here a link to a directory outside) is
    /// not the cache of a repository whose `.git` is a directory: the build
    /// keeps its manifest in `.git`, and neither reads nor writes the link.
    @Test func aCommittedCacheIsNotTheCache() throws {
        let checkout = try HostileCheckout()
        try checkout.writeProjectFile(Self.projectFile)
        try checkout.link(".ccpipe-cache", to: checkout.outside.appendingPathComponent("docs").path)
        let build = try checkout.run(["build"])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(try !BuildCacheFiles.manifest(in: checkout.repository).path.contains(".ccpipe-cache"))
        let check = try checkout.run(["build", "--check"])
        #expect(check.status == 0, "\(check.stderr)")
        try expectNothingOutside(checkout, build, check)
    }

    /// `.ccpipe-cache` a link to a directory outside, in a worktree (where
    /// it is the cache): the build refuses it (exit 73) and writes nothing
    /// there; `--check`, which writes nothing, goes without it and compares
    /// every file.
    @Test func aCacheThatIsALinkOutOfTheRepositoryIsRefused() throws {
        let checkout = try HostileCheckout()
        try asWorktree(checkout)
        try checkout.writeProjectFile(Self.projectFile)
        let first = try checkout.run(["build"])
        try #require(first.status == 0, "\(first.stderr)")
        try FileManager.default.removeItem(at: checkout.repository.appendingPathComponent(".ccpipe-cache"))
        try checkout.link(".ccpipe-cache", to: checkout.outside.appendingPathComponent("docs").path)
        let build = try checkout.run(["build"])
        #expect(build.status == 73)
        #expect(build.stderr.hasPrefix("Error: \(checkout.repository.path)/.ccpipe-cache: is a symbolic link"), "\(build.stderr)")
        let check = try checkout.run(["build", "--check"])
        #expect(check.status == 0, "\(check.stderr)")
        try expectNothingOutside(checkout, build, check)
    }

    /// The manifest or the anchor a link to the secret: never read through.
    @Test(arguments: ["manifest", "anchor"])
    func aLinkInTheCacheIsNotReadThrough(_ which: String) throws {
        let checkout = try built()
        let target = which == "anchor" ? BuildCacheFiles.cache(in: checkout.repository).appendingPathComponent("anchor")
            : try BuildCacheFiles.manifest(in: checkout.repository)
        try FileManager.default.removeItem(at: target)
        try FileManager.default.createSymbolicLink(atPath: target.path, withDestinationPath: checkout.outside.appendingPathComponent("secret-token").path)
        let build = try checkout.run(["build"])
        #expect(build.status == 73)
        #expect(build.stderr.contains("is a symbolic link: ccpipe neither writes nor reads through a link in its build cache"), "\(build.stderr)")
        let check = try checkout.run(["build", "--check"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: target.path) == checkout.outside.appendingPathComponent("secret-token").path)
        try expectNothingOutside(checkout, build, check)
    }

    /// `.gitignore` a link to a file outside: `init` refuses it before it
    /// writes anything, and the file outside keeps its bytes.
    @Test func initRefusesAGitignoreThatIsALink() throws {
        let checkout = try HostileCheckout()
        try checkout.link(".gitignore", to: checkout.outside.appendingPathComponent("canary.txt").path)
        let result = try checkout.run(["init"])
        #expect(result.status == 73)
        #expect(result.stderr.hasPrefix("Error: \(checkout.repository.path)/.gitignore: is a symbolic link: 'ccpipe init' does not write through it"),
                "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: checkout.repository.appendingPathComponent(".ccpipe.json").path))
        try expectNothingOutside(checkout, result)
    }
}
