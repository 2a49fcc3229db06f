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
}
