import Foundation

/// What a picker's search box matches, folded once when a catalog is loaded
/// so that each keystroke only compares prefixes.
///
/// A query matches a country when:
/// - folded (`SearchFolding`: case, diacritics, width, in the catalog's
///   language; `’` as `'`),
///   it begins the country's name, one of its search keys, or any word in
///   them ("kingdom" finds "United Kingdom", "ivory" finds "Côte d’Ivoire"
///   through its CLDR alternate "Ivory Coast");
/// - it is digits, with or without `+` and spaces, that begin the dial code's
///   digits ("44", "+44", "1 684", "1684");
/// - it is two letters equal to the ISO code ("de" finds Germany as well as
///   the names that begin with "de").
struct CountrySearch: Hashable, Sendable {
    /// Per section, per country: the folded texts, then the words in them.
    private var prefixes: [[[String]]]
    private var dialDigits: [[String]]
    private var language: String

    init(sections: [CountrySection], locale: String) {
        let folding = SearchFolding(locale: locale)
        language = folding.language
        prefixes = sections.map { section in
            section.countries.map { country in
                let texts = ([country.name] + country.searchKeys).map(folding.fold)
                var all = texts
                for text in texts {
                    for word in Self.words(text) where !all.contains(word) { all.append(word) }
                }
                return all
            }
        }
        dialDigits = sections.map { $0.countries.map { Self.digits($0.dialCode) } }
    }

    /// `sections` with only the countries that match `query`, empty sections
    /// dropped; all of them for a blank query.
    func filter(_ sections: [CountrySection], query: String) -> [CountrySection] {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return sections }
        let folded = SearchFolding(locale: language).fold(trimmed)
        let queryDigits = Self.isDialQuery(trimmed) ? Self.digits(trimmed) : nil
        let code = trimmed.count == 2 && trimmed.allSatisfy { $0.isASCII && $0.isLetter } ? trimmed.uppercased() : nil

        var result: [CountrySection] = []
        for (sectionIndex, section) in sections.enumerated() {
            var kept = section
            kept.countries = section.countries.enumerated().filter { countryIndex, country in
                if let queryDigits, !queryDigits.isEmpty, dialDigits[sectionIndex][countryIndex].hasPrefix(queryDigits) { return true }
                if let code, country.code == code { return true }
                return prefixes[sectionIndex][countryIndex].contains { $0.hasPrefix(folded) }
            }.map(\.element)
            if !kept.countries.isEmpty { result.append(kept) }
        }
        return result
    }

    /// Runs of letters and digits: "cote d'ivoire" has "cote", "d", "ivoire".
    private static func words(_ text: String) -> [String] {
        text.split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    private static func isDialQuery(_ text: String) -> Bool {
        text.contains { $0.isASCII && $0.isNumber } && text.allSatisfy { ($0.isASCII && $0.isNumber) || $0 == "+" || $0 == " " }
    }

    private static func digits(_ text: String) -> String {
        String(text.filter { $0.isASCII && $0.isNumber })
    }
}
