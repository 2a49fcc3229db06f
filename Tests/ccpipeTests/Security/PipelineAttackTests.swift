import Foundation
import Testing

/// Attacks on what the commands outside check, fix, build and diff read
/// through the pipeline: `preview` reads the checkout's output directory as
/// a build reads it, by name and never through a link, so a planted link
/// cannot make it publish a file from outside the repository as a page.
/// Each asserts that nothing outside the repository changed and that no
/// secret was printed or written, besides the exit code and the message.
struct PipelineAttackTests {
    /// A checkout whose project builds `en` into `out`.
    private func builtCheckout() throws -> HostileCheckout {
        let checkout = try HostileCheckout()
        try checkout.writeProjectFile(#"{"dataset": "CountryCodes.json", "out": "out"}"#)
        let built = try checkout.run(["build", "--locales", "en"])
        try #require(built.status == 0, "\(built.stderr)")
        return checkout
    }

    private func expectNoPage(_ checkout: HostileCheckout, _ result: CommandResult) throws {
        let page = checkout.repository.appendingPathComponent("preview/en.html")
        let written = (try? String(contentsOf: page, encoding: .utf8)) ?? ""
        #expect(!written.contains(String(HostileCheckout.secret.dropFirst(4).prefix(12))), "the page publishes the secret")
        #expect(try checkout.outsideChanges() == [])
        #expect(!checkout.leaksSecret(result), "\(result.stderr)")
    }

    @Test func previewRefusesALocaleFolderThatLinksOutside() throws {
        var checkout = try builtCheckout()
        let planted = checkout.outside.appendingPathComponent("planted")
        try FileManager.default.moveItem(at: checkout.repository.appendingPathComponent("out/en"), to: planted)
        let countries = planted.appendingPathComponent("countries.json")
        try Data(try String(contentsOf: countries, encoding: .utf8).replacingOccurrences(of: "Sweden", with: HostileCheckout.secret).utf8)
            .write(to: countries)
        try checkout.settleOutside()
        try checkout.link("out/en", to: planted.path)
        let result = try checkout.run(["preview", "--locales", "en"])
        #expect(result.status == 73, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("is a symbolic link"), "\(result.stderr)")
        try expectNoPage(checkout, result)
    }

    @Test func previewRefusesAnOutputFileThatLinksOutside() throws {
        var checkout = try builtCheckout()
        let countries = checkout.repository.appendingPathComponent("out/en/countries.json")
        let planted = checkout.outside.appendingPathComponent("countries.json")
        try Data(try String(contentsOf: countries, encoding: .utf8).replacingOccurrences(of: "Sweden", with: HostileCheckout.secret).utf8)
            .write(to: planted)
        try checkout.settleOutside()
        try FileManager.default.removeItem(at: countries)
        try checkout.link("out/en/countries.json", to: planted.path)
        let result = try checkout.run(["preview", "--locales", "en"])
        #expect(result.status == 73, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("is a symbolic link"), "\(result.stderr)")
        try expectNoPage(checkout, result)
    }
}
