@testable import CCPipeBuild
@testable import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeModel
import Testing

/// XML property lists read into the same records as JSON, through the
/// hardened XML reader, with each value at its start tag.
struct PropertyListReaderTests {
    private func read(_ name: String) throws -> Dataset {
        try DatasetReader.read(path: Fixture.path("formats/" + name))
    }

    private func plist(_ body: String) -> [UInt8] {
        Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">\(body)</plist>

            """.utf8)
    }

    @Test func aDictKeyedByCodeGivesDialCodes() throws {
        let dataset = try read("keyed-by-code.plist")
        #expect(dataset.format == .propertyList)
        #expect(dataset.shape == .keyedByCode)
        #expect(dataset.records.map { $0.code?.text } == ["AF", "KY", "CY", "SA"])
        #expect(dataset.records.map { $0.dialCode?.text } == ["+93", "+ 345", "+537", "00966"])
        let cayman = dataset.records[1]
        #expect(cayman.code?.location.line == 7 && cayman.code?.location.column == 2)
        #expect(cayman.dialCode?.location.line == 8 && cayman.dialCode?.location.column == 2)
    }

    @Test func aDictKeyedByCodeWithNamesGivesNames() throws {
        let dataset = try read("keyed-names.plist")
        #expect(dataset.records.map { $0.name?.text } == ["Afghanistan", "Åland Islands", "Swaziland", "Trinidad & Tobago"])
        #expect(dataset.records.allSatisfy { $0.dialCode == nil })
    }

    @Test func anArrayOfDictsGivesRecordsWithColumnsOnSharedLines() throws {
        let dataset = try read("records.plist")
        #expect(dataset.shape == .array)
        #expect(dataset.records.map { $0.code?.text } == ["AF", "SZ", "TT", "KY"])
        let trinidad = dataset.records[2]
        #expect(trinidad.name?.text == "Trinidad & Tobago")
        #expect(trinidad.name?.location.line == 22)
        #expect(trinidad.name?.location.column == 18)
        #expect(trinidad.dialCode?.location.column == 76)
        // An <integer> is a number, as in JSON, so the type rule can say so.
        #expect(dataset.records[3].dialCode?.kind == .number)
        #expect(dataset.records[3].dialCode?.text == "1345")
    }

    @Test func aRepeatedKeyIsADuplicateKey() throws {
        let dataset = try DatasetReader.parse(bytes: plist("<dict><key>AF</key><string>+93</string><key>AF</key><string>+94</string></dict>"), file: "p.plist")
        #expect(dataset.duplicateKeys.map(\.key) == ["AF"])
        #expect(dataset.duplicateKeys.first?.location.column == 61)
    }

    @Test func theExternalDTDIsNeverLoaded() throws {
        let bytes = Array("""
            <?xml version="1.0"?>
            <!DOCTYPE plist SYSTEM "file:///nonexistent/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>AF</key><string>+93</string></dict></plist>
            """.utf8)
        #expect(try DatasetReader.parse(bytes: bytes, file: "p.plist").records.count == 1)
    }

    @Test(arguments: [
        ("broken/entity.plist", "entity.plist:2:1: expected no internal DTD subset"),
        ("broken/binary.plist", "binary.plist:1:1: binary property lists (\"bplist00\") are not read"),
        ("broken/not-a-plist.plist", "not-a-plist.plist:2:1: expected a <plist> root element, found <ldml>"),
        ("broken/key-without-value.plist", "key-without-value.plist:6:2: expected a value after <key>KY</key>, found </dict>"),
    ])
    func unsafeOrMalformedPropertyListsAreInputErrors(_ fixture: String, _ expected: String) throws {
        let error = try #require(throws: InputError.self) { try read(fixture) }
        #expect(error.description.contains(expected), "\(error)")
    }

    @Test(arguments: [
        "<dict><string>+93</string></dict>",
        "<dict><key>AF</key><key>AX</key></dict>",
        "<array><key>AF</key></array>",
        "<dict><key>AF</key><string>+93<b/></string></dict>",
        "<dict><key>AF</key><blob/></dict>",
        "<array/><array/>",
        "text",
        "",
    ])
    func structureThatIsNotAPropertyListIsRefused(_ body: String) {
        #expect(throws: InputError.self) { try DatasetReader.parse(bytes: plist(body), file: "p.plist") }
    }

    @Test func anEntityReferenceIsRefused() {
        let bytes = Array(#"<?xml version="1.0"?><plist><dict><key>AF</key><string>&lt;&unknown;</string></dict></plist>"#.utf8)
        #expect(throws: InputError.self) { try DatasetReader.parse(bytes: bytes, file: "p.plist") }
    }
}
