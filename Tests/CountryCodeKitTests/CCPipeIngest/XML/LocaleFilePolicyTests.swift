@testable import CCPipeBuild
@testable import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeReference
@testable import CountryCodeKit
import Foundation
import Testing

/// One policy for a CLDR locale file, whoever reads it (the manual, "Reading
/// CLDR files"): read up to `</territories>`, then only check that the file
/// ends with `</ldml>`.
@Suite("Locale file policy")
struct LocaleFilePolicyTests {
    static let head = """
        <?xml version="1.0" encoding="UTF-8" ?>
        <!DOCTYPE ldml SYSTEM "../../common/dtd/ldml.dtd">
        <ldml>
        \t<identity><language type="en"/></identity>
        \t<localeDisplayNames>
        \t\t<territories>
        \t\t\t<territory type="AX">Åland Islands</territory>
        \t\t</territories>
        """

    /// Loads `text` as `main/en.xml` with the loader `check` and `build` use
    /// and the trimmer `import` uses; both verdicts, as messages or nil.
    private func verdicts(_ text: String) throws -> (load: String?, trim: String?) {
        let common = Scratch.url("ccpipe-policy-\(UUID())/common")
        for relative in ["supplemental/supplementalData.xml", "supplemental/supplementalMetadata.xml", "validity/region.xml", "main/root.xml"] {
            try AtomicFile.write(String(contentsOfFile: XMLFixtures.common + "/" + relative, encoding: .utf8), to: common.path + "/" + relative)
        }
        let path = common.path + "/main/en.xml"
        try AtomicFile.write(text, to: path)
        func message(_ body: () throws -> Void) -> String? {
            do { try body(); return nil } catch { return "\(error)" }
        }
        return (message { _ = try TerritoryNamesLoader.load(.disk(path)) },
                message { _ = try CLDRTrimmer.trim(commonDirectory: common.path, locales: ["en"]) })
    }

    @Test func brokenAfterTerritoriesButClosedIsReadByNoOne() throws {
        let result = try verdicts(Self.head + "\n<broken></bad>\n\(String(repeating: "<x/>\n", count: 5000))\t</localeDisplayNames>\n</ldml>\n")
        #expect(result.load == nil)
        #expect(result.trim == nil)
    }

    @Test func truncatedAfterTerritoriesIsRefusedByEveryone() throws {
        let result = try verdicts(Self.head + "\n\t</localeDisplayNames>\n\t<dates><x>")
        #expect(result.load?.hasSuffix(":10:12: expected the file to end with \"</ldml>\" (is it truncated?)") == true)
        #expect(result.trim == result.load)
    }

    @Test func truncatedBeforeTerritoriesCloseIsRefusedByEveryone() throws {
        let result = try verdicts(String(Self.head.dropLast(20)))
        #expect(result.load?.contains("expected \"</ldml>\" before the end of the file") == true)
        #expect(result.trim == result.load)
    }

    @Test func theTrimmedFileClosesWhatWasOpenAtTheCut() throws {
        var names: [String] = []
        let text = Self.head + "\n\t\t<languages><language type=\"x\">y</language></languages>\n\t</localeDisplayNames>\n</ldml>\n"
        try XMLReader.read(bytes: Array(text.utf8), file: "en.xml", options: TerritoryNamesLoader.readOptions) { event in
            if case .endElement(let name, _) = event { names.append(name) }
            return .proceed
        }
        #expect(names == ["language", "identity", "territory", "territories", "localeDisplayNames", "ldml"])
    }
}
