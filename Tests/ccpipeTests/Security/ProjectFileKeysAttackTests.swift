import Foundation
import Testing

/// A pull request that gives `.ccpipe.json` a key no declaration has, made
/// to flood the log or forge lines in it: the error names the key escaped
/// and cut short, on one line, and the search for the nearest declared key
/// does not grow with the key's length.
struct ProjectFileKeysAttackTests {
    @Test func aLongUnknownKeyIsRefusedEscapedAndCutShort() throws {
        let checkout = try HostileCheckout()
        let forged = #"\n::error file=CountryCodes.json::all clear\u001b[2J"#
        let key = forged + String(repeating: "k", count: 1_000_000)
        try checkout.writeProjectFile(#"{"dataset": "CountryCodes.json", "\#(key)": 1}"#)
        let result = try checkout.run(["check", "--format", "github"], timeout: 30)
        #expect(result.status == 65, "\(result.stderr.prefix(500))")
        #expect(result.stderr.hasPrefix(#"Error: .ccpipe.json:1:34: unknown key "\u{A}\u{3A}\u{3A}error"#), "\(result.stderr.prefix(500))")
        #expect(result.stderr.utf8.count < 1_000, "\(result.stderr.utf8.count) bytes")
        #expect(result.stderr.split(separator: "\n").count == 1 && !result.stderr.contains("\u{1b}"), "\(result.stderr.prefix(500))")
        #expect(result.stdout.isEmpty)
        #expect(try checkout.outsideChanges().isEmpty)
        #expect(!checkout.leaksSecret(result))
    }

    /// A long value in each place whose refusal quotes it: a rule id (in
    /// `rules` and in `accepted`), a convention, the names' locale, a
    /// field, the declared shape.
    static let quoted: [(place: String, json: String)] = [
        ("rules", #""rules": {"VALUE": "off"}"#),
        ("accepted", #""accepted": [{"rule": "VALUE", "code": "US", "reason": "r"}]"#),
        ("conventions", #""conventions": {"dial_code": "VALUE"}"#),
        ("name_locale", #""conventions": {"name_locale": "VALUE"}"#),
        ("names", #""conventions": {"names": "VALUE"}"#),
        ("fields", #""fields": {"VALUE": "name"}"#),
        ("shape", #""shape": "VALUE""#),
    ]

    @Test(arguments: quoted)
    func aLongValueARefusalQuotesIsEscapedAndCutShort(place: String, json: String) throws {
        let checkout = try HostileCheckout()
        let value = #"\n::error::all clear\u001b[2J"# + String(repeating: "v", count: 100_000)
        try checkout.writeProjectFile(#"{"dataset": "CountryCodes.json", "#
                                      + json.replacingOccurrences(of: "VALUE", with: value) + "}")
        let result = try checkout.run(["check", "--format", "github"], timeout: 30)
        #expect(result.status == 65, "\(place): \(result.stderr.prefix(500))")
        // Quoted escaped, and cut short with the length said.
        #expect(result.stderr.contains(#"\u{A}\u{3A}\u{3A}error\u{3A}\u{3A}all clear\u{1B}[2Jvvvv"#), "\(place): \(result.stderr.prefix(500))")
        #expect(result.stderr.contains("vvvv… ("), "\(place): \(result.stderr.prefix(500))")
        #expect(result.stderr.utf8.count < 1_000, "\(place): \(result.stderr.utf8.count) bytes")
        // No line a workflow command, no escape sequence: the error, and
        // for the shape the hint after it.
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count <= 2 && lines.allSatisfy { !$0.hasPrefix("::") }, "\(place): \(result.stderr.prefix(500))")
        #expect(!result.stderr.contains("\u{1b}"), "\(place)")
        #expect(try checkout.outsideChanges().isEmpty)
        #expect(!checkout.leaksSecret(result))
    }
}
