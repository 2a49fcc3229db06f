import Foundation
import Testing

/// Attacks through the build cache, which lives in the checkout
/// (`.ccpipe-cache/` at the top of the repository) and so can come with
/// the pull request: a committed manifest that says stale outputs are
/// fresh, a cache or a manifest that is a link out of the repository, a
/// `.gitignore` that is one for `init`. A manifest ccpipe did not write
/// on this disk only costs a full build; nothing is written or read
/// through a link. Each asserts that nothing outside changed and that no
/// secret was printed.
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
        try FileManager.default.contentsOfDirectory(atPath: checkout.repository.appendingPathComponent(".ccpipe-cache").path)
            .map { ".ccpipe-cache/" + $0 }
    }

    /// The pull request changes the dataset, keeps the old outputs, and
    /// commits the cache with a manifest made from two real ones: the new
    /// dataset's inputs, the old outputs' fingerprints. Checked out on CI
    /// (every file new on the disk), neither `--check` nor the build takes
    /// its word: the check fails naming the stale outputs, the build
    /// rewrites them.
    @Test func aCommittedManifestThatCallsStaleOutputsFreshIsIgnored() throws {
        let checkout = try built()
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

    /// `.ccpipe-cache` a link to a directory outside: the build refuses it
    /// (exit 73) and writes nothing there; `--check`, which writes nothing,
    /// goes without it and compares every file.
    @Test func aCacheThatIsALinkOutOfTheRepositoryIsRefused() throws {
        let checkout = try built()
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
        let target = which == "anchor" ? checkout.repository.appendingPathComponent(".ccpipe-cache/anchor")
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
