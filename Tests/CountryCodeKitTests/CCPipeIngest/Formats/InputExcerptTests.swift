@testable import CCPipeIngest
import Testing

/// What a read error may quote of its input: 32 bytes at most, cut between
/// characters, escaped.
struct InputExcerptTests {
    @Test(arguments: [
        ("NaN", "NaN"),
        (String(repeating: "a", count: 32), String(repeating: "a", count: 32)),
        (String(repeating: "a", count: 33), String(repeating: "a", count: 32) + "…"),
        // A two-byte letter that would end at byte 33 is left out whole.
        (String(repeating: "a", count: 31) + "é", String(repeating: "a", count: 31) + "…"),
        // A combining mark after byte 32 belongs to the letter before it: both are left out.
        (String(repeating: "a", count: 31) + "e\u{301}x", String(repeating: "a", count: 31) + "…"),
        // A flag is one character of 8 bytes.
        (String(repeating: "a", count: 28) + "🇸🇪", String(repeating: "a", count: 28) + "…"),
        ("tab\there", "tab\\u{9}here"),
        ("right\u{202E}left", "right\\u{202E}left"),
        ("line\u{2028}separator", "line\\u{2028}separator"),
    ])
    func quotesAtMost32BytesBetweenCharacters(_ input: String, _ expected: String) {
        #expect(InputExcerpt.text(input) == expected)
    }

    @Test func bytesThatAreNotUTF8AreWrittenAsBytes() {
        #expect(InputExcerpt.text([0x41, 0xFF, 0xC3, 0x42]) == "A\\x{FF}\\x{C3}B")
        #expect(InputExcerpt.quoted([UInt8](repeating: 0xFE, count: 40)) == "\"" + String(repeating: "\\x{FE}", count: 32) + "…\"")
    }

    @Test func aLongInputIsOnlyLookedAtWhereItStarts() {
        let huge = [UInt8](repeating: UInt8(ascii: "A"), count: 20 * 1024 * 1024)
        #expect(InputExcerpt.text(huge[...]) == String(repeating: "A", count: 32) + "…")
    }
}
