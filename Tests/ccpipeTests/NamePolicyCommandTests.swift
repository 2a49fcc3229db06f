import Foundation
import Testing

/// Which names a dataset follows, as the commands carry it out: `check`
/// says it once, `fix --write` leaves the names it accepts, `build` shows a
/// dataset's own names in their locale's picker, and `init` writes it down.
struct NamePolicyCommandTests {
    /// A scratch directory holding `data.json` with `records` and, when
    /// given, a `.ccpipe.json` naming it with `project`'s other members.
    private func project(_ records: String, _ project: String? = nil) throws -> URL {
        let directory = try CommandRunner.temporaryDirectory()
        try Data(records.utf8).write(to: directory.appendingPathComponent("data.json"))
        if let project {
            try Data(#"{"dataset": "data.json", "out": "picker", \#(project)}"#.utf8).write(to: directory.appendingPathComponent(".ccpipe.json"))
        }
        return directory
    }

    private func findings(_ result: CommandResult) throws -> [[String: Any]] {
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        return try #require(report["findings"] as? [[String: Any]])
    }

    /// Name and search keys of each row of a built locale, by code.
    private func rows(_ directory: URL, _ locale: String) throws -> [String: (name: String, keys: [String])] {
        let data = try Data(contentsOf: directory.appendingPathComponent("picker/\(locale)/countries.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var rows: [String: (String, [String])] = [:]
        for section in object["sections"] as? [[String: Any]] ?? [] {
            for row in section["countries"] as? [[String: Any]] ?? [] {
                rows[row["code"] as? String ?? ""] = (row["name"] as? String ?? "", row["search_keys"] as? [String] ?? [])
            }
        }
        return rows
    }

    static let caboVerde = #"[{"name": "Cabo Verde", "dial_code": "+238", "code": "CV"}, {"name": "Türkiye", "dial_code": "+90", "code": "TR"}]"#

    /// ISO's "Cabo Verde" is CLDR's variant: a warning fixed to "Cape Verde"
    /// by default, right where the project states ISO names.
    @Test func caboVerdeIsRightUnderISONamesAndFixLeavesIt() throws {
        let scope = #""scope": {"include": ["CV", "TR"]}"#
        let iso = try project(Self.caboVerde, #"\#(scope), "conventions": {"names": "iso"}"#)
        let checked = try CommandRunner.run(["check", "--format", "json"], in: iso)
        #expect(checked.status == 0)
        let found = try findings(checked)
        #expect(found.map { $0["rule"] as? String } == ["dataset-convention"], "\(found)")
        #expect(try CommandRunner.run(["fix", "--write"], in: iso).status == 0)
        #expect(try String(contentsOf: iso.appendingPathComponent("data.json"), encoding: .utf8) == Self.caboVerde)
        // The pickers keep CLDR's names.
        #expect(try CommandRunner.run(["build", "--locales", "en"], in: iso).status == 0)
        #expect(try rows(iso, "en")["CV"]?.name == "Cape Verde")

        let cldr = try project(Self.caboVerde, scope)
        #expect(try findings(CommandRunner.run(["check", "--format", "json"], in: cldr)).contains { $0["rule"] as? String == "name-variant" })
        #expect(try CommandRunner.run(["fix", "--write"], in: cldr).status == 0)
        #expect(try String(contentsOf: cldr.appendingPathComponent("data.json"), encoding: .utf8).contains(#""Cape Verde""#))
    }

    static let ownNames = """
        [{"name": "Cabo Verde", "dial_code": "+238", "code": "CV"}, {"name": "Swaziland", "dial_code": "+268", "code": "SZ"},
         {"name": "Czech Republic", "dial_code": "+420", "code": "CZ"}, {"name": "Germany", "dial_code": "+49", "code": "DE"}]
        """

    /// The `en` picker shows the dataset's names, found by CLDR's too; every
    /// other locale keeps CLDR's. A locale rebuilt without validating again
    /// (its output deleted) shows them as well.
    @Test func ownNamesAreTheirLocalesPickerNames() throws {
        let directory = try project(Self.ownNames, #""scope": {"include": ["CV", "SZ", "CZ", "DE"]}, "conventions": {"names": "own"}, "locales": ["en", "en_GB", "de"]"#)
        let checked = try CommandRunner.run(["check", "--format", "json"], in: directory)
        #expect(try findings(checked).map { $0["rule"] as? String } == ["dataset-convention"])
        let built = try CommandRunner.run(["build"], in: directory)
        #expect(built.status == 0, "\(built.stderr)")
        let english = try rows(directory, "en")
        #expect(english.mapValues(\.name) == ["CV": "Cabo Verde", "SZ": "Swaziland", "CZ": "Czech Republic", "DE": "Germany"])
        #expect(english["SZ"]?.keys.contains("eswatini") == true)
        #expect(try rows(directory, "en_GB").mapValues(\.name) == ["CV": "Cape Verde", "SZ": "Eswatini", "CZ": "Czechia", "DE": "Germany"])
        #expect(try rows(directory, "de")["SZ"]?.name == "Eswatini")

        try FileManager.default.removeItem(at: directory.appendingPathComponent("picker/en/countries.json"))
        let again = try CommandRunner.run(["build"], in: directory)
        #expect(again.stdout.contains("(1 of 3 locales rebuilt)"), "\(again.stdout)")
        #expect(try rows(directory, "en").mapValues(\.name) == english.mapValues(\.name), "rebuilt from the manifest's record of the names")
        #expect(try CommandRunner.run(["build", "--check"], in: directory).status == 0)
    }

    @Test func initWritesTheNamesTheFileFollowsWhenNotCLDRs() throws {
        let seed = try String(contentsOf: CommandRunner.root.appendingPathComponent("Tests/CountryCodeKitTests/Fixtures/real-world/seed-CountryCodes.json"), encoding: .utf8)
        for (records, expected) in [(seed, "iso"), (ConventionTests.maintained, nil)] {
            let directory = try project(records)
            let result = try CommandRunner.run(["init", "data.json"], in: directory)
            #expect(result.status == 0, "\(result.stderr)")
            let written = try String(contentsOf: directory.appendingPathComponent(".ccpipe.json"), encoding: .utf8)
            #expect(written.contains(#""names": "iso""#) == (expected == "iso"), "\(written)")
            #expect(written.contains(#""names""#) == (expected != nil))
            if expected != nil { #expect((result.stdout + result.stderr).contains(#"names "iso": 22 ISO 3166-1 and 2 CLDR names where the two differ"#)) }
        }
    }

    /// ISO 3166-1's alpha-3 codes are search abbreviations, and its names
    /// tell which names a dataset follows: a change to the file given with
    /// `--iso` rebuilds every locale.
    @Test func anISOFileChangeRebuildsEveryLocale() throws {
        let directory = try project(#"[{"name": "British Indian Ocean Territory", "dial_code": "+246", "code": "IO"}]"#)
        let iso = directory.appendingPathComponent("iso_3166-1.json")
        try FileManager.default.copyItem(at: CommandRunner.root.appendingPathComponent("Sources-Data/iso-codes/iso_3166-1.json"), to: iso)
        let build = ["build", "data.json", "--iso", iso.path, "--locales", "en,de", "--out", "picker"]
        #expect(try CommandRunner.run(build, in: directory).status == 0)
        #expect(try CommandRunner.run(build, in: directory).stdout.hasSuffix("(nothing to rebuild)\n"))
        let text = try String(contentsOf: iso, encoding: .utf8)
        try #require(text.contains(#""alpha_3": "IOT""#))
        try text.replacingOccurrences(of: #""alpha_3": "IOT""#, with: #""alpha_3": "IOQ""#).write(to: iso, atomically: true, encoding: .utf8)
        let rebuilt = try CommandRunner.run(build, in: directory)
        #expect(rebuilt.stdout.hasSuffix("2 files changed\n"), "\(rebuilt.stdout)")
        let english = try String(contentsOf: directory.appendingPathComponent("picker/en/countries.json"), encoding: .utf8)
        #expect(english.contains(#""search_abbreviations": ["ioq""#), "\(english)")
    }
}
