import CCPipeModel
import Foundation
import Testing
@testable import CCPipeValidate

/// The lookups that stand in for searches on every record give what the
/// searches gave: a code's suggestion, a well-formed code, a word in a name.
struct CodeAndSpellingLookupTests {
    /// Every alpha-3 and numeric code of the reference, in both cases, and
    /// codes of no region, suggest what a search of the code mappings finds.
    @Test func suggestionsAreWhatASearchOfTheMappingsFinds() {
        let reference = TestData.embeddedReference
        let suggestions = RegionCode.Suggestions(reference)
        let codes = reference.codeMappings.values.flatMap { [$0.alpha3, $0.numeric].compactMap { $0 } }
        #expect(codes.count > 400)
        for text in codes + codes.map { $0.lowercased() } + ["se", "SE", "C10", "999", "ÅLA", "A", "ABCD", "", "s\u{301}e"] {
            let upper = text.uppercased()
            let searched = RegionCode.isWellFormed(upper) ? upper
                : upper.count == 3 ? reference.codeMappings.first { $0.value.alpha3 == upper || $0.value.numeric == upper }?.key : nil
            #expect(suggestions.suggestion(for: text) == searched, "\(text)")
        }
        #expect(suggestions.suggestion(for: "swe") == "SE")
        #expect(suggestions.suggestion(for: "752") == "SE")
    }

    @Test(arguments: ["AB", "ZZ", "", "A", "ABC", "aB", "Ab", "ÅB", "A\u{301}B", "AB\u{301}", "\u{410}F", "A ", "1A"])
    func aWellFormedCodeIsTwoScalarsOfAToZ(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        #expect(RegionCode.isWellFormed(text) == (scalars.count == 2 && scalars.allSatisfy { ("A"..."Z").contains($0) }))
    }

    /// Byte by byte in ASCII names finds what Foundation's search finds, on
    /// random names of the letters, spaces and marks the words are made of.
    @Test(arguments: 1...5)
    func aWordInAnASCIINameIsFoundAsFoundationFindsIt(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        let pieces = ["Saint", "Sainte", "St.", "Ste.", "and", "&", " ", "-", "a", "S", "t", ".", "e", "\r\n", "\t"]
        for _ in 0..<2_000 {
            let name = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let words = " " + name + " "
            for word in [" Saint ", " Sainte ", " Saint-", " St. ", " Ste. ", " and ", " & "] {
                #expect(NameSpelling.asciiContains(words, word) == words.contains(word), "\(words.debugDescription) \(word)")
            }
        }
    }
}
