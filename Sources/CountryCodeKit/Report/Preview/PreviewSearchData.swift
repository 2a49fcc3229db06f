import CountryCatalog

/// What the preview page's search needs, exported from CountryCatalog's own
/// search so the page cannot drift from it: the folded texts of every
/// country (`SearchEntry`) and, for the query, a table of how
/// `SearchFolding` folds each character the user may type. The page folds a
/// query character by character with that table (then recomposes, NFC) and ranks as
/// `CountrySearch` does (the ranking, not the folding, is the page's code;
/// `search-expectations.json` holds both to the same results).
enum PreviewSearchData {
    /// `{"entries": [[code, name, [words], [keys], dialDigits], …], "fold": {char: folded}, "foldsASCII": bool}`.
    static func json(_ catalog: CountryCatalog) -> JSONOutput {
        let entries = catalog.searchEntries.map { entry in
            JSONOutput.array([.string(entry.code), .string(entry.name), .array(entry.nameWords.map(JSONOutput.string)),
                              .array(entry.keys.map(JSONOutput.string)), .string(entry.dialDigits)])
        }
        let folding = SearchFolding(locale: catalog.locale)
        let table = foldTable(folding, texts: catalog.allCountries.flatMap { [$0.name] + $0.searchKeys })
        return .object([
            ("entries", .array(entries)),
            ("fold", .object(table.map { ($0.0, JSONOutput.string($0.1)) })),
        ])
    }

    /// Every character whose fold differs from itself, among those in the
    /// catalog's texts (and their other case) and the ranges people type
    /// from a keyboard or input method: ASCII, Latin-1 and Extended-A, kana
    /// and the half- and full-width forms. Characters outside it cannot
    /// begin any text of the catalog once folded, unless they fold to
    /// themselves, which the page assumes of them.
    static func foldTable(_ folding: SearchFolding, texts: [String]) -> [(String, String)] {
        var scalars = Set<Unicode.Scalar>()
        for text in texts {
            for scalar in text.unicodeScalars {
                scalars.insert(scalar)
                for other in String(scalar).lowercased().unicodeScalars + String(scalar).uppercased().unicodeScalars { scalars.insert(other) }
            }
        }
        for range in [0x20...0x7E, 0xA0...0x17F, 0x2019...0x2019, 0x3041...0x30FF, 0xFF01...0xFF9F] {
            for value in range { if let scalar = Unicode.Scalar(value) { scalars.insert(scalar) } }
        }
        return scalars.sorted { $0.value < $1.value }.compactMap { scalar in
            let text = String(scalar)
            let folded = folding.fold(text)
            return folded == text ? nil : (text, folded)
        }
    }
}
