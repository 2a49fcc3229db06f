@testable import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeModel
@testable import CCPipeReference
@testable import CountryCodeKit
import Foundation
import Testing

@Suite("CLDR loaders on fixtures")
struct CLDRLoaderTests {
    @Test func territoryNamesReadOnlyTerritoriesWithTheirAlts() throws {
        let names = try TerritoryNamesLoader.load(.disk(XMLFixtures.common + "/main/en.xml"))
        #expect(names.standard == ["001": "world", "GB": "United Kingdom", "SZ": "Eswatini", "AX": "Åland Islands & more", "ZZ": "Unknown Region"])
        #expect(names.short == ["GB": "UK"])
        #expect(names.variant == ["SZ": "Swaziland"])
        // Any other `alt` is an alternate name, under its value.
        #expect(names.alternates == ["secondary": ["GB": "Britain and Northern Ireland"]])
        #expect(names.alternateNames(of: "GB") == ["Britain and Northern Ireland"])
    }

    /// CLDR 46's `alt="chagos"` and `alt="biot"` (IO in `fr_CA`), each
    /// under its value; a draft one is left out as any draft name is.
    @Test func everyOtherAltIsKeptUnderItsValue() throws {
        let path = Scratch.url("ccpipe-alts-\(UUID()).xml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try AtomicFile.write("""
            <?xml version="1.0" encoding="UTF-8" ?>
            <ldml><localeDisplayNames><territories>
            <territory type="IO">territoire britannique de l’océan Indien</territory>
            <territory type="IO" alt="biot">territoire britannique de l’océan Indien</territory>
            <territory type="IO" alt="chagos">archipel Chagos</territory>
            <territory type="MV" alt="chagos" draft="unconfirmed">draft</territory>
            </territories></localeDisplayNames></ldml>
            """, to: path)
        let names = try TerritoryNamesLoader.load(.disk(path))
        #expect(names.alternates == ["biot": ["IO": "territoire britannique de l’océan Indien"], "chagos": ["IO": "archipel Chagos"]])
        #expect(names.alternateNames(of: "IO") == ["territoire britannique de l’océan Indien", "archipel Chagos"])
        #expect(names.tables.count == 5)
    }

    /// The names budget of `--locales all` counts the alternates, `alt` values included.
    @Test func alternatesCountTowardTheNamesBudget() {
        let standard = TerritoryNames(standard: ["IO": "BIOT"])
        var both = standard
        both.alternates = ["chagos": ["IO": "Chagos"]]
        #expect(CLDRReference.budgetBytes(of: standard) == 2 + 4 + 32)
        #expect(CLDRReference.budgetBytes(of: both) == 2 + 4 + 32 + 6 + 32 + 2 + 6 + 32)
    }

    /// An `alt` value is bounded as a code is: a file cannot make the
    /// reader keep one of any length.
    @Test func anAltValueLongerThanANameIsRefused() throws {
        let path = Scratch.url("ccpipe-long-alt-\(UUID()).xml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let alt = String(repeating: "a", count: TerritoryNamesLoader.maximumNameBytes + 1)
        try AtomicFile.write("""
            <?xml version="1.0" encoding="UTF-8" ?>
            <ldml><localeDisplayNames><territories>
            <territory type="IO" alt="\(alt)">Chagos</territory>
            </territories></localeDisplayNames></ldml>
            """, to: path)
        let error = try #require(throws: InputError.self) { try TerritoryNamesLoader.load(.disk(path)) }
        #expect(error.message == ReferenceMessages.tooManyNames(TerritoryNamesLoader.maximumNames, TerritoryNamesLoader.maximumNameBytes))
    }

    /// A code named twice in one table keeps its last name, as a table
    /// filled in document order would.
    @Test func aCodeNamedTwiceKeepsItsLastName() throws {
        let path = Scratch.url("ccpipe-twice-\(UUID()).xml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try AtomicFile.write("""
            <?xml version="1.0" encoding="UTF-8" ?>
            <ldml><localeDisplayNames><territories>
            <territory type="GB">First</territory><territory type="GB" alt="short">U.K.</territory>
            <territory type="SZ">Eswatini</territory><territory type="GB">Second</territory>
            <territory type="GB" alt="short">UK</territory><territory type="GB" alt="variant">Britain</territory>
            </territories></localeDisplayNames></ldml>
            """, to: path)
        let names = try TerritoryNamesLoader.load(.disk(path))
        #expect(names.standard == ["GB": "Second", "SZ": "Eswatini"])
        #expect(names.short == ["GB": "UK"])
        #expect(names.variant == ["GB": "Britain"])
    }

    @Test func malformedLocaleIsAnInputErrorWithFileAndLine() throws {
        let file = XMLFixtures.path("xml/malformed/main/en.xml")
        let error = try #require(throws: InputError.self) { try TerritoryNamesLoader.load(.disk(file)) }
        #expect(error.location?.file == file)
        #expect(error.location?.line == 7)
    }

    @Test func supplementalData() throws {
        let result = try SupplementalDataLoader.load(.disk(XMLFixtures.common + "/supplemental/supplementalData.xml"))
        #expect(result.codeMappings == ["AC": CodeMapping(alpha3: "ASC", numeric: nil),
                                        "US": CodeMapping(alpha3: "USA", numeric: "840")])
        #expect(result.parentLocales == ["az_Arab": "root", "zh_Hant": "root", "en_150": "en_001", "en_GB": "en_001"])
    }

    @Test func territoryAliasesKeepOrderAndOnlyRegionCodes() throws {
        let result = try SupplementalMetadataLoader.load(.disk(XMLFixtures.common + "/supplemental/supplementalMetadata.xml"))
        #expect(result.territoryAliases == ["AN": ["CW", "SX", "BQ"], "062": ["034", "143"]])
    }

    @Test func regionValidity() throws {
        let statuses = try RegionValidityLoader.load(.disk(XMLFixtures.common + "/validity/region.xml"))
        #expect(statuses == ["AC": .regular, "AD": .regular, "XK": .regular,
                             "001": .macroregion, "002": .macroregion, "003": .macroregion, "EU": .macroregion,
                             "AN": .deprecated])
    }

    @Test(arguments: [
        ("AC~G", ["AC", "AD", "AE", "AF", "AG"]),
        ("XK", ["XK"]),
        ("001~3", ["001", "002", "003"]),
        ("013~5", ["013", "014", "015"]),
        ("034~5", ["034", "035"]),
        ("150~1", ["150", "151"]),
        ("017~9", ["017", "018", "019"]),
    ])
    func rangeExpansion(token: String, expected: [String]) {
        #expect(RegionValidityLoader.expandCodeRange(token) == expected)
    }

    @Test(arguments: ["", "~", "AC~", "~G", "AG~C", "A~BC", "AC~G~H", "A1~Z", "0A~9", "A-B", "A~z", "AA~z", "AAAA", "AAAA~Z", "ac~g", "01~9", "AC~["])
    func malformedRangesAreRefused(token: String) {
        #expect(RegionValidityLoader.expandCodeRange(token) == nil)
    }

    @Test func telephoneCodes() throws {
        let result = try TelephoneCodeLoader.load(.disk(XMLFixtures.fallback + "/supplemental/telephoneCodeData.xml"))
        #expect(result.codes["001"] == [TelephoneCode(code: "800"), TelephoneCode(code: "808")])
        #expect(result.codes["AS"] == [TelephoneCode(code: "1", leadingDigits: "684")])
        #expect(result.codes["US"] == [TelephoneCode(code: "1", isMainForCode: true)])
        #expect(result.version == "test 1")
    }

    @Test func aTreeWithoutTelephoneCodesGetsTheEmbeddedOnesAndTheDTDVersion() throws {
        let reference = try CLDRReference.load(ReferenceLocation(cldrDirectory: XMLFixtures.common, isoFile: nil), locales: ["en"])
        #expect(reference.territoryNames["en"]?.variant["SZ"] == "Swaziland")
        #expect(reference.regionStatus["XK"] == .regular)
        #expect(reference.territoryAliases["AN"] == ["CW", "SX", "BQ"])
        #expect(reference.parentLocales["en_GB"] == "en_001")
        #expect(reference.codeMappings["US"]?.alpha3 == "USA")
        #expect(reference.telephoneCodes["AS"]?.first?.leadingDigits == "684")
        #expect(reference.isoCountries.isEmpty)
        let telephone = try #require(reference.sources.first { $0.role == "telephone codes" })
        #expect(telephone.path == "embedded:cldr/common/supplemental/telephoneCodeData.xml")
        #expect(telephone.version == "libphonenumber v9.0.35")
        #expect(reference.sources.first { $0.role == "territory names (en)" }?.version == "CLDR 41")
    }

    @Test func missingLocaleIsAnUnknownLocale() {
        #expect(throws: UnknownLocaleError(locale: "xx", directory: XMLFixtures.common, reason: .noFile)) {
            try CLDRReference.load(ReferenceLocation(cldrDirectory: XMLFixtures.common, isoFile: nil), locales: ["xx"])
        }
    }

    /// The supplemental files, the telephone codes and the requested locale
    /// files are read at once; when several are broken, the error is still
    /// the one reading them in order would meet first: the supplemental
    /// file's, then an unknown locale, then the locale file's, then the
    /// telephone codes'.
    @Test func errorsComeInReadingOrder() throws {
        let common = Scratch.url("ccpipe-order-\(UUID())/common").path
        defer { try? FileManager.default.removeItem(atPath: common + "/..") }
        for relative in ["supplemental/supplementalData.xml", "supplemental/supplementalMetadata.xml", "validity/region.xml",
                         "main/root.xml", "main/en.xml"] {
            try AtomicFile.write(String(contentsOfFile: XMLFixtures.common + "/" + relative, encoding: .utf8), to: common + "/" + relative)
        }
        let location = ReferenceLocation(cldrDirectory: common, isoFile: nil)
        func failure(_ locales: [String]) -> String {
            do { _ = try CLDRReference.load(location, locales: locales); return "no error" } catch { return "\(error)" }
        }
        #expect(failure(["en"]) == "no error")
        try AtomicFile.write("<supplementalData><broken></supplementalData>\n", to: common + "/" + CLDRReference.telephoneCodeDataPath)
        #expect(failure(["en"]).contains(CLDRReference.telephoneCodeDataPath + ":1:"))
        try AtomicFile.write("<ldml><localeDisplayNames><territories></ldml>\n", to: common + "/main/en.xml")
        #expect(failure(["en"]).contains("main/en.xml:1:"))
        #expect(failure(["en", "xx"]).contains("xx"))
        try AtomicFile.write("<supplementalData><broken></supplementalData>\n", to: common + "/supplemental/supplementalData.xml")
        #expect(failure(["en", "xx"]).contains("supplemental/supplementalData.xml:1:"))
    }

    @Test(arguments: ["../en", "en/../../x", "", "en-US "])
    func malformedLocaleIdsNeverReachTheFileSystem(_ locale: String) {
        #expect(throws: UnknownLocaleError(locale: locale, directory: XMLFixtures.common, reason: .malformed)) {
            try CLDRReference.load(ReferenceLocation(cldrDirectory: XMLFixtures.common, isoFile: nil), locales: [locale])
        }
    }
}

@Suite("CLDR loaders on the system CLDR 41 tree",
       .enabled(if: XMLFixtures.hasSystemCLDR, "needs Debian unicode-cldr-core at /usr/share/unicode/cldr/common"))
struct SystemCLDRLoaderTests {
    @Test func fullTree() throws {
        let reference = try CLDRReference.load(ReferenceLocation(cldrDirectory: XMLFixtures.systemCLDR, isoFile: nil),
                                               locales: ["en", "de"])
        let english = try #require(reference.territoryNames["en"])
        #expect(english.standard["SZ"] == "Eswatini")
        #expect(english.variant["SZ"] == "Swaziland")
        #expect(english.short["GB"] == "UK")
        #expect(reference.territoryNames["de"]?.standard["DE"] == "Deutschland")
        #expect(reference.territoryAliases["AN"] == ["CW", "SX", "BQ"])
        #expect(reference.territoryAliases["ANT"] == nil)
        #expect(reference.regionStatus["XK"] == .regular)
        #expect(reference.regionStatus["AN"] == .deprecated)
        #expect(reference.regionStatus["EU"] == .macroregion)
        #expect(reference.regionStatus["014"] == .macroregion)
        #expect(reference.regionStatus["ZZ"] == .unknown)
        #expect(reference.regionStatus.values.filter { $0 == .regular }.count == 256)
        #expect(reference.parentLocales["en_GB"] == "en_001")
        #expect(reference.codeMappings["US"] == CodeMapping(alpha3: "USA", numeric: "840"))
        #expect(reference.sources.first?.version == "CLDR 41")
    }

    /// Every locale file of CLDR 41 reads without an error, and reading only
    /// `<territories>` keeps that fast.
    @Test func everyLocaleReads() throws {
        let main = XMLFixtures.systemCLDR + "/main"
        let files = try FileManager.default.contentsOfDirectory(atPath: main).filter { $0.hasSuffix(".xml") }
        #expect(files.count > 700)
        var withNames = 0
        for file in files where try !TerritoryNamesLoader.load(.disk(main + "/" + file)).standard.isEmpty {
            withNames += 1
        }
        // 282 files have <territories>; ar_AE has only alt names, and nds, be_TARASK,
        // nl_BE have only provisional or unconfirmed ones.
        #expect(withNames == 278)
    }

    /// The safe options must not reject real CLDR: read every file of `main/`
    /// and `supplemental/` to its end (warnings count as errors too).
    @Test func everyFileReadsCompletelyWithTheSafeOptions() throws {
        var count = 0
        for folder in ["main", "supplemental", "validity"] {
            let directory = XMLFixtures.systemCLDR + "/" + folder
            for file in try FileManager.default.contentsOfDirectory(atPath: directory) where file.hasSuffix(".xml") {
                try XMLReader.read(file: directory + "/" + file) { _ in .proceed }
                count += 1
            }
        }
        #expect(count > 800)
    }

    /// CLDR 41 states its version only in its DTDs; the first line naming
    /// the attribute with a quoted value gives it.
    @Test func theDTDsVersionIsTheQuotedValueOnTheAttributesLine() {
        func version(_ text: String) -> String? { CLDRReference.cldrVersion(inDTD: Array(text.utf8)[...]) }
        #expect(version("<!ELEMENT version EMPTY >\n<!ATTLIST version cldrVersion CDATA #FIXED \"41\" >\n") == "41")
        #expect(version("<!-- ATTLIST version cldrVersion, unquoted -->\r\n<!ATTLIST version cldrVersion CDATA #FIXED \"42\" >") == "42")
        #expect(version("<!ATTLIST version number CDATA #REQUIRED \"x\" >\n") == nil)
        #expect(version("<!ATTLIST version cldrVersion CDATA #FIXED \"41 >") == nil)
        #expect(version("") == nil)
    }
}
