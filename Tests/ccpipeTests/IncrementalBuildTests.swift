import Foundation
import Testing

/// The build manifest: a second build of the same inputs does nothing, a
/// changed locale file rebuilds the locales whose chain holds it, and
/// outputs edited or deleted by hand are found and rebuilt.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/unicode/cldr/common/main/sv_FI.xml"),
                "needs Debian's unicode-cldr-core (CLDR 41) at /usr/share/unicode/cldr/common"))
struct IncrementalBuildTests {
    static let systemCLDR = "/usr/share/unicode/cldr/common"

    /// A CLDR tree of symbolic links to the system's, with `sv_FI.xml`,
    /// `en.xml` and `supplementalData.xml` copied so that a test can change them.
    private func referenceTree(in directory: URL) throws -> URL {
        let tree = directory.appendingPathComponent("common")
        for folder in ["main", "supplemental", "validity", "dtd"] {
            let target = tree.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            for name in try FileManager.default.contentsOfDirectory(atPath: Self.systemCLDR + "/" + folder) {
                let source = Self.systemCLDR + "/" + folder + "/" + name
                if name == "sv_FI.xml" || name == "en.xml" || name == "supplementalData.xml" {
                    try FileManager.default.copyItem(atPath: source, toPath: target.appendingPathComponent(name).path)
                } else {
                    try FileManager.default.createSymbolicLink(atPath: target.appendingPathComponent(name).path, withDestinationPath: source)
                }
            }
        }
        return tree
    }

    private func build(_ out: URL, _ tree: URL, _ extra: [String] = [], locales: String = "en,sv,sv_FI") throws -> CommandResult {
        try CommandRunner.run(["build", "--locales", locales, "--reference", tree.path, "--out", out.path] + extra)
    }

    /// Runs `body` in a scratch directory holding a reference tree and a
    /// first build of it into `out`; removes the directory afterwards.
    private func withBuiltTree(_ body: (_ work: URL, _ tree: URL, _ out: URL) throws -> Void) throws {
        let work = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let tree = try referenceTree(in: work)
        let out = work.appendingPathComponent("out")
        let first = try build(out, tree)
        try #require(first.status == 0, "\(first.stderr)")
        try body(work, tree, out)
    }

    /// Rewrites `file` with `old`, which must be in it, replaced by `new`.
    private func edit(_ file: URL, replacing old: String, with new: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        try #require(text.contains(old), "\(old) is not in \(file.path)")
        try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
    }

    /// New bytes, the same territory names and parent locales.
    private func appendComment(to file: URL) throws {
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("<!-- edited -->\n".utf8))
    }

    private func modified(_ url: URL) throws -> Date {
        try #require(FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
    }

    @Test func aSecondBuildDoesNothingAndAChangedLocaleFileRebuildsItsChain() throws {
        try withBuiltTree { _, tree, out in
            let manifest = try Data(contentsOf: BuildCacheFiles.manifest(besides: out))
            let enTime = try modified(out.appendingPathComponent("en/countries.json"))

            let summaryTime = try modified(out.appendingPathComponent("build-summary.md"))
            let again = try build(out, tree)
            #expect(again.stdout.hasSuffix("0 files changed (nothing to rebuild)\n"), "\(again.stdout)")
            #expect(try Data(contentsOf: BuildCacheFiles.manifest(besides: out)) == manifest)
            #expect(try modified(out.appendingPathComponent("build-summary.md")) == summaryTime)

            // A change that leaves the territory names alone rebuilds sv_FI
            // (its chain holds the file) and writes nothing, since its bytes come out equal.
            try appendComment(to: tree.appendingPathComponent("main/sv_FI.xml"))
            let changed = try build(out, tree)
            #expect(changed.stdout.hasSuffix("0 files changed (1 of 3 locales rebuilt)\n"), "\(changed.stdout)")
            #expect(try modified(out.appendingPathComponent("en/countries.json")) == enTime)

            // A CLDR update touches supplementalData.xml for many reasons; only
            // a locale whose parent changed would be rebuilt (validation reads it all).
            try appendComment(to: tree.appendingPathComponent("supplemental/supplementalData.xml"))
            let update = try build(out, tree)
            #expect(update.stdout.hasSuffix("0 files changed (nothing to rebuild)\n"), "\(update.stdout)")

            let forced = try build(out, tree, ["--force"])
            #expect(forced.stdout.hasSuffix("0 files changed\n"), "\(forced.stdout)")
        }
    }

    /// A locale file is read, and recorded, only up to `</territories>` and
    /// in its last bytes: an edit to the dates in between rebuilds nothing,
    /// touching the file rebuilds nothing, an edit before the cut rebuilds
    /// what its chain holds.
    @Test func anEditPastTheTerritoriesRebuildsNothing() throws {
        try withBuiltTree { _, tree, out in
            let english = tree.appendingPathComponent("main/en.xml")
            let size = try #require(FileManager.default.attributesOfItem(atPath: english.path)[.size] as? Int)
            let manifest = try String(contentsOf: BuildCacheFiles.manifest(besides: out), encoding: .utf8)
            let record = try #require(manifest.firstMatch(of: try Regex(#""[^"]*/main/en\.xml":"([0-9a-f]{32}) ([0-9]+) ([0-9]+) "#)))
            let read = try #require(Int(record.output[2].substring ?? ""))
            #expect(read > 1_000 && read < size / 2, "\(read) of \(size)")

            try edit(english, replacing: "<dates>", with: "<!-- edited, and longer -->\n<dates>")
            let past = try build(out, tree)
            #expect(past.stdout.hasSuffix("0 files changed (nothing to rebuild)\n"), "\(past.stdout)")

            try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: english.path)
            let touched = try build(out, tree)
            #expect(touched.stdout.hasSuffix("0 files changed (nothing to rebuild)\n"), "\(touched.stdout)")

            try edit(english, replacing: "<territories>", with: "<!-- before the cut -->\n<territories>")
            let before = try build(out, tree)
            #expect(before.stdout.hasSuffix("0 files changed\n"), "\(before.stdout)")
        }
    }

    /// Every locale but English has the English names as search keys, so a
    /// change to `en.xml` rebuilds the Swedish locales too, and a rebuild
    /// without validation (the dataset unchanged) still has them.
    @Test func anEnglishNameChangeRebuildsEveryLocaleThatSearchesByIt() throws {
        try withBuiltTree { work, tree, out in
            try edit(tree.appendingPathComponent("main/en.xml"), replacing: #"<territory type="AL">Albania</territory>"#,
                     with: #"<territory type="AL">Albania Renamed</territory>"#)
            let rebuilt = try build(out, tree)
            #expect(rebuilt.stdout.hasSuffix("3 files changed\n"), "\(rebuilt.stdout)")
            let swedish = try String(contentsOf: out.appendingPathComponent("sv_FI/countries.json"), encoding: .utf8)
            #expect(swedish.contains(#""albania renamed""#))

            // The same bytes as a build from scratch.
            let fresh = work.appendingPathComponent("fresh")
            #expect(try build(fresh, tree).status == 0)
            for locale in ["en", "sv", "sv_FI"] {
                for name in ["countries.json", "index.json"] {
                    let path = locale + "/" + name
                    #expect(try Data(contentsOf: out.appendingPathComponent(path)) == Data(contentsOf: fresh.appendingPathComponent(path)), "\(path)")
                }
            }
        }
    }

    /// The phone data comes from the telephone file, and is written once,
    /// in `phone.json`: a change to it rewrites that file and no locale's.
    @Test func aTelephoneChangeRebuildsThePhoneFileOnly() throws {
        let work = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let tree = try referenceTree(in: work)
        let telephone = tree.appendingPathComponent("supplemental/telephoneCodeData.xml")
        try FileManager.default.copyItem(at: CommandRunner.root.appendingPathComponent("Sources-Data/cldr/common/supplemental/telephoneCodeData.xml"),
                                         to: telephone)
        let out = work.appendingPathComponent("out")
        try #require(try build(out, tree).status == 0)
        try edit(telephone, replacing: #"mobilePattern="7[023689]\d{7}" mobileExample="701234567""#,
                 with: #"mobilePattern="7[023689]\d{7}" mobileExample="702345678""#)
        let before = try String(contentsOf: out.appendingPathComponent("sv_FI/countries.json"), encoding: .utf8)
        let rebuilt = try build(out, tree)
        #expect(rebuilt.stdout.hasSuffix("1 file changed\n"), "\(rebuilt.stdout)")
        let phone = try String(contentsOf: out.appendingPathComponent("phone.json"), encoding: .utf8)
        #expect(phone.contains(#""example_national": "070-234 56 78""#))
        #expect(try String(contentsOf: out.appendingPathComponent("sv_FI/countries.json"), encoding: .utf8) == before)
    }

    @Test func outputsEditedOrDeletedByHandAreFoundAndRebuilt() throws {
        try withBuiltTree { _, tree, out in
            let index = out.appendingPathComponent("en/index.json")
            let original = try Data(contentsOf: index)

            // Touched but equal: --check compares the bytes and passes, a build rebuilds nothing.
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: index.path)
            #expect(try build(out, tree, ["--check"]).status == 0)
            #expect(try build(out, tree).stdout.hasSuffix("(nothing to rebuild)\n"))

            try Data("{}\n".utf8).write(to: index)
            try FileManager.default.removeItem(at: out.appendingPathComponent("sv/countries.json"))
            let check = try build(out, tree, ["--check"])
            #expect(check.status == 1)
            #expect(check.stderr.contains("en/index.json: outdated") && check.stderr.contains("sv/countries.json: missing"), "\(check.stderr)")
            let rebuilt = try build(out, tree)
            #expect(rebuilt.stdout.hasSuffix("2 files changed (2 of 3 locales rebuilt)\n"), "\(rebuilt.stdout)")
            #expect(try Data(contentsOf: index) == original)
            #expect(try build(out, tree, ["--check"]).status == 0)
        }
    }

    /// What a build killed between making its staging directory and
    /// writing the `.owner` inside leaves: the directory empty, or with the
    /// start of its `.owner`. Nothing there can be recovered or lost, so
    /// the next build removes both; a directory with anything more, or an
    /// `.owner` that is not the start of its identity, stays.
    @Test func aBuildRemovesAStagingDirectoryKilledBeforeItsOwnerWasWritten() throws {
        try withBuiltTree { _, tree, out in
            let empty = out.appendingPathComponent(".ccpipe-staging-2147483010")
            let partial = out.appendingPathComponent(".ccpipe-staging-2147483011")
            let wrongOwner = out.appendingPathComponent(".ccpipe-staging-2147483012")
            let more = out.appendingPathComponent(".ccpipe-staging-2147483013")
            for directory in [empty, partial, wrongOwner, more] {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            }
            var status = stat()
            #expect(stat(partial.path, &status) == 0)
            let identity = "\(status.st_dev) \(status.st_ino)\n"
            try Data(identity.utf8.prefix(3)).write(to: partial.appendingPathComponent(".owner"))
            try Data("0 0".utf8).write(to: wrongOwner.appendingPathComponent(".owner"))
            try Data().write(to: more.appendingPathComponent(".owner"))
            try Data("{".utf8).write(to: more.appendingPathComponent(".journal"))

            let built = try build(out, tree)
            #expect(built.status == 0, "\(built.stderr)")
            #expect(!FileManager.default.fileExists(atPath: empty.path))
            #expect(!FileManager.default.fileExists(atPath: partial.path))
            #expect(FileManager.default.fileExists(atPath: wrongOwner.appendingPathComponent(".owner").path))
            #expect(FileManager.default.fileExists(atPath: more.appendingPathComponent(".journal").path))
        }
    }

    /// Named as ccpipe names what a killed build leaves, but not made by
    /// ccpipe: a staging directory whose `.owner` does not name it, and the
    /// hidden temporary files that versions before staging directories
    /// wrote. No record says ccpipe wrote them: `--check` lists them as
    /// foreign, and a build keeps them. (What a killed build really leaves
    /// is removed: `KilledBuildTests`.)
    @Test func checkReportsForeignFilesAndABuildKeepsThem() throws {
        try withBuiltTree { _, tree, out in
            let staging = out.appendingPathComponent(".ccpipe-staging-2147483000")
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
            try Data("{".utf8).write(to: staging.appendingPathComponent("en.countries.json"))
            try Data("{".utf8).write(to: out.appendingPathComponent("sv/.countries.json.2147483001.tmp"))
            try Data("x".utf8).write(to: out.appendingPathComponent("notes.txt"))
            try FileManager.default.createDirectory(at: out.appendingPathComponent("empty"), withIntermediateDirectories: true)

            let check = try build(out, tree, ["--check"])
            #expect(check.status == 1)
            #expect(check.stderr.contains("notes.txt: foreign") && check.stderr.contains("empty: foreign"), "\(check.stderr)")
            #expect(check.stderr.contains(".ccpipe-staging-2147483000: foreign"), "\(check.stderr)")
            #expect(check.stderr.contains("sv/.countries.json.2147483001.tmp: foreign"), "\(check.stderr)")
            let built = try build(out, tree)
            #expect(built.status == 0, "\(built.stderr)")
            #expect(FileManager.default.fileExists(atPath: staging.appendingPathComponent("en.countries.json").path))
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("sv/.countries.json.2147483001.tmp").path))
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("notes.txt").path))
        }
    }

    /// The outputs of a locale the build no longer builds (left out of its
    /// locales, or gone from the reference) would still be offered by a
    /// picker: `--check` reports them as obsolete, a build removes them and
    /// their manifest record, and leaves anything else in their directory,
    /// which is then foreign.
    @Test func theOutputsOfLocalesNoLongerBuiltAreReportedThenRemoved() throws {
        try withBuiltTree { _, tree, out in
            let check = try build(out, tree, ["--check"], locales: "en,sv")
            #expect(check.status == 1)
            #expect(check.stderr.contains("sv_FI/countries.json: obsolete") && check.stderr.contains("sv_FI/index.json: obsolete"), "\(check.stderr)")
            #expect(check.stderr.contains("(2 marked obsolete: files of locales the build does not build"), "\(check.stderr)")
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("sv_FI/index.json").path))

            let fewer = try build(out, tree, locales: "en,sv")
            #expect(fewer.stdout.hasSuffix("0 files changed, 2 removed (locales no longer built) (nothing to rebuild)\n"), "\(fewer.stdout)")
            #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("sv_FI").path))
            let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: BuildCacheFiles.manifest(besides: out))) as? [String: Any]
            let recorded = try #require(manifest?["locales"] as? [String: Any])
            #expect(recorded.keys.sorted() == ["en", "sv"])
            #expect(try build(out, tree, ["--check"], locales: "en,sv").status == 0)

            // Back again, with a file of the user's beside its outputs.
            #expect(try build(out, tree).stdout.hasSuffix("2 files changed (1 of 3 locales rebuilt)\n"))
            try Data("x".utf8).write(to: out.appendingPathComponent("sv_FI/notes.txt"))
            #expect(try build(out, tree, locales: "en,sv").stdout.contains("2 removed"))
            #expect(try Data(contentsOf: out.appendingPathComponent("sv_FI/notes.txt")) == Data("x".utf8))
            #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("sv_FI/countries.json").path))
            let foreign = try build(out, tree, ["--check"], locales: "en,sv")
            #expect(foreign.status == 1 && foreign.stderr.contains("sv_FI: foreign"), "\(foreign.stderr)")
        }
    }

    @Test func aSecondBuildIntoTheSameDirectoryWaitsForTheLock() throws {
        let work = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let out = work.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let descriptor = open(out.path, O_RDONLY | O_DIRECTORY)
        try #require(descriptor >= 0 && flock(descriptor, LOCK_EX) == 0)
        let process = Process()
        process.executableURL = CommandRunner.binary
        process.arguments = ["build", "--locales", "en", "--out", out.path]
        process.currentDirectoryURL = CommandRunner.root
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        usleep(700_000)
        #expect(process.isRunning)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("en").path))
        close(descriptor)
        let said = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(said == "waiting: another ccpipe build is writing to \(out.path)\n", "\(said)")
    }
}
