import Foundation
import Testing

/// `Tests/AppPackage` compiles the app examples of CountryCatalog's
/// documentation catalog (`.ci/app-package` builds it); these tests keep its
/// copies the catalog's, so that an example the documentation changes is
/// compiled as it now reads.
struct AppPackageTests {
    static let examples = CommandRunner.root.appendingPathComponent("Tests/AppPackage/Sources/ReadmeExamples")
    static let catalog = CommandRunner.root.appendingPathComponent("Sources/CountryCatalog/CountryCatalog.docc")

    static func article(_ name: String) throws -> String {
        try String(contentsOf: catalog.appendingPathComponent(name + ".md"), encoding: .utf8)
    }

    /// The Swift blocks of "Using ccpipe's outputs in an app", in order.
    static func readmeBlocks() throws -> [String] {
        Manual.blocks("swift", in: try article("UsingTheOutputs"))
    }

    /// The SwiftUI picker of "Building a picker in SwiftUI".
    static func pickerBlock() throws -> String {
        try #require(Manual.blocks("swift", in: try article("BuildingAPicker")).first { $0.contains("import SwiftUI") })
    }

    /// The first example is statements: in the package, its imports head the
    /// file and the rest is the body of a function.
    @Test func theAppPackageCompilesTheFirstExample() throws {
        let block = try #require(Self.readmeBlocks().first)
        let copy = try String(contentsOf: Self.examples.appendingPathComponent("ReadmeExample.swift"), encoding: .utf8)
        let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let imports = lines.filter { $0.hasPrefix("import ") }
        let statements = lines.filter { !$0.hasPrefix("import ") }.drop { $0.isEmpty }.joined(separator: "\n")
        #expect(!imports.isEmpty && !statements.isEmpty)
        #expect(copy.hasPrefix(imports.joined(separator: "\n") + "\n"), "the documented imports: \(imports)")
        let body = try #require(copy.firstMatch(of: /\nfunc readmeExample\(\) \{\n((?:.*\n)*?)\}\n/)).output.1
        #expect(String(body) == statements, "documented:\n\(statements)\nTests/AppPackage:\n\(body)")
    }

    /// The phone field's example goes on from the first one's `sweden` and
    /// `catalog`: in the package it is the body of a function taking them.
    @Test func theAppPackageCompilesThePhoneExample() throws {
        let block = try #require(Self.readmeBlocks().first { $0.hasPrefix("let phone = sweden.phone") })
        let copy = try String(contentsOf: Self.examples.appendingPathComponent("ReadmePhone.swift"), encoding: .utf8)
        let body = try #require(copy.firstMatch(of: /\nfunc readmePhone\(_ sweden: Country, _ catalog: PickerCatalog\) \{\n((?:.*\n)*?)\}\n/)).output.1
        #expect(String(body) == block, "documented:\n\(block)\nTests/AppPackage:\n\(body)")
    }

    /// The SwiftUI picker is declarations, copied whole (compiled where SwiftUI is).
    @Test func theAppPackageCompilesThePicker() throws {
        let block = try Self.pickerBlock()
        let copy = try String(contentsOf: Self.examples.appendingPathComponent("ReadmePicker.swift"), encoding: .utf8)
        #expect(copy.contains("#if canImport(SwiftUI)\n" + block + "#endif\n"))
        #expect(try Self.readmeBlocks().count == 3, "a new example in UsingTheOutputs.md: copy it into Tests/AppPackage too")
    }

    /// The documented Package.swift lines, one product each, are the app
    /// package's own targets, as written there.
    @Test func theAppPackageDeclaresTheDocumentedTargets() throws {
        let block = try #require(Self.readmeBlocks().first { $0.hasPrefix("// Package.swift\n") })
        let manifest = try String(contentsOf: Self.examples.appendingPathComponent("../../Package.swift").standardized, encoding: .utf8)
        let targets = block.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix(".executableTarget(") }
        #expect(targets.count == 2, "\(block)")
        for target in targets { #expect(manifest.contains("        " + target + "\n"), "Tests/AppPackage/Package.swift lacks \(target)") }
    }

    /// The overview of the API points at the picker article rather than
    /// showing a second copy that could tell an app something different.
    @Test func theOverviewLinksThePickerArticle() throws {
        let overview = try Self.article("UsingTheOutputs")
        #expect(overview.contains("<doc:BuildingAPicker>"))
        #expect(!overview.contains("import SwiftUI"))
    }
}
