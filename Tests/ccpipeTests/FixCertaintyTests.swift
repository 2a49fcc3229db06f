import Foundation
import Testing

/// `fix --write` makes only fixes that are certain and make the file
/// strictly better; the others are suggestions, with their reasons.
struct FixCertaintyTests {
    static func directory(with text: String, as name: String) throws -> URL {
        let directory = try CommandRunner.temporaryDirectory()
        try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        return directory
    }

    /// Each rule's findings, those past the caps included.
    static func counts(_ file: String, in directory: URL) throws -> [String: Int] {
        let result = try CommandRunner.run(["check", file, "--format", "json"], in: directory)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        var counts: [String: Int] = [:]
        for finding in report["findings"] as? [[String: Any]] ?? [] { counts[finding["rule"] as? String ?? "", default: 0] += 1 }
        for entry in (report["summary"] as? [String: Any])?["omitted"] as? [[String: Any]] ?? [] {
            counts[entry["rule"] as? String ?? "", default: 0] += ["errors", "warnings", "notices"].reduce(0) { $0 + (entry[$1] as? Int ?? 0) }
        }
        return counts
    }

    /// On every published dataset of the fixtures, the seed among them,
    /// `fix --write` raises the findings of no rule, and leaves no two
    /// records sharing a code or a key.
    @Test(arguments: ["seed-CountryCodes.json", "keyed-object-dialcodes.json", "wrapped-00-prefix.json", "nested-idd-countries.json",
                      "keyed-plist-names.plist", "names-by-language-and-form.csv", "wrapped-codes-beside-names.json", "two-region-maps.json",
                      "nested-idd-shared-codes.json", "keyed-object-dialcodes-trimmed.json"])
    func fixWriteRaisesNoRuleOnAPublishedDataset(_ fixture: String) throws {
        let directory = try DatasetShapeCommandTests.copy(fixture)
        let before = try Self.counts(fixture, in: directory)
        let fix = try CommandRunner.run(["fix", fixture, "--write"], in: directory)
        #expect(fix.status == 0 || fix.status == 1, "\(fix.stderr)")
        let after = try Self.counts(fixture, in: directory)
        for (rule, count) in after { #expect(count <= before[rule, default: 0], "\(fixture): \(rule) \(before[rule, default: 0]) → \(count)") }
        for rule in ["code-duplicate", "record-duplicate", "json-duplicate-key"] { #expect(after[rule, default: 0] <= before[rule, default: 0]) }
    }

    /// An iOS picker's property list keyed by code: France, Metropolitan's
    /// `FX` was replaced by `FR`, which the file has: the fix would make two
    /// records, and two keys, one. It is a suggestion, and the file is kept;
    /// Burma's `BU` becomes `MM`, which no record has.
    @Test func aDeprecatedCodeIsNotRecodedOntoARegionTheFileHas() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>DE</key>
            \t<string>Germany</string>
            \t<key>FR</key>
            \t<string>France</string>
            \t<key>FX</key>
            \t<string>France, Metropolitan</string>
            \t<key>BU</key>
            \t<string>Myanmar (Burma)</string>
            \t<key>GB</key>
            \t<string>United Kingdom</string>
            \t<key>SE</key>
            \t<string>Sweden</string>
            </dict>
            </plist>

            """
        let directory = try Self.directory(with: plist, as: "Countries.plist")
        let before = try Self.counts("Countries.plist", in: directory)
        let fix = try CommandRunner.run(["fix", "Countries.plist", "--write"], in: directory)
        let written = try String(contentsOf: directory.appendingPathComponent("Countries.plist"), encoding: .utf8)
        #expect(written.contains("<key>FX</key>") && !written.contains("<key>BU</key>") && written.contains("<key>MM</key>"), "\(written)")
        #expect(fix.stderr.contains("not applied, for a person to decide (1):"), "\(fix.stderr)")
        #expect(fix.stderr.contains("Countries.plist:9:2: FX → FR [code-validity]: it would make two records share the code FR (the other at 7:2)"), "\(fix.stderr)")
        let after = try Self.counts("Countries.plist", in: directory)
        #expect(after["code-duplicate"] == nil && after["json-duplicate-key"] == nil)
        #expect(after.values.reduce(0, +) < before.values.reduce(0, +))
    }

    /// An object keyed by code, dial codes in `phone` as bare digits: the
    /// leading digits run into the calling code keep the file's digits,
    /// set off by a space, so that Bonaire keeps its 7 and does not take
    /// Curaçao's `599`.
    @Test func runTogetherLeadingDigitsKeepTheFilesDigits() throws {
        let text = """
            {
              "AX": {"name": "Åland Islands", "phone": "+35818"},
              "BQ": {"name": "Caribbean Netherlands", "phone": "5997"},
              "CW": {"name": "Curaçao", "phone": "599"},
              "SJ": {"name": "Svalbard & Jan Mayen", "phone": "4779"},
              "SE": {"name": "Sweden", "phone": "46"},
              "NO": {"name": "Norway", "phone": "47"},
              "FI": {"name": "Finland", "phone": "358"}
            }

            """
        let directory = try Self.directory(with: text, as: "phones.json")
        let fix = try CommandRunner.run(["fix", "phones.json", "--write"], in: directory)
        #expect(fix.status == 0, "\(fix.stderr)")
        let written = try String(contentsOf: directory.appendingPathComponent("phones.json"), encoding: .utf8)
        #expect(written.contains(#""BQ": {"name": "Caribbean Netherlands", "phone": "599 7"}"#), "\(written)")
        #expect(written.contains(#""SJ": {"name": "Svalbard & Jan Mayen", "phone": "47 79"}"#))
        #expect(written.contains(#""AX": {"name": "Åland Islands", "phone": "358 18"}"#))
        #expect(written.contains(#""CW": {"name": "Curaçao", "phone": "599"}"#))
        let check = try CommandRunner.run(["check", "phones.json"], in: directory)
        #expect(!check.stdout.contains("[dial-code-"), "\(check.stdout)")
    }

    /// A list of CLDR's names that writes "Saint" and "and": "Saint Martin"
    /// is right, and a fix is written "Saint", never "St.".
    @Test func aFixFollowsTheFilesSpellingOfSaint() throws {
        let maintained = try String(contentsOf: CommandRunner.root.appendingPathComponent("Sources-Data/CountryCodes.json"), encoding: .utf8)
        let text = maintained.replacingOccurrences(of: "\"St. ", with: "\"Saint ").replacingOccurrences(of: " & ", with: " and ")
            .replacingOccurrences(of: "Saint Barthélemy", with: "Saint Barthelemy")
        #expect(text.contains("\"Saint Martin\"") && text.contains("\"Saint Barthelemy\""))
        let directory = try Self.directory(with: text, as: "data.json")
        let check = try CommandRunner.run(["check", "data.json"], in: directory)
        #expect(check.stdout.contains(#"spelt with "Saint" and "and""#), "\(check.stdout)")
        #expect(!check.stdout.contains("Saint Martin"), "\(check.stdout)")
        let fix = try CommandRunner.run(["fix", "data.json", "--write"], in: directory)
        #expect(fix.status == 0, "\(fix.stderr)")
        let written = try String(contentsOf: directory.appendingPathComponent("data.json"), encoding: .utf8)
        #expect(written.contains(#""name": "Saint Barthélemy""#))
        #expect(written.contains(#""name": "Saint Martin""#) && !written.contains("St. "))
    }

    /// A name that is not one the file follows gets the nearest known name
    /// only as a suggestion: which name was meant is a guess.
    @Test func aNearestNameIsASuggestionNeverWritten() throws {
        let directory = try DatasetShapeCommandTests.copy("seed-CountryCodes.json")
        let fix = try CommandRunner.run(["fix", "seed-CountryCodes.json", "--write"], in: directory)
        #expect(fix.stderr.contains(#""Iran, Islamic Republic of Persian Gulf" → "Iran, Islamic Republic of" [name-mismatch]: a guess or one of several right answers"#), "\(fix.stderr)")
        let written = try String(contentsOf: directory.appendingPathComponent("seed-CountryCodes.json"), encoding: .utf8)
        #expect(written.contains(#""name":"Iran, Islamic Republic of Persian Gulf""#))
        #expect(written.contains(#""name":"Saint Martin""#), "CLDR's name in the file's spelling, not rewritten")
        #expect(written.contains(#""name":"Eswatini""#), "a former name is fixed")
    }
}
