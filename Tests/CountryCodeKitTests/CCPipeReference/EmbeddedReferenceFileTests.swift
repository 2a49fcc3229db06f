import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeOutput
@testable import CCPipeReference
@testable import CountryCodeKit
import Foundation
import Testing

/// The compiled-in reference is `Sources-Data/` byte for byte, written as
/// literals that keep every byte (that the committed source is what
/// `ccpipe import embedded` writes today is EmbeddedDataTests').
@Suite struct EmbeddedReferenceFileTests {
    @Test func everyFileRoundTripsByteForByte() throws {
        let paths = try EmbeddedReferenceGenerator.embeddedPaths(in: TestData.sourcesData.path)
        #expect(EmbeddedReference.paths == paths)
        for path in paths {
            let onDisk = [UInt8](try Data(contentsOf: TestData.sourcesData.appendingPathComponent(path)))
            #expect(EmbeddedReference.file(path) == onDisk, "\(path)")
            #expect(EmbeddedReference.holds(path))
        }
    }

    @Test func embedsTheSubsetTheReaderNeeds() {
        // The bundled locales, and those they inherit from: en_001 (en_AU,
        // en_GB, en_IN), no (nb), root.
        #expect(EmbeddedReference.locales == (CLDRTrimmer.defaultLocales + ["en_001", "no", "root"]).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        for path in ["cldr/common/supplemental/supplementalData.xml", "cldr/common/supplemental/supplementalMetadata.xml",
                     "cldr/common/supplemental/telephoneCodeData.xml", "cldr/common/validity/region.xml",
                     "iso-codes/iso_3166-1.json", "iso-codes/version.txt"] {
            #expect(EmbeddedReference.file(path) != nil, "\(path)")
        }
        #expect(EmbeddedReference.file("cldr/common/main/xx.xml") == nil && !EmbeddedReference.holds("cldr/common/main/xx.xml"))
    }

    @Test(arguments: [
        ("plain\n", "#\"\"\"\nplain\n\n\"\"\"#"),
        ("no final line break", "#\"\"\"\nno final line break\n\"\"\"#"),
        ("a \"\"\"# b \\# c", "##\"\"\"\na \"\"\"# b \\# c\n\"\"\"##"),
        ("page\u{0C}break\r\n", "#\"\"\"\npage\\#u{C}break\\#u{D}\n\n\"\"\"#"),
        ("\u{202E}bidi\u{200F}", "#\"\"\"\n\\#u{202E}bidi\\#u{200F}\n\"\"\"#"),
        ("", "#\"\"\"\n\n\"\"\"#"),
    ])
    func literalsEscapeOnlyWhatASourceCannotHold(_ text: String, _ expected: String) {
        #expect(EmbeddedReferenceGenerator.literal(text) == expected)
    }

    @Test func textThatIsNotUTF8IsRefused() {
        #expect(throws: PipelineError(.data, "expected UTF-8 text; only text files can be embedded", location: "bad.txt")) {
            try EmbeddedReferenceGenerator.render([(path: "bad.txt", bytes: [0x41, 0xFF])])
        }
    }
}
