import CCPipeCore
import CCPipeModel
import CCPipeValidate
import CountryCatalogCore
import Foundation

/// What a picker's search matches a country by, besides its name: CLDR's
/// other names for the region (`alt="short"` such as "UK", `alt="variant"`
/// such as "Ivory Coast" or "Swaziland"), every name folded as
/// CountryCatalog's `SearchFolding` folds what the user types, the Latin
/// spelling of a name in another script (`LatinSpelling`), the hiragana of
/// a katakana name, and the English name, so that "sweden" finds Sweden in
/// every locale.
package struct SearchKeys: Sendable {
    private let folding: SearchFolding
    private let asciiIsPlain: Bool
    /// Where the locale's Latin spellings (`LatinSpelling`) are made and kept.
    private let latin: TransliteratorMemo.Speller?
    /// Whether the terms of a name depend on the language besides the
    /// texts: they do where it spells names in Latin (`LatinSpelling`),
    /// folds some letters its own way (`SearchFolding.foldingLanguage`),
    /// or adds the hiragana of katakana names (Japanese). Asked for every
    /// record, so found once.
    package let dependsOnLanguage: Bool

    /// A folder for one locale; build one per catalog, not per name.
    package init(locale identifier: String) {
        folding = SearchFolding(locale: identifier)
        asciiIsPlain = folding.foldsASCIIByLowercasing
        latin = LatinSpelling.transform(locale: identifier).map(TransliteratorMemo.shared.speller)
        dependsOnLanguage = latin != nil || !folding.foldingLanguage.isEmpty || folding.language == "ja"
    }

    /// In order, without duplicates and without the name itself: the
    /// alternates; the folded name and alternates; the Latin spellings of the
    /// name and alternates; the hiragana of a katakana name; the folded
    /// English name.
    package func keys(name: String, alternates: [String], english: String? = nil) -> [String] {
        var folded = FoldedNames()
        return keys(name: name, alternates: alternates, english: english, folded: &folded)
    }

    /// What a country's terms take from its English name: its fold and the
    /// folds of its initials. They depend on the name and the folding
    /// language alone (`SearchFolding.foldingLanguage`), so a build makes
    /// them once per record, not once per locale (`EnglishTermsMemo`).
    package struct EnglishTerms: Sendable {
        package let english: String
        package let foldingLanguage: String
        let folded: SearchTerm
        let initials: [SearchTerm]
    }

    /// The fold of `english` and of its initials, as `terms` folds them.
    package func englishTerms(_ english: String) -> EnglishTerms {
        EnglishTerms(english: english, foldingLanguage: folding.foldingLanguage, folded: SearchTerm(fold(english)),
                     initials: SearchAbbreviations.initials(of: english).map { SearchTerm(fold($0)) })
    }

    /// The language whose folds `englishTerms` makes.
    package var foldingLanguage: String { folding.foldingLanguage }

    /// The search keys and the search abbreviations of one country, its
    /// names folded once for both.
    package func terms(name: String, alternates: [String], english: String?, alpha3: String?) -> (keys: [String], abbreviations: [String]) {
        terms(name: name, alternates: alternates, english: english.map(englishTerms), alpha3: alpha3)
    }

    /// The same, given what the English name gives (`englishTerms`, folded
    /// in this language).
    package func terms(name: String, alternates: [String], english: EnglishTerms?, alpha3: String?) -> (keys: [String], abbreviations: [String]) {
        var folded = FoldedNames()
        let keys = keys(name: name, alternates: alternates, english: english, folded: &folded)
        let abbreviations = SearchAbbreviations(keys: self)
            .abbreviations(name: name, alternates: alternates, english: english, alpha3: alpha3, folded: folded)
        return (keys, abbreviations)
    }

    /// `keys(name:alternates:english:)`, adding to `folded` the folded
    /// name, alternates and English name, in that order.
    private func keys(name: String, alternates: [String], english: String?, folded: inout FoldedNames) -> [String] {
        keys(name: name, alternates: alternates, english: english.map(englishTerms), folded: &folded)
    }

    private func keys(name: String, alternates: [String], english: EnglishTerms?, folded: inout FoldedNames) -> [String] {
        var keys = SearchTermList(capacity: 3 * alternates.count + 4)
        let nameTerm = SearchTerm(name)
        for alternate in alternates { Self.add(SearchTerm(alternate), to: &keys, besides: nameTerm) }
        let foldedName = SearchTerm(fold(name))
        folded.append(foldedName)
        Self.add(foldedName, to: &keys, besides: nameTerm)
        for alternate in alternates {
            let foldedAlternate = SearchTerm(fold(alternate))
            folded.append(foldedAlternate)
            Self.add(foldedAlternate, to: &keys, besides: nameTerm)
        }
        if let latin {
            addSpellings(of: name, by: latin, to: &keys, besides: nameTerm)
            for alternate in alternates { addSpellings(of: alternate, by: latin, to: &keys, besides: nameTerm) }
        }
        if folding.language == "ja", let kana = LatinSpelling.hiragana(of: name) {
            Self.add(SearchTerm(fold(kana)), to: &keys, besides: nameTerm)
        }
        if let english {
            folded.append(english.folded)
            Self.add(english.folded, to: &keys, besides: nameTerm)
        }
        return keys.texts
    }

    /// Adds the folded Latin spellings of `text` (not nested: see `add`).
    private func addSpellings(of text: String, by latin: TransliteratorMemo.Speller, to keys: inout SearchTermList,
                              besides name: SearchTerm) {
        for spelling in latin.spellings(of: text, language: folding.language) {
            Self.add(SearchTerm(fold(spelling)), to: &keys, besides: name)
        }
    }

    /// Adds `key` unless it is `name`, empty or there already. A function
    /// of its own rather than one nested in `keys`: a nested one would
    /// capture the list in a box, checked for exclusive access at each call.
    private static func add(_ key: SearchTerm, to keys: inout SearchTermList, besides name: SearchTerm) {
        if !key.text.isEmpty, !key.isEquivalent(to: name), !keys.contains(key) { keys.append(key) }
    }

    /// `SearchFolding.fold`, with ASCII text (most names in most locales)
    /// lower-cased directly, which gives the same text and skips
    /// Foundation's much slower general path, and other text memoised.
    package func fold(_ text: String) -> String {
        if asciiIsPlain, let folded = Self.lowercasedASCII(text) { return folded }
        return FoldMemo.current.folded(text, language: folding.foldingLanguage, fold: folding.fold)
    }

    /// `text` with A–Z lower-cased, nil unless it is all ASCII.
    package static func lowercasedASCII(_ text: String) -> String? {
        var text = text
        var capitals = 0
        let isASCII = text.withUTF8 { utf8 in
            for byte in utf8 {
                if byte >= 0x80 { return false }
                if byte &- 0x41 < 26 { capitals += 1 }
            }
            return true
        }
        guard isASCII else { return nil }
        guard capitals > 0 else { return text }
        return text.withUTF8 { utf8 in
            String(unsafeUninitializedCapacity: utf8.count) { buffer in
                for offset in utf8.indices {
                    let byte = utf8[offset]
                    buffer[offset] = byte &- 0x41 < 26 ? byte | 0x20 : byte
                }
                return utf8.count
            }
        }
    }

    package static func keys(name: String, alternates: [String], english: String? = nil, locale: String) -> [String] {
        SearchKeys(locale: locale).keys(name: name, alternates: alternates, english: english)
    }

    package static func fold(_ text: String, locale: String) -> String {
        SearchKeys(locale: locale).fold(text)
    }
}

/// A text compared and hashed by its UTF-8 bytes, as memo keys are.
/// `String` compares by canonical equivalence (and normalises to hash),
/// which is both slower and too loose here: two spellings of one name may
/// fold, or be transliterated, differently.
package struct ExactText: Hashable {
    let text: String

    package init(_ text: String) { self.text = text }

    package static func == (lhs: ExactText, rhs: ExactText) -> Bool {
        // One value (one storage, or one small string) holds the same bytes,
        // found without reading them: the English names every locale's
        // records share come from one column.
        let oneValue = withUnsafeBytes(of: lhs.text) { left in
            withUnsafeBytes(of: rhs.text) { right in memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0 }
        }
        if oneValue { return true }
        guard lhs.text.utf8.count == rhs.text.utf8.count else { return false }
        var (left, right) = (lhs.text, rhs.text)
        return left.withUTF8 { left in
            right.withUTF8 { right in left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0 }
        }
    }

    package func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
