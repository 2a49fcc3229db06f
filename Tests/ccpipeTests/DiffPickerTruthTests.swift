import Foundation
import Testing

/// `diff`'s output section tells the picker's truth: rows added, removed,
/// renamed and moved are counted per locale, and a change of the dataset's
/// that the picker does not show is said so. Seen where Kosovo was added and
/// Zimbabwe removed (K went from 5 rows to 6, Z from 2 to 1) and the report
/// said "no section or index letter changed".
struct DiffPickerTruthTests {
    static let before = """
        [{"name": "Kazakhstan", "dial_code": "+7", "code": "KZ"}, {"name": "Kenya", "dial_code": "+254", "code": "KE"},
         {"name": "Kiribati", "dial_code": "+686", "code": "KI"}, {"name": "Kuwait", "dial_code": "+965", "code": "KW"},
         {"name": "Kyrgyzstan", "dial_code": "+996", "code": "KG"}, {"name": "Türkiye", "dial_code": "+90", "code": "TR"},
         {"name": "Cyprus", "dial_code": "+537", "code": "CY"},
         {"name": "Zambia", "dial_code": "+260", "code": "ZM"}, {"name": "Zimbabwe", "dial_code": "+263", "code": "ZW"}]
        """

    static func sides(_ after: String) throws -> (URL, URL) {
        let directory = try CommandRunner.temporaryDirectory()
        let old = directory.appendingPathComponent("old.json"), new = directory.appendingPathComponent("new.json")
        try Data(before.utf8).write(to: old)
        try Data(after.utf8).write(to: new)
        return (old, new)
    }

    @Test func rowsAddedAndRemovedAreCountedPerLocale() throws {
        let after = Self.before.replacingOccurrences(of: #", {"name": "Zimbabwe", "dial_code": "+263", "code": "ZW"}"#, with: "")
            .replacingOccurrences(of: #"[{"name": "Kazakhstan""#, with: #"[{"name": "Kosovo", "dial_code": "+383", "code": "XK"}, {"name": "Kazakhstan""#)
        let (old, new) = try Self.sides(after)
        let text = try CommandRunner.run(["diff", old.path, new.path, "--locales", "sv"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("Output for en: rows 1 added, 1 removed, 0 renamed, 0 moved; sections 0 gained, 0 lost"), "\(text.stdout)")
        #expect(text.stdout.contains("Output for sv: rows 1 added, 1 removed"), "\(text.stdout)")
        #expect(text.stdout.contains("  row added: XK Kosovo (K)\n"), "\(text.stdout)")
        #expect(text.stdout.contains("  row removed: ZW Zimbabwe (Z)\n"), "\(text.stdout)")
        #expect(!text.stdout.contains("no row, name, section or index letter changed"))
        let json = try CommandRunner.run(["diff", old.path, new.path, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let output = try #require((object["outputs"] as? [[String: Any]])?.first)
        #expect((output["rows_added"] as? [[String: String]]) == [["code": "XK", "name": "Kosovo", "section": "K"]])
        #expect((output["rows_removed"] as? [[String: String]]) == [["code": "ZW", "name": "Zimbabwe", "section": "Z"]])
        let markdown = try CommandRunner.run(["diff", old.path, new.path, "--format", "markdown"])
        #expect(markdown.stdout.contains("| en output: rows added / removed / renamed | 1 / 1 / 0 |"), "\(markdown.stdout)")
    }

    /// A rename to a name CLDR does not show is said so; a dial code fixed
    /// that the outputs already published right changes nothing a user
    /// sees, and is counted.
    @Test func aChangeThePickerDoesNotShowIsSaidSo() throws {
        let after = Self.before.replacingOccurrences(of: #""Türkiye""#, with: #""Turkey""#).replacingOccurrences(of: "+537", with: "+357")
        let (old, new) = try Self.sides(after)
        let text = try CommandRunner.run(["diff", old.path, new.path])
        #expect(text.stdout.contains("Output for en: rows 0 added, 0 removed, 0 renamed, 0 moved"), "\(text.stdout)")
        #expect(text.stdout.contains("; 1 change of the dataset's not in the picker; 1 change of the dataset's to what the picker already showed\n"),
                "\(text.stdout)")
        #expect(text.stdout.contains(#"  not in the picker: TR name "Türkiye" → "Turkey": it shows "Türkiye""#), "\(text.stdout)")
        #expect(!text.stdout.contains("not in the picker: CY"), "\(text.stdout)")
        // An English name is not looked for in the Swedish picker.
        let swedish = try CommandRunner.run(["diff", old.path, new.path, "--locales", "sv"])
        #expect(swedish.stdout.components(separatedBy: "not in the picker: TR").count == 2, "\(swedish.stdout)")
        let json = try CommandRunner.run(["diff", old.path, new.path, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let output = try #require((object["outputs"] as? [[String: Any]])?.first)
        #expect(output["already_shown"] as? Int == 1)
        #expect((output["not_in_picker"] as? [[String: String]])?.map { $0["code"] } == ["TR"])
    }
}
