import Foundation

/// Paths of the XML fixtures and of the system CLDR tree the tests read.
enum XMLFixtures {
    static func path(_ relative: String) -> String {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures").appendingPathComponent(relative).path
    }

    static var common: String { path("xml/common") }
    static var fallback: String { path("xml/fallback") }

    /// Debian's `unicode-cldr-core` (CLDR 41).
    static let systemCLDR = "/usr/share/unicode/cldr/common"
    static var hasSystemCLDR: Bool { FileManager.default.fileExists(atPath: systemCLDR + "/main/en.xml") }

    static var phoneMetadata: String { path("reference/PhoneNumberMetadata.xml") }
}
