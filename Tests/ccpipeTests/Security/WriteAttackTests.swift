import CCPipeCore
import CountryCodeKit
import Foundation
import Testing

/// `fix --write` and `check --baseline-write` replace a file the user
/// owns: they keep its permissions and group, write only while it holds
/// the bytes they read, and `fix` applies every safe fix it finds, not only
/// the ones a report lists.
struct WriteAttackTests {
    /// `count` records whose names end in a space: one `field-whitespace` fix each.
    private static func spaced(_ count: Int) throws -> String {
        let seed = try JSONSerialization.jsonObject(with: Data(contentsOf: CommandRunner.root.appendingPathComponent("Sources-Data/CountryCodes.json")))
        let records = try #require(seed as? [[String: String]]).prefix(count).map { record in
            "{\"name\": \"\(record["name"]!) \", \"dial_code\": \"\(record["dial_code"]!)\", \"code\": \"\(record["code"]!)\"}"
        }
        return "[\n" + records.joined(separator: ",\n") + "\n]\n"
    }

    private static func status(_ url: URL) -> stat {
        var status = stat()
        stat(url.path, &status)
        return status
    }

    /// A group other than the process's own that it may give a file: any
    /// for root, else one of its supplementary groups; nil when there is none.
    private static func otherGroup() -> gid_t? {
        if getuid() == 0 { return getgid() == 100 ? 101 : 100 }
        var groups = [gid_t](repeating: 0, count: 64)
        let count = getgroups(Int32(groups.count), &groups)
        return count > 0 ? groups[0..<Int(count)].first { $0 != getgid() } : nil
    }

    @Test(arguments: [0o600, 0o444, 0o640])
    func fixWriteKeepsTheDatasetsModeAndGroup(_ mode: Int) throws {
        let checkout = try HostileCheckout()
        let dataset = checkout.repository.appendingPathComponent("CountryCodes.json")
        try checkout.write(try Self.spaced(3), to: "CountryCodes.json")
        let group = Self.otherGroup()
        if let group { chown(dataset.path, uid_t.max, group) }
        chmod(dataset.path, mode_t(mode))
        let result = try checkout.run(["fix", "CountryCodes.json", "--write"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("applied 3 of 3 fixes"), "\(result.stderr)")
        let after = Self.status(dataset)
        #expect(after.st_mode & 0o7777 == mode_t(mode))
        if let group { #expect(after.st_gid == group) }
        #expect(!(try String(contentsOf: dataset, encoding: .utf8)).contains(" \","))
        #expect(try checkout.outsideChanges().isEmpty)
        #expect(!checkout.leaksSecret(result))
    }

    @Test(arguments: [0o600, 0o444])
    func baselineWriteKeepsTheProjectFilesModeAndGroup(_ mode: Int) throws {
        let checkout = try HostileCheckout()
        try checkout.write(try Self.spaced(2), to: "CountryCodes.json")
        try checkout.writeProjectFile(#"{"dataset": "CountryCodes.json"}"#)
        let file = checkout.repository.appendingPathComponent(".ccpipe.json")
        let group = Self.otherGroup()
        if let group { chown(file.path, uid_t.max, group) }
        chmod(file.path, mode_t(mode))
        let result = try checkout.run(["check", "--baseline-write"])
        #expect(result.status == 0, "\(result.stderr)")
        let after = Self.status(file)
        #expect(after.st_mode & 0o7777 == mode_t(mode))
        if let group { #expect(after.st_gid == group) }
        #expect(try String(contentsOf: file, encoding: .utf8).contains("field-whitespace"))
        #expect(try checkout.outsideChanges().isEmpty)
    }

    /// More fixes of one rule than a report lists (200): all are applied,
    /// and the message says how many of how many.
    @Test func fixWriteAppliesEveryFixNotOnlyTheReportedOnes() throws {
        let checkout = try HostileCheckout()
        try checkout.write(try Self.spaced(245), to: "CountryCodes.json")
        let result = try checkout.run(["fix", "CountryCodes.json", "--write"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasSuffix("CountryCodes.json: applied 245 of 245 fixes\n"), "\(result.stderr)")
        let again = try checkout.run(["fix", "CountryCodes.json"])
        #expect(again.stderr == "CountryCodes.json: nothing to fix safely\n", "\(again.stderr)")
        #expect(try checkout.outsideChanges().isEmpty)
    }

    /// The dataset is edited between `fix`'s read and its write: the edit
    /// stays, nothing of the fixes is written, and the error says why.
    @Test func fixWriteKeepsAnEditMadeWhileItRan() throws {
        let checkout = try HostileCheckout()
        try checkout.write(try Self.spaced(3), to: "CountryCodes.json")
        let path = checkout.repository.appendingPathComponent("CountryCodes.json")
        let project = try Project.resolve(ProjectOptions(dataset: "CountryCodes.json", workingDirectory: checkout.repository.path),
                                          requiring: .dataset, command: "fix")
        let pipeline = Pipeline(project)
        let fixed = try pipeline.fix()
        #expect(fixed.result.edits.count == 3)
        let edited = try Self.spaced(3).replacingOccurrences(of: "Andorra", with: "Andorra (edited)")
        try Data(edited.utf8).write(to: path)
        #expect {
            try pipeline.write(fixed)
        } throws: { error in
            let error = try #require(error as? PipelineError)
            return error.exitCode == 73 && error.description.contains("the file changed since it was read (it was edited); nothing was written")
        }
        #expect(try String(contentsOf: path, encoding: .utf8) == edited)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: checkout.repository.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
        #expect(try checkout.outsideChanges().isEmpty)
    }

    /// A project file made while `--baseline-write` ran (where there was
    /// none) is kept, not overwritten.
    @Test func baselineWriteKeepsAProjectFileMadeWhileItRan() throws {
        let checkout = try HostileCheckout()
        let path = checkout.repository.appendingPathComponent("made.json")
        try #require(!FileManager.default.fileExists(atPath: path.path))
        try Data("{}".utf8).write(to: path)
        #expect {
            try AtomicFile.replace(Array("{\"accepted\": []}".utf8), at: path.path, original: .absent)
        } throws: { error in
            (error as? PipelineError)?.description.contains("it was made by someone else") == true
        }
        #expect(try String(contentsOf: path, encoding: .utf8) == "{}")
        #expect(try checkout.outsideChanges().isEmpty)
    }
}
