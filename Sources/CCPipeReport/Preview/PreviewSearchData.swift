import CCPipeBuild
import CCPipeCore
import CCPipeIngest
import CountryCatalogCore

/// What the preview page's search needs, exported from CountryCatalog's own
/// search so the page cannot drift from it: the folded texts of every
/// country (`SearchEntry`) and, for the query, a table of how
/// `SearchFolding` folds each character the user may type (CountryCatalog's
/// own `queryFoldingTable`). The page folds a query character by character
/// with that table (then recomposes, NFC) and ranks as
/// `CountrySearch` does (the ranking, not the folding, is the page's code;
/// `search-expectations.json` holds both to the same results).
enum PreviewSearchData {
    /// `{"entries": [[code, name, [words], [keys], dialDigits, [abbreviations]], …], "fold": {char: folded}}`.
    static func json(_ catalog: PickerCatalog) -> JSONOutput {
        let entries = catalog.searchEntries.map { entry in
            JSONOutput.array([.string(entry.code), .string(entry.name), .array(entry.nameWords.map(JSONOutput.string)),
                              .array(entry.keys.map(JSONOutput.string)), .string(entry.dialDigits),
                              .array(entry.abbreviations.map(JSONOutput.string))])
        }
        let table = catalog.queryFoldingTable.sorted { $0.key.unicodeScalars.first!.value < $1.key.unicodeScalars.first!.value }
        return .object([
            ("entries", .array(entries)),
            ("fold", .object(table.map { ($0.key, JSONOutput.string($0.value)) })),
        ])
    }
}
