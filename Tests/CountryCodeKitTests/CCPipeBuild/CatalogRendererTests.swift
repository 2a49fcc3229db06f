@testable import CCPipeBuild
@testable import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeModel
@testable import CCPipeOutput
@testable import CCPipeReport
import CountryCatalog
@testable import CountryCodeKit
import Foundation
import Testing

@Suite struct CatalogRendererTests {
    static let sample = Catalog(
        locale: "sv",
        sections: [
            .init(title: "Z", kind: .normal, countries: [.init(code: "ZM", name: "Zambia", dialCode: "+260", flag: "🇿🇲", searchKeys: ["zambia"])]),
            .init(title: "Å", kind: .normal, countries: [.init(code: "AX", name: "Åland", dialCode: "+358 18", flag: "🇦🇽", searchKeys: ["Ahvenanmaa", "aland"],
                                                               phone: .init(nationalPrefix: "0", mobileLengths: [6, 7, 8, 9, 10], fixedLineLengths: [6, 7, 8, 9],
                                                                            exampleNational: "041 2345678", exampleInternational: "+358 41 2345678"))]),
            .init(title: "…", kind: .overflow, countries: [.init(code: "QQ", name: "\"Q/Q\"\\\n\u{01}", dialCode: "",
                                                                 phone: .init(exampleNational: "\"1\"\\\n"))]),
        ],
        letters: [
            .init(label: "Y", section: 0, count: 0),
            .init(label: "Z", section: 0, count: 1),
            .init(label: "Å", section: 1, count: 1),
            .init(label: "…", section: 2, count: 1),
        ])

    /// The sample's rendering, shared with `CountryCatalogTests`, which decodes it.
    static let expected = TestData.root.appendingPathComponent("Tests/CountryCatalogTests/Fixtures/rendered-sample/sv")

    /// The renderer writes bytes directly; they must stay exactly what the
    /// general `JSONOutput` tree of the same document renders.
    @Test(arguments: [sample, Catalog(locale: "en", sections: [], letters: []),
                      Catalog(locale: "x", sections: [.init(title: "A", kind: .normal, countries: [])], letters: []),
                      Catalog(locale: "en", sections: [.init(title: "U", kind: .normal, countries: [
                          .init(code: "AE", name: "United Arab Emirates", dialCode: "+971", searchKeys: [],
                                searchAbbreviations: ["are", "uae"]),
                          .init(code: "US", name: "United States", dialCode: "+1", searchKeys: ["us", "united states of america"],
                                searchAbbreviations: ["usa"], phone: .init(mobileLengths: [10], fixedLineLengths: [10])),
                      ])], letters: [.init(label: "U", section: 0, count: 2)])])
    func bytesMatchTheGeneralJSONWriter(catalog: Catalog) {
        let (countries, index) = Self.generalRendering(catalog)
        #expect(CatalogRenderer.countriesBytes(catalog) == countries)
        #expect(CatalogRenderer.indexBytes(catalog) == index)
    }

    /// Numbers are written digit by digit: one, two and more digits, zero,
    /// powers of ten and a negative number, as the general tree writes them.
    /// Written into a lent buffer while it has room, then into memory of
    /// its own that starts with the bytes so far.
    @Test func bytesOutgrowingALentBufferAreKept() {
        var storage = [UInt8](repeating: 0, count: 8)
        storage.withUnsafeMutableBufferPointer { buffer in
            var out = CatalogRenderer.JSONBytes(into: buffer)
            out.raw("[1, 2")
            let lentAtFirst = out.isInLentBuffer
            #expect(lentAtFirst)
            #expect(Array(buffer.prefix(5)) == Array("[1, 2".utf8))
            out.raw(", 3, 4]")
            let lentAfter = out.isInLentBuffer, bytes = out.bytes
            #expect(!lentAfter)
            #expect(bytes == Array("[1, 2, 3, 4]".utf8))
        }
        #expect(storage == Array("[1, 2".utf8) + [0, 0, 0])
    }

    @Test func numbersAreWrittenAsTheTreeWritesThem() {
        let numbers = [0, 1, 9, 10, 11, 99, 100, 101, 1_000, 12_345, 1_000_000, Int.max, -1, -42]
        let letters = numbers.enumerated().map { offset, number in
            IndexLetter(label: "L\(offset)", section: number, count: numbers[numbers.count - 1 - offset])
        }
        let catalog = Catalog(locale: "x", sections: [], letters: letters)
        #expect(CatalogRenderer.indexBytes(catalog) == Self.generalRendering(catalog).index)
    }

    /// Texts are checked for bytes to escape eight at a time: each such byte
    /// (every control character, `"`, `\\`), and bytes close to them, at
    /// every position of texts up to three words long, with UTF-8 around;
    /// texts of distinct letters, which a short text's overlapping words
    /// must copy each to its place, of every length up to 24.
    @Test func everyByteToEscapeIsFoundWhereverItIs() {
        let specials = (0..<0x20).map { UInt8($0) } + [UInt8(ascii: "\""), UInt8(ascii: "\\")]
        let neighbours: [UInt8] = [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F]
        var texts = (0...24).map { String("abcdefghijklmnopqrstuvwxyz".prefix($0)) }
        for length in 1...24 {
            for position in 0..<length {
                for byte in specials + neighbours {
                    var bytes = Array(repeating: UInt8(ascii: "a"), count: length)
                    bytes[position] = byte
                    texts.append(String(decoding: bytes, as: UTF8.self))
                    texts.append("é" + String(decoding: bytes, as: UTF8.self))
                }
            }
        }
        let countries = texts.enumerated().map { offset, text in
            Country(code: "Q\(offset)", name: text, dialCode: "+\(offset)", searchKeys: offset % 3 == 0 ? [] : [text, "x"])
        }
        let catalog = Catalog(locale: "x", sections: [.init(title: "A", kind: .normal, countries: countries)], letters: [])
        #expect(CatalogRenderer.countriesBytes(catalog) == Self.generalRendering(catalog).countries)
    }

    /// Both files as the general `JSONOutput` tree renders them.
    static func generalRendering(_ catalog: Catalog) -> (countries: [UInt8], index: [UInt8]) {
        let sections: [JSONOutput] = catalog.sections.map { section in
            .object([
                ("countries", .array(section.countries.map { country in
                    // What the dial code gives (`DialCodeParts`) and the flag are left out, and the phone is in phone.json.
                    let derived = DialCodeParts(country.dialCode) == DialCodeParts(callingCode: country.callingCode, leadingDigits: country.leadingDigits)
                    var members: [(String, JSONOutput)] = derived ? [] : [("calling_code", .string(country.callingCode))]
                    members += [("code", .string(country.code)), ("dial_code", .string(country.dialCode))]
                    if !derived, let leading = country.leadingDigits { members.append(("leading_digits", .string(leading))) }
                    members.append(("name", .string(country.name)))
                    if !country.searchAbbreviations.isEmpty {
                        members.append(("search_abbreviations", .array(country.searchAbbreviations.map(JSONOutput.string))))
                    }
                    members.append(("search_keys", .array(country.searchKeys.map(JSONOutput.string))))
                    return .number(inline(.object(members)))
                })),
                ("kind", .string(section.kind.rawValue)),
                ("title", .string(section.title)),
            ])
        }
        let countries = JSONOutput.object([("locale", .string(catalog.locale)), ("phone", .string(PhoneFile.fileName)), ("sections", .array(sections))])
        let letters: [JSONOutput] = catalog.letters.map { letter in
            .number(inline(.object([("count", .int(letter.count)), ("label", .string(letter.label)), ("section", .int(letter.section))])))
        }
        let index = JSONOutput.object([("letters", .array(letters)), ("locale", .string(catalog.locale))])
        return (countries.renderedBytes(), index.renderedBytes())
    }


    /// A value on one line, as the documentation shows a country: `", "` and `": "`
    /// between members and elements, strings as `JSONOutput` writes them.
    static func inline(_ value: JSONOutput) -> String {
        switch value {
        case .object(let members):
            "{" + members.map { inline(.string($0.0)) + ": " + inline($0.1) }.joined(separator: ", ") + "}"
        case .array(let elements):
            "[" + elements.map(inline).joined(separator: ", ") + "]"
        default:
            String(value.rendered().dropLast())
        }
    }

    @Test func countriesJSONIsCanonical() throws {
        try Self.expectGolden("countries.json", CatalogRenderer.countriesJSON(Self.sample))
    }

    @Test func indexJSONIsCanonical() throws {
        try Self.expectGolden("index.json", CatalogRenderer.indexJSON(Self.sample))
    }

    /// `rendered` is the sample's file `name`, re-recorded (and still failing)
    /// with `CCPIPE_RECORD_GOLDEN` set.
    static func expectGolden(_ name: String, _ rendered: String) throws {
        let file = expected.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["CCPIPE_RECORD_GOLDEN"] != nil {
            try rendered.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("re-recorded \(name); run again without CCPIPE_RECORD_GOLDEN")
        }
        #expect(rendered == (try String(contentsOf: file, encoding: .utf8)))
    }

    /// The sample's phone data, and a region whose metadata writes every
    /// member `phone.json` has, as `PhoneFile` writes them.
    static let samplePhones = PhoneData(
        regions: [
            "AX": .init(nationalPrefix: "0", mobileLengths: [6, 7, 8, 9, 10], fixedLineLengths: [6, 7, 8, 9],
                        exampleNational: "041 2345678", exampleInternational: "+358 41 2345678",
                        metadata: PhoneMetadata(callingCode: "358", leadingDigits: "18", internationalPrefix: "00|99(?:[01469]|5(?:[14]1|3[23]|5[59]|77|88|9[09]))",
                                                nationalPrefixForParsing: "0",
                                                formats: [.init(pattern: "(\\d{3})(\\d{3,4})", format: "$1 $2", leadingDigits: ["[2-4]"], nationalPrefixFormattingRule: "0$1")],
                                                numberTypes: ["general_desc": .init(pattern: "2\\d{4,9}", lengths: [5, 6, 7, 8, 9, 10], localOnlyLengths: [4])])),
            "QQ": .init(nationalPrefix: "1", mobileLengths: [], fixedLineLengths: [10], exampleNational: "\"1\"\\\n", exampleInternational: nil,
                        metadata: PhoneMetadata(callingCode: "999", isMainCountryForCode: true, internationalPrefix: "011", nationalPrefixForParsing: "(\\d{7})$|1",
                                                nationalPrefixTransformRule: "268$1",
                                                formats: [.init(pattern: "(\\d{3})(\\d{4})", format: "$1-$2", nationalPrefixFormattingRule: "($1)",
                                                                nationalPrefixOptionalWhenFormatting: true, carrierCodeFormattingRule: "$CC $1", intlFormat: "NA")],
                                                numberTypes: ["fixed_line": .init(pattern: "\\d{10}", lengths: [10])])),
        ],
        nonGeographic: ["800": .init(nationalPrefix: nil, mobileLengths: [], fixedLineLengths: [], exampleNational: nil, exampleInternational: nil,
                                     metadata: PhoneMetadata(callingCode: "800", numberTypes: ["toll_free": .init(pattern: "\\d{8}", lengths: [8])]))],
        source: "libphonenumber v9.0.35")

    @Test func phoneJSONIsCanonical() throws {
        try Self.expectGolden("../phone.json", PhoneFile.rendered(Self.samplePhones).contents)
    }

    /// What `phone.json` holds decodes to what was written, member for member.
    @Test func phoneJSONRoundTrips() throws {
        let directory = try PhoneDirectory.decode(Data(PhoneFile.rendered(Self.samplePhones).bytes))
        #expect(directory.regions == Self.samplePhones.regions)
        #expect(directory.nonGeographic == Self.samplePhones.nonGeographic)
        #expect(String(decoding: PhoneFile.rendered(PhoneData()).bytes, as: UTF8.self)
            == "{\n  \"non_geographic\": {},\n  \"regions\": {},\n  \"version\": \"1.0\"\n}\n")
    }

    @Test func emptyCatalogRendersEmptyArrays() {
        let empty = Catalog(locale: "en", sections: [], letters: [])
        #expect(CatalogRenderer.countriesJSON(empty) == "{\n  \"locale\": \"en\",\n  \"phone\": \"phone.json\",\n  \"sections\": []\n}\n")
        #expect(CatalogRenderer.files(empty).map(\.path) == ["en/countries.json", "en/index.json"])
    }

    @Test func twoBuildsRenderIdentically() throws {
        let first = try CatalogBuilder.build(dataset: CatalogTestData.swedishDataset, reference: CatalogTestData.reference, locale: "sv")
        let second = try CatalogBuilder.build(dataset: CatalogTestData.swedishDataset, reference: CatalogTestData.reference, locale: "sv")
        #expect(CatalogRenderer.files(first) == CatalogRenderer.files(second))
    }

    /// The output is JSON Foundation reads back to the same values.
    @Test func outputParsesAsJSON() throws {
        let text = CatalogRenderer.countriesJSON(Self.sample)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let sections = try #require(object["sections"] as? [[String: Any]])
        let last = try #require((sections[2]["countries"] as? [[String: Any]])?.first)
        #expect(last["name"] as? String == "\"Q/Q\"\\\n\u{01}")
        #expect(sections[1]["title"] as? String == "Å")
    }
}
