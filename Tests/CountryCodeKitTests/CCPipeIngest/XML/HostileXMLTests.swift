@testable import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeReference
@testable import CountryCodeKit
import Foundation
import Testing

/// What hostile CLDR trees do (issue 10, section 5): each is refused at its
/// position, in ccpipe's words, before libxml2 spends time on it.
@Suite("Hostile XML")
struct HostileXMLTests {
    private func error(_ text: String, options: XMLReaderOptions = .default) -> InputError? {
        error(Array(text.utf8), options: options)
    }

    private func error(_ bytes: [UInt8], options: XMLReaderOptions = .default) -> InputError? {
        do {
            try XMLReader.read(bytes: bytes, file: "t.xml", options: options) { _ in .proceed }
            return nil
        } catch {
            return error as? InputError
        }
    }

    @Test func manyAttributesOnOneElementAreRefusedAtOnceWithThePosition() throws {
        let attributes = (0..<320_000).map { "a\($0)=\"x\"" }.joined(separator: " ")
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\" ?>\n<ldml>\n<x \(attributes)/></ldml>"
        let start = ContinuousClock.now
        let refused = try #require(error(text))
        #expect(ContinuousClock.now - start < .seconds(1))
        #expect(refused.message == "expected at most 64 attributes on one element, found more")
        let column = "<x ".count + (0..<64).map { "a\($0)=\"x\"" }.joined(separator: " ").count + " a64=".count + 1
        #expect(refused.location == SourceLocation(file: "t.xml", line: 3, column: column))
    }

    @Test func theLimitLeavesRoomForRealFiles() throws {
        let attributes = (0..<64).map { "a\($0)=\"x\"" }.joined(separator: " ")
        #expect(error("<r><x \(attributes)/></r>") == nil)
    }

    @Test func anInternalSubsetIsRefusedAtTheDoctypeLine() throws {
        let text = "<?xml version=\"1.0\"?>\n<!-- a -->\n<!DOCTYPE ldml [\n\(String(repeating: "<!ELEMENT x ANY>\n", count: 60))]>\n<ldml/>"
        let refused = try #require(error(text))
        #expect(refused.location == SourceLocation(file: "t.xml", line: 3, column: 1))
        #expect(refused.message.contains("internal DTD subset"))
    }

    @Test func entityDeclarationsAreRefusedWhereTheyAreEvenWhereASubsetIsAllowed() throws {
        let text = "<!DOCTYPE r [\n<!ELEMENT r ANY>\n  <!ENTITY a \"&b;\"><!ENTITY b \"&a;\">\n]>\n<r>&a;</r>"
        let refused = try #require(error(text, options: XMLReaderOptions(allowsInternalSubset: true)))
        #expect(refused.location == SourceLocation(file: "t.xml", line: 3, column: 3))
        #expect(refused.message.contains("entity declarations"))
    }

    @Test func entityReferencesAreRefusedAtTheAmpersand() throws {
        let refused = try #require(error("<r>\n  <x a=\"1 &lt; &#65; &e;\"/></r>"))
        #expect(refused.location == SourceLocation(file: "t.xml", line: 2, column: 22))
        #expect(refused.message == "expected no entity references, found \"&e;\"")
        #expect(error("<r>&lt;&gt;&amp;&quot;&apos;&#x41;</r>") == nil)
    }

    @Test func aTruncatedFileSaysSoAtItsEnd() throws {
        let refused = try #require(error("<ldml>\n  <territories>\n    <territory type=\"AX\">Åland"))
        #expect(refused.message == "expected \"</ldml>\" before the end of the file (is it truncated?)")
        #expect(refused.location == SourceLocation(file: "t.xml", line: 3, column: 31))
    }

    @Test func contentAfterTheRootIsRefusedInCcpipesWords() throws {
        let refused = try #require(error("<r/>\n<!-- fine -->\nnot fine"))
        #expect(refused.message == "expected nothing but comments after \"</r>\"")
        #expect(refused.location == SourceLocation(file: "t.xml", line: 3, column: 1))
    }

    static let otherEncodings: [[UInt8]] = {
        let units = Array("<r/>".utf16)
        let littleEndian: [UInt8] = units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let bigEndian: [UInt8] = units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let latin1 = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><r/>".utf8)
        let latin1AfterMark = [0xEF, 0xBB, 0xBF] + latin1
        return [[0xFF, 0xFE] + littleEndian, bigEndian, latin1, latin1AfterMark, [0x4C, 0x6F, 0xA7, 0x94]]
    }()

    @Test(arguments: otherEncodings)
    func onlyUTF8IsRead(bytes: [UInt8]) throws {
        let refused = try #require(error(bytes))
        #expect(refused.message.hasPrefix("expected XML in UTF-8"))
        #expect(refused.location?.line == 1)
    }

    @Test func deepNestingIsRefusedBeforeTheParserSeesIt() throws {
        let refused = try #require(error(String(repeating: "<a>", count: 100_000)))
        #expect(refused.message == "expected elements nested at most 64 deep")
        #expect(refused.location == SourceLocation(file: "t.xml", line: 1, column: 64 * 3 + 1))
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let directory = Scratch.url("ccpipe-fifo-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("en.xml").path
        #expect(mkfifo(path, 0o600) == 0)
        #expect(throws: InputError("expected a regular file, found a FIFO", file: path)) {
            _ = try TerritoryNamesLoader.load(.disk(path))
        }
    }

    @Test func aFIFOInPlaceOfTheDTDIsNotWaitedFor() throws {
        let common = Scratch.url("ccpipe-fifo-\(UUID())")
        try FileManager.default.createDirectory(at: common.appendingPathComponent("dtd"), withIntermediateDirectories: true)
        #expect(mkfifo(common.appendingPathComponent("dtd/ldmlSupplemental.dtd").path, 0o600) == 0)
        #expect(CLDRReference.dtdVersion(commonDirectory: common) == nil)
    }

    @Test func loadersRefuseAnotherRootElement() throws {
        let path = Scratch.url("ccpipe-root-\(UUID()).xml").path
        try AtomicFile.write("<r>hi</r>", to: path)
        #expect(throws: InputError("expected the root element \"ldml\", found \"r\"", at: SourceLocation(file: path, line: 1, column: 1))) {
            _ = try TerritoryNamesLoader.load(.disk(path))
        }
        #expect(throws: InputError.self) { _ = try RegionValidityLoader.load(.disk(path)) }
        #expect(throws: InputError.self) { _ = try SupplementalDataLoader.load(.disk(path)) }
        #expect(throws: InputError.self) { _ = try SupplementalMetadataLoader.load(.disk(path)) }
        #expect(throws: InputError.self) { _ = try TelephoneCodeLoader.load(.disk(path)) }
        // A read of texts names the root with its prefix, as a visit of every event does.
        try AtomicFile.write("<x:ldml xmlns:x=\"u\">hi</x:ldml>", to: path)
        #expect(throws: InputError("expected the root element \"ldml\", found \"x:ldml\"", at: SourceLocation(file: path, line: 1, column: 1))) {
            _ = try TerritoryNamesLoader.load(.disk(path))
        }
        #expect(throws: InputError("expected the root element \"supplementalData\", found \"x:ldml\"",
                                   at: SourceLocation(file: path, line: 1, column: 1))) {
            _ = try SupplementalDataLoader.load(.disk(path))
        }
    }

    /// What bounds libxml2's memory for one read (the manual, "Limits").
    @Test func elementsAndPiecesOfTextAreBounded() throws {
        let many = try #require(error("<r>" + String(repeating: "<a/>", count: 200_001) + "</r>"))
        #expect(many.message == "expected at most 200000 elements in one file, found more")
        #expect(many.location == SourceLocation(file: "t.xml", line: 1, column: 4 + 199_999 * 4)) // the root counts too
        let long = try #require(error("<r>\n" + String(repeating: "&lt;", count: 20_000) + "</r>"))
        #expect(long.message == "expected at most 65536 bytes of text, attribute value or comment in one piece, found more")
        #expect(long.location?.line == 2)
        #expect(error("<r a=\"\(String(repeating: "x", count: 70_000))\"/>") != nil)
        #expect(error("<r><!--\(String(repeating: "x", count: 70_000))--></r>") != nil)
        #expect(error("<r>\(String(repeating: "x", count: 65_536))</r>") == nil)
    }

    @Test func aLocaleFileKeepsAtMost2000NamesOfAtMost1KiB() throws {
        let path = Scratch.url("ccpipe-names-\(UUID()).xml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let rows = (0..<2_001).map { "<territory type=\"X\($0)\">n</territory>" }.joined(separator: "\n")
        try AtomicFile.write("<ldml><localeDisplayNames><territories>\n\(rows)\n</territories></localeDisplayNames></ldml>", to: path)
        #expect(throws: InputError(ReferenceMessages.tooManyNames(2_000, 1_024), at: SourceLocation(file: path, line: 2_002, column: 1))) {
            _ = try TerritoryNamesLoader.load(.disk(path))
        }
        let long = "<territory type=\"AX\">\(String(repeating: "x", count: 1_025))</territory>"
        try AtomicFile.write("<ldml><localeDisplayNames><territories>\(long)</territories></localeDisplayNames></ldml>", to: path)
        #expect(throws: InputError.self) { _ = try TerritoryNamesLoader.load(.disk(path)) }
    }
}
