import Foundation
import Testing

/// The smaller attacks: `init` in a directory of many or large candidate
/// files, or with a `.ccpipe.json` that is a dangling link, and a build on
/// a disk with no room for its staging directory.
struct SmallAttackTests {
    /// 20,000 files that each read as a dataset: the search stops at the
    /// second, and the error names ten of the rest and counts the others,
    /// on one short line (it listed all 20,000, 260 KB).
    @Test func initWithManyCandidatesSaysSoBriefly() throws {
        let checkout = try HostileCheckout()
        try FileManager.default.removeItem(at: checkout.repository.appendingPathComponent("CountryCodes.json"))
        // Made with open(2): Foundation's createFile costs ~4 ms a file.
        let record = Array(HostileCheckout.dataset.utf8)
        for index in 0..<20_000 {
            let descriptor = open(checkout.repository.path + "/c\(100_000 + index).json", O_WRONLY | O_CREAT | O_EXCL, 0o644)
            try #require(descriptor >= 0 && write(descriptor, record, record.count) == record.count)
            close(descriptor)
        }
        let result = try CommandRunner.run(["init"], limits: ProcessLimits(cpuSeconds: 120, memoryMiB: 1024), in: checkout.repository)
        #expect(result.status == 64, "\(result.stderr.prefix(500))")
        #expect(result.stderr.utf8.count < 1_500, "\(result.stderr.utf8.count) bytes")
        #expect(result.stderr.hasPrefix("Error: cannot tell which dataset to use: several files there read as country datasets: c100000.json, c100001.json (left out, as not read once the search had its answer or had read 64 MiB: c100002.json, "),
                "\(result.stderr.prefix(500))")
        #expect(result.stderr.contains(", c100011.json and 19988 more)\n"), "\(result.stderr.prefix(500))")
        #expect(try checkout.outsideChanges().isEmpty)
    }

    /// Beside the dataset, large files that are no dataset: none is read
    /// (the CPU limit would end a run that parsed them), and the error
    /// names them so the dataset can be named.
    @Test func initDoesNotReadLargeCandidates() throws {
        let checkout = try HostileCheckout()
        let junk = Data(("[" + String(repeating: "{\"a\": [1, 2, 3, \"xyz\"]}, ", count: 400_000) + "1]").utf8)
        for name in ["big1.json", "big2.json", "big3.json", "big4.json"] {
            try junk.write(to: checkout.repository.appendingPathComponent(name))
        }
        let result = try CommandRunner.run(["init"], limits: ProcessLimits(cpuSeconds: 20, memoryMiB: 1024), in: checkout.repository)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("Error: cannot tell which dataset to use: CountryCodes.json reads as a country dataset (left out, as larger than 8 MiB, not read: big1.json, big2.json, big3.json, big4.json)\n"),
                "\(result.stderr)")
        let named = try CommandRunner.run(["init", "CountryCodes.json"], limits: ProcessLimits(cpuSeconds: 20, memoryMiB: 1024), in: checkout.repository)
        #expect(named.status == 0, "\(named.stderr)")
        #expect(try checkout.outsideChanges().isEmpty)
    }

    /// `.ccpipe.json` committed as a link to a file outside that does not
    /// exist yet: init neither replaces the link nor creates its target.
    @Test func initRefusesADanglingProjectFileLink() throws {
        let checkout = try HostileCheckout()
        let target = checkout.outside.appendingPathComponent("planted.json").path
        try checkout.link(".ccpipe.json", to: target)
        let result = try checkout.run(["init"])
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("Error: .ccpipe.json: .ccpipe.json is a symbolic link; 'ccpipe init' does not overwrite it"), "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: checkout.repository.appendingPathComponent(".ccpipe.json").path) == target)
        #expect(try checkout.outsideChanges().isEmpty)
    }

    /// No room for a file (a write fails, as on a full disk): the build
    /// fails, the earlier outputs stay, and no staging directory is left
    /// for the next command, where each worker left an empty one.
    @Test func aBuildWithNoRoomLeavesNoStagingDirectory() throws {
        let checkout = try HostileCheckout()
        try checkout.writeProjectFile(#"{"dataset": "CountryCodes.json", "out": "out"}"#)
        let built = try checkout.run(["build", "--locales", "en,sv,de,fr"])
        try #require(built.status == 0, "\(built.stderr)")
        let out = checkout.repository.appendingPathComponent("out")
        let before = try FileManager.default.subpathsOfDirectory(atPath: out.path).sorted()
        try checkout.write(#"[{"name": "Sweden", "dial_code": "+46", "code": "SE"}, {"name": "Finland", "dial_code": "+358", "code": "FI"}]"#,
                           to: "CountryCodes.json")
        let result = try CommandRunner.run(["build", "--locales", "en,sv,de,fr"], limits: ProcessLimits(fileBlocks: 0), in: checkout.repository)
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderr.contains("file too large"), "\(result.stderr)")
        let after = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(!after.contains { $0.hasPrefix(".ccpipe-staging-") }, "\(after)")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: out.path).sorted() == before)
        #expect(try String(contentsOf: out.appendingPathComponent("en/countries.json"), encoding: .utf8).contains("Norway"))
        #expect(try checkout.outsideChanges().isEmpty)
    }
}
