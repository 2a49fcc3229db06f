@testable import CCPipeCore
import Testing

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

    /// Sorting with each text's bytes gathered once gives the order of the
    /// bytes, in every arrangement of the texts.
    @Test func sortingGivesTheOrderOfTheBytes() {
        let expected = Self.texts.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for arrangement in [Self.texts, Self.texts.reversed(), Self.texts.shuffled(), Self.texts + Self.texts] {
            let sorted = arrangement.sortedInUTF8()
            #expect(sorted.count == arrangement.count)
            // By bytes: `==` on strings would let é and e + U+0301 swap places.
            #expect(sorted.map { Array($0.utf8) } == arrangement.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { Array($0.utf8) })
        }
        #expect(Self.texts.sortedInUTF8().map { Array($0.utf8) } == expected.map { Array($0.utf8) })
    }
}
