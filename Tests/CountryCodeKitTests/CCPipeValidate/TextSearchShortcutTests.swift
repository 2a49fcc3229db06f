import CCPipeModel
import Foundation
import Testing
@testable import CCPipeIngest
@testable import CCPipeValidate

/// The shortcuts validation takes on every record of a large dataset give
/// what the general paths give.
struct TextSearchShortcutTests {
    /// Texts around each pattern: the pattern itself, with marks joined to
    /// its ends, with precomposed and decomposed letters and other scripts
    /// beside it, and random ones.
    private static func texts(around patterns: [String]) -> [String] {
        let pieces = ["", " ", "e\u{301}", "\u{E9}", "\u{301}", "\u{20DD}", "Ste", "St.", "Saint", "and", "&", "-", ",", "\u{212A}",
                      "\u{37E}", "A", "ß", "\u{200D}", "\u{FE0F}", "日本", "\r\n"]
        var texts: [String] = []
        for pattern in patterns {
            for before in pieces {
                for after in pieces { texts.append(" " + before + pattern + after + " ") }
            }
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            texts.append(" " + (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined() + " ")
        }
        return texts
    }

    /// `NameSpelling.holds` is Foundation's `contains` for each pattern
    /// the tally looks for.
    @Test func namePatternsAreFoundAsFoundationFindsThem() {
        let patterns: [(StaticString, String)] = [(" Saint ", " Saint "), (" Sainte ", " Sainte "), (" Saint-", " Saint-"), (" St. ", " St. "),
                                                  (" Ste. ", " Ste. "), (" and ", " and "), (" & ", " & ")]
        for text in Self.texts(around: patterns.map(\.1)) {
            for (pattern, literal) in patterns {
                #expect(NameSpelling.holds(text, pattern) == text.contains(literal), "\(text.debugDescription) \(literal)")
            }
        }
    }

    /// A key already lower case, without `_` or `-`, is its own normalized
    /// form, as the general path makes it.
    @Test func keysAreNormalizedAsTheGeneralPathDoes() {
        func general(_ key: String) -> String {
            String(key.lowercased().unicodeScalars.filter { $0 != "_" && $0 != "-" })
        }
        for key in ["name", "code", "dial_code", "Dial-Code", "ISO", "alpha3", "näme", "NAME", "", "_", "a-b_c", "名前", "\u{212A}ey", "k e y"] {
            #expect(FieldAliases.normalized(key) == general(key), "\(key)")
        }
    }
}
