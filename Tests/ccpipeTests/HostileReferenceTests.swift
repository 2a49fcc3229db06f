import Foundation
import Testing

/// `check`, `build` and `import` read a reference tree the same way, so a
/// hostile or broken CLDR file gets one verdict from all three.
@Suite("Hostile reference trees")
struct HostileReferenceTests {
    static let dataset = CommandRunner.root.appendingPathComponent("Sources-Data/CountryCodes.json").path

    /// A copy of the embedded CLDR subset with `file` replaced by what
    /// `edit` makes of it, written in `encoding`.
    private func tree(_ file: String = "main/en.xml", encoding: String.Encoding = .utf8,
                      _ edit: (String) -> String) throws -> URL {
        let directory = try CommandRunner.temporaryDirectory()
        let common = directory.appendingPathComponent("common")
        try FileManager.default.copyItem(at: CommandRunner.root.appendingPathComponent("Sources-Data/cldr/common"), to: common)
        let url = common.appendingPathComponent(file)
        try #require(edit(try String(contentsOf: url, encoding: .utf8)).data(using: encoding)).write(to: url)
        return directory
    }

    private func statuses(_ directory: URL) throws -> [(status: Int32, error: String)] {
        let common = directory.appendingPathComponent("common").path
        let runs = [
            ["check", Self.dataset, "--reference", common],
            ["build", Self.dataset, "--reference", common, "--locales", "en", "--out", directory.appendingPathComponent("out").path],
            ["import", "cldr", "--from", common, "--locales", "en", "--out", directory.appendingPathComponent("imported").path],
        ]
        return try runs.map { arguments in
            let result = try CommandRunner.run(arguments)
            return (result.status, result.stderr.split(separator: "\n").first.map(String.init) ?? "")
        }
    }

    private static func afterTerritories(_ text: String, _ rest: String) -> String {
        let end = text.range(of: "</territories>")!.upperBound
        return String(text[..<end]) + rest
    }

    @Test func aFileTruncatedAfterTerritoriesIsRefusedByAllThree() throws {
        let directory = try tree { Self.afterTerritories($0, "\n\t</localeDisplayNames>\n\t<dates>") }
        let results = try statuses(directory)
        #expect(results.map(\.status) == [65, 65, 65])
        #expect(Set(results.map(\.error)).count == 1)
        #expect(results[0].error.hasSuffix("expected the file to end with \"</ldml>\" (is it truncated?)"))
    }

    @Test func aFileBrokenAfterTerritoriesButClosedIsReadAlikeByAllThree() throws {
        let directory = try tree { Self.afterTerritories($0, "\n<broken></bad>\n\t</localeDisplayNames>\n</ldml>\n") }
        #expect(try statuses(directory).map(\.status) == [0, 0, 0])
    }

    @Test func manyAttributesAreRefusedByAllThreeAtOnce() throws {
        let attributes = (0..<320_000).map { "a\($0)=\"x\"" }.joined(separator: " ")
        let directory = try tree { $0.replacingOccurrences(of: "<localeDisplayNames>", with: "<localeDisplayNames><x \(attributes)/>") }
        let start = Date()
        let results = try statuses(directory)
        #expect(Date().timeIntervalSince(start) < 10, "three commands, each refusing at once")
        #expect(results.map(\.status) == [65, 65, 65])
        #expect(results.allSatisfy { $0.error.hasSuffix("expected at most 64 attributes on one element, found more") })
    }

    @Test func aUTF16RegionFileIsRefusedByAllThreeAtItsStart() throws {
        let directory = try tree("validity/region.xml", encoding: .utf16) { $0.replacingOccurrences(of: "UTF-8", with: "UTF-16") }
        let results = try statuses(directory)
        #expect(results.map(\.status) == [65, 65, 65])
        #expect(results.allSatisfy { $0.error.hasSuffix("region.xml:1:1: expected XML in UTF-8, found \"UTF-16 or UTF-32\"") })
    }

    /// A release is digits and dots: a tree that states a page of text as
    /// its release (in supplementalData.xml and in the DTD) is named by
    /// every report without it (or with the release another of its files
    /// states), and the text is never repeated.
    @Test func aReleaseThatIsNotOneIsNeverRepeated() throws {
        let stated = "48.2 " + String(repeating: "release notes ", count: 400)
        let directory = try tree("supplemental/supplementalData.xml") { $0.replacingOccurrences(of: #"cldrVersion="48.2""#, with: #"cldrVersion="\#(stated)""#) }
        let dtd = directory.appendingPathComponent("common/dtd/ldmlSupplemental.dtd")
        try FileManager.default.createDirectory(at: dtd.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("<!ATTLIST version cldrVersion CDATA #FIXED \"\(stated)\" >\n".utf8).write(to: dtd)
        let common = directory.appendingPathComponent("common").path
        let runs = [["check", Self.dataset, "--reference", common], ["check", Self.dataset, "--reference", common, "--format", "json"],
                    ["diff", Self.dataset, "--base-reference", "embedded", "--reference", common]]
        for arguments in runs {
            let result = try CommandRunner.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(!(result.stdout + result.stderr).contains("release notes"), "\(arguments)")
            #expect(result.stdout.contains(common), "\(arguments)")
        }
    }

    @Test func importRefusesALocaleIdThatIsAPath() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["import", "cldr", "--from", CommandRunner.root.appendingPathComponent("Sources-Data/cldr/common").path,
                                            "--locales", "../../x", "--out", directory.path])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: \"../../x\" is not a CLDR locale id"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func importNamesThePathItCannotWrite() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let blocker = directory.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let result = try CommandRunner.run(["import", "cldr", "--from", CommandRunner.root.appendingPathComponent("Sources-Data/cldr/common").path,
                                            "--out", blocker.appendingPathComponent("out").path])
        #expect(result.status == 73)
        #expect(result.stderr == "Error: \(blocker.path)/out: cannot create the directory: \(blocker.path) is not a directory\n")
    }
}
