/// How a locale's index letters in the reference's CLDR XML
/// (`exemplarCharacters type="index"`, its own or inherited) differ from
/// those the linked ICU's own data gives it: the sections a picker shows
/// come from ICU's (ICU 72 carries CLDR 42's), so a reference of another
/// release can name letters the picker does not have, or the other way.
package struct IndexLettersDifference: Equatable, Sendable {
    package enum Kind: String, Sendable {
        /// Both have index letters, and they differ.
        case differ
        /// ICU's data has none for the locale: it makes its sections from
        /// the locale's other exemplar characters.
        case icuHasNone = "icu-has-none"
    }

    package var kind: Kind
    /// The locale whose file states the CLDR letters (the locale itself, or
    /// the one it inherits them from).
    package var source: String
    /// The letters only CLDR's XML has, and only ICU's, separated by spaces
    /// (` …` ends a list cut short).
    package var onlyCLDR: String
    package var onlyICU: String

    package init(kind: Kind, source: String, onlyCLDR: String, onlyICU: String) {
        self.kind = kind
        self.source = source
        self.onlyCLDR = onlyCLDR
        self.onlyICU = onlyICU
    }
}
