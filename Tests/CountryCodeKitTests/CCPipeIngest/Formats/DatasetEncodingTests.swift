@testable import CCPipeCore
@testable import CCPipeIngest
import Foundation
import Testing

/// A dataset saved in UTF-16 or UTF-32 is named as such, whatever its
/// format and byte order, with or without a byte order mark; an empty file
/// gets its own format's message.
struct DatasetEncodingTests {
    static let text = #"[{"name": "Sweden", "dial_code": "+46", "code": "SE"}]"#

    @Test(arguments: [
        (String.Encoding.utf16LittleEndian, [UInt8](), "UTF-16 (little-endian)", "UTF-16LE"),
        (.utf16LittleEndian, [0xFF, 0xFE], "UTF-16 (little-endian)", "UTF-16"),
        (.utf16BigEndian, [], "UTF-16 (big-endian)", "UTF-16BE"),
        (.utf16BigEndian, [0xFE, 0xFF], "UTF-16 (big-endian)", "UTF-16"),
        (.utf32LittleEndian, [], "UTF-32 (little-endian)", "UTF-32LE"),
        (.utf32BigEndian, [0x00, 0x00, 0xFE, 0xFF], "UTF-32 (big-endian)", "UTF-32"),
    ])
    func anotherUnicodeEncodingIsNamed(_ encoding: String.Encoding, _ mark: [UInt8], _ name: String, _ iconv: String) throws {
        for (file, content) in [("d.json", Self.text), ("d.csv", "name,dial_code,code\nSweden,+46,SE\n"),
                                ("d.plist", "<plist><array/></plist>")] {
            let bytes = mark + [UInt8](try #require(content.data(using: encoding)))
            let error = try #require(throws: InputError.self) { try DatasetReader.parse(bytes: bytes, file: file) }
            #expect(error.message == "the file is \(name), expected UTF-8", "\(file)")
            #expect(error.location == SourceLocation(file: file, line: 1, column: 1))
            #expect(error.hint == "Convert it to UTF-8 first: iconv -f \(iconv) -t UTF-8 FILE > FILE.utf8")
            #expect(PipelineError(error).hint == error.hint, "the command line prints the hint")
        }
    }

    @Test func utf8TextIsNotTakenForAnotherEncoding() {
        for text in [Self.text, "\u{FEFF}" + Self.text, "n", "name\n", "<", " [", "Åland,+358\n"] {
            #expect(UnicodeEncodingForm(of: Array(text.utf8)) == nil, "\(text)")
        }
    }

    @Test(arguments: [
        ("d.csv", "", "expected a header row, found an empty file"),
        ("d.tsv", "\n\n", "expected a header row, found an empty file"),
        ("d.csv", "\u{FEFF} \r\n", "expected a header row, found an empty file"),
        ("d.plist", "", "expected a property list (<plist>…</plist>), found an empty file"),
        ("d.plist", " \n", "expected a property list (<plist>…</plist>), found an empty file"),
        ("d.json", "", "expected a value, found end of file"),
        ("-", "", "expected a value, found end of file"),
    ])
    func anEmptyFileGetsItsFormatsMessage(_ file: String, _ text: String, _ message: String) throws {
        let error = try #require(throws: InputError.self) { try DatasetReader.parse(bytes: Array(text.utf8), file: file) }
        #expect(error.message == message)
        #expect(error.location?.line == 1 && error.location?.column == 1)
    }
}
