import Foundation
import Testing

/// The attack suites' own instruments can fail: a write, a removal or a
/// replaced link outside is seen, and so is a printed piece of the secret.
struct HostileCheckoutTests {
    @Test func aChangeOutsideIsSeen() throws {
        let checkout = try HostileCheckout()
        #expect(try checkout.outsideChanges().isEmpty)
        try Data("x".utf8).write(to: checkout.outside.appendingPathComponent("docs/index.json"))
        try FileManager.default.removeItem(at: checkout.outside.appendingPathComponent("canary.txt"))
        try Data().write(to: checkout.outside.appendingPathComponent("new"))
        #expect(try checkout.outsideChanges() == ["removed canary.txt", "changed docs/index.json", "created new"])
    }

    @Test func aPrintedPieceOfTheSecretIsSeen() throws {
        let checkout = try HostileCheckout()
        let piece = String(HostileCheckout.secret.dropFirst(10).prefix(8))
        #expect(checkout.leaksSecret(CommandResult(status: 65, stdout: "", stderr: "Error: invalid literal '\(piece)'")))
        #expect(!checkout.leaksSecret(CommandResult(status: 65, stdout: "", stderr: "Error: invalid literal 'ghp_'")))
    }
}
