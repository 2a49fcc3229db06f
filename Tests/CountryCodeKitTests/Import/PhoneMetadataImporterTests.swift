@testable import CCPipeBuild
@testable import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeModel
@testable import CCPipeReference
@testable import CountryCodeKit
import Foundation
import Testing

@Suite("PhoneMetadataImporter on libphonenumber's metadata")
struct PhoneMetadataImporterTests {
    static let codes: [String: [TelephoneCode]] = (try? PhoneMetadataImporter.read(file: XMLFixtures.phoneMetadata)) ?? [:]

    @Test func readsEveryRegion() throws {
        let codes = Self.codes
        #expect(codes.keys.filter { $0 != "001" }.count == 245)
        #expect(codes["001"]?.map(\.code) == ["800", "808", "870", "878", "881", "882", "883", "888", "979"])
    }

    @Test(arguments: [
        ("AS", TelephoneCode(code: "1", leadingDigits: "684")),
        ("US", TelephoneCode(code: "1", isMainForCode: true)),
        ("GB", TelephoneCode(code: "44", isMainForCode: true)),
        ("VA", TelephoneCode(code: "39", leadingDigits: "06698")),
        ("KZ", TelephoneCode(code: "7", leadingDigits: "7")),
        ("CW", TelephoneCode(code: "599", leadingDigits: "[69]", isMainForCode: true)),
        ("XK", TelephoneCode(code: "383")),
    ])
    func region(region: String, expected: TelephoneCode) throws {
        let code = try #require(Self.codes[region]?.first)
        #expect(Self.codes[region]?.count == 1)
        #expect(code.code == expected.code && code.leadingDigits == expected.leadingDigits && code.isMainForCode == expected.isMainForCode)
    }

    @Test func regionsSharingACodeKeepTheirNumberPatterns() throws {
        let westernSahara = try #require(Self.codes["EH"]?.first)
        #expect(westernSahara.numberTypes[.fixedLine]?.nationalNumberPattern == "528[89]\\d{5}")
        #expect(westernSahara.numberTypes[.generalDesc]?.nationalNumberPattern == "[5-8]\\d{8}")
        #expect(westernSahara.numberTypes[.mobile] != nil)
        #expect(westernSahara.numberTypes[.tollFree] != nil)
        // Morocco and American Samoa have leading digits; Kosovo's +383 is its own.
        #expect(Self.codes["MA"]?.first?.numberTypes.isEmpty == true)
        #expect(Self.codes["AS"]?.first?.numberTypes.isEmpty == true)
        #expect(Self.codes["XK"]?.first?.numberTypes.isEmpty == true)
        #expect(Self.codes["001"]?.allSatisfy(\.numberTypes.isEmpty) == true)
        let described = Self.codes.filter { !($0.value.first?.numberTypes.isEmpty ?? true) }.keys.sorted()
        #expect(described == ["AU", "BL", "CA", "CC", "CX", "EH", "GB", "GG", "GP", "IT", "JE", "MF", "RE", "US", "YT"])
    }

    @Test func leadingDigitsComeOnlyFromTheTerritoryElement() {
        // GB's availableFormats have many leadingDigits; the territory has none.
        #expect(Self.codes["GB"]?.first?.leadingDigits == nil)
        #expect(Self.codes["DE"]?.first?.leadingDigits == nil)
    }

    @Test func outputIsDeterministicEscapedAndRoundTrips() throws {
        let text = try PhoneMetadataImporter.telephoneCodeData(fromFile: XMLFixtures.phoneMetadata, sourceVersion: "libphonenumber 9.0.35")
        #expect(text == PhoneMetadataImporter.render(Self.codes, sourceVersion: "libphonenumber 9.0.35"))
        #expect(text.contains("Apache License, Version 2.0"))
        #expect(text.contains("ccpipe import phone-metadata"))
        #expect(text.contains("<codesByTerritory territory=\"AS\">\n\t\t\t<telephoneCountryCode code=\"1\" leadingDigits=\"684\"/>"))
        #expect(text.contains("<codesByTerritory territory=\"XK\">\n\t\t\t<telephoneCountryCode code=\"383\"/>"))
        #expect(text.contains("\t\t\t\t<numberType type=\"fixedLine\" nationalNumberPattern=\"528[89]\\d{5}\"/>\n"))
        #expect(text.hasSuffix("</supplementalData>\n"))
        let first = try #require(text.range(of: "territory=\"001\""))
        let second = try #require(text.range(of: "territory=\"AC\""))
        #expect(first.lowerBound < second.lowerBound)

        let file = Scratch.url("ccpipe-telephone-\(UUID()).xml").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try AtomicFile.write(text, to: file)
        let loaded = try TelephoneCodeLoader.load(.disk(file))
        #expect(loaded.codes == Self.codes.mapValues { $0.sorted { ($0.code.count, $0.code) < ($1.code.count, $1.code) } })
        #expect(loaded.version == "libphonenumber 9.0.35")
    }

    @Test func attributeValuesAreEscaped() throws {
        let text = PhoneMetadataImporter.render(["X&": [TelephoneCode(code: "1", leadingDigits: "<\"a\">")]],
                                                sourceVersion: "v -- 1")
        #expect(text.contains("territory=\"X&amp;\""))
        #expect(text.contains("leadingDigits=\"&lt;&quot;a&quot;&gt;\""))
        var regions: [String] = []
        try XMLReader.read(bytes: Array(text.utf8), file: "t.xml") { event in
            if case .startElement(let start) = event, let region = start.attributes["territory"] { regions.append(region) }
            return .proceed
        }
        #expect(regions == ["X&"])
    }

    @Test func theRealFileNeedsItsInternalSubsetAllowed() {
        #expect(throws: InputError.self) {
            try XMLReader.read(file: XMLFixtures.phoneMetadata) { _ in .proceed }
        }
    }
}
