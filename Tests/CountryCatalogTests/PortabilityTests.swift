import Foundation
import Testing

/// CountryCatalog is compiled and tested here on Linux only, so what keeps
/// it building for Apple's systems is that it uses nothing but Foundation:
/// no C library, no Linux-only module, no code only one system compiles.
struct PortabilityTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/CountryCatalog").standardized

    static func swiftFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: sources, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test func importsOnlyFoundation() throws {
        let files = try Self.swiftFiles()
        #expect(files.count > 5)
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            for (number, line) in lines.enumerated() {
                let text = line.trimmingCharacters(in: .whitespaces)
                guard text.hasPrefix("import ") || (text.hasPrefix("@") && text.contains("import ")) else { continue }
                #expect(text == "import Foundation", "\(file.lastPathComponent):\(number + 1): \(line)")
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
