import Foundation
import Testing

/// `ccpipe diff --base-reference`: one dataset judged and built under two
/// references, as a maintainer runs it before a reference update lands.
/// Small handmade trees (`ReferenceTree`) for each section of the report;
/// the full CLDR trees for the update from 41 to 48.2.
struct ReferenceDiffCommandTests {
    static let records = [
        #"{"name": "Turkey", "dial_code": "+90", "code": "TR"}"#,
        #"{"name": "Swaziland", "dial_code": "+268", "code": "SZ"}"#,
        #"{"name": "Sark", "dial_code": "+44", "code": "CQ"}"#,
        #"{"name": "Sweden", "dial_code": "+46", "code": "SE"}"#,
    ]
    static let antilles = #"{"name": "Netherlands Antilles", "dial_code": "+599", "code": "AN"}"#

    /// A repository with `countries.json` (the records given), a
    /// `.ccpipe.json` naming it and `locales`, and the two trees at
    /// `older/common` and `newer/common`.
    static func project(records: [String] = records + [antilles], locales: [String] = ["en", "sv"],
                        reference: String? = nil) throws -> URL {
        let directory = try CommandRunner.temporaryDirectory()
        try GitFixture.git(["init", "-q"], in: directory)
        try Data(("[\n  " + records.joined(separator: ",\n  ") + "\n]\n").utf8).write(to: directory.appendingPathComponent("countries.json"))
        let listed = locales.map { "\"\($0)\"" }.joined(separator: ", ")
        let referenceKey = reference.map { #", "reference": "\#($0)""# } ?? ""
        try Data(#"{"dataset": "countries.json", "locales": [\#(listed)]\#(referenceKey)}"#.utf8)
            .write(to: directory.appendingPathComponent(".ccpipe.json"))
        try ReferenceTree.older.write(to: directory.appendingPathComponent("older"))
        try ReferenceTree.newer.write(to: directory.appendingPathComponent("newer"))
        return directory
    }

    static func diff(_ arguments: [String], in directory: URL) throws -> (status: Int32, json: [String: Any], stderr: String) {
        let result = try CommandRunner.run(["diff", "--base-reference", "older/common", "--reference", "newer/common", "--format", "json"] + arguments,
                                           in: directory)
        let json = (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) as? [String: Any] ?? [:]
        return (result.status, json, result.stderr)
    }

    static func output(_ json: [String: Any], _ locale: String) throws -> [String: Any] {
        try #require((json["outputs"] as? [[String: Any]])?.first { $0["locale"] as? String == locale })
    }

    @Test(arguments: [("text", "reference-diff.txt"), ("markdown", "reference-diff.md"), ("json", "reference-diff.json"),
                      ("html", "reference-diff.html")])
    func theUpdateOfTheSmallTreesReadsAsRecorded(_ format: String, _ golden: String) throws {
        let directory = try Self.project()
        let result = try CommandRunner.run(["diff", "--base-reference", "older/common", "--reference", "newer/common", "--format", format],
                                           in: directory)
        #expect(result.status == 1, "AN becomes invalid: an error finding the update introduces; \(result.stderr)")
        try Golden.check(result.stdout, against: golden)
    }

    @Test func bothReferencesAreNamedWithTheirReleases() throws {
        let (_, json, stderr) = try Self.diff([], in: try Self.project())
        let update = try #require(json["reference_update"] as? [String: Any], "\(stderr)")
        #expect(update["base_reference"] as? String == "older/common (CLDR 41)")
        #expect(json["reference"] as? String == "newer/common (CLDR 48.2)")
        let text = try CommandRunner.run(["diff", "--base-reference", "older/common", "--reference", "newer/common"], in: try Self.project())
        #expect(text.stdout.contains("base reference: older/common (CLDR 41): 1 error"), "\(text.stdout)")
        #expect(text.stdout.contains("→ reference: newer/common (CLDR 48.2): 1 error"), "\(text.stdout)")
    }

    @Test func findingsThatAppearAndDisappearAreListed() throws {
        let (_, json, _) = try Self.diff([], in: try Self.project())
        let findings = try #require(json["findings"] as? [String: [[String: Any]]])
        let introduced = (findings["introduced"] ?? []).map { "\($0["rule"] ?? "") \($0["code"] ?? "")" }
        let fixed = (findings["fixed"] ?? []).map { "\($0["rule"] ?? "") \($0["code"] ?? "")" }
        #expect(introduced.contains("code-validity AN"), "\(introduced)")
        #expect(fixed.contains("code-validity CQ"), "\(fixed)")
        #expect(json["introduced_errors"] as? Int == 1)
        #expect(json["data_changed"] as? Bool == false)
    }

    @Test func namesChangePerLocaleAsThePickerShowsThem() throws {
        let (_, json, _) = try Self.diff([], in: try Self.project())
        let english = try Self.output(json, "en"), swedish = try Self.output(json, "sv")
        let names = { (output: [String: Any]) in (output["names_changed"] as? [[String: String]]) ?? [] }
        #expect(names(english) == [["code": "SZ", "from": "Swaziland", "to": "Eswatini"], ["code": "TR", "from": "Turkey", "to": "Türkiye"]])
        #expect(names(swedish) == [["code": "SZ", "from": "Swaziland", "to": "Eswatini"]])
    }

    @Test func renamedRowsMoveSectionAndTheIndexFollows() throws {
        let (_, json, _) = try Self.diff([], in: try Self.project())
        for locale in ["en", "sv"] {
            let output = try Self.output(json, locale)
            #expect(output["rows_moved"] as? [[String: String]] == [["code": "SZ", "name": "Eswatini", "from": "S", "to": "E"]], "\(locale)")
            #expect(output["sections_gained"] as? [String] == ["E"], "\(locale)")
            #expect(output["letters_filled"] as? [String] == ["E"], "\(locale)")
        }
    }

    @Test func regionCodesThatBecomeValidOrInvalidAreListed() throws {
        let (_, json, _) = try Self.diff([], in: try Self.project())
        let update = try #require(json["reference_update"] as? [String: Any])
        let validity = try #require(update["validity_changed"] as? [[String: Any]])
        #expect(validity.map { "\($0["code"] ?? "") \($0["old"] ?? "") \($0["new"] ?? "")" } == ["AN regular deprecated", "CQ reserved regular"])
        #expect(validity.map { $0["becomes_valid"] as? Bool } == [false, true])
        #expect(validity.map { $0["in_dataset"] as? Bool } == [true, true])
    }

    /// The locales are those `build` builds (`"locales"` in .ccpipe.json),
    /// or `--locales`; one only the new reference has is listed, and one it
    /// lacks fails the update, as `build` would fail with it.
    @Test func theProjectsLocalesAreComparedAndOnesOnlyOneTreeHasAreListed() throws {
        let project = try Self.project(records: Self.records, locales: ["en", "fi", "da"])
        let (status, json, stderr) = try Self.diff([], in: project)
        #expect(status == 1, "\(stderr)")
        #expect((json["outputs"] as? [[String: Any]])?.map { $0["locale"] as? String } == ["en"])
        let update = try #require(json["reference_update"] as? [String: Any])
        #expect(update["locales_added"] as? [String] == ["fi"] && update["locales_removed"] as? [String] == ["da"])
        let text = try CommandRunner.run(["diff", "--base-reference", "older/common", "--reference", "newer/common"], in: project)
        #expect(text.stdout.contains("The reference update introduces no error findings, and lacks 1 locale the project builds."), "\(text.stdout)")

        let asked = try Self.diff(["--locales", "sv,fi"], in: project)
        #expect(asked.status == 0, "\(asked.stderr)")
        #expect((asked.json["outputs"] as? [[String: Any]])?.map { $0["locale"] as? String } == ["sv"])
        let neither = try Self.diff(["--locales", "sv,nb"], in: project)
        #expect(neither.status == 64)
        #expect(neither.stderr.hasPrefix("Error: unknown locale \"nb\": "), "\(neither.stderr)")
    }

    @Test func failOnChangeFailsWhenTheVerdictOrThePickersWouldChange() throws {
        let project = try Self.project(records: Self.records)
        let plain = try Self.diff([], in: project)
        #expect(plain.status == 0, "no error finding comes in: \(plain.stderr)")
        #expect(try Self.diff(["--fail-on-change"], in: project).status == 1)
        // The same tree on both sides changes nothing.
        let same = try CommandRunner.run(["diff", "--base-reference", "newer/common", "--reference", "newer/common", "--fail-on-change"], in: project)
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        #expect(same.stdout.contains("pickers: 0 rows added, 0 removed, 0 names changed, 0 rows moved, in 2 locales"), "\(same.stdout)")
    }

    /// Without `--reference`, the other side is the project's own reference:
    /// `"reference"` in .ccpipe.json, else the embedded one.
    @Test func theOtherSideIsTheProjectsReference() throws {
        let project = try Self.project(records: Self.records, reference: "newer/common")
        let named = try CommandRunner.run(["diff", "--base-reference", "older/common", "--format", "json"], in: project)
        #expect(named.status == 0, "\(named.stderr)")
        #expect(named.stdout.contains(#""reference": "newer/common (CLDR 48.2)""#))
        let embedded = try CommandRunner.run(["diff", "--base-reference", "embedded", "--reference", "newer/common", "--format", "json"], in: project)
        #expect(embedded.stdout.contains(#""base_reference": "embedded (CLDR 48.2 subset)""#), "\(embedded.stdout)\(embedded.stderr)")
    }

    @Test(arguments: [(["--base", "HEAD"], "Error: --base-reference compares one dataset under two references; it cannot be combined with --base\n"),
                      (["countries.json", "other.json"], "Error: --base-reference compares one dataset under two references; give at most one <dataset>\n")])
    func itTakesOneDatasetAndNoRevision(_ extra: [String], _ message: String) throws {
        let result = try CommandRunner.run(["diff", "--base-reference", "older/common"] + extra, in: try Self.project())
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix(message + "Usage: ccpipe diff "), "\(result.stderr)")
    }

    /// The update the tests' references make (CLDR 41 to 48.2), on a
    /// dataset that holds Turkey and Sark.
    @Test(.enabled(if: CLDRTree.cldr41.isTested && CLDRTree.cldr48.isTested, "\(CLDRTree.cldr41.need); \(CLDRTree.cldr48.need)"))
    func fromCLDR41To48TurkeyIsRenamedAndSarkBecomesValid() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let dataset = directory.appendingPathComponent("ds.json")
        try Data("[\(Self.records[0]), \(Self.records[2])]".utf8).write(to: dataset)
        let result = try CommandRunner.run(["diff", dataset.path, "--base-reference", try CLDRTree.cldr41.required(),
                                            "--reference", try CLDRTree.cldr48.required(), "--format", "json"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(try Self.output(json, "en")["names_changed"] as? [[String: String]] == [["code": "TR", "from": "Turkey", "to": "Türkiye"]])
        let update = try #require(json["reference_update"] as? [String: Any])
        let validity = try #require(update["validity_changed"] as? [[String: Any]])
        #expect(validity.contains { $0["code"] as? String == "CQ" && $0["becomes_valid"] as? Bool == true && $0["in_dataset"] as? Bool == true },
                "\(validity)")
        #expect((update["base_reference"] as? String)?.hasSuffix("(CLDR 41)") == true && (json["reference"] as? String)?.hasSuffix("(CLDR 48)") == true)
    }
}
