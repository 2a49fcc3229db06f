@testable import CCPipeBuild
@testable import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeModel
@testable import CCPipeOutput
@testable import CCPipeReference
@testable import CCPipeReport
@testable import CCPipeValidate
@testable import CountryCodeKit
import Foundation
import Testing

@Suite struct CatalogWriterTests {
    struct BuildFailed: Error {}

    private func temporaryDirectory() throws -> String {
        let path = Scratch.url("ccpipe-writer-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func read(_ path: String) throws -> String {
        String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
    }

    private var swedish: Catalog {
        get throws { try CatalogBuilder.build(dataset: CatalogTestData.swedishDataset, reference: CatalogTestData.reference, locale: "sv") }
    }

    private var english: Catalog {
        get throws { try CatalogBuilder.build(dataset: CatalogTestData.swedishDataset, reference: CatalogTestData.reference, locale: "en") }
    }

    @Test func writesBothFilesPerLocaleAndOnlyWhenChanged() throws {
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let catalogs = [try swedish, try english]
        let changed = try CatalogWriter.write(catalogs, to: out)
        #expect(changed == ["sv/countries.json", "sv/index.json", "en/countries.json", "en/index.json"].map { "\(out)/\($0)" })
        #expect(try read("\(out)/sv/countries.json") == CatalogRenderer.countriesJSON(catalogs[0]))
        #expect(try read("\(out)/en/index.json") == CatalogRenderer.indexJSON(catalogs[1]))
        #expect(try CatalogWriter.write(catalogs, to: out).isEmpty)
        #expect(try CatalogWriter.check(catalogs, against: out).isEmpty)
    }

    /// Settling removes the staging directories ccpipe made, and nothing
    /// else: not a `.ccpipe-staging-*` directory it did not make (its
    /// `.owner` does not name it), nor the temporary files older versions
    /// left, nor what a link points to. The listing tells a link from a
    /// directory without following it.
    @Test func settlingRemovesOnlyTheStagingDirectoriesCCPipeMade() throws {
        let out = try temporaryDirectory(), elsewhere = try temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(atPath: out)
            try? FileManager.default.removeItem(atPath: elsewhere)
        }
        let dead = ".countries.json.2147483001.tmp"
        try FileManager.default.createDirectory(atPath: out + "/sv", withIntermediateDirectories: false)
        for directory in [out + "/sv", elsewhere] { try Data("{".utf8).write(to: URL(fileURLWithPath: directory + "/" + dead)) }
        try FileManager.default.createSymbolicLink(atPath: out + "/linked", withDestinationPath: elsewhere)
        // Planted: an `.owner` copied from elsewhere names another directory.
        let planted = out + "/" + StagedFiles.directoryPrefix + "1"
        try FileManager.default.createDirectory(atPath: planted, withIntermediateDirectories: false)
        try Data("1 1\n".utf8).write(to: URL(fileURLWithPath: planted + "/" + StagedFiles.ownerName))
        try Data("mine".utf8).write(to: URL(fileURLWithPath: planted + "/notes.txt"))
        let lock = try OutputLock.acquire(out)
        defer { lock.release() }
        let killed = StagedFiles(root: lock.root)
        try killed.stage(Array("{}".utf8), as: "sv/index.json")
        let ours = try killed.directory.path
        let listing = OutputTree.Listing(lock.root)
        #expect(listing.isLink("linked", in: lock.root) && !listing.isDirectory("linked", in: lock.root))
        #expect(try OutputTree.settle(lock).removed == [ours])
        #expect(!FileManager.default.fileExists(atPath: ours))
        #expect(FileManager.default.fileExists(atPath: planted + "/notes.txt"))
        #expect(FileManager.default.fileExists(atPath: out + "/sv/" + dead))
        #expect(FileManager.default.fileExists(atPath: elsewhere + "/" + dead))
    }

    /// A first build's files are staged in directories renamed into place
    /// whole, so their stamps are known before the commit (what the build
    /// manifest is made from meanwhile) and are those they end with; a
    /// build into existing directories replaces files one by one, whose
    /// stamps the commit gives.
    @Test func aFirstBuildsStampsAreKnownBeforeTheCommit() throws {
        let catalogs = [try swedish, try english]
        let render: CatalogWriter.Rendering = { locale in
            let catalog = catalogs.first { $0.locale == locale }!
            return (CatalogSummary(catalog), CatalogRenderer.files(catalog))
        }
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let lock = try OutputLock.acquire(out)
        defer { lock.release() }
        let staged = try CatalogWriter.stage(locales: ["sv", "en"], into: StagedFiles(root: lock.root), OutputTree.Listing(lock.root),
                                             progress: nil, rendering: render)
        #expect(staged.isWhole && staged.entries == [CommitEntry(.directory, "sv"), CommitEntry(.directory, "en")])
        #expect(staged.outcome.outputStamps.count == 4)
        _ = try OutputCommit(root: lock.root, staging: try staged.staging.directory, entries: staged.entries).run()
        staged.staging.discard()
        for (path, stamp) in staged.outcome.outputStamps { #expect(FileStamp.of(out + "/" + path) == stamp, "\(path)") }

        try FileManager.default.removeItem(atPath: out + "/sv/index.json")
        try Data("{}".utf8).write(to: URL(fileURLWithPath: out + "/en/index.json"))
        let again = try CatalogWriter.stage(locales: ["sv", "en"], into: StagedFiles(root: lock.root), OutputTree.Listing(lock.root),
                                            progress: nil, rendering: render)
        #expect(!again.isWhole && again.entries == [CommitEntry(.create, "sv/index.json"), CommitEntry(.replace, "en/index.json")])
        let placed = try OutputCommit(root: lock.root, staging: try again.staging.directory, entries: again.entries).run()
        again.staging.discard()
        #expect(placed.keys.sorted() == ["en/index.json", "sv/index.json"])
        for (path, stamp) in placed { #expect(FileStamp.of(out + "/" + path) == stamp, "\(path)") }
        #expect(try CatalogWriter.check(catalogs, against: out).isEmpty)
    }

    /// A file rendered in pieces (a locale's line and a shared body) is
    /// the text of its pieces one after the other: in what it equals, its
    /// fingerprint, what it is found to hold, and what is staged on disk.
    @Test func aFileInPiecesIsItsPiecesJoined() throws {
        let pieces: [[UInt8]] = [Array("{\n  \"locale\": \"sv\",\n".utf8), [], Array(String(repeating: "body ", count: 40).utf8)]
        let joined = pieces.flatMap { $0 }
        let file = RenderedFile(path: "sv/countries.json", pieces: pieces)
        #expect(file == RenderedFile(path: "sv/countries.json", bytes: joined))
        #expect(file.bytes == joined && file.count == joined.count)
        #expect(file.fingerprint == OutputFingerprint.of(bytes: joined, path: file.path))
        #expect(file.fingerprint == RenderedFile(path: "sv/countries.json", bytes: joined).fingerprint)
        #expect(joined.withUnsafeBytes(file.holds))
        for position in joined.indices {
            var other = joined
            other[position] ^= 1
            #expect(!other.withUnsafeBytes(file.holds), "byte \(position)")
        }
        #expect(!Array(joined.dropLast()).withUnsafeBytes(file.holds))

        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        try FileManager.default.createDirectory(atPath: out + "/sv", withIntermediateDirectories: false)
        let root = try #require(try DirectoryHandle.open(out))
        let staging = StagedFiles(root: root)
        try staging.stage(file)
        let stamp = try OutputCommit(root: root, staging: try staging.directory, entries: [CommitEntry(.create, file.path)]).run()[file.path]
        staging.discard()
        #expect(FileManager.default.contents(atPath: out + "/" + file.path).map(Array.init) == joined)
        let directory = try #require(try root.directory("sv"))
        #expect(try StagedFiles.fileHolds(file, in: directory, name: "countries.json") == stamp.map { .same($0) })
        #expect(try StagedFiles.fileHolds(RenderedFile(path: file.path, bytes: joined + [0x20]), in: directory, name: "countries.json") == .different)
        #expect(try StagedFiles.fileHolds(file, in: directory, name: "index.json") == .missing)
    }

    /// A new locale's files are staged in a directory renamed into place
    /// whole, with the stamps they were staged with; should a directory of
    /// its name appear meanwhile, the commit fails and is undone: what the
    /// directory holds stays, and nothing of the build is left.
    @Test func aNewLocaleIsRenamedIntoPlaceWhole() throws {
        let files = [RenderedFile(path: "sv/countries.json", pieces: [Array("{\n".utf8), Array("body\n".utf8)]),
                     RenderedFile(path: "sv/index.json", bytes: Array("index\n".utf8))]
        for appeared in [false, true] {
            let out = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: out) }
            let root = try #require(try DirectoryHandle.open(out))
            try FileManager.default.createDirectory(atPath: out + "/en", withIntermediateDirectories: false)
            try AtomicFile.write("old", to: out + "/en/index.json")
            let staging = StagedFiles(root: root)
            let stamps = try files.enumerated().map { try staging.stageWhole($0.element, first: $0.offset == 0) }
            try staging.stage(Array("new".utf8), as: "en/index.json")
            #expect(!FileManager.default.fileExists(atPath: out + "/sv"))
            if appeared {
                try FileManager.default.createDirectory(atPath: out + "/sv", withIntermediateDirectories: false)
                try AtomicFile.write("mine", to: out + "/sv/notes.txt")
            }
            let commit = OutputCommit(root: root, staging: try staging.directory,
                                      entries: [CommitEntry(.replace, "en/index.json"), CommitEntry(.directory, "sv")])
            if appeared {
                #expect(throws: PipelineError.self) { _ = try commit.run() }
            } else {
                _ = try commit.run()
            }
            staging.discard()
            for (file, stamp) in zip(files, stamps) {
                #expect(FileManager.default.contents(atPath: out + "/" + file.path).map(Array.init) == (appeared ? nil : file.bytes))
                if !appeared { #expect(stamp != nil && stamp == FileStamp.of(out + "/" + file.path), "\(file.path)") }
            }
            #expect(try String(contentsOfFile: out + "/en/index.json", encoding: .utf8) == (appeared ? "old" : "new"))
            #expect(FileManager.default.fileExists(atPath: out + "/sv/notes.txt") == appeared)
            #expect(try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasPrefix(".") }.isEmpty)
        }
    }

    @Test func checkReportsStaleAndMissingFilesWithoutWriting() throws {
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let catalogs = [try swedish, try english]
        try CatalogWriter.write(catalogs, to: out)
        try Data("{}\n".utf8).write(to: URL(fileURLWithPath: "\(out)/sv/index.json"))
        try FileManager.default.removeItem(atPath: "\(out)/en/countries.json")

        let stale = try CatalogWriter.check(catalogs, against: out)
        #expect(stale == [
            StaleFile(path: "\(out)/sv/index.json", reason: .outdated),
            StaleFile(path: "\(out)/en/countries.json", reason: .missing),
        ])
        #expect(try read("\(out)/sv/index.json") == "{}\n")
        #expect(!FileManager.default.fileExists(atPath: "\(out)/en/countries.json"))
    }

    @Test func aFailedBuildLeavesEveryOldOutputInPlace() throws {
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let old = try swedish
        try CatalogWriter.write([old], to: out)
        let before = try read("\(out)/sv/countries.json")

        let updated = Catalog(locale: "sv", sections: [], letters: [])
        #expect(throws: BuildFailed.self) {
            try CatalogWriter.write(locales: ["sv", "en"], to: out) { locale in
                if locale == "en" { throw BuildFailed() }
                return updated
            }
        }
        // sv was built and rendered before en failed, but nothing was written.
        #expect(try read("\(out)/sv/countries.json") == before)
        #expect(!FileManager.default.fileExists(atPath: "\(out)/en"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: "\(out)/sv").filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test(arguments: ["../evil", "", ".hidden", "a/b", "a\\b", "tab\there", ".\u{301}hidden", "a/\u{301}b", "a\\\u{301}b"])
    func refusesLocalesThatAreNotADirectoryName(locale: String) throws {
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        #expect(throws: CatalogWriterError.unsafeLocale(locale)) {
            try CatalogWriter.write([Catalog(locale: locale, sections: [], letters: [])], to: out)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).isEmpty)
    }
}
