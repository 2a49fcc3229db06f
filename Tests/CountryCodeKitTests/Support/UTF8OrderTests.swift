import Testing
@testable import CountryCodeKit

@Suite("UTF-8 order")
struct UTF8OrderTests {
    static let texts = ["", "a", "A", "aa", "ab", "a\u{0}", "\u{0}", "é", "e\u{301}", "z", "Å", "日本", "日", "😀", "\u{FFFF}",
                        "/usr/share/unicode/cldr/common/main/en.xml", "/usr/share/unicode/cldr/common/main/en_001.xml",
                        String(repeating: "x", count: 40) + "a", String(repeating: "x", count: 40) + "b"]

    /// The same answer as walking both strings' UTF-8 bytes, for every pair.
    @Test func agreesWithTheBytesOfEveryPair() {
        for a in Self.texts {
            for b in Self.texts {
                #expect(a.precedesInUTF8(b) == a.utf8.lexicographicallyPrecedes(b.utf8), "\(a.debugDescription) \(b.debugDescription)")
            }
        }
    }

    @Test func ordersByCodePointNotByCanonicalEquivalence() {
        #expect("e\u{301}".precedesInUTF8("é"))
        #expect(!"é".precedesInUTF8("e\u{301}"))
        #expect("Z".precedesInUTF8("a"))
        #expect(!"a".precedesInUTF8("a"))
    }
}
