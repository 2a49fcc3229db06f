import Foundation
import Testing

/// The verdict and the picker follow the CLDR release they are given:
/// each expectation names the release it holds for. The embedded default
/// is CLDR 48.2; the full trees are read with `--reference`.
struct ReferenceReleaseTests {
    static let records = """
        [{"name": "Türkiye", "dial_code": "+90", "code": "TR"},
         {"name": "Sark", "dial_code": "+44", "code": "CQ"},
         {"name": "Eswatini", "dial_code": "+268", "code": "SZ"}]
        """

    /// What `check --format json` says of each record, by rule id.
    static func rules(_ arguments: [String]) throws -> (status: Int32, byCode: [String: [String]], reference: String) {
        let directory = try CommandRunner.temporaryDirectory()
        try Data(records.utf8).write(to: directory.appendingPathComponent("ds.json"))
        let result = try CommandRunner.run(["check", "ds.json", "--format", "json"] + arguments, in: directory)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        var byCode: [String: [String]] = [:]
        for finding in object["findings"] as? [[String: Any]] ?? [] {
            // Three records do not cover the world.
            guard let code = finding["code"] as? String, let rule = finding["rule"] as? String, rule != "coverage-missing" else { continue }
            byCode[code, default: []].append(rule)
        }
        let summary = object["summary"] as? [String: Any]
        return (result.status, byCode, summary?["reference"] as? String ?? "")
    }

    /// CLDR 48.2, embedded: "Türkiye" is the English name, Sark's CQ is a
    /// region (without a calling code of its own), Eswatini is right.
    @Test func theEmbeddedDefaultIsCLDR48() throws {
        let checked = try Self.rules([])
        #expect(checked.reference == "embedded (CLDR 48.2 subset)")
        #expect(checked.byCode["TR"] == nil)
        #expect(checked.byCode["CQ"] == ["dial-code-no-plan"])
        #expect(checked.byCode["SZ"] == nil)
        #expect(checked.status == 0)
    }

    /// The same records judged by each full tree: CLDR 41 says "Turkey" and
    /// knows no CQ; 46 and 48.2 say "Türkiye" and know Sark.
    @Test(arguments: CLDRTree.tested)
    func eachReleaseJudgesByItsOwnNames(_ tree: CLDRTree) throws {
        let checked = try Self.rules(["--reference", try tree.required()])
        #expect(checked.reference.hasSuffix("(CLDR \(tree.dtdVersion))"), "\(checked.reference)")
        switch tree {
        case .cldr41:
            #expect(checked.byCode["TR"] == ["name-iso"])
            #expect(checked.byCode["CQ"] == ["code-validity"])
            #expect(checked.status == 1)
        case .cldr46, .cldr48:
            #expect(checked.byCode["TR"] == nil)
            #expect(checked.byCode["CQ"] == ["dial-code-no-plan"])
            #expect(checked.status == 0)
        }
        #expect(checked.byCode["SZ"] == nil)
    }

    /// The picker shows the release's names: Eswatini in Swedish from 46
    /// on (CLDR 41 still said Swaziland), Türkiye in English.
    @Test(arguments: [nil] + CLDRTree.tested.map(Optional.some))
    func thePickerShowsTheReleasesNames(_ tree: CLDRTree?) throws {
        let directory = try CommandRunner.temporaryDirectory()
        // CLDR 41 knows no CQ: a record of it is an error there, and the
        // build would refuse the dataset.
        let records = tree == .cldr41 ? Self.records.replacingOccurrences(of: #"{"name": "Sark", "dial_code": "+44", "code": "CQ"},"#, with: "")
            : Self.records
        try Data(records.utf8).write(to: directory.appendingPathComponent("ds.json"))
        let reference = try tree.map { ["--reference", try $0.required()] } ?? []
        let result = try CommandRunner.run(["build", "ds.json", "--locales", "en,sv", "--out", "out"] + reference, in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        func name(_ code: String, _ locale: String) throws -> String? {
            let data = try Data(contentsOf: directory.appendingPathComponent("out/\(locale)/countries.json"))
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let sections = object["sections"] as? [[String: Any]] ?? []
            let rows = sections.flatMap { $0["countries"] as? [[String: Any]] ?? [] }
            return rows.first { $0["code"] as? String == code }?["name"] as? String
        }
        let old = tree == .cldr41
        #expect(try name("SZ", "sv") == (old ? "Swaziland" : "Eswatini"))
        #expect(try name("TR", "en") == (old ? "Turkey" : "Türkiye"))
        #expect(try name("CQ", "en") == (old ? nil : "Sark"))
    }

    /// The sections come from ICU 72's own CLDR 42 data: the build says
    /// where the reference's index letters differ (CLDR 41's Traditional
    /// Chinese ones do), and a build with nothing to do says it again,
    /// from its manifest, with the same summary.
    @Test(.enabled(if: CLDRTree.cldr41.isTested, CLDRTree.cldr41.need))
    func theBuildSaysWhereTheReferencesIndexLettersDifferFromICUs() throws {
        let common = try CLDRTree.cldr41.required()
        let directory = try CommandRunner.temporaryDirectory()
        try Data(#"[{"name": "Taiwan", "dial_code": "+886", "code": "TW"}, {"name": "Sweden", "dial_code": "+46", "code": "SE"}]"#.utf8)
            .write(to: directory.appendingPathComponent("ds.json"))
        let arguments = ["build", "ds.json", "--locales", "sv,zh_Hant", "--reference", common, "--out", "out"]
        let first = try CommandRunner.run(arguments, in: directory)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("index letters differ from ICU 72.1 (CLDR 42)'s, which the sections come from, in 1 locale;"), "\(first.stderr)")
        let summaryFile = directory.appendingPathComponent("out/build-summary.md")
        let summary = try String(contentsOf: summaryFile, encoding: .utf8)
        #expect(summary.contains("CLDR 41's index letters differ from its own in 1 of the 2 locales:"), "\(summary)")
        #expect(summary.contains("| `zh_Hant` | `zh_Hant` | `"), "\(summary)")
        #expect(!summary.contains("| `sv` | `sv` |"), "\(summary)")
        let again = try CommandRunner.run(arguments, in: directory)
        #expect(again.status == 0)
        #expect(again.stdout.contains("(nothing to rebuild)"), "\(again.stdout)")
        #expect(again.stderr.contains("in 1 locale;"), "\(again.stderr)")
        #expect(try String(contentsOf: summaryFile, encoding: .utf8) == summary)
    }

    /// CLDR 46 added `alt="chagos"`: from then "Chagos Archipelago" is
    /// CLDR's alternate name for IO (a notice), and the picker finds IO by it.
    @Test(arguments: [nil] + CLDRTree.tested.map(Optional.some))
    func theAlternateNamesAreTheReleases(_ tree: CLDRTree?) throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data(#"[{"name": "Chagos Archipelago", "dial_code": "+246", "code": "IO"}]"#.utf8).write(to: directory.appendingPathComponent("ds.json"))
        let reference = try tree.map { ["--reference", try $0.required()] } ?? []
        let check = try CommandRunner.run(["check", "ds.json", "--format", "json"] + reference, in: directory)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any], "\(check.stderr)")
        let rules = (object["findings"] as? [[String: Any]] ?? []).filter { $0["field"] as? String == "name" }.compactMap { $0["rule"] as? String }
        let has = tree != .cldr41
        #expect(rules == [has ? "name-short-form" : "name-mismatch"])

        try Data(#"[{"name": "British Indian Ocean Territory", "dial_code": "+246", "code": "IO"}]"#.utf8).write(to: directory.appendingPathComponent("ds.json"))
        let build = try CommandRunner.run(["build", "ds.json", "--locales", "en,fr_CA", "--out", "out"] + reference, in: directory)
        #expect(build.status == 0, "\(build.stderr)")
        func keys(_ locale: String) throws -> [String] {
            let data = try Data(contentsOf: directory.appendingPathComponent("out/\(locale)/countries.json"))
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let rows = (object["sections"] as? [[String: Any]] ?? []).flatMap { $0["countries"] as? [[String: Any]] ?? [] }
            return rows.first?["search_keys"] as? [String] ?? []
        }
        #expect(try keys("en").contains("chagos archipelago") == has)
        #expect(try keys("fr_CA").contains("archipel chagos") == has)
    }
}
