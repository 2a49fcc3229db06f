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
        #expect(result.stderr.contains("unknown locale \"sr\": embedded (CLDR 41 subset) has no main/sr.xml"), "\(result.stderr)")
    }

    @Test func versionListsTheDataAndLibraries() throws {
        let result = try CommandRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == CCPipeVersion.text)
        #expect(result.stdout.hasPrefix("ccpipe \(CCPipeVersion.ccpipe)\n"))
        for line in ["  CLDR 41", "  libphonenumber v9.0.35", "  iso-codes 4.15.0", "  ICU \(ICU.version)"] {
            #expect(result.stdout.contains(line + "\n"), "\(line)")
        }
        #expect(result.stdout.hasSuffix("ccpipe --licenses\n"))
    }

    @Test func licensesHaveAHeadingPerDataSource() throws {
        let result = try CommandRunner.run(["--licenses"])
        #expect(result.status == 0)
        #expect(result.stdout == EmbeddedReference.licensesText)
        #expect(result.stdout.contains("GNU LESSER GENERAL PUBLIC LICENSE"))
        #expect(result.stdout.contains("Apache License"))
        #expect(result.stdout.contains("UNICODE INC."))
    }
}
