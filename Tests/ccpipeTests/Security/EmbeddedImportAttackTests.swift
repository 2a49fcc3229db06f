import Foundation
import Testing

/// `ccpipe import embedded` turns a tree into a Swift source that is
/// committed and compiled into ccpipe: nothing a link, a FIFO or a device in
/// that tree names may reach it, and nothing is written through a link at
/// its output.
struct EmbeddedImportAttackTests {
    /// A small tree of the embedded folders, in the checkout.
    static func plantTree(in checkout: HostileCheckout) throws {
        try checkout.write("<ldml/>\n", to: "data/cldr/common/main/en.xml")
        try checkout.write("4.15.0\n", to: "data/iso-codes/version.txt")
        try checkout.write("terms\n", to: "data/licenses/LICENSE.txt")
    }

    static func importEmbedded(_ checkout: HostileCheckout) throws -> CommandResult {
        try checkout.run(["import", "embedded", "--from", "data", "--out", "generated"], timeout: 30)
    }

    @Test(arguments: ["data/licenses/secret.txt", "data/iso-codes"])
    func importEmbeddedRefusesALinkToWhatLiesOutsideTheTree(_ link: String) throws {
        let checkout = try HostileCheckout()
        try Self.plantTree(in: checkout)
        if link == "data/iso-codes" {
            try FileManager.default.removeItem(at: checkout.repository.appendingPathComponent(link))
            try FileManager.default.createDirectory(at: checkout.outside.appendingPathComponent("iso"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: checkout.outside.appendingPathComponent("secret-token"),
                                             to: checkout.outside.appendingPathComponent("iso/secret-token"))
            var settled = checkout
            try settled.settleOutside()
            try checkout.link(link, to: checkout.outside.appendingPathComponent("iso").path)
            try Self.expectRefused(link, in: settled)
        } else {
            try checkout.link(link, to: checkout.outside.appendingPathComponent("secret-token").path)
            try Self.expectRefused(link, in: checkout)
        }
    }

    static func expectRefused(_ link: String, in checkout: HostileCheckout) throws {
        let result = try importEmbedded(checkout)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("Error: \(link): expected a file or directory of the tree, found a symbolic link"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: checkout.repository.appendingPathComponent("generated").path))
        #expect(try checkout.outsideChanges().isEmpty)
        #expect(!checkout.leaksSecret(result))
    }

    @Test func importEmbeddedRefusesAFIFOWithoutWaitingForAWriter() throws {
        let checkout = try HostileCheckout()
        try Self.plantTree(in: checkout)
        let fifo = "data/licenses/pipe.txt"
        #expect(mkfifo(checkout.repository.appendingPathComponent(fifo).path, 0o644) == 0)
        let result = try Self.importEmbedded(checkout)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("Error: \(fifo): expected a regular file, found a FIFO"), "\(result.stderr)")
        #expect(try checkout.outsideChanges().isEmpty)
        #expect(!checkout.leaksSecret(result))
    }

    @Test func importEmbeddedWritesNothingThroughALinkAtItsOutput() throws {
        let checkout = try HostileCheckout()
        try Self.plantTree(in: checkout)
        try checkout.link("generated/EmbeddedReference+Files.swift", to: checkout.outside.appendingPathComponent("canary.txt").path)
        let result = try Self.importEmbedded(checkout)
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderr.contains("EmbeddedReference+Files.swift"), "\(result.stderr)")
        #expect(try checkout.outsideChanges().isEmpty)
        #expect(!checkout.leaksSecret(result))
    }
}
