import CCPipeCore
import CCPipeIngest
import CCPipeReference
import CountryCodeKit
import Foundation
import Testing
import CCPipeBuild

/// The binary carries its reference: it runs anywhere, says what it carries,
/// and shows the licences of that data.
struct SelfContainedTests {
    @Test func checksADatasetOutsideTheCheckoutWithTheEmbeddedReference() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try FileManager.default.copyItem(at: CommandRunner.root.appendingPathComponent("Sources-Data/CountryCodes.json"),
                                         to: directory.appendingPathComponent("countries.json"))
        let result = try CommandRunner.run(["check", "countries.json", "--reference", "embedded", "--iso", "embedded"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("0 errors, 0 warnings"), "\(result.stdout)")
    }

    @Test func anUnknownLocaleNamesTheEmbeddedSubset() throws {
        let out = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["build", "--locales", "sr", "--out", out.path])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown locale \"sr\": embedded (CLDR 48.2 subset) has no main/sr.xml"), "\(result.stderr)")
    }

    @Test func versionListsTheDataAndLibraries() throws {
        let result = try CommandRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == CCPipeVersion.text)
        #expect(result.stdout.hasPrefix("ccpipe \(CCPipeVersion.ccpipe)\n"))
        for line in ["  CLDR 48.2 (Debian's unicode-cldr-core, trimmed by ccpipe import cldr)",
                     "  libphonenumber v9.0.35 (PhoneNumberMetadata.xml of its newest release, converted by ccpipe import phone-metadata)",
                     "  iso-codes 4.20.1 (Debian's iso-codes, unchanged)",
                     "  ICU \(ICU.version) (collation and index letters, from its own CLDR \(try #require(ICU.cldrVersion)) data)"] {
            #expect(result.stdout.contains("\n" + line + "\n"), "\(line)")
        }
        #expect(result.stdout.hasSuffix("ccpipe --licenses\n"))
    }

    @Test func licensesHaveAHeadingPerDataSource() throws {
        let result = try CommandRunner.run(["--licenses"])
        #expect(result.status == 0)
        #expect(result.stdout == EmbeddedReference.licensesText)
        #expect(result.stdout.contains("GNU LESSER GENERAL PUBLIC LICENSE"))
        #expect(result.stdout.contains("Apache License"))
        #expect(result.stdout.contains("UNICODE LICENSE V3"))
    }
}
