import Foundation
import Testing

/// Figures the manual states that the code decides: each is read from the
/// code's own answer (`ccpipe --version`, the project file), so that the
/// manual cannot go stale when the reference or the project changes.
struct ManualFigureTests {
    /// The locales of the embedded reference, as `ccpipe --version` lists them.
    static func embeddedLocales() throws -> [String] {
        let version = try CommandRunner.run(["--version"]).stdout
        let line = try #require(version.firstMatch(of: /embedded reference \(locales ([^)]*)\)/))
        return line.output.1.split(separator: ", ").map(String.init)
    }

    /// The locales ccpipe's own `.ccpipe.json` lists.
    static func projectLocales() throws -> [String] {
        let data = try Data(contentsOf: CommandRunner.root.appendingPathComponent(".ccpipe.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(object["locales"] as? [String])
    }

    @Test func theEmbeddedSubsetsLocalesAreCountedAsVersionListsThem() throws {
        let count = try Self.embeddedLocales().count
        #expect(count > 10)
        #expect(try Manual.flowing("Build").contains("the embedded subset has \(count))"))
        #expect(try Manual.flowing("Check").contains("the embedded subset has the \(count) locales `ccpipe --version` lists"))
    }

    @Test func theProjectFilesLocalesAreCountedAsItListsThem() throws {
        let count = try Self.projectLocales().count
        #expect(count > 10)
        #expect(try Manual.flowing("Build").contains("ccpipe's own project file lists the \(count) locales CountryCatalog bundles"))
    }
}
