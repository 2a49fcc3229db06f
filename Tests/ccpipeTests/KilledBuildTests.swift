import Foundation
import Testing

/// Builds killed with SIGKILL at random points, many times, into one
/// directory: every output left is whole, and one more build leaves exactly
/// what a build into a fresh directory writes, nothing else.
struct KilledBuildTests {
    static let systemCLDR = "/usr/share/unicode/cldr/common"
    static let kills = 20

    /// The full tree's `fr` locales when the machine
    /// has it, so the kills land in every stage, else the embedded subset.
    private var referenceArguments: [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: Self.systemCLDR + "/main") else {
            return ["--locales", "all"]
        }
        let locales = names.filter { $0.hasPrefix("fr") && $0.hasSuffix(".xml") }.map { String($0.dropLast(4)) }.sorted()
        return ["--locales", locales.joined(separator: ","), "--reference", Self.systemCLDR]
    }

    @Test func killedBuildsLeaveNothingBehindAfterTheNextBuild() throws {
        let work = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        // Two datasets whose outputs differ in every locale, built in turn,
        // so that every build has files to replace.
        let full = work.appendingPathComponent("full.json"), fewer = work.appendingPathComponent("fewer.json")
        let data = try Data(contentsOf: CommandRunner.root.appendingPathComponent("Sources-Data/CountryCodes.json"))
        try data.write(to: full)
        var records = try #require(try JSONSerialization.jsonObject(with: data) as? [Any])
        records.removeFirst(20)
        try JSONSerialization.data(withJSONObject: records).write(to: fewer)
        let out = work.appendingPathComponent("out")
        func arguments(_ dataset: URL, _ directory: URL) -> [String] {
            ["build", dataset.path, "--out", directory.path] + referenceArguments
        }

        let started = Date()
        let first = try CommandRunner.run(arguments(fewer, out))
        #expect(first.status == 0, "\(first.stderr)")
        let duration = Date().timeIntervalSince(started)

        var delays: [Int] = []
        for kill in 0..<Self.kills {
            let process = Process()
            process.executableURL = CommandRunner.binary
            process.arguments = arguments(kill % 2 == 0 ? full : fewer, out)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let delay = Int.random(in: 0...Int(duration * 1_000_000))
            delays.append(delay)
            usleep(UInt32(delay))
            Glibc.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            // Whatever the kill interrupted, each output there is whole.
            for locale in try FileManager.default.contentsOfDirectory(atPath: out.path) where !locale.hasPrefix(".") && !locale.hasPrefix("build-") {
                for file in ["countries.json", "index.json"] {
                    guard let bytes = FileManager.default.contents(atPath: "\(out.path)/\(locale)/\(file)") else { continue }
                    #expect((try? JSONSerialization.jsonObject(with: bytes)) != nil, "\(locale)/\(file) after a kill at \(delay) µs")
                }
            }
        }

        let last = try CommandRunner.run(arguments(full, out))
        #expect(last.status == 0, "\(last.stderr)")
        let fresh = work.appendingPathComponent("fresh")
        #expect(try CommandRunner.run(arguments(full, fresh)).status == 0)
        let after = try Self.tree(out), expected = try Self.tree(fresh)
        #expect(after.keys.sorted() == expected.keys.sorted(), "kills at \(delays) µs of a \(duration) s build")
        for (path, bytes) in expected {
            #expect(after[path] == bytes, "\(path)")
        }
        let check = try CommandRunner.run(arguments(full, out) + ["--check"])
        #expect(check.status == 0, "\(check.stderr)")
    }

    /// Every file under `directory`, hidden ones included, by relative path;
    /// directories are listed with a trailing slash.
    static func tree(_ directory: URL) throws -> [String: Data] {
        var found: [String: Data] = [:]
        for entry in try FileManager.default.subpathsOfDirectory(atPath: directory.path) {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: directory.path + "/" + entry, isDirectory: &isDirectory)
            found[isDirectory.boolValue ? entry + "/" : entry] = isDirectory.boolValue ? Data() : try Data(contentsOf: directory.appendingPathComponent(entry))
        }
        return found
    }
}
