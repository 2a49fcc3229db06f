@testable import CCPipeBuild
@testable import CCPipeCore
@testable import CCPipeModel
@testable import CCPipeReference
@testable import CountryCodeKit
import Foundation
import Testing

/// What the embedded reference says about itself: versions, licences, and
/// that it reads like a directory on disk.
@Suite struct EmbeddedReferenceTests {
    @Test func versionsAreReadFromTheEmbeddedFiles() {
        #expect(EmbeddedReference.cldrVersion == "48.2")
        #expect(EmbeddedReference.telephoneDataVersion == "libphonenumber v9.0.35")
        #expect(EmbeddedReference.isoCodesVersion == "4.20.1")
        let versions = Dictionary(uniqueKeysWithValues: CCPipeVersion.components.map { ($0.name, $0.version) })
        #expect(versions["CLDR"] == "48.2")
        #expect(versions["libphonenumber"] == "v9.0.35")
        #expect(versions["iso-codes"] == "4.20.1")
        #expect(versions["ICU"] == ICU.version)
        #expect(versions["libxml2"]?.split(separator: ".").count == 3)
        #expect(versions["libxml2"] != "unknown")
    }

    @Test func versionTextEndsWithWhereTheLicensesAre() {
        let lines = CCPipeVersion.text.split(separator: "\n")
        #expect(lines.first == "ccpipe \(CCPipeVersion.ccpipe)")
        #expect(lines.last == "licenses of the embedded data: ccpipe --licenses")
        #expect(lines.contains { $0.hasPrefix("  CLDR 48.2 (") })
        #expect(lines.contains { $0.hasPrefix("  libphonenumber v9.0.35 (") && $0.contains("newest release") })
    }

    @Test func everyLicenseFileIsListedWithItsSource() throws {
        let onDisk = try FileManager.default.contentsOfDirectory(
            atPath: TestData.sourcesData.appendingPathComponent("licenses").path).filter { !$0.hasPrefix(".") }
        #expect(Set(EmbeddedReference.licenses.map(\.file)) == Set(onDisk.map { "licenses/" + $0 }))
        #expect(EmbeddedReference.licenses.allSatisfy { $0.text.count > 1000 })
        let text = EmbeddedReference.licensesText
        for heading in ["CLDR (48.2): Unicode-3.0", "libphonenumber (v9.0.35): Apache-2.0",
                        "iso-codes (4.20.1): LGPL-2.1-or-later"] {
            #expect(text.contains(heading + "\n"), "\(heading)")
        }
    }

    @Test func embeddedAndOnDiskCopiesLoadTheSameReference() throws {
        let onDisk = ReferenceLocation(cldrDirectory: TestData.sourcesData.appendingPathComponent("cldr/common").path,
                                       isoFile: TestData.sourcesData.appendingPathComponent("iso-codes/iso_3166-1.json").path)
        let fromDisk = try ReferenceLoader.load(onDisk, locales: ["en", "ar"])
        let embedded = try ReferenceLoader.load(.embedded, locales: ["en", "ar"])
        #expect(fromDisk.territoryNames == embedded.territoryNames)
        #expect(fromDisk.telephoneCodes == embedded.telephoneCodes)
        #expect(fromDisk.regionStatus == embedded.regionStatus)
        #expect(fromDisk.isoCountries == embedded.isoCountries)
        #expect(embedded.sources.allSatisfy { $0.path.hasPrefix("embedded:") })
        #expect(embedded.sources.contains { $0.path == "embedded:cldr/common/main/ar.xml" })
    }

    @Test func embeddedLocationListsAndFindsItsLocales() throws {
        #expect(try CLDRReference.availableLocales(in: .embedded) == EmbeddedReference.locales)
        #expect(CLDRReference.hasLocaleFile("sv", in: .embedded))
        #expect(!CLDRReference.hasLocaleFile("sr", in: .embedded))
        #expect(!CLDRReference.hasLocaleFile("../en", in: .embedded))
        #expect(ReferenceLocation.embedded.cldrDescription == "embedded (CLDR 48.2 subset)")
        #expect(throws: UnknownLocaleError(locale: "sr", directory: "embedded (CLDR 48.2 subset)", reason: .noFile)) {
            try ReferenceLoader.load(.embedded, locales: ["sr"])
        }
    }
}
