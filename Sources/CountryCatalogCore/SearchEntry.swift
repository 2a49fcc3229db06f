/// One country as search sees it: every text folded once, when the catalog
/// is loaded, so that a keystroke only compares prefixes. `ccpipe preview`
/// writes these into its page, so the browser searches the same texts.
public struct SearchEntry: Hashable, Sendable {
    public var code: String
    /// The folded name.
    public var name: String
    /// The folded name from each later word on: "kingdom" for "united kingdom".
    public var nameWords: [String]
    /// The folded search keys, each also from each later word on.
    public var keys: [String]
    /// The folded abbreviations (`Country.searchAbbreviations`), matched
    /// from their start only: "ae" of "uae" is no abbreviation.
    public var abbreviations: [String]
    /// The calling code and leading digits: `1684` for `+1 684`.
    public var dialDigits: String
    public var callingCode: String

    init(_ country: Country, folding: SearchFolding) {
        code = country.code
        name = folding.fold(country.name)
        nameWords = Self.laterWords(of: name)
        var keys: [String] = []
        for key in country.searchKeys {
            let folded = folding.fold(key)
            for text in [folded] + Self.laterWords(of: folded) where !keys.contains(text) && text != name { keys.append(text) }
        }
        self.keys = keys
        var abbreviations: [String] = []
        for abbreviation in country.searchAbbreviations {
            let folded = folding.fold(abbreviation)
            if !folded.isEmpty, !abbreviations.contains(folded) { abbreviations.append(folded) }
        }
        self.abbreviations = abbreviations
        callingCode = country.callingCode
        dialDigits = country.callingCode + (country.leadingDigits ?? "")
    }

    /// The text from the start of each word but the first, a word being a
    /// run of letters and digits: "cote d'ivoire" gives "d'ivoire", "ivoire".
    static func laterWords(of text: String) -> [String] {
        var result: [String] = []
        var previousIsWordCharacter = true
        for index in text.indices {
            let isWordCharacter = text[index].isLetter || text[index].isNumber
            if isWordCharacter, !previousIsWordCharacter {
                let suffix = String(text[index...])
                if !result.contains(suffix) { result.append(suffix) }
            }
            previousIsWordCharacter = isWordCharacter
        }
        return result
    }
}
