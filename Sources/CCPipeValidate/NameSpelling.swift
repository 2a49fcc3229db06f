import CCPipeCore
import CCPipeIngest
import CCPipeModel

/// How a dataset of English names spells what CLDR abbreviates: `Saint
/// Lucia` for CLDR's `St. Lucia`, `Antigua and Barbuda` for `Antigua &
/// Barbuda`. A file that writes `Saint` and `and` throughout follows a
/// spelling of its own: a name that is CLDR's in that spelling is CLDR's
/// name, and a fix writes the file's spelling, so that `Saint Martin` is
/// never rewritten to `St. Martin` in a file that says `Saint Lucia`.
package struct NameSpelling: Sendable, Equatable {
    /// `Saint` and `Sainte` where CLDR writes `St.` and `Ste.`.
    package var saint = false
    /// `and` where CLDR writes `&`.
    package var and = false

    package init(saint: Bool = false, and: Bool = false) {
        self.saint = saint
        self.and = and
    }

    /// CLDR's own spelling.
    package static let cldr = NameSpelling()

    /// How many names show each spelling, and the spelling most of them
    /// show: at least two names, and more than show CLDR's.
    struct Tally: Sendable, Equatable {
        var saint = 0, st = 0, and = 0, ampersand = 0

        var spelling: NameSpelling {
            NameSpelling(saint: saint >= 2 && saint > st, and: and >= 2 && and > ampersand)
        }
    }

    static func tally(of dataset: Dataset) -> Tally {
        var tally = Tally()
        for record in dataset.records {
            guard let name = record.name?.string else { continue }
            let words = " " + name + " "
            if holds(words, " Saint ") || holds(words, " Sainte ") || holds(words, " Saint-") { tally.saint += 1 }
            if holds(words, " St. ") || holds(words, " Ste. ") { tally.st += 1 }
            if holds(words, " and ") { tally.and += 1 }
            if holds(words, " & ") { tally.ampersand += 1 }
        }
        return tally
    }

    /// Whether `words` holds `pattern` (ASCII), as Foundation's `contains`
    /// finds it. Its bytes are looked for first: Foundation finds a match
    /// only where they are (no character is canonically one of these ASCII
    /// characters), and most names hold none, so it is asked only to
    /// confirm one, at a thousandth of the cost a name.
    static func holds(_ words: String, _ pattern: StaticString) -> Bool {
        var words = words
        let bytesThere = words.withUTF8 { text in
            pattern.withUTF8Buffer { wanted in
                guard wanted.count <= text.count else { return false }
                return (0...(text.count - wanted.count)).contains { start in
                    text[start] == wanted[0] && (1..<wanted.count).allSatisfy { text[start + $0] == wanted[$0] }
                }
            }
        }
        return bytesThere && words.contains(pattern.description)
    }

    /// `name` (CLDR's, or any reference name) in this spelling.
    package func apply(_ name: String) -> String {
        var spelt = name
        if saint {
            spelt = spelt.replacingOccurrences(of: "St. ", with: "Saint ").replacingOccurrences(of: "Ste. ", with: "Sainte ")
        }
        if and { spelt = spelt.replacingOccurrences(of: " & ", with: " and ") }
        return spelt
    }

    /// `"Saint" and "and"`, for the convention notice; nil for CLDR's own.
    var description: String? {
        let words = [saint ? "\"Saint\"" : nil, and ? "\"and\"" : nil].compactMap { $0 }
        return words.isEmpty ? nil : words.joined(separator: " and ")
    }

    /// What CLDR writes instead: `"St." and "&"`.
    var cldrWords: String {
        [saint ? "\"St.\"" : nil, and ? "\"&\"" : nil].compactMap { $0 }.joined(separator: " and ")
    }
}
