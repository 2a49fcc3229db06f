import Foundation
import Testing

@testable import CCPipeBuild

struct SearchTermListTests {
    private static func ends(_ first: UInt32, _ last: UInt32) -> UInt64 { UInt64(first) << 32 | UInt64(last) }

    /// ASCII begins and ends a decomposition as it is; a precomposed
    /// letter begins it with its base and ends it with a mark; a mark
    /// first, or a code point ICU 72 does not know, tells nothing.
    @Test func decompositionEndsAreKnownWhereTheEndsTell() {
        #expect(NormalForm.decompositionEnds("sweden") == Self.ends(0x73, 0x6E))
        #expect(NormalForm.decompositionEnds("Швеция") == Self.ends(0x0428, 0x044F))
        #expect(NormalForm.decompositionEnds("Émirats arabes unis") == Self.ends(0x45, 0x73))
        #expect(NormalForm.decompositionEnds("Йемен") == Self.ends(0x0418, 0x043D))
        #expect(NormalForm.decompositionEnds("Ciudad Juárez, Isla Ñ") == Self.ends(0x43, 0))
        #expect(NormalForm.decompositionEnds("\u{212A}") == Self.ends(0x4B, 0))
        #expect(NormalForm.decompositionEnds("한국") == Self.ends(0x1112, 0))
        #expect(NormalForm.decompositionEnds("\u{301}a") == Self.ends(0, 0x61))
        // Tibetan vowel sign II, a starter, decomposes to two marks.
        #expect(NormalForm.decompositionEnds("\u{F73}") == 0)
        // Unicode 16's Ol Onal letter O, unassigned in ICU 72.
        #expect(NormalForm.decompositionEnds("\u{1E5D0}a\u{1E5D0}") == 0)
        #expect(NormalForm.decompositionEnds("") == 0)
    }

    /// Terms compare as their texts do: each pair of a set of texts, some
    /// spelt in several canonically equivalent ways.
    @Test func termsCompareAsTheirTexts() {
        let texts = [
            "Émirats", "E\u{301}mirats", "émirats", "emirats", "eau", "\u{212A}", "K", "k", "Å", "A\u{30A}", "\u{212B}",
            "한국", "\u{1112}\u{1161}\u{11AB}\u{1100}\u{116E}\u{11A8}", "ΐ", "\u{3B9}\u{308}\u{301}", "\u{F73}", "\u{F71}\u{F72}",
            "Швеция", "швеция", "Йемен", "И\u{306}емен", "q\u{307}\u{323}", "q\u{323}\u{307}", "sweden", "",
        ]
        var list = SearchTermList(capacity: texts.count)
        for text in texts {
            let term = SearchTerm(text)
            for other in texts { #expect(term.isEquivalent(to: SearchTerm(other)) == (text == other), "\(text) \(other)") }
            #expect(list.contains(term) == list.texts.contains(text), "\(text)")
            list.append(term)
        }
        #expect(list.texts == texts)
    }

    /// No code point's decomposition is taken for another's: each code
    /// point of the first three planes, alone and beside a letter, compares
    /// with its NFD and NFC as `String` compares them.
    @Test func everyCodePointComparesWithItsNormalFormsAsStringsDo() {
        var differing: [String] = []
        var compared = 0
        for value: UInt32 in 0..<0x30000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            for form in [text.decomposedStringWithCanonicalMapping, text.precomposedStringWithCanonicalMapping] {
                for (one, other) in [(text, form), ("a" + text, "a" + form), (text + "a", form + "a")] {
                    compared += 1
                    if SearchTerm(one).isEquivalent(to: SearchTerm(other)) != (one == other) { differing.append(one) }
                }
            }
        }
        #expect(compared > 1_000_000)
        #expect(differing.isEmpty, "\(differing.prefix(10))")
    }

    /// Folded names, the first four kept in place and the rest in an
    /// array, contain a term as a list of their texts does, by canonical
    /// equivalence: each of a set of texts asked before and after it is
    /// added, from none to all of them.
    @Test func foldedNamesContainWhatTheirTextsDo() {
        let texts = ["sweden", "sverige", "E\u{301}mirats", "\u{212A}", "한국", "Швеция", "", "eau", "Émirats", "k"]
        var folded = FoldedNames()
        var added: [String] = []
        for text in texts {
            for other in texts + ["K", "\u{1112}\u{1161}\u{11AB}\u{1100}\u{116E}\u{11A8}", "швеция"] {
                #expect(folded.contains(SearchTerm(other)) == added.contains(other), "\(added.count): \(other)")
            }
            folded.append(SearchTerm(text))
            added.append(text)
            #expect(folded.count == added.count)
            #expect(folded.contains(SearchTerm(text)))
        }
        // Past the four kept in place, Émirats equals the decomposed spelling added third.
        #expect(folded.contains(SearchTerm("\u{C9}mirats")))
    }
}
