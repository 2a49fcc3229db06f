import Foundation
import Testing
@testable import CountryCodeKit

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

    /// A sweep removes what dead builds left in locale directories, telling
    /// directories from the listing's types, and does not follow a link to
    /// a directory elsewhere.
    @Test func aSweepRemovesDeadBuildsFilesInLocaleDirectoriesOnly() throws {
        let out = try temporaryDirectory(), elsewhere = try temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(atPath: out)
            try? FileManager.default.removeItem(atPath: elsewhere)
        }
        let dead = ".countries.json.2147483001.tmp"
        try FileManager.default.createDirectory(atPath: out + "/sv", withIntermediateDirectories: false)
        for directory in [out + "/sv", elsewhere] { try Data("{".utf8).write(to: URL(fileURLWithPath: directory + "/" + dead)) }
        try FileManager.default.createSymbolicLink(atPath: out + "/linked", withDestinationPath: elsewhere)
        let lock = try OutputLock.acquire(out)
        defer { lock.release() }
        #expect(OutputTree.typedEntries(of: out).contains { $0.name == "linked" && $0.type != Int32(DT_DIR) })
        #expect(OutputTree.sweep(lock) == [out + "/sv/" + dead])
        #expect(FileManager.default.fileExists(atPath: elsewhere + "/" + dead))
    }

    /// A first build's outcome as given before its directories are renamed
    /// into place is the outcome (what the build manifest is made from
    /// meanwhile); where a locale's directory appears in between, the
    /// stamps given are not those its files end with, and no outcome is
    /// given for a build into existing directories.
    @Test func theOutcomeBeforeTheCommitIsTheOutcomeUnlessADirectoryAppears() throws {
        let catalogs = [try swedish, try english]
        let render: CatalogWriter.Rendering = { locale in
            let catalog = catalogs.first { $0.locale == locale }!
            return (CatalogSummary(catalog), CatalogRenderer.files(catalog))
        }
        for intruding in [false, true] {
            let out = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: out) }
            let lock = try OutputLock.acquire(out)
            defer { lock.release() }
            var expected: CatalogWriter.Outcome?
            let outcome = try CatalogWriter.write(locales: ["sv", "en"], locked: lock, progress: nil, rendering: render) { preview in
                expected = preview
                // Not empty: an empty directory is renamed over.
                if intruding {
                    try? FileManager.default.createDirectory(atPath: out + "/en", withIntermediateDirectories: false)
                    _ = FileManager.default.createFile(atPath: out + "/en/notes.txt", contents: Data("x".utf8))
                }
            }
            let preview = try #require(expected)
            #expect(preview.changed == outcome.changed && preview.outputHashes == outcome.outputHashes)
            #expect(preview.catalogs.map(\.locale) == outcome.catalogs.map(\.locale))
            #expect(preview.outputStamps.count == 4 && outcome.outputStamps.count == 4)
            #expect((preview.outputStamps == outcome.outputStamps) == !intruding)
            #expect(preview.outputStamps["sv/countries.json"] == outcome.outputStamps["sv/countries.json"])
            // Again, into the directories now there: nothing is given.
            expected = nil
            try FileManager.default.removeItem(atPath: out + "/sv/index.json")
            _ = try CatalogWriter.write(locales: ["sv", "en"], locked: lock, progress: nil, rendering: render) { expected = $0 }
            #expect(expected == nil)
        }
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
        let staging = StagedFiles(outputDirectory: out)
        try staging.stage(file)
        let stamp = try staging.commit(file.path)
        #expect(FileManager.default.contents(atPath: out + "/" + file.path).map(Array.init) == joined)
        #expect(StagedFiles.fileHolds(file, at: out + "/" + file.path) == stamp)
        #expect(StagedFiles.fileHolds(RenderedFile(path: file.path, bytes: joined + [0x20]), at: out + "/" + file.path) == nil)
    }

    /// A new locale's files are staged in a directory renamed into place
    /// whole, with the stamps they were staged with; a directory that
    /// appeared meanwhile gets them one by one, and keeps what it held.
    @Test func aNewLocaleIsRenamedIntoPlaceWhole() throws {
        let files = [RenderedFile(path: "sv/countries.json", pieces: [Array("{\n".utf8), Array("body\n".utf8)]),
                     RenderedFile(path: "sv/index.json", bytes: Array("index\n".utf8))]
        for appeared in [false, true] {
            let out = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: out) }
            let staging = StagedFiles(outputDirectory: out)
            let stamps = try files.enumerated().map { try staging.stageWhole($0.element, first: $0.offset == 0) }
            #expect(!FileManager.default.fileExists(atPath: out + "/sv"))
            if appeared {
                try FileManager.default.createDirectory(atPath: out + "/sv", withIntermediateDirectories: false)
                try AtomicFile.write("mine", to: out + "/sv/notes.txt")
            }
            let committed = try staging.commit(locale: "sv", files: files.map(\.path), stamps: stamps)
            staging.discard()
            for (file, stamp) in zip(files, committed) {
                #expect(FileManager.default.contents(atPath: out + "/" + file.path).map(Array.init) == file.bytes)
                #expect(stamp != nil && stamp == FileStamp.of(out + "/" + file.path), "\(file.path), appeared: \(appeared)")
            }
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

    @Test(arguments: ["../evil", "", ".hidden", "a/b"])
    func refusesLocalesThatAreNotADirectoryName(locale: String) throws {
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        #expect(throws: CatalogWriterError.unsafeLocale(locale)) {
            try CatalogWriter.write([Catalog(locale: locale, sections: [], letters: [])], to: out)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).isEmpty)
    }
}
