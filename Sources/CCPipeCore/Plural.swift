/// Counted words as every message writes them: "1 file", "2 files". The one
/// place a message picks a word's number.
package enum Plural {
    /// `number` and the noun in the number it asks for: `count(2, "file")`
    /// is "2 files"; `plural` for words that do not add an s
    /// (`count(3, "fix", "fixes")`, `count(2, "file differs", "files differ")`).
    package static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(number) \(word(number, singular, plural))"
    }

    /// The word alone in the number `number` asks for: `word(1, "is", "are")`.
    package static func word(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
        number == 1 ? singular : plural ?? singular + "s"
    }
}
