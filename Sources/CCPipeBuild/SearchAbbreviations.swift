/// What people type for a country that is neither its name nor its code:
/// the ISO 3166-1 alpha-3 code (`usa`, `gbr`, `are`) and the initials of
/// its multi-word names (`uae`, `png`, `bvi`), folded as `SearchKeys`
/// folds, for CountryCatalog's `SearchRank.abbreviation`.
///
/// Initials are taken twice: of every word ("United Arab Emirates" is
/// `uae`, "Émirats arabes unis" `eau`, "Isle of Man" `iom`), and of the
/// capitalised words alone ("United States of America" is `usa`,
/// "Democratic Republic of the Congo" `drc`). Acronyms keep lower-case
/// content words (French capitalises only a name's first word) but skip
/// function words, which names in cased scripts write in lower case:
/// both spellings are what people type, and a word's case is the one
/// sign of a function word that needs no list per language. A word is a
/// run of letters and digits, so "U.S. Virgin Islands" is `usvi` and
/// "É.-U." `eu`; what follows `(` is left out (it names the region
/// otherwise, as in "Myanmar (Burma)"); a name of one word has no initials.
package struct SearchAbbreviations: Sendable {
    private let keys: SearchKeys

    /// For one locale's catalog; build one per catalog, not per name.
    package init(locale identifier: String) {
        keys = SearchKeys(locale: identifier)
    }

    /// In order, without duplicates: the alpha-3 code, then the initials of
    /// the name, the alternates and the English name; none that is a
    /// folded name already (Sweden's "USA" is its name).
    package func abbreviations(name: String, alternates: [String], english: String?, alpha3: String?) -> [String] {
        let names = [name] + alternates + (english.map { [$0] } ?? [])
        var candidates: [String] = []
        if let alpha3 { candidates.append(keys.fold(alpha3)) }
        for text in names {
            for initials in Self.initials(of: text) { candidates.append(keys.fold(initials)) }
        }
        // Only a name not much longer than the longest candidate can fold
        // to one (folding drops marks and some punctuation, "U.S.A." to
        // `usa`), so the long names, nearly all, are not folded again here.
        let longest = candidates.map(\.unicodeScalars.count).max() ?? 0
        let folded = names.filter { $0.unicodeScalars.count <= 4 * longest + 4 }.map(keys.fold)
        var result: [String] = []
        for text in candidates where !text.isEmpty && !result.contains(text) && !folded.contains(text) {
            result.append(text)
        }
        return result
    }

    /// The initials of every word, then of the capitalised words, each only
    /// when it has two letters or more; not folded. A word begins at a
    /// character that is a letter or a digit; the initial is that whole
    /// character (Bengali's "দ্বী" with its marks). The text is walked scalar
    /// by scalar, not character by character (a catalog build takes the
    /// initials of every name of every locale): a combining mark belongs to
    /// the character before it (so do zero-width joiners) and neither starts
    /// nor ends a word, and only where a word starts is the character made.
    package static func initials(of text: String) -> [String] {
        var all = "", capitalised = ""
        var allCount = 0, capitalisedCount = 0
        var inWord = false
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "(" { break }
            let isWordScalar: Bool
            if scalar.isASCII {
                let value = scalar.value
                isWordScalar = (value | 0x20) &- 0x61 < 26 || value &- 0x30 < 10
            } else {
                let properties = scalar.properties
                switch properties.generalCategory {
                case .nonspacingMark, .spacingMark, .enclosingMark:
                    scalars.formIndex(after: &index)
                    continue
                case .format where scalar.value == 0x200C || scalar.value == 0x200D:
                    // Zero-width (non-)joiners join what is around them into one character.
                    scalars.formIndex(after: &index)
                    continue
                default:
                    isWordScalar = properties.isAlphabetic || properties.numericType != nil
                }
            }
            if isWordScalar, !inWord {
                let character = text[index]
                all.append(character)
                allCount += 1
                // A letter that is not lower case: a capital, or a caseless script's letter.
                if !character.isLowercase {
                    capitalised.append(character)
                    capitalisedCount += 1
                }
            }
            inWord = isWordScalar
            scalars.formIndex(after: &index)
        }
        var result: [String] = []
        if allCount >= 2 { result.append(all) }
        if capitalisedCount >= 2, capitalisedCount < allCount { result.append(capitalised) }
        return result
    }
}
