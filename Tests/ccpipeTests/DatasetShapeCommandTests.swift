import Foundation
import Testing

/// The shapes real datasets come in, through every command: check judges
/// them, fix writes them back in place, build fills what they leave to the
/// reference, diff compares two of them.
struct DatasetShapeCommandTests {
    static func copy(_ fixture: String, as name: String? = nil) throws -> URL {
        let directory = try CommandRunner.temporaryDirectory()
        try FileManager.default.copyItem(at: CommandRunner.root.appendingPathComponent("Tests/CountryCodeKitTests/Fixtures/real-world/" + fixture),
                                         to: directory.appendingPathComponent(name ?? fixture))
        return directory
    }

    static func countries(in directory: URL, locale: String) throws -> [[String: Any]] {
        let catalog = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("out/\(locale)/countries.json"))) as? [String: Any])
        return (catalog["sections"] as? [[String: Any]] ?? []).flatMap { $0["countries"] as? [[String: Any]] ?? [] }
    }

    @Test func buildFillsTheDialCodesANamesListLeavesOut() throws {
        let directory = try Self.copy("keyed-plist-names.plist")
        let build = try CommandRunner.run(["build", "keyed-plist-names.plist", "--out", "out", "--locales", "en,ja"], in: directory)
        #expect(build.status == 0, "\(build.stderr)")
        let samoa = try #require(try Self.countries(in: directory, locale: "en").first { $0["code"] as? String == "AS" })
        #expect(samoa["dial_code"] as? String == "+1 684")
        #expect(try Self.countries(in: directory, locale: "ja").contains { $0["code"] as? String == "EH" && $0["dial_code"] as? String == "+212" })
    }

    @Test func buildNamesTheRegionsOfAMapOfDialCodes() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data(#"{"IL":"+972","AF":"+93","AL":"+355","DZ":"+213","AS":"+1 684","AD":"+376","AQ":null}"#.utf8)
            .write(to: directory.appendingPathComponent("codes.json"))
        let check = try CommandRunner.run(["check", "codes.json"], in: directory)
        #expect(check.stdout.contains("notice: names are not carried (none of the 7 records has one); 'build' takes CLDR's names in each locale [dataset-convention]"), "\(check.stdout)")
        let build = try CommandRunner.run(["build", "codes.json", "--out", "out", "--locales", "de"], in: directory)
        #expect(build.status == 0, "\(build.stderr)")
        let names = try Self.countries(in: directory, locale: "de").map { $0["name"] as? String }
        #expect(names.contains("Israel") && names.contains("Amerikanisch-Samoa") && names.contains("Antarktis"), "\(names)")
    }

    @Test func columnsByLanguageAndFormBuildAndPassCheck() throws {
        let directory = try Self.copy("names-by-language-and-form.csv")
        let check = try CommandRunner.run(["check", "names-by-language-and-form.csv"], in: directory)
        #expect(check.status == 0, "\(check.stdout)")
        #expect(check.stdout.contains(#"name_en_short "Czech Republic" is CLDR's en variant"#), "\(check.stdout)")
        let build = try CommandRunner.run(["build", "names-by-language-and-form.csv", "--out", "out", "--locales", "ru"], in: directory)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(try Self.countries(in: directory, locale: "ru").contains { $0["code"] as? String == "CZ" && $0["name"] as? String == "Чехия" })
    }

    @Test func fixRepairsTheMapsSyntaxAndDiffComparesTheMaps() throws {
        let directory = try Self.copy("two-region-maps.json", as: "maps.json")
        let before = try String(contentsOf: directory.appendingPathComponent("maps.json"), encoding: .utf8)
        let fix = try CommandRunner.run(["fix", "maps.json", "--write"], in: directory)
        #expect(fix.status == 1, "Cyprus and Kosovo need a person: \(fix.stderr)")
        let fixed = try String(contentsOf: directory.appendingPathComponent("maps.json"), encoding: .utf8)
        #expect(fixed.contains(#""CI": "Cote d'Ivoire (+225)","#))
        #expect(!fixed.contains("\\'") && !fixed.contains("(+383)\",\n  }"))
        let check = try CommandRunner.run(["check", "maps.json", "--format", "json"], in: directory)
        #expect(!check.stdout.contains("json-syntax"), "\(check.stdout)")
        try Data(before.utf8).write(to: directory.appendingPathComponent("old.json"))
        let diff = try CommandRunner.run(["diff", "old.json", "maps.json", "--format", "json"], in: directory)
        #expect(diff.status == 0, "\(diff.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(diff.stdout.utf8)) as? [String: Any])
        let fixedFindings = try #require((report["findings"] as? [String: Any])?["fixed"] as? [[String: Any]])
        #expect(fixedFindings.filter { $0["rule"] as? String == "json-syntax" }.count == 3)
        #expect((report["changed"] as? [Any])?.isEmpty == true, "only the syntax changed")
    }

    @Test func recordsBesideTheirNamesAreRead() throws {
        let directory = try Self.copy("wrapped-codes-beside-names.json")
        let check = try CommandRunner.run(["check", "wrapped-codes-beside-names.json"], in: directory)
        #expect(check.status == 1, "\(check.stderr)")
        #expect(check.stdout.contains("12 records (array of records under \"codes\", names under \"countries\")"), "\(check.stdout)")
        #expect(check.stdout.contains("error: +537 dials Cuba (CU), not Cyprus (CY)"), "\(check.stdout)")
        let build = try CommandRunner.run(["build", "wrapped-codes-beside-names.json", "--out", "out", "--locales", "en"], in: directory)
        #expect(build.status == 1, "refused for Cyprus")
    }

    /// CLDR 33.1's telephoneCodeData, trimmed: no longer "expected a <plist> root element".
    @Test func cldrTelephoneCodeDataIsADatasetForCheckFixAndDiff() throws {
        let directory = try Self.copy("cldr33.1-telephoneCodeData-trimmed.xml", as: "telephoneCodeData.xml")
        let check = try CommandRunner.run(["check", "telephoneCodeData.xml"], in: directory)
        #expect(check.status == 1, "\(check.stderr)")
        #expect(check.stdout.contains("telephoneCodeData.xml:53:40: error: +377 dials Monaco (MC), not Kosovo (XK)"), "\(check.stdout)")
        #expect(check.stdout.contains("12 records (CLDR telephoneCodeData, a record per codesByTerritory)"), "\(check.stdout)")
        // Sweden's code given as "0046" and a deprecated territory: both fixed in place.
        let file = directory.appendingPathComponent("telephoneCodeData.xml")
        let original = try String(contentsOf: file, encoding: .utf8)
        let edited = original.replacingOccurrences(of: #"<telephoneCountryCode code="46"/>"#, with: #"<telephoneCountryCode code="0046"/>"#)
            .replacingOccurrences(of: #"territory="GB""#, with: #"territory="UK""#)
        try Data(edited.utf8).write(to: file)
        try Data(original.utf8).write(to: directory.appendingPathComponent("before.xml"))
        let fix = try CommandRunner.run(["fix", "telephoneCodeData.xml", "--write"], in: directory)
        #expect(fix.status == 1, "Kosovo and Palestine need a person: \(fix.stderr)")
        #expect(try String(contentsOf: file, encoding: .utf8) == original, "fix writes CLDR's own digits and the current code back")
        try Data(edited.utf8).write(to: file)
        let diff = try CommandRunner.run(["diff", "before.xml", "telephoneCodeData.xml", "--color", "never"], in: directory)
        #expect(diff.status == 1, "the change introduces errors: \(diff.stdout)")
        #expect(diff.stdout.contains(#"dial_code: "46" → "0046""#), "\(diff.stdout)")
    }
}
