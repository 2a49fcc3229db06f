import Foundation
import Testing
@testable import CCPipeCore

@Suite("JSON escape")
struct JSONEscapeTests {
    /// Every byte value at every position of texts up to three words
    /// long, the rest plain: found exactly where a byte-by-byte look finds one.
    @Test func agreesWithAByteByByteLook() {
        for length in 1...24 {
            for position in 0..<length {
                for byte in UInt8.min...UInt8.max {
                    var bytes = Array(repeating: UInt8(ascii: "m"), count: length)
                    bytes[position] = byte
                    let expected = byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                    let found = bytes.withUnsafeBufferPointer { JSONEscape.needed($0.baseAddress!, $0.count) }
                    #expect(found == expected, "byte \(byte) at \(position) of \(length)")
                }
            }
        }
    }

    static let path = "/usr/share/unicode/cldr/common/main/en.xml 1234 5678"

    @Test(arguments: [
        ("", #""""#), ("Åland", #""Åland""#), (path, "\"\(path)\""), ("a\"b", #""a\"b""#), ("tab\there", #""tab\there""#),
        ("a long path that ends in a backslash\\", #""a long path that ends in a backslash\\""#), ("\u{1}", #""\u0001""#),
    ])
    func writesStringsAsJSON(text: String, expected: String) {
        var out: [UInt8] = []
        JSONOutput.writeString(text, to: &out)
        #expect(String(decoding: out, as: UTF8.self) == expected)
        var written: [UInt8] = [UInt8(ascii: "x")]
        JSONEscape.write(text, to: &written)
        #expect(String(decoding: written, as: UTF8.self) == "x" + expected)
    }

    /// Every ASCII byte, alone and between runs of plain text, and texts
    /// of several escapes: escaped byte by byte as JSON requires (the
    /// short escapes where JSON has them, else `\u00XX`), every other byte
    /// copied, and read back by Foundation as the text itself.
    @Test func escapesWhatJSONRequiresAndNothingElse() throws {
        var texts = (0..<0x80).flatMap { scalar in
            let character = String(UnicodeScalar(UInt8(scalar)))
            return [character, "(\\d{3})" + character + "é\\d", character + character + "\u{1F}", String(repeating: "ab", count: 9) + character]
        }
        texts += [#"[2-9]\d{2}|\d{3}\\"#, "\"\"\"", "\r\n\t\u{8}\u{C}\u{0}\u{10}"]
        let short: [UInt8: UInt8] = [0x22: 0x22, 0x5C: 0x5C, 0x0A: 0x6E, 0x0D: 0x72, 0x09: 0x74, 0x08: 0x62, 0x0C: 0x66]
        for text in texts {
            var expected: [UInt8] = [0x22]
            for byte in text.utf8 {
                if let escape = short[byte] {
                    expected += [0x5C, escape]
                } else if byte < 0x20 {
                    let hex = String(byte, radix: 16)
                    expected += Array(("\\u00" + (hex.count == 1 ? "0" : "") + hex).utf8)
                } else {
                    expected.append(byte)
                }
            }
            expected.append(0x22)
            var written: [UInt8] = []
            JSONEscape.write(text, to: &written)
            #expect(written == expected, "\(Array(text.utf8))")
            let read = try JSONSerialization.jsonObject(with: Data([0x5B] + written + [0x5D])) as? [String]
            #expect(read == [text], "\(Array(text.utf8))")
        }
    }
}
