import Foundation
import Testing

/// What a build writes is meant to be committed and bundled: byte-identical
/// across checkouts, output directories and working directories, with
/// nothing of the machine in it (the manifest, with its stamps, is in the
/// build cache, outside the output directory).
struct OutputIdentityTests {
    static let embeddedCLDR = CommandRunner.root.appendingPathComponent("Sources-Data/cldr/common")

    /// A repository at `path` under `base` holding the dataset, a copy of
    /// the embedded CLDR tree and a project file naming `out`.
    private func checkout(_ path: String, in base: URL, out: String) throws -> URL {
        let repository = base.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: repository.appendingPathComponent("data"), withIntermediateDirectories: true)
        try Git.run(["init", "-q"], in: repository)
        try FileManager.default.copyItem(at: CommandRunner.root.appendingPathComponent("Sources-Data/CountryCodes.json"),
                                         to: repository.appendingPathComponent("data/CountryCodes.json"))
        try FileManager.default.createDirectory(at: repository.appendingPathComponent("cldr"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.embeddedCLDR, to: repository.appendingPathComponent("cldr/common"))
        let project = #"{"dataset": "data/CountryCodes.json", "locales": ["de", "en", "ja", "sv"], "out": "\#(out)", "reference": "cldr/common"}"#
        try Data(project.utf8).write(to: repository.appendingPathComponent(".ccpipe.json"))
        return repository
    }

    @Test func buildsInTwoCheckoutsAndDirectoriesAreByteIdenticalInFull() throws {
        let base = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: base) }
        let first = try checkout("first", in: base, out: "picker")
        let second = try checkout("elsewhere/second", in: base, out: "Sources/App/Resources")
        // From the top of one, from a directory inside the other.
        let built = try CommandRunner.run(["build"], in: first)
        #expect(built.status == 0, "\(built.stderr)")
        let builtInside = try CommandRunner.run(["build"], in: second.appendingPathComponent("data"))
        #expect(builtInside.status == 0, "\(builtInside.stderr)")
        // And into a directory in no repository, named on the command line.
        let loose = base.appendingPathComponent("loose/out")
        let builtLoose = try CommandRunner.run(["build", "--out", loose.path], in: first)
        #expect(builtLoose.status == 0, "\(builtLoose.stderr)")

        let expected = try KilledBuildTests.tree(first.appendingPathComponent("picker"))
        let locales: [String] = ["de", "en", "ja", "sv"]
        let files: [String] = locales.flatMap { locale -> [String] in [locale + "/", locale + "/countries.json", locale + "/index.json"] }
        #expect(expected.keys.sorted() == (["build-summary.md", "phone.json"] + files).sorted())
        #expect(String(decoding: try #require(expected["build-summary.md"]), as: UTF8.self).contains("| reference | `cldr/common` |"))
        for tree in [second.appendingPathComponent("Sources/App/Resources"), loose] {
            let found = try KilledBuildTests.tree(tree)
            #expect(found.keys.sorted() == expected.keys.sorted(), "\(tree.path)")
            for (path, bytes) in expected { #expect(found[path] == bytes, "\(tree.path)/\(path)") }
        }

        // Each keeps its manifest in its own cache, and a second build has nothing to do.
        for (repository, directory) in [(first, first), (second, second.appendingPathComponent("data"))] {
            _ = try BuildCacheFiles.manifest(in: repository)
            let again = try CommandRunner.run(["build"], in: directory)
            #expect(again.stdout.hasSuffix("0 files changed (nothing to rebuild)\n"), "\(again.stdout)\(again.stderr)")
        }
        _ = try BuildCacheFiles.manifest(in: loose.deletingLastPathComponent())
    }

    /// The `build-manifest.json` an older ccpipe kept in the output
    /// directory is ccpipe's own file: `--check` calls it obsolete and a
    /// build removes it; a file of that name in another form is kept, foreign.
    @Test func anOlderCCPipesManifestIsRemovedAndAnyOtherKept() throws {
        let base = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: base) }
        let repository = try checkout("repo", in: base, out: "picker")
        #expect(try CommandRunner.run(["build"], in: repository).status == 0)
        let legacy = repository.appendingPathComponent("picker/build-manifest.json")
        try Data(#"{"ccpipe":"0.3.0","chains":{},"dataset":"d","files":{},"format":3,"locales":{}}"#.utf8 + [0x0A]).write(to: legacy)
        let check = try CommandRunner.run(["build", "--check"], in: repository)
        #expect(check.status == 1 && check.stderr.contains("picker/build-manifest.json: obsolete"), "\(check.stderr)")
        #expect(try CommandRunner.run(["build"], in: repository).status == 0)
        #expect(!FileManager.default.fileExists(atPath: legacy.path))
        #expect(try CommandRunner.run(["build", "--check"], in: repository).status == 0)

        try Data(#"{"mine": true}"#.utf8).write(to: legacy)
        #expect(try CommandRunner.run(["build"], in: repository).status == 0)
        #expect(try Data(contentsOf: legacy) == Data(#"{"mine": true}"#.utf8))
        let foreign = try CommandRunner.run(["build", "--check"], in: repository)
        #expect(foreign.status == 1 && foreign.stderr.contains("picker/build-manifest.json: foreign"), "\(foreign.stderr)")
    }

    /// What CountryCatalog bundles (`.copy("Resources")`) is locale
    /// directories of the two files, `phone.json` and the summary, nothing else.
    @Test func theBundledResourcesHoldNoManifest() throws {
        let resources = CommandRunner.root.appendingPathComponent("Sources/CountryCatalog/Resources")
        for name in try FileManager.default.contentsOfDirectory(atPath: resources.path) where name != "build-summary.md" && name != "phone.json" {
            #expect(!name.hasPrefix(".") && !name.hasSuffix(".json"), "\(name)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: resources.appendingPathComponent(name).path).sorted() == ["countries.json", "index.json"],
                    "\(name)")
        }
    }
}
