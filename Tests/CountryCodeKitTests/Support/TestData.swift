import CCPipeIngest
import CCPipeModel
import CCPipeReference
import CountryCodeKit
import Foundation

/// Paths to the repository's data and the test fixtures.
enum TestData {
    /// The repository root, found from this file's place in `Tests/CountryCodeKitTests/Support/`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let sourcesData = root.appendingPathComponent("Sources-Data")
    static let maintainedDataset = sourcesData.appendingPathComponent("CountryCodes.json").path
    static let fixtures = root.appendingPathComponent("Tests/CountryCodeKitTests/Fixtures")

    static func fixture(_ relativePath: String) -> String {
        fixtures.appendingPathComponent(relativePath).path
    }

    /// The full CLDR tree from Debian's unicode-cldr-core, when installed.
    static let systemCLDR = "/usr/share/unicode/cldr/common"
    static var hasSystemCLDR: Bool { FileManager.default.fileExists(atPath: systemCLDR + "/main/en.xml") }

    /// CLDR 48.2's full tree, as `.ci/references` fetches it.
    static let cldr48 = root.appendingPathComponent(".build/references/cldr-48.2/common").path

    /// The embedded reference (compiled from Sources-Data), loaded once for the whole test run.
    static let embeddedReference: ReferenceData = {
        do {
            return try ReferenceLoader.load(.embedded, locales: EmbeddedReference.locales)
        } catch {
            fatalError("the embedded reference does not load: \(error)")
        }
    }()

    static func dataset(json: String, file: String = "example.json") throws -> Dataset {
        try DatasetReader.parse(bytes: Array(json.utf8), file: file, fields: nil)
    }
}
