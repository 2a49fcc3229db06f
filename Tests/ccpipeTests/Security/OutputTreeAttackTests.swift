import Foundation
import Testing

/// Attacks on what `build` and `import` write: a directory of someone
/// else's files as the output, links where outputs go, planted staging
/// directories, a commit that fails or is killed at any step, and hostile
/// CLDR trees for `import cldr`. Each asserts that nothing outside the
/// repository changed and that no secret was printed, besides the exit code
/// and the message.
struct OutputTreeAttackTests {
    static let embeddedCLDR = CommandRunner.root.appendingPathComponent("Sources-Data/cldr/common")
    /// The checkout's dataset without Norway: every output differs.
    static let smallerDataset = #"[{"name": "Sweden", "dial_code": "+46", "code": "SE"}]"#

    private func expectNothingOutside(_ checkout: HostileCheckout, _ results: CommandResult...) throws {
        #expect(try checkout.outsideChanges() == [])
        for result in results { #expect(!checkout.leaksSecret(result), "\(result.stderr)") }
    }

    private func build(_ checkout: HostileCheckout, out: String = "out", locales: String = "en,sv", _ extra: [String] = [],
                       environment: [String: String] = [:]) throws -> CommandResult {
        try checkout.run(["build", "CountryCodes.json", "--locales", locales, "--out", out] + extra, environment: environment)
    }

    // MARK: Someone else's directory as the output

    @Test func aForeignDirectoryIsRefusedWithoutForce() throws {
        let checkout = try HostileCheckout()
        let docs = checkout.outside.appendingPathComponent("docs").path
        let result = try build(checkout, out: docs)
        #expect(result.status == 73)
        #expect(result.stderr.hasPrefix("Error: \(docs): holds files ccpipe did not write (\"\(docs)/build-summary.md\" and 2 more), and no record of a ccpipe build\n"),
                "\(result.stderr)")
        #expect(result.stderr.contains("pass --force to build here anyway"))
        try expectNothingOutside(checkout, result)
    }

    @Test func aForeignDirectoryWithForceKeepsEveryFileNotInTheWay() throws {
        let checkout = try HostileCheckout()
        try checkout.write(#"{"site": "docs"}"#, to: "site/index.json")
        try checkout.write("mine\n", to: "site/notes/todo.txt")
        try checkout.write(#"{"locale": "en"}"#, to: "site/en/countries.json")
        let forced = try build(checkout, out: "site", ["--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(forced.stderr.contains("note: kept 2 paths in site that ccpipe did not write"), "\(forced.stderr)")
        let site = checkout.repository.appendingPathComponent("site")
        #expect(try String(contentsOf: site.appendingPathComponent("index.json"), encoding: .utf8) == #"{"site": "docs"}"#)
        #expect(try String(contentsOf: site.appendingPathComponent("notes/todo.txt"), encoding: .utf8) == "mine\n")
        // In the way of an output: replaced, as --force says.
        #expect(try String(contentsOf: site.appendingPathComponent("en/countries.json"), encoding: .utf8).hasPrefix("{\n  \"locale\": \"en\""))
        // Now a ccpipe build's directory: en is removed once no longer built, the rest stays.
        let fewer = try build(checkout, out: "site", locales: "sv")
        #expect(fewer.status == 0 && fewer.stdout.contains("2 removed"), "\(fewer.stdout)\(fewer.stderr)")
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("en").path))
        let check = try build(checkout, out: "site", locales: "sv", ["--check"])
        #expect(check.status == 1 && check.stderr.contains("site/index.json: foreign") && check.stderr.contains("site/notes: foreign"),
                "\(check.stderr)")
        try expectNothingOutside(checkout, forced, fewer, check)
    }

    /// Of a locale no longer built, a build removes the files its record
    /// says it wrote with those bytes; one edited since, and a locale's
    /// files it has no record of, are kept.
    @Test func onlyFilesTheRecordSaysCCPipeWroteAreRemoved() throws {
        let checkout = try HostileCheckout()
        #expect(try build(checkout, locales: "en,sv,de").status == 0)
        let out = checkout.repository.appendingPathComponent("out")
        try checkout.write("{\n  \"locale\": \"sv\",\n  \"edited\": true\n}\n", to: "out/sv/countries.json")
        try FileManager.default.copyItem(at: out.appendingPathComponent("de"), to: out.appendingPathComponent("ru"))
        let result = try build(checkout, locales: "en")
        #expect(result.status == 0 && result.stdout.contains("3 removed"), "\(result.stdout)\(result.stderr)")
        let left = try KilledBuildTests.tree(out).keys.filter { !$0.hasPrefix("en/") && !$0.hasPrefix("build-") }.sorted()
        #expect(left == ["phone.json", "ru/", "ru/countries.json", "ru/index.json", "sv/", "sv/countries.json"], "\(left)")
        let check = try build(checkout, locales: "en", ["--check"])
        #expect(check.status == 1 && check.stderr.contains("out/sv: foreign\n") && check.stderr.contains("out/ru: foreign\n"), "\(check.stderr)")
        try expectNothingOutside(checkout, result, check)
    }

    // MARK: Links where outputs go

    /// A checkout built into `out`, then `out/<name>` replaced by a link
    /// to `target` outside.
    private func builtWithLink(_ name: String, to target: String) throws -> HostileCheckout {
        let checkout = try HostileCheckout()
        #expect(try build(checkout).status == 0)
        try? FileManager.default.removeItem(at: checkout.repository.appendingPathComponent("out/" + name))
        try checkout.link("out/" + name, to: checkout.outside.appendingPathComponent(target).path)
        return checkout
    }

    @Test func aLinkedLocaleDirectoryIsRefusedAndNotWrittenThrough() throws {
        let checkout = try builtWithLink("sv", to: "docs/en")
        let sv = checkout.repository.appendingPathComponent("out/sv")
        try checkout.write(Self.smallerDataset, to: "CountryCodes.json")
        let result = try build(checkout)
        #expect(result.status == 73)
        #expect(result.stderr == "Error: \(sv.path): is a symbolic link: ccpipe neither writes nor reads through a link in an output directory\n",
                "\(result.stderr)")
        let check = try build(checkout, ["--check"])
        #expect(check.status == 1 && check.stderr.contains("out/sv: symbolic link"), "\(check.stderr)")
        #expect(!check.stderr.contains("out/sv/countries.json"), "\(check.stderr)")
        try expectNothingOutside(checkout, result, check)
    }

    @Test func aLinkedOutputFileIsRefusedAndNeitherWrittenNorRead() throws {
        let checkout = try builtWithLink("en/countries.json", to: "secret-token")
        let file = checkout.repository.appendingPathComponent("out/en/countries.json")
        let result = try build(checkout)
        #expect(result.status == 73)
        #expect(result.stderr.hasPrefix("Error: \(file.path): is a symbolic link"), "\(result.stderr)")
        let check = try build(checkout, ["--check"])
        #expect(check.status == 1 && check.stderr.contains("out/en/countries.json: symbolic link"), "\(check.stderr)")
        try expectNothingOutside(checkout, result, check)
    }

    /// `phone.json`, which every locale's catalog names, a link out: a
    /// build, `phone` and `preview` refuse it, and read nothing through it.
    @Test func aLinkedPhoneFileIsRefusedAndNeitherWrittenNorRead() throws {
        let checkout = try builtWithLink("phone.json", to: "secret-token")
        let file = checkout.repository.appendingPathComponent("out/phone.json")
        let refusal = "Error: \(file.path): is a symbolic link: ccpipe neither writes nor reads through a link in an output directory\n"
        let result = try build(checkout)
        #expect(result.status == 73 && result.stderr == refusal, "\(result.stderr)")
        let check = try build(checkout, ["--check"])
        #expect(check.status == 1 && check.stderr.contains("out/phone.json: symbolic link"), "\(check.stderr)")
        let phone = try checkout.run(["phone", "--out", "out", "+46 70 123 45 67"])
        #expect(phone.status == 73 && phone.stderr == refusal && phone.stdout.isEmpty, "\(phone.stderr)")
        try checkout.writeProjectFile(#"{"dataset": "CountryCodes.json", "locales": ["en", "sv"], "out": "out"}"#)
        let preview = try checkout.run(["preview", "--out", "pages", "--locales", "en"])
        #expect(preview.status == 73 && preview.stderr == refusal, "\(preview.stderr)")
        #expect(!FileManager.default.fileExists(atPath: checkout.repository.appendingPathComponent("pages/en.html").path))
        try expectNothingOutside(checkout, result, check, phone, preview)
    }

    /// The manifest, the summary, and a name a build stages under, each
    /// a link out: refused, and nothing read through it.
    @Test(arguments: ["build-manifest.json", "build-summary.md", ".ccpipe-staging-2"])
    func aLinkedManifestSummaryOrStagingNameIsRefusedAndNotRead(_ name: String) throws {
        let checkout = try builtWithLink(name, to: name.hasPrefix(".") ? "docs" : "secret-token")
        let result = try build(checkout)
        #expect(result.status == 73)
        #expect(result.stderr.hasPrefix("Error: \(checkout.repository.path)/out/\(name): is a symbolic link"), "\(result.stderr)")
        try expectNothingOutside(checkout, result)
    }

    // MARK: Planted staging directories

    /// A directory named as ccpipe's staging, with a journal that would
    /// remove the outputs and a link out: ccpipe did not make it (its
    /// `.owner` does not name it), so its journal is not acted on and it
    /// is neither read through nor removed.
    @Test func aPlantedStagingDirectoryIsNotActedOnNorRemoved() throws {
        let checkout = try HostileCheckout()
        #expect(try build(checkout).status == 0)
        let planted = "out/.ccpipe-staging-1"
        try checkout.write("1 1\n", to: planted + "/.owner")
        try checkout.write("ccpipe journal 1\nremove en/countries.json\nremove en/index.json\nend 2\n", to: planted + "/.journal")
        try checkout.write("{}", to: planted + "/.old/en.countries.json")
        try checkout.link(planted + "/sv.countries.json", to: checkout.outside.appendingPathComponent("canary.txt").path)
        let before = try KilledBuildTests.tree(checkout.repository.appendingPathComponent(planted))
        try checkout.write(Self.smallerDataset, to: "CountryCodes.json")
        let result = try build(checkout)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try KilledBuildTests.tree(checkout.repository.appendingPathComponent(planted)) == before)
        #expect(FileManager.default.fileExists(atPath: checkout.repository.appendingPathComponent("out/en/countries.json").path))
        let check = try build(checkout, ["--check"])
        #expect(check.status == 1 && check.stderr.contains(".ccpipe-staging-1: foreign"), "\(check.stderr)")
        try expectNothingOutside(checkout, result, check)
    }

    // MARK: All or nothing

    /// Row 9: a locale directory that cannot be written makes the commit
    /// fail after other locales' files were renamed into place; every one
    /// of them, the summary and the manifest are put back.
    @Test func aReadOnlyLocaleDirectoryKeepsEveryOldOutput() throws {
        let checkout = try HostileCheckout()
        #expect(try build(checkout).status == 0)
        let out = checkout.repository.appendingPathComponent("out")
        let before = try KilledBuildTests.tree(out)
        try checkout.write(Self.smallerDataset, to: "CountryCodes.json")
        let sv = out.appendingPathComponent("sv").path
        try ReadOnly.make(sv)
        let result: CommandResult
        do {
            defer { ReadOnly.undo(sv) }
            result = try build(checkout)
        }
        #expect(result.status == 73)
        #expect(result.stderr.hasPrefix("Error: \(sv)/"), "\(result.stderr)")
        #expect(try KilledBuildTests.tree(out) == before)
        let rebuilt = try build(checkout)
        #expect(rebuilt.status == 0, "\(rebuilt.stderr)")
        try expectFreshBuild(checkout, out, locales: "en,sv", result, rebuilt)
    }

    /// Killed (SIGKILL) just before each step of a commit that replaces,
    /// creates and removes locales, the summary and the manifest: the next
    /// command leaves every old output or every new one, and a build after
    /// that leaves exactly what a fresh build does.
    @Test func aBuildKilledAtAnyCommitStepLeavesEveryOldOutputOrEveryNewOne() throws {
        try eachCommitStep { checkout, step, old in
            let out = checkout.repository.appendingPathComponent("out")
            let killed = try build(checkout, locales: "en,sv,ar", environment: ["CCPIPE_TEST_COMMIT_STEP": String(step)])
            guard killed.status == SIGKILL else {
                #expect(killed.status == 0, "\(killed.stderr)")
                return false
            }
            // The next command to read the tree settles it first.
            let check = try build(checkout, locales: "en,sv,ar", ["--check"])
            let settled = try KilledBuildTests.tree(out)
            #expect(!settled.keys.contains { $0.hasPrefix(".") }, "step \(step): \(settled.keys.sorted())")
            if settled == old {
                #expect(check.stderr.contains("note: undid the commit") || step == 1, "step \(step): \(check.stderr)")
            } else {
                #expect(check.status == 0 && check.stderr.contains("note: finished the commit"), "step \(step): \(check.stderr)")
                try expectFreshBuild(checkout, out, killed, check)
            }
            let rebuilt = try build(checkout, locales: "en,sv,ar")
            #expect(rebuilt.status == 0, "\(rebuilt.stderr)")
            try expectFreshBuild(checkout, out, killed, check, rebuilt)
            return true
        }
    }

    /// Made to fail at each step of the same commit, a build exits 73 with
    /// every old output in place; failing while it cleans up after the
    /// last rename, it has put every new one in place.
    @Test func aBuildFailingAtAnyCommitStepLeavesEveryOldOutputOrEveryNewOne() throws {
        try eachCommitStep { checkout, step, old in
            let out = checkout.repository.appendingPathComponent("out")
            let failed = try build(checkout, locales: "en,sv,ar", environment: ["CCPIPE_TEST_COMMIT_STEP": "\(step):fail"])
            if failed.status == 73 {
                #expect(failed.stderr.contains("made to fail for a test"), "\(failed.stderr)")
                #expect(try KilledBuildTests.tree(out) == old, "step \(step)")
                return true
            }
            #expect(failed.status == 0, "\(failed.stderr)")
            // Failing while cleaning up leaves the staging directory, with
            // its journal, for the next command.
            let reached = try FileManager.default.contentsOfDirectory(atPath: out.path).contains { $0.hasPrefix(".ccpipe-staging-") }
            let rebuilt = try build(checkout, locales: "en,sv,ar")
            #expect(rebuilt.stderr.contains("note: finished the commit") == reached, "step \(step): \(rebuilt.stderr)")
            try expectFreshBuild(checkout, out, failed, rebuilt)
            return reached
        }
    }

    /// Runs `body` for steps 1, 2… of the commit of a build of `en,sv,ar`
    /// over one of `en,sv,de` with other data (replaced, created and removed
    /// files), each in a new checkout, with the tree before; `body` says
    /// whether the step was reached.
    private func eachCommitStep(_ body: (HostileCheckout, Int, [String: Data]) throws -> Bool) throws {
        var steps = 0
        for step in 1...60 {
            let checkout = try HostileCheckout()
            #expect(try build(checkout, locales: "en,sv,de").status == 0)
            let old = try KilledBuildTests.tree(checkout.repository.appendingPathComponent("out"))
            try checkout.write(Self.smallerDataset, to: "CountryCodes.json")
            let reached = try body(checkout, step, old)
            try expectNothingOutside(checkout)
            guard reached else { break }
            steps = step
        }
        // The journal, 2 × 2 renames per replaced locale, one for the new
        // one, one per removed file, 2 for the summary; the emptied
        // directory and the journal removed (the manifest is written to
        // the build cache after the commit).
        #expect(steps == 1 + 8 + 1 + 2 + 2 + 2)
    }

    /// The output directory holds exactly what a build into a new directory writes.
    private func expectFreshBuild(_ checkout: HostileCheckout, _ out: URL, locales: String = "en,sv,ar", _ results: CommandResult...) throws {
        let fresh = checkout.repository.appendingPathComponent("fresh")
        try? FileManager.default.removeItem(at: fresh)
        #expect(try build(checkout, out: "fresh", locales: locales).status == 0)
        let found = try KilledBuildTests.tree(out), expected = try KilledBuildTests.tree(fresh)
        #expect(found.keys.sorted() == expected.keys.sorted())
        for (path, bytes) in expected { #expect(found[path] == bytes, "\(path)") }
        try FileManager.default.removeItem(at: fresh)
        for result in results { #expect(!checkout.leaksSecret(result)) }
    }

    // MARK: import

    @Test func importCLDRRefusesALinkedLocaleFolder() throws {
        let checkout = try HostileCheckout()
        try checkout.link("cldr/main", to: checkout.outside.appendingPathComponent("docs").path)
        let result = try checkout.run(["import", "cldr", "--from", Self.embeddedCLDR.path, "--out", "cldr"])
        #expect(result.status == 73)
        #expect(result.stderr.hasPrefix("Error: cldr/main: is a symbolic link"), "\(result.stderr)")
        try expectNothingOutside(checkout, result)
    }

    @Test func importPhoneMetadataRefusesALinkedOutput() throws {
        let checkout = try HostileCheckout()
        try checkout.link("telephoneCodeData.xml", to: checkout.outside.appendingPathComponent("canary.txt").path)
        let metadata = CommandRunner.root.appendingPathComponent("Tests/CountryCodeKitTests/Fixtures/reference/PhoneNumberMetadata.xml").path
        let result = try checkout.run(["import", "phone-metadata", metadata, "--out", "telephoneCodeData.xml"])
        #expect(result.status == 73)
        #expect(result.stderr.hasPrefix("Error: telephoneCodeData.xml: is a symbolic link"), "\(result.stderr)")
        try expectNothingOutside(checkout, result)
    }

    /// A copy of the embedded CLDR subset in the repository, with `edit`
    /// applied to the text of `main/<locale>.xml`.
    private func hostileCLDR(_ checkout: HostileCheckout, _ locale: String, _ edit: (String) -> String) throws {
        try FileManager.default.copyItem(at: Self.embeddedCLDR, to: checkout.repository.appendingPathComponent("upstream"))
        let file = checkout.repository.appendingPathComponent("upstream/main/\(locale).xml")
        try edit(try String(contentsOf: file, encoding: .utf8)).write(to: file, atomically: false, encoding: .utf8)
    }

    /// Row 10: `check` refuses more than 2,000 names in a locale file;
    /// `import` refuses them too, where they exceed it, and writes nothing.
    @Test func importRefusesALocaleWith2500Names() throws {
        let checkout = try HostileCheckout()
        try hostileCLDR(checkout, "de") { text in
            let names = (0..<2_500).map { "\t\t\t<territory type=\"Q\($0)\">Name \($0)</territory>\n" }.joined()
            return text.replacingOccurrences(of: "<territories>\n", with: "<territories>\n" + names)
        }
        let result = try checkout.run(["import", "cldr", "--from", "upstream", "--out", "cldr"])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("Error: \(checkout.repository.path)/upstream/main/de.xml:"), "\(result.stderr)")
        #expect(result.stderr.contains("expected at most 2000 territory names"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: checkout.repository.appendingPathComponent("cldr").path))
        try expectNothingOutside(checkout, result)
    }

    /// Row 10: an XInclude in a locale file is refused at its line and
    /// column, never copied for a tool that processes XInclude to follow.
    @Test func importRefusesAnXInclude() throws {
        let checkout = try HostileCheckout()
        let include = "<xi:include xmlns:xi=\"http://www.w3.org/2001/XInclude\" href=\"file://\(checkout.outside.path)/secret-token\"/>"
        var line = 0
        try hostileCLDR(checkout, "en") { text in
            let lines = text.components(separatedBy: "\n")
            line = lines.firstIndex { $0.contains("<territories>") }! + 2
            return text.replacingOccurrences(of: "<territories>\n", with: "<territories>\n\t\t\t" + include + "\n")
        }
        let result = try checkout.run(["import", "cldr", "--from", "upstream", "--out", "cldr"])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("Error: \(checkout.repository.path)/upstream/main/en.xml:\(line):4: expected CLDR's own markup, which has no namespaces, found \"xi:include\""),
                "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: checkout.repository.appendingPathComponent("cldr").path))
        try expectNothingOutside(checkout, result)
    }

    /// What `import cldr` writes is a reference `check` reads.
    @Test func whatImportWritesCheckReads() throws {
        let checkout = try HostileCheckout()
        let imported = try checkout.run(["import", "cldr", "--from", Self.embeddedCLDR.path, "--out", "cldr"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let check = try checkout.run(["check", "CountryCodes.json", "--reference", "cldr"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        try expectNothingOutside(checkout, imported, check)
    }

    // MARK: A refused build

    @Test func aBuildRefusedForErrorsCreatesNothing() throws {
        let checkout = try HostileCheckout()
        try checkout.write(#"[{"name": "Sweden", "dial_code": "+99", "code": "SE"}]"#, to: "CountryCodes.json")
        let result = try checkout.run(["build", "CountryCodes.json", "--out", "new/out", "--summary", "new/summary.md", "--strict"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("with --strict nothing was written"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: checkout.repository.appendingPathComponent("new").path))
        try expectNothingOutside(checkout, result)
    }
}

/// Makes a directory unwritable, for root too: `chmod` does not stop root,
/// the immutable attribute does (where the file system has it).
enum ReadOnly {
    static func make(_ path: String) throws {
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: path)
        if getuid() == 0 { try #require(chattr("+i", path), "cannot make \(path) immutable") }
    }

    static func undo(_ path: String) {
        if getuid() == 0 { _ = chattr("-i", path) }
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }

    private static func chattr(_ flag: String, _ path: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["chattr", flag, path]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
