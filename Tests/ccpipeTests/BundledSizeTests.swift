import Foundation
import Testing

/// What CountryCatalog bundles for its locales, with the phone data they
/// share, stays within the budget the documentation states
/// (UsingTheOutputs.md: 2 MB, taken as 2,000,000 bytes): every app that adds
/// the library carries all of it.
struct BundledSizeTests {
    static let budget = 2_000_000

    @Test func theBundledLocalesAndTheirPhoneDataFitInTwoMegabytes() throws {
        let resources = CommandRunner.root.appendingPathComponent("Sources/CountryCatalog/Resources")
        let (files, bytes) = try Self.regularFiles(under: resources)
        // The 41 bundled locales, two files each, and phone.json were counted.
        #expect(files >= 2 * 41 + 1, "\(files) files")
        #expect(FileManager.default.fileExists(atPath: resources.appendingPathComponent("phone.json").path))
        #expect(bytes <= Self.budget, "the bundled resources are \(bytes) bytes, over the budget of \(Self.budget)")
    }

    /// How many regular files are under `directory`, and their bytes: what
    /// a bundle copies (directories are the file system's, not the app's).
    static func regularFiles(under directory: URL) throws -> (count: Int, bytes: Int) {
        let keys: [URLResourceKey] = [.isRegularFileKey, .fileSizeKey]
        let walk = try #require(FileManager.default.enumerator(at: directory, includingPropertiesForKeys: keys))
        var count = 0, bytes = 0
        for case let url as URL in walk {
            let values = try url.resourceValues(forKeys: Set(keys))
            guard values.isRegularFile == true else { continue }
            count += 1
            bytes += try #require(values.fileSize)
        }
        return (count, bytes)
    }
}
