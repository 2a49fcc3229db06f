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
            // Byte by byte in ASCII, where Foundation's search (which takes
            // canonically equivalent characters alike) finds the same and
            // cost about a ninth of a `diff` of 1,000,000 records.
            let ascii = words.utf8.allSatisfy { $0 < 0x80 }
            let holds = { (word: String) in ascii ? asciiContains(words, word) : words.contains(word) }
            if holds(" Saint ") || holds(" Sainte ") || holds(" Saint-") { tally.saint += 1 }
            if holds(" St. ") || holds(" Ste. ") { tally.st += 1 }
            if holds(" and ") { tally.and += 1 }
            if holds(" & ") { tally.ampersand += 1 }
        }
        return tally
    }

    /// Whether the bytes of `text` hold those of `word`.
    static func asciiContains(_ text: String, _ word: String) -> Bool {
        let pattern = word.utf8
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.count >= pattern.count else { return false }
            return (0...(bytes.count - pattern.count)).contains { bytes[$0..<$0 + pattern.count].elementsEqual(pattern) }
        } ?? text.contains(word)
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
