import Foundation
import Testing

/// CountryCatalogCore and CountryCatalog are compiled and tested here on
/// Linux only, so what keeps them building for Apple's systems is that they
/// use nothing but Foundation: no C library, no Linux-only module, no code
/// only one system compiles.
struct PortabilityTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources").standardized
    /// Each library target and what it may import besides Foundation.
    static let targets = ["CountryCatalogCore": [String](), "CountryCatalog": ["@_exported import CountryCatalogCore"]]

    static func swiftFiles(_ target: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: sources.appendingPathComponent(target), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    static func swiftFiles() throws -> [URL] {
        try targets.keys.sorted().flatMap(swiftFiles)
    }

    @Test func importsOnlyFoundation() throws {
        #expect(try Self.swiftFiles("CountryCatalogCore").count > 5)
        for (target, allowed) in Self.targets {
            for file in try Self.swiftFiles(target) {
                let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                for (number, line) in lines.enumerated() {
                    let text = line.trimmingCharacters(in: .whitespaces)
                    guard text.hasPrefix("import ") || (text.hasPrefix("@") && text.contains("import ")) else { continue }
                    #expect(text == "import Foundation" || allowed.contains(text), "\(target)/\(file.lastPathComponent):\(number + 1): \(line)")
                }
            }
        }
    }

    /// Modules and conditions that exist, or differ, on Linux only.
    static let linuxOnly = ["Glibc", "Musl", "Bionic", "FoundationNetworking", "FoundationXML", "os(Linux)", "canImport(Glibc)",
                            "canImport(Musl)", "SwiftGlibc", "/proc/", "/usr/share/", "CFRunLoop", "_CFURL"]

    @Test func usesNoLinuxOnlyAPI() throws {
        for file in try Self.swiftFiles() {
            let text = try String(contentsOf: file, encoding: .utf8)
            for name in Self.linuxOnly {
                #expect(!text.contains(name), "\(file.lastPathComponent) names '\(name)'")
            }
            #expect(!text.contains("#if"), "\(file.lastPathComponent): code that only some systems compile")
        }
    }
}
