import Foundation
import Testing

/// `Tests/AppPackage` compiles the README's app examples (`.ci/app-package`
/// builds it); these tests keep its copies the README's, so that an example
/// the README changes is compiled as it now reads.
struct AppPackageTests {
    static let examples = CommandRunner.root.appendingPathComponent("Tests/AppPackage/Sources/ReadmeExamples")

    /// The Swift blocks of the README's "Using the outputs in an app", in order.
    static func readmeBlocks() throws -> [String] {
        let readme = try String(contentsOf: CommandRunner.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "\n## Using the outputs in an app\n"))
        let section = readme[start.upperBound...]
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        return section[..<end].matches(of: /```swift\n((?:.*\n)*?)```/).map { String($0.output.1) }
    }

    /// The first example is statements: in the package, its imports head the
    /// file and the rest is the body of a function.
    @Test func theAppPackageCompilesTheREADMEsFirstExample() throws {
        let block = try #require(Self.readmeBlocks().first)
        let copy = try String(contentsOf: Self.examples.appendingPathComponent("ReadmeExample.swift"), encoding: .utf8)
        let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let imports = lines.filter { $0.hasPrefix("import ") }
        let statements = lines.filter { !$0.hasPrefix("import ") }.drop { $0.isEmpty }.joined(separator: "\n")
        #expect(!imports.isEmpty && !statements.isEmpty)
        #expect(copy.hasPrefix(imports.joined(separator: "\n") + "\n"), "the README's imports: \(imports)")
        let body = try #require(copy.firstMatch(of: /\nfunc readmeExample\(\) \{\n((?:.*\n)*?)\}\n/)).output.1
        #expect(String(body) == statements, "README:\n\(statements)\nTests/AppPackage:\n\(body)")
    }

    /// The phone field's example goes on from the first one's `sweden` and
    /// `catalog`: in the package it is the body of a function taking them.
    @Test func theAppPackageCompilesTheREADMEsPhoneExample() throws {
        let block = try #require(Self.readmeBlocks().first { $0.hasPrefix("let phone = sweden.phone") })
        let copy = try String(contentsOf: Self.examples.appendingPathComponent("ReadmePhone.swift"), encoding: .utf8)
        let body = try #require(copy.firstMatch(of: /\nfunc readmePhone\(_ sweden: Country, _ catalog: PickerCatalog\) \{\n((?:.*\n)*?)\}\n/)).output.1
        #expect(String(body) == block, "README:\n\(block)\nTests/AppPackage:\n\(body)")
    }

    /// The SwiftUI picker is declarations, copied whole (compiled where SwiftUI is).
    @Test func theAppPackageCompilesTheREADMEsPicker() throws {
        let blocks = try Self.readmeBlocks()
        let block = try #require(blocks.first { $0.contains("import SwiftUI") })
        let copy = try String(contentsOf: Self.examples.appendingPathComponent("ReadmePicker.swift"), encoding: .utf8)
        #expect(copy.contains("#if canImport(SwiftUI)\n" + block + "#endif\n"))
        #expect(blocks.count == 4, "a new example in the README: copy it into Tests/AppPackage too")
    }

    /// The README's Package.swift lines, one product each, are the app
    /// package's own targets, as written there.
    @Test func theAppPackageDeclaresTheREADMEsTargets() throws {
        let block = try #require(Self.readmeBlocks().first { $0.hasPrefix("// Package.swift\n") })
        let manifest = try String(contentsOf: Self.examples.appendingPathComponent("../../Package.swift").standardized, encoding: .utf8)
        let targets = block.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix(".executableTarget(") }
        #expect(targets.count == 2, "\(block)")
        for target in targets { #expect(manifest.contains("        " + target + "\n"), "Tests/AppPackage/Package.swift lacks \(target)") }
    }

    /// The documentation catalog's picker article shows the README's picker
    /// as written there, so the two cannot tell an app different things.
    @Test func theDocumentationShowsTheREADMEsPicker() throws {
        let block = try #require(Self.readmeBlocks().first { $0.contains("import SwiftUI") })
        let article = try String(contentsOf: CommandRunner.root.appendingPathComponent("Sources/CountryCatalog/CountryCatalog.docc/BuildingAPicker.md"),
                                 encoding: .utf8)
        #expect(article.contains("```swift\n" + block + "```\n"), "copy the README's SwiftUI picker into BuildingAPicker.md")
    }
}
