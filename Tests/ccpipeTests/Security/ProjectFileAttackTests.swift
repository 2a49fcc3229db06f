import Foundation
import Testing

/// A pull request that edits `.ccpipe.json` (or plants links beside it) to
/// make ccpipe read or write outside the repository: every path from the
/// project file resolves inside the repository, or the command stops with
/// exit 64 naming the key, before anything is read or written.
struct ProjectFileAttackTests {
    /// Runs `arguments` in `checkout` and expects the confinement's refusal of `key`.
    private func expectRefusal(_ checkout: HostileCheckout, _ arguments: [String], key: String, saying phrase: String,
                               sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let result = try checkout.run(arguments)
        #expect(result.status == 64, "\(result.stderr)", sourceLocation: sourceLocation)
        let subject = key == ".ccpipe.json" ? "the project file" : "\"\(key)\" names"
        #expect(result.stderr.contains(subject) && result.stderr.contains(phrase), "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(try checkout.outsideChanges().isEmpty, sourceLocation: sourceLocation)
        #expect(!checkout.leaksSecret(result), sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, "\(result.stdout)", sourceLocation: sourceLocation)
    }

    @Test(arguments: ["absolute", "climbing", "through a link"])
    func anOutputDirectoryOutsideIsRefusedBeforeAnythingIsWritten(_ form: String) throws {
        let checkout = try HostileCheckout()
        let out: String
        switch form {
        case "absolute": out = checkout.outside.appendingPathComponent("docs").path
        case "climbing": out = "../outside/docs"
        default:
            try checkout.link("site", to: checkout.outside.path)
            out = "site/docs"
        }
        try checkout.writeProjectFile(#"{"dataset": "CountryCodes.json", "out": "\#(out)", "locales": ["en"]}"#)
        try expectRefusal(checkout, ["build"], key: "out", saying: "outside the repository")
        try expectRefusal(checkout, ["build", "--check"], key: "out", saying: "outside the repository")
        // The same directory named on the command line is the user's own choice.
        let named = try checkout.run(["build", "--out", "../named", "--locales", "en"])
        #expect(named.status == 0, "\(named.stderr)")
    }

    @Test(arguments: ["secret-token", "environ"])
    func aDatasetOutsideIsNotRead(_ file: String) throws {
        let checkout = try HostileCheckout()
        try checkout.writeProjectFile(#"{"dataset": "\#(checkout.outside.appendingPathComponent(file).path)"}"#)
        try expectRefusal(checkout, ["check"], key: "dataset", saying: "outside the repository")
        try expectRefusal(checkout, ["check", "--format", "github"], key: "dataset", saying: "outside the repository")
    }

    @Test func aDatasetThatIsALinkToAFileOutsideIsNotRead() throws {
        let checkout = try HostileCheckout()
        try checkout.link("data/CountryCodes.json", to: checkout.outside.appendingPathComponent("secret-token").path)
        try checkout.writeProjectFile(#"{"dataset": "data/CountryCodes.json"}"#)
        try expectRefusal(checkout, ["check"], key: "dataset", saying: "which resolves to")
        // A link that stays inside the repository is a dataset like any other.
        try FileManager.default.removeItem(at: checkout.repository.appendingPathComponent("data/CountryCodes.json"))
        try checkout.link("data/CountryCodes.json", to: "../CountryCodes.json")
        let inside = try checkout.run(["check"])
        #expect(inside.status == 0, "\(inside.stderr)")
    }

    @Test func aChainOfLinksLeadingOutsideIsFollowedToItsEnd() throws {
        let checkout = try HostileCheckout()
        // in-1 → in-2 (inside) → a link in a directory that is itself a
        // link out of the repository.
        try checkout.link("vendor", to: checkout.outside.path)
        try checkout.link("in-2", to: "vendor/secret-token")
        try checkout.link("in-1", to: "./in-2")
        try checkout.writeProjectFile(#"{"dataset": "in-1"}"#)
        try expectRefusal(checkout, ["check"], key: "dataset", saying: "secret-token")
    }

    @Test func aLoopOfLinksIsRefusedNotFollowedForever() throws {
        let checkout = try HostileCheckout()
        try checkout.link("a", to: "b")
        try checkout.link("b", to: "a")
        try checkout.writeProjectFile(#"{"dataset": "a"}"#)
        try expectRefusal(checkout, ["check"], key: "dataset", saying: "too many levels of symbolic links")
    }

    /// A path of 200,000 parts, for each key that names one: refused at once
    /// (resolving it part by part once took minutes, and the check's
    /// timeout ends such a run with a signal), its message a line.
    @Test(arguments: ["dataset", "out", "reference", "iso"])
    func aPathLongerThanAnyFileIsRefusedAtOnce(key: String) throws {
        let checkout = try HostileCheckout()
        let path = String(repeating: "a/", count: 200_000) + "x"
        let extra = key == "dataset" ? "" : #""dataset": "CountryCodes.json", "#
        try checkout.writeProjectFile(#"{\#(extra)"\#(key)": "\#(path)"}"#)
        try expectRefusal(checkout, ["check"], key: key, saying: "longer than the 4095 bytes a path may have")
        let result = try checkout.run(["check"], timeout: 30)
        #expect(result.stderr.utf8.count < 2_000, "\(result.stderr.utf8.count) bytes")
    }

    @Test func theISOFileOutsideIsNotRead() throws {
        let checkout = try HostileCheckout()
        try checkout.writeProjectFile(#"{"dataset": "CountryCodes.json", "iso": "../outside/environ"}"#)
        try expectRefusal(checkout, ["check"], key: "iso", saying: "outside the repository")
    }

    @Test func aProjectFileThatIsALinkOutsideIsNotRead() throws {
        let checkout = try HostileCheckout()
        try checkout.link(".ccpipe.json", to: checkout.outside.appendingPathComponent("environ").path)
        try expectRefusal(checkout, ["check"], key: ".ccpipe.json", saying: "outside the repository")
        // Found from a subdirectory, too.
        try FileManager.default.createDirectory(at: checkout.repository.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let below = try checkout.run(["check"], in: "sub")
        #expect(below.status == 64 && below.stderr.contains("the project file"), "\(below.stderr)")
        #expect(!checkout.leaksSecret(below))
    }

    @Test func theRepositorysGitDirectoryIsNotReadThroughTheProjectFile() throws {
        let checkout = try HostileCheckout()
        // actions/checkout keeps the token it fetched with in .git/config.
        try checkout.write("[http]\n\textraheader = AUTHORIZATION: basic \(HostileCheckout.secret)\n", to: ".git/token-config")
        try checkout.writeProjectFile(#"{"dataset": ".git/token-config"}"#)
        try expectRefusal(checkout, ["check"], key: "dataset", saying: ".git directory")
        try checkout.writeProjectFile(#"{"dataset": "CountryCodes.json", "out": ".git/picker"}"#)
        try expectRefusal(checkout, ["build"], key: "out", saying: ".git directory")
    }

    @Test func aFIFOInsteadOfTheDatasetIsRefusedBeforeItIsOpened() throws {
        let checkout = try HostileCheckout()
        let fifo = checkout.repository.appendingPathComponent("CountryCodes.fifo")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        try checkout.writeProjectFile(#"{"dataset": "CountryCodes.fifo"}"#)
        try expectRefusal(checkout, ["check"], key: "dataset", saying: "a FIFO, not a regular file")
    }

    @Test func aReferenceTreeWhoseFilesLeadOutsideIsRefused() throws {
        var checkout = try HostileCheckout()
        let common = checkout.repository.appendingPathComponent("cldr/common")
        try copyEmbeddedLikeTree(to: common)
        // One locale file is a link to the secret.
        try checkout.link("cldr/common/main/sv.xml", to: checkout.outside.appendingPathComponent("secret-token").path)
        try checkout.writeProjectFile(#"{"dataset": "CountryCodes.json", "reference": "cldr/common"}"#)
        try expectRefusal(checkout, ["check"], key: "reference", saying: "sv.xml")
        try expectRefusal(checkout, ["build", "--out", "picker", "--locales", "sv"], key: "reference", saying: "sv.xml")
        // Judged under another reference, the project's is still its side.
        try expectRefusal(checkout, ["diff", "--base-reference", "embedded", "--locales", "sv"], key: "reference", saying: "sv.xml")
        // And a whole subdirectory that is a link out.
        try FileManager.default.removeItem(at: common.appendingPathComponent("main/sv.xml"))
        try FileManager.default.moveItem(at: common.appendingPathComponent("supplemental"), to: checkout.outside.appendingPathComponent("supplemental"))
        try checkout.settleOutside()
        try checkout.link("cldr/common/supplemental", to: checkout.outside.appendingPathComponent("supplemental").path)
        try expectRefusal(checkout, ["check"], key: "reference", saying: "cldr/common/supplemental")
        try expectRefusal(checkout, ["diff", "--base-reference", "embedded"], key: "reference", saying: "cldr/common/supplemental")
    }

    @Test func theRepositoryRootIsTheGitTopLevelNotTheProjectFilesDirectory() throws {
        let checkout = try HostileCheckout()
        // A project file in a subdirectory may name the dataset beside the
        // repository's top, but not beyond it.
        try checkout.write(#"{"dataset": "../CountryCodes.json"}"#, to: "config/.ccpipe.json")
        let inside = try checkout.run(["check"], in: "config")
        #expect(inside.status == 0, "\(inside.stderr)")
        try checkout.write(#"{"dataset": "../../outside/secret-token"}"#, to: "config/.ccpipe.json")
        let outside = try checkout.run(["check"], in: "config")
        #expect(outside.status == 64 && outside.stderr.contains("outside the repository"), "\(outside.stderr)")
        #expect(!checkout.leaksSecret(outside))
    }

    @Test func aProjectFileOutsideAnyRepositoryConfinesToItsOwnDirectory() throws {
        let base = try CommandRunner.temporaryDirectory()
        let project = base.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data(HostileCheckout.dataset.utf8).write(to: base.appendingPathComponent("CountryCodes.json"))
        try Data(#"{"dataset": "../CountryCodes.json"}"#.utf8).write(to: project.appendingPathComponent(".ccpipe.json"))
        let result = try CommandRunner.run(["check"], in: project)
        #expect(result.status == 64 && result.stderr.contains("outside the repository at '\(project.resolvingSymlinksInPath().path)'"), "\(result.stderr)")
    }

    @Test func aDuplicateKeyIsAnErrorWhereverItIs() throws {
        let checkout = try HostileCheckout()
        let cases: [(String, String)] = [
            (#"{"dataset": "CountryCodes.json", "dataset": "../outside/secret-token"}"#, "1:34"),
            (#"{"rules": {"name-iso": "off", "name-iso": "error"}}"#, "1:31"),
            (#"{"scope": {"exclude": ["AQ"], "exclude": []}}"#, "1:31"),
            (#"{"conventions": {"code_case": "upper", "code_case": "lower"}}"#, "1:40"),
            (#"{"fields": {"name": "country", "name": "nom"}}"#, "1:32"),
            (#"{"accepted": [{"rule": "name-iso", "reason": "a", "reason": "b"}]}"#, "1:51"),
        ]
        for (text, place) in cases {
            try checkout.writeProjectFile(text)
            let result = try checkout.run(["check"])
            #expect(result.status == 65, "\(text): \(result.stderr)")
            #expect(result.stderr.hasPrefix("Error: .ccpipe.json:\(place): duplicate key"), "\(text): \(result.stderr)")
            #expect(!checkout.leaksSecret(result))
        }
    }

    @Test func keysOfTheWrongTypeAreErrorsAtTheirPlace() throws {
        let checkout = try HostileCheckout()
        let cases: [(String, String, String)] = [
            (#"{"comment": {"dataset": "x"}}"#, "1:13", "\"comment\" must be a string"),
            (#"{"$schema": 3}"#, "1:13", "\"$schema\" must be a string"),
            (#"{"dataset": ["a.json"]}"#, "1:13", "expected a string"),
            (#"{"out": ""}"#, "1:9", "expected a string"),
            (#"{"locales": "en"}"#, "1:13", "expected a list of CLDR locale ids"),
            (#"{"sources": "x"}"#, "1:2", "unknown key \"sources\""),
        ]
        for (text, place, message) in cases {
            try checkout.writeProjectFile(text)
            let result = try checkout.run(["check"])
            #expect(result.status == 65 && result.stderr.hasPrefix("Error: .ccpipe.json:\(place): \(message)"), "\(text): \(result.stderr)")
        }
    }

    /// 40,000 accepted entries, each matching nothing: every one is
    /// reported as unused, in work that grows with the entries, not their
    /// square (the time is the benchmark's; the timeout only keeps a
    /// regression from stalling the suite).
    @Test func manyAcceptedEntriesAreEachReportedOnce() throws {
        let checkout = try HostileCheckout()
        let entries = (0..<40_000).map { #"{"rule": "dial-code-region", "code": "X\#($0)", "reason": "r"}"# }
        try checkout.writeProjectFile(#"{"dataset": "CountryCodes.json", "accepted": [\#(entries.joined(separator: ","))]}"#)
        let result = try checkout.run(["check", "--format", "json"], timeout: 60)
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(summary["notices"] as? Int == 40_000, "\(summary)")
    }

    /// A CLDR tree made of the files the embedded subset is generated from.
    private func copyEmbeddedLikeTree(to common: URL) throws {
        let source = CommandRunner.root.appendingPathComponent("Tests/CountryCodeKitTests/Fixtures/xml/common")
        try FileManager.default.createDirectory(at: common.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: common)
    }

}
