import CountryCatalogCore
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
        let numbering = try PhoneMetadataImporter.readAllNumbering(file: XMLFixtures.phoneMetadata)
        #expect(text == PhoneMetadataImporter.render(Self.codes, numbering: numbering.regions, nonGeographic: numbering.nonGeographic,
                                                     sourceVersion: "libphonenumber 9.0.35"))
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

@Suite("PhoneMetadataImporter: what a region's numbers look like")
struct PhoneNumberingImportTests {
    static let numbering: [String: PhoneNumbering] = (try? PhoneMetadataImporter.readNumbering(file: XMLFixtures.phoneMetadata)) ?? [:]

    @Test func swedenHasItsPrefixLengthsExampleAndTheFormatChosenForIt() throws {
        let sweden = try #require(Self.numbering["SE"])
        #expect(sweden.nationalPrefix == "0")
        #expect(sweden.fixedLineLengths == [7, 8, 9])
        #expect(sweden.mobile == PhoneNumberDescription(nationalNumberPattern: "7[023689]\\d{7}", possibleLengths: [9], exampleNumber: "701234567"))
        // Not the first format whose leading digits start 7..., the first that also matches all nine digits.
        #expect(sweden.exampleFormat == PhoneNumberFormat(pattern: "(\\d{2})(\\d{3})(\\d{2})(\\d{2})", format: "$1-$2 $3 $4",
                                                         intlFormat: "$1 $2 $3 $4", nationalPrefixFormattingRule: "$NP$FG"))
    }

    @Test func italyHasNoNationalPrefixAndGuernseyIsFormattedAsBritain() throws {
        let italy = try #require(Self.numbering["IT"])
        #expect(italy.nationalPrefix == nil)
        #expect(italy.mobile?.possibleLengths == [9, 10])
        #expect(italy.exampleFormat?.nationalPrefixFormattingRule == nil)
        // Guernsey has no formats of its own: libphonenumber formats +44 with Britain's.
        let guernsey = try #require(Self.numbering["GG"])
        #expect(guernsey.mobile?.exampleNumber == "7781123456")
        #expect(guernsey.exampleFormat == PhoneNumberFormat(pattern: "(\\d{4})(\\d{6})", format: "$1 $2", nationalPrefixFormattingRule: "$NP$FG"))
    }

    @Test func regionsWithoutMobilesOrFormatsSaySo() throws {
        // Tristan da Cunha has no mobile element (libphonenumber's length -1).
        let tristan = try #require(Self.numbering["TA"])
        #expect(tristan.mobile == nil && tristan.exampleFormat == nil && tristan.fixedLineLengths == [4])
        // The Falklands have no formats, Gibraltar none that fits its example: written as digits.
        #expect(Self.numbering["FK"]?.exampleFormat == nil && Self.numbering["FK"]?.mobile?.exampleNumber == "51234")
        #expect(Self.numbering["GI"]?.exampleFormat == nil)
        #expect(Self.numbering["001"] == nil)
        #expect(Self.numbering.count == 245)
        #expect(Self.numbering.values.filter { $0.mobile?.exampleNumber != nil }.count == 244)
    }

    @Test(arguments: [("9", [9]), ("[7-9]", [7, 8, 9]), ("8,10", [8, 10]), ("5,6,[8-10]", [5, 6, 8, 9, 10]), ("[6-8],10,12", [6, 7, 8, 10, 12])])
    func possibleLengthsInLibphonenumbersNotation(_ text: String, _ expected: [Int]) {
        #expect(PhoneMetadataImporter.possibleLengths(text) == expected)
    }

    @Test(arguments: ["", "a", "[9-7]", "[7-9", "0", "-1", "99"])
    func possibleLengthsOutOfNotationAreRefused(_ text: String) {
        #expect(PhoneMetadataImporter.possibleLengths(text) == nil)
    }

    /// A kind without `possibleLengths` takes the lengths of every kind
    /// together; a format marked `NA` is passed over internationally for
    /// the next that fits.
    @Test func lengthsFallBackToTheGeneralDescriptionAndNAIsNotFormatted() throws {
        let metadata = """
            <phoneNumberMetadata><territories>
              <territory id="ZZ" countryCode="999" nationalPrefix="0" nationalPrefixFormattingRule="($NP$FG)">
                <availableFormats>
                  <numberFormat pattern="(\\d{3})(\\d{4})"><leadingDigits>6</leadingDigits><format>$1 $2</format><intlFormat>NA</intlFormat></numberFormat>
                  <numberFormat pattern="(\\d{2})(\\d{5})" nationalPrefixFormattingRule="$NP$FG"><format>$1-$2</format></numberFormat>
                </availableFormats>
                <generalDesc><nationalNumberPattern>\\d{5,8}</nationalNumberPattern></generalDesc>
                <fixedLine><possibleLengths national="5,[7-8]"/><exampleNumber>51234</exampleNumber><nationalNumberPattern>5\\d{4}</nationalNumberPattern></fixedLine>
                <mobile><exampleNumber>6123456</exampleNumber><nationalNumberPattern>6\\d{6}</nationalNumberPattern></mobile>
              </territory>
            </territories></phoneNumberMetadata>
            """
        let file = Scratch.url("ccpipe-numbering-\(UUID()).xml").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try AtomicFile.write(metadata, to: file)
        let region = try #require(try PhoneMetadataImporter.readNumbering(file: file)["ZZ"])
        #expect(region.mobile?.possibleLengths == [5, 7, 8])
        // Internationally the second format, which has no intlFormat of its own.
        #expect(region.exampleFormat == PhoneNumberFormat(pattern: "(\\d{3})(\\d{4})", format: "$1 $2", intlFormat: "$1-$2",
                                                         intlPattern: "(\\d{2})(\\d{5})", nationalPrefixFormattingRule: "($NP$FG)"))
        let written = PhoneMetadataImporter.element(region)
        #expect(written[0].contains(" intlFormatPattern=\"(\\d{2})(\\d{5})\""))
    }

    @Test func theWrittenElementReadsBackAsItWasImported() throws {
        let text = try PhoneMetadataImporter.telephoneCodeData(fromFile: XMLFixtures.phoneMetadata, sourceVersion: "libphonenumber 9.0.35")
        let file = Scratch.url("ccpipe-telephone-\(UUID()).xml").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try AtomicFile.write(text, to: file)
        let loaded = try TelephoneCodeLoader.load(.disk(file))
        #expect(loaded.numbering == Self.numbering)
        #expect(loaded.numbering["SE"]?.location?.line ?? 0 > 1)
    }

    /// A telephone file of one region whose `<phoneNumbering>` has `attributes` and holds `inside`, loaded.
    static func loadTelephone(numbering attributes: String, inside: String = "") throws -> TelephoneCodeLoader.Result {
        let text = """
            <supplementalData>
            \t<telephoneCodeData>
            \t\t<codesByTerritory territory="SE">
            \t\t\t<telephoneCountryCode code="46"/>
            \t\t\t<phoneNumbering \(attributes)>\(inside)</phoneNumbering>
            \t\t</codesByTerritory>
            \t</telephoneCodeData>
            </supplementalData>
            """
        let file = Scratch.url("ccpipe-telephone-\(UUID()).xml").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try AtomicFile.write(text, to: file)
        return try TelephoneCodeLoader.load(.disk(file))
    }

    static let allLengths = (1...32).map(String.init).joined(separator: ",")

    @Test(arguments: [("7", [7]), ("9,7,7", [7, 9]), ("+9,07,32", [7, 9, 32]), ("", []), (allLengths, Array(1...32))])
    func lengthsAreReadAsIntegersAscendingOnce(_ text: String, _ expected: [Int]) throws {
        let pattern = "<numberPattern type=\"mobile\" nationalNumberPattern=\"7\\d{8}\" lengths=\"\(text)\"/>"
        let loaded = try Self.loadTelephone(numbering: "fixedLineLengths=\"\(text)\"", inside: pattern)
        #expect(loaded.numbering["SE"]?.fixedLineLengths == expected)
        #expect(loaded.numbering["SE"]?.metadata?.numberType(.mobile)?.lengths == expected)
    }

    @Test(arguments: ["0", "33", "7,,8", "7,", "+", "++7", "-7", "7+", " 7", "٧", "99999999999999999999",
                      Array(repeating: "7", count: 33).joined(separator: ",")])
    func lengthsOutsideOneTo32AreRefusedAtTheirLine(_ text: String) throws {
        let pattern = "\n<numberPattern type=\"mobile\" nationalNumberPattern=\"7\" lengths=\"\(text)\"/>"
        for (attributes, inside) in [("fixedLineLengths=\"\(text)\"", ""), ("fixedLineLengths=\"7\"", pattern)] {
            let error = try #require(throws: InputError.self) { try Self.loadTelephone(numbering: attributes, inside: inside) }
            #expect(error.message.contains("of lengths from 1 to 32 separated by commas"))
            #expect(error.location?.line == (inside.isEmpty ? 5 : 6))
        }
    }

    @Test(arguments: ["46", "0"])
    func digitsAreAsciiDigits(_ prefix: String) throws {
        #expect(try Self.loadTelephone(numbering: "nationalPrefix=\"\(prefix)\"").numbering["SE"]?.nationalPrefix == prefix)
        for wrong in ["", "4a", "٤", "4\u{301}", " 4"] {
            #expect(throws: InputError.self) { try Self.loadTelephone(numbering: "nationalPrefix=\"\(wrong)\"") }
            let example = "<numberPattern type=\"mobile\" nationalNumberPattern=\"7\" example=\"\(wrong)\"/>"
            #expect(throws: InputError.self) { try Self.loadTelephone(numbering: "internationalPrefix=\"00\"", inside: example) }
        }
    }

    @Test func aPatternRepeatedIsCompiledOnceAndItsErrorNamesTheLineItFirstComesOn() throws {
        let repeated = "\n<numberFormat pattern=\"(\\d{3})(\\d{4})\" format=\"$1 $2\"><leadingDigits pattern=\"[2-9]\"/></numberFormat>"
        let fixedLine = "\n<numberPattern type=\"fixedLine\" nationalNumberPattern=\"[2-9]\"/>"
        let loaded = try Self.loadTelephone(numbering: "internationalPrefix=\"00\"", inside: repeated + repeated + fixedLine)
        #expect(loaded.patterns.count == 3)
        #expect(loaded.numbering["SE"]?.metadata?.formats.map(\.leadingDigits) == [["[2-9]"], ["[2-9]"]])
        let shared = try #require(loaded.patterns.pattern("(\\d{3})(\\d{4})"))
        let fresh = try #require(PhonePattern("(\\d{3})(\\d{4})"))
        for digits in ["1234567", "12345678", "123456"] {
            #expect(shared.match(PhonePattern.digits(digits), whole: false)?.groups == fresh.match(PhonePattern.digits(digits), whole: false)?.groups)
        }
        let wrong = "\n<numberPattern type=\"mobile\" nationalNumberPattern=\"7(\"/>"
        let error = try #require(throws: InputError.self) {
            try Self.loadTelephone(numbering: "internationalPrefix=\"00\"",
                                   inside: wrong + wrong.replacingOccurrences(of: "mobile", with: "fixedLine"))
        }
        #expect(error.location?.line == 6)
        #expect(error.message == "expected nationalNumberPattern in libphonenumber's pattern syntax (digits, \\d, [classes], groups, '|', "
            + "quantifiers, '$') within ccpipe's limits, found \"7(\"")
    }
}
