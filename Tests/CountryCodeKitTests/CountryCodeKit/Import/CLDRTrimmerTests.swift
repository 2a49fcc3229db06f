@testable import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeModel
@testable import CCPipeReference
@testable import CountryCodeKit
import Foundation
import Testing

/// Writes `files` under a fresh temporary `common/` directory.
private func writeTree(_ files: [String: String]) throws -> String {
    let directory = Scratch.url("ccpipe-trim-\(UUID())/common")
    for (relative, text) in files {
        try AtomicFile.write(text, to: directory.appendingPathComponent(relative).path)
    }
    return directory.path
}

@Suite("CLDRTrimmer")
struct CLDRTrimmerTests {
    /// The CLDR ids of Apple's and Android's system languages: each is a
    /// locale of CLDR 41 (`unicode-cldr-core`'s tree has its file), and they
    /// are what this repository's `.ccpipe.json` bundles.
    @Test func defaultLocalesAreCLDRsAndBundled() throws {
        #expect(CLDRTrimmer.defaultLocales.count == 41)
        #expect(Set(CLDRTrimmer.defaultLocales).count == 41)
        let full = "/usr/share/unicode/cldr/common/main"
        for locale in CLDRTrimmer.defaultLocales {
            #expect(FileManager.default.fileExists(atPath: "\(full)/\(locale).xml"), "\(locale)")
        }
        let project = try JSONSerialization.jsonObject(with: Data(contentsOf: TestData.root.appendingPathComponent(".ccpipe.json")))
        #expect((project as? [String: Any])?["locales"] as? [String] == CLDRTrimmer.defaultLocales)
    }

    @Test func addsTheLocalesEachInheritsFrom() throws {
        let files = try CLDRTrimmer.trim(commonDirectory: "/usr/share/unicode/cldr/common", locales: ["en_AU", "nb", "pt_AO"])
        #expect(files.keys.filter { $0.hasPrefix("main/") }.sorted()
            == ["main/en.xml", "main/en_001.xml", "main/en_AU.xml", "main/nb.xml", "main/no.xml", "main/pt.xml", "main/pt_AO.xml", "main/pt_PT.xml", "main/root.xml"])
    }

    @Test func keepsOnlyWhatTheLoadersReadAndTheVersion() throws {
        let source = XMLFixtures.common
        let files = try CLDRTrimmer.trim(commonDirectory: source, locales: ["en"])
        #expect(files.keys.sorted() == ["main/en.xml", "main/root.xml", "supplemental/supplementalData.xml",
                                        "supplemental/supplementalMetadata.xml", "validity/region.xml"])
        #expect(files["main/root.xml"]?.contains("exemplarCharacters") == false)
        let english = try #require(files["main/en.xml"])
        #expect(english.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\" ?>\n<!DOCTYPE ldml SYSTEM \"../../common/dtd/ldml.dtd\">\n<!-- Handmade fixture in CLDR's shape. -->\n<ldml>\n\t<identity>\n\t\t<version number=\"$Revision$\" cldrVersion=\"41\"/>"))
        #expect(english.contains("\t\t\t<territory type=\"AX\">Åland Islands &amp; more</territory>\n"))
        #expect(!english.contains("Swedish"))
        #expect(!english.contains("Calendar"))
        #expect(!english.contains("not a territory name"))
        let data = try #require(files["supplemental/supplementalData.xml"])
        #expect(!data.contains("currencyData"))
        #expect(data.contains("<territoryCodes type=\"US\" numeric=\"840\" alpha3=\"USA\" fips10=\"US\"/>"))
        let metadata = try #require(files["supplemental/supplementalMetadata.xml"])
        #expect(!metadata.contains("languageAlias"))
        #expect(metadata.contains("<territoryAlias type=\"AN\" replacement=\"CW SX BQ\" reason=\"deprecated\"/>"))
        let region = try #require(files["validity/region.xml"])
        #expect(region.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\" ?>\n<!DOCTYPE supplementalData SYSTEM \"../../common/dtd/ldmlSupplemental.dtd\">\n"))
        let written = try writeTree(["validity/region.xml": region])
        #expect(try RegionValidityLoader.load(.disk(written + "/validity/region.xml"))
                == RegionValidityLoader.load(.disk(source + "/validity/region.xml")))
    }

    /// A DOCTYPE is never copied: a single-quoted system identifier holding
    /// `"` would otherwise close the quotes and declare an entity for any
    /// tool that expands them.
    @Test func theDoctypeComesFromATemplate() throws {
        let hostile = #"<!DOCTYPE ldml SYSTEM 'x" [<!ENTITY e SYSTEM "file:///etc/passwd">]><!-- '>"#
        let source = try writeTree([
            "main/en.xml": "<?xml version=\"1.0\" encoding=\"UTF-8\" ?>\n\(hostile)\n<ldml><identity/></ldml>\n",
            "main/root.xml": "<ldml/>", "supplemental/supplementalData.xml": "<supplementalData/>",
            "supplemental/supplementalMetadata.xml": "<supplementalData/>",
            "validity/region.xml": "<!DOCTYPE supplementalData SYSTEM '\"'><supplementalData/>",
        ])
        let files = try CLDRTrimmer.trim(commonDirectory: source, locales: ["en"])
        #expect(files["main/en.xml"] == "<?xml version=\"1.0\" encoding=\"UTF-8\" ?>\n<!DOCTYPE ldml SYSTEM \"../../common/dtd/ldml.dtd\">\n<ldml>\n\t<identity/>\n</ldml>\n")
        #expect(files["validity/region.xml"]?.contains("'") == false)
        for (relative, text) in files {
            #expect(!text.contains("ENTITY") && !text.contains("["), "\(relative)")
            let written = try writeTree([relative: text])
            try XMLReader.read(file: written + "/" + relative) { _ in .proceed }
        }
    }

    @Test(arguments: ["../../x", "en/../../x", "", "en.xml"])
    func localeIdsAreCheckedBeforeTheyBecomePaths(locale: String) throws {
        #expect(throws: UnknownLocaleError.self) { try CLDRTrimmer.trim(commonDirectory: XMLFixtures.common, locales: [locale]) }
    }

    /// A failure while writing leaves the output directory as it was.
    @Test func anImportIsWrittenWholeOrNotAtAll() throws {
        let output = Scratch.url("ccpipe-import-\(UUID())").path
        try AtomicFile.write("old", to: output + "/main/en.xml")
        try AtomicFile.write("in the way", to: output + "/validity")
        let files = ["main/en.xml": "new", "supplemental/a.xml": "a", "validity/region.xml": "r"]
        #expect(throws: PipelineError.self) { try ImportOutput.write(files, to: output) }
        #expect(try String(contentsOfFile: output + "/main/en.xml", encoding: .utf8) == "old")
        #expect(!FileManager.default.fileExists(atPath: output + "/supplemental/a.xml"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).filter { $0.hasPrefix(".") } == [])
        try FileManager.default.removeItem(atPath: output + "/validity")
        try ImportOutput.write(files, to: output)
        #expect(try String(contentsOfFile: output + "/main/en.xml", encoding: .utf8) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).sorted() == ["main", "supplemental", "validity"])
    }
}

@Suite("CLDRTrimmer on the system CLDR 41 tree",
       .enabled(if: XMLFixtures.hasSystemCLDR, "needs Debian unicode-cldr-core at /usr/share/unicode/cldr/common"))
struct SystemCLDRTrimmerTests {
    /// The trimmed tree must give the loaders exactly what the full tree gives.
    @Test func trimmedTreeLoadsLikeTheFullTree() throws {
        let locales = CLDRTrimmer.defaultLocales + [CLDRTrimmer.rootLocale]
        let files = try CLDRTrimmer.trim(commonDirectory: XMLFixtures.systemCLDR)
        #expect(try CLDRTrimmer.trim(commonDirectory: XMLFixtures.systemCLDR) == files)
        let trimmed = try writeTree(files)
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: trimmed).deletingLastPathComponent().path) }
        let full = try CLDRReference.load(ReferenceLocation(cldrDirectory: XMLFixtures.systemCLDR, isoFile: nil), locales: locales)
        let small = try CLDRReference.load(ReferenceLocation(cldrDirectory: trimmed, isoFile: nil), locales: locales)
        #expect(small.territoryNames == full.territoryNames)
        #expect(small.regionStatus == full.regionStatus)
        #expect(small.territoryAliases == full.territoryAliases)
        #expect(small.codeMappings == full.codeMappings)
        #expect(small.parentLocales == full.parentLocales)
        #expect(small.sources.first?.version == "CLDR 41")
        #expect(files["main/en.xml"]?.contains("SPDX-License-Identifier: Unicode-DFS-2016") == true)
        #expect(full.territoryNames["en"]?.standard["SZ"] == "Eswatini")
    }
}
