@testable import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeReference
@testable import CountryCodeKit
import Foundation
import Testing

/// Inputs the libFuzzer harnesses (`Tests/Fuzz`, `.ci/fuzz`) found, each
/// kept as it was found under `Fixtures/fuzz/`, with what must happen now.
@Suite("Fuzz findings")
struct FuzzRegressionTests {
    /// `xml-reader`, a mangled PhoneNumberMetadata.xml whose XML declaration
    /// never ends (`encoding="UTF-onal="10"…`): libxml2's push parser looks
    /// for `?>` again in the whole declaration each time more input arrives,
    /// so the time to read it grew as the square of its size. The limit on one
    /// piece of markup now stops the input there, at the line where the
    /// declaration passes it; libxml2 never sees the rest.
    @Test func anUnterminatedDeclarationIsRefusedAtTheLimit() throws {
        let path = XMLFixtures.path("fuzz/xml-reader-slow-unterminated-declaration.xml")
        let file = ReferenceFile.disk(path)
        let readers: [() throws -> Void] = [
            { _ = try TerritoryNamesLoader.load(file) },
            { _ = try RegionValidityLoader.load(file) },
            { _ = try SupplementalDataLoader.load(file) },
            { _ = try SupplementalMetadataLoader.load(file) },
            { _ = try TelephoneCodeLoader.load(file) },
            { _ = try PhoneMetadataImporter.read(file: path) },
            { _ = try XMLSubsetWriter(keep: { _, _ in .subtree }).write(file: path) },
        ]
        for read in readers {
            let error = try #require(throws: InputError.self, performing: read)
            #expect(error.message == XMLMessages.tokenTooLong(XMLReaderOptions.default.maximumTokenBytes))
            #expect(error.location?.line == 2402)
        }
    }

    /// `xml-reader`, a CLDR locale file with one `territory` left open, so
    /// the rest nest in it and its name grows past the limit. The loader
    /// throws on the text before a start tag; libxml2, halted, frees its
    /// input before that start's callback returns, and the reader went on to
    /// read the start's attribute values from it (AddressSanitizer: heap use
    /// after free). It now stops at the halt, and the error is the loader's,
    /// at the start tag of the territory whose name grew too long.
    @Test func aStartAfterTheVisitorStoppedReadsNothingMore() throws {
        let file = ReferenceFile.disk(XMLFixtures.path("fuzz/xml-reader-attributes-after-halt.xml"))
        let error = try #require(throws: InputError.self) { try TerritoryNamesLoader.load(file) }
        #expect(error.message == ReferenceMessages.tooManyNames(TerritoryNamesLoader.maximumNames,
                                                                TerritoryNamesLoader.maximumNameBytes))
        #expect(error.location?.line == 42)
    }

    /// `xml-texts`, a CLDR locale file with a byte that is not UTF-8 just
    /// before a territory the guard read itself: libxml2's error showed the
    /// bytes it was handed from there, blanks instead of the territory's
    /// `<te`, so the message differed from a read without the guard's
    /// territories. Only the refused byte is shown now.
    @Test func anEncodingErrorShowsOnlyTheRefusedByte() throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: XMLFixtures.path("fuzz/xml-texts-blanks-after-refused-byte.xml"))))
        for takes in [true, false] {
            let error = try #require(throws: InputError.self) {
                try XMLReader.read(bytes: bytes, file: "f.xml", options: TerritoryNamesLoader.readOptions,
                                   consumer: .texts(XMLTextsRequest(path: ["ldml", "localeDisplayNames", "territories", "territory"],
                                                                    maximumTextBytes: 64) { _ in InputError("too long", file: "f.xml") },
                                                    { _ in .proceed }), takesTexts: takes)
            }
            #expect(error.message.hasSuffix("Bytes: 0xA5"), "\(error.message)")
            #expect(error.location?.line == 57 && error.location?.column == 3)
        }
    }
}
