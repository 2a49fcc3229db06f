import Foundation
import Testing
@testable import CountryCodeKit

/// Stand-in for `ccpipe import` until the command line is wired: regenerates
/// `Sources-Data/cldr/common/` with the same library functions. Runs only when
/// asked, since it writes into the source tree:
/// `CCPIPE_REGENERATE_DATA=1 swift test --filter EmbeddedDataGenerator`.
@Suite("Embedded data generator",
       .enabled(if: ProcessInfo.processInfo.environment["CCPIPE_REGENERATE_DATA"] == "1",
                "set CCPIPE_REGENERATE_DATA=1 to regenerate Sources-Data/cldr"))
struct EmbeddedDataGenerator {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let phoneMetadataVersion = "libphonenumber v9.0.35"

    @Test func regenerate() throws {
        let output = Self.packageRoot.appendingPathComponent("Sources-Data/cldr/common")
        var files = try CLDRTrimmer.trim(commonDirectory: XMLFixtures.systemCLDR)
        files[CLDRReference.telephoneCodeDataPath] = try PhoneMetadataImporter.telephoneCodeData(
            fromFile: XMLFixtures.phoneMetadata, sourceVersion: Self.phoneMetadataVersion)
        for (relative, text) in files.sorted(by: { $0.key < $1.key }) {
            try AtomicFile.write(text, to: output.appendingPathComponent(relative).path)
        }
        let reference = try CLDRReference.load(commonDirectory: output.path,
                                               locales: CLDRTrimmer.defaultLocales + [CLDRTrimmer.rootLocale])
        #expect(reference.telephoneCodes["AS"] == [TelephoneCode(code: "1", leadingDigits: "684")])
    }
}
