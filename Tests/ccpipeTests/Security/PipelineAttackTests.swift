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

    /// A directory of the output tree named as a script URL, and others
    /// named to break out of an attribute: none is a locale id, so none is
    /// a page or an entry of the switcher, and nothing of them is in a page.
    @Test func previewListsOnlyDirectoriesNamedAsLocales() throws {
        let checkout = try builtCheckout()
        let names = ["javascript:alert(document.domain)", "\"><img src=x onerror=alert(1)>", "en.html", "..en", "e n"]
        for name in names {
            try FileManager.default.copyItem(at: checkout.repository.appendingPathComponent("out/en"),
                                             to: checkout.repository.appendingPathComponent("out").appendingPathComponent(name))
        }
        let result = try checkout.run(["preview"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("wrote a page to preview: en\n"), "\(result.stdout)")
        let pages = try FileManager.default.contentsOfDirectory(atPath: checkout.repository.appendingPathComponent("preview").path)
        #expect(pages == ["en.html"])
        let page = try String(contentsOf: checkout.repository.appendingPathComponent("preview/en.html"), encoding: .utf8)
        #expect(!page.contains("javascript:") && !page.contains("onerror") && !page.contains("<select"))
        let named = try checkout.run(["preview", "--locales", names[0]])
        #expect(named.status == 64, "\(named.stderr)")
        try expectNoPage(checkout, result)
    }

    /// `preview`, the default directory of the pages, committed as a link
    /// to a directory outside: refused as an `out` that leads outside
    /// would be, and nothing is written there.
    @Test func previewRefusesADefaultDirectoryThatLinksOutside() throws {
        var checkout = try builtCheckout()
        let planted = checkout.outside.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: planted, withIntermediateDirectories: true)
        try Data("<p>the site's own page</p>\n".utf8).write(to: planted.appendingPathComponent("en.html"))
        try checkout.settleOutside()
        try checkout.link("preview", to: planted.path)
        let result = try checkout.run(["preview"])
        #expect(result.status == 64, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.hasPrefix("Error: the preview directory 'preview' resolves to '\(planted.path)', outside the repository at"),
                "\(result.stderr)")
        #expect(try checkout.outsideChanges() == [])
        // Named on the command line, it is the user's choice.
        let named = try checkout.run(["preview", "--out", "preview"])
        #expect(named.status == 0, "\(named.stderr)")
        #expect(try checkout.outsideChanges() == ["changed site/en.html"])
    }

    /// A page of the preview directory that is a link to a file outside is
    /// refused, not written through or replaced.
    @Test func previewRefusesAPageThatIsALink() throws {
        var checkout = try builtCheckout()
        let planted = checkout.outside.appendingPathComponent("index.html")
        try Data("<p>the site's own page</p>\n".utf8).write(to: planted)
        try checkout.settleOutside()
        try checkout.link("preview/en.html", to: planted.path)
        let result = try checkout.run(["preview"])
        #expect(result.status == 73, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("preview/en.html: is a symbolic link"), "\(result.stderr)")
        #expect(try checkout.outsideChanges() == [])
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: checkout.repository.appendingPathComponent("preview/en.html").path)
        #expect(link == planted.path)
    }
}
