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

    /// Folding as `keys` folds.
    package init(keys: SearchKeys) {
        self.keys = keys
    }

    /// In order, without duplicates: the alpha-3 code, then the initials of
    /// the name, the alternates and the English name; none that is a
    /// folded name already (Sweden's "USA" is its name).
    package func abbreviations(name: String, alternates: [String], english: String?, alpha3: String?) -> [String] {
        var folded = FoldedNames()
        for text in [name] + alternates + (english.map { [$0] } ?? []) { folded.append(SearchTerm(keys.fold(text))) }
        return abbreviations(name: name, alternates: alternates, english: english.map(keys.englishTerms), alpha3: alpha3, folded: folded)
    }

    /// The same, given the names folded (`SearchKeys.terms` folds them once
    /// for the keys and these) and the English name's initials folded
    /// already (`SearchKeys.englishTerms`).
    func abbreviations(name: String, alternates: [String], english: SearchKeys.EnglishTerms?, alpha3: String?,
                       folded: FoldedNames) -> [String] {
        // Most countries have two or three.
        var result = SearchTermList(capacity: 4)
        if let alpha3 { Self.add(SearchTerm(keys.fold(alpha3)), to: &result, besides: folded) }
        for initials in Self.initials(of: name) { Self.add(SearchTerm(keys.fold(initials)), to: &result, besides: folded) }
        for alternate in alternates {
            for initials in Self.initials(of: alternate) { Self.add(SearchTerm(keys.fold(initials)), to: &result, besides: folded) }
        }
        if let english {
            for initials in english.initials { Self.add(initials, to: &result, besides: folded) }
        }
        return result.texts
    }

    /// Adds `candidate` unless it is empty, there already or one of the
    /// folded names (not nested: see `SearchKeys.add`).
    private static func add(_ candidate: SearchTerm, to result: inout SearchTermList, besides folded: FoldedNames) {
        if !candidate.text.isEmpty, !result.contains(candidate), !folded.contains(candidate) { result.append(candidate) }
    }

    /// The initials of every word, then of the capitalised words, each only
    /// when it has two letters or more; not folded. A word begins at a
    /// character that is a letter or a digit; the initial is that whole
    /// character (Bengali's "দ্বী" with its marks). A catalog build takes the
    /// initials of every name of every locale, so ASCII text (the English
    /// names, most Latin names) is walked byte by byte, and other text code
    /// point by code point in the ICU bridge (`ScalarTraits.forEachWordStart`),
    /// not character by character: a combining mark belongs to the
    /// character before it (so do zero-width joiners) and neither starts nor
    /// ends a word, and only where a word starts is the character made: of
    /// its one code point where the bridge finds that it is a character of
    /// its own (`ScalarTraits.alone`), else by the standard library.
    package static func initials(of text: String) -> [String] {
        if let initials = asciiInitials(of: text) { return initials }
        var all = "", capitalised = ""
        var allCount = 0, capitalisedCount = 0
        var bytes = text
        bytes.withUTF8 { bytes in
            ScalarTraits.forEachWordStart(in: text) { offset, traits in
                let character = traits.contains(.alone)
                    ? Character(Unicode.Scalar(scalar(in: bytes, at: offset)) ?? "\u{FFFD}")
                    : text[text.utf8.index(text.utf8.startIndex, offsetBy: offset)]
                all.append(character)
                allCount += 1
                // A letter that is not lower case: a capital, or a caseless script's letter.
                if !isLowercase(character, startingWith: traits) {
                    capitalised.append(character)
                    capitalisedCount += 1
                }
            }
        }
        return result(all: all, allCount: allCount, capitalised: capitalised, capitalisedCount: capitalisedCount)
    }

    /// The code point at `index` of valid UTF-8.
    @inline(__always)
    private static func scalar(in utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32 {
        let lead = utf8[index]
        if lead < 0x80 { return UInt32(lead) }
        if lead < 0xE0 { return UInt32(lead & 0x1F) << 6 | UInt32(utf8[index + 1] & 0x3F) }
        if lead < 0xF0 { return UInt32(lead & 0x0F) << 12 | UInt32(utf8[index + 1] & 0x3F) << 6 | UInt32(utf8[index + 2] & 0x3F) }
        return UInt32(lead & 0x07) << 18 | UInt32(utf8[index + 1] & 0x3F) << 12 | UInt32(utf8[index + 2] & 0x3F) << 6
            | UInt32(utf8[index + 3] & 0x3F)
    }

    private static func result(all: String, allCount: Int, capitalised: String, capitalisedCount: Int) -> [String] {
        var result: [String] = []
        if allCount >= 2 { result.append(all) }
        if capitalisedCount >= 2, capitalisedCount < allCount { result.append(capitalised) }
        return result
    }

    /// `initials(of:)` of ASCII text of up to eight words before its first
    /// `(`, walking its bytes: a word is a run of letters and digits, each
    /// initial one byte, and what is not a–z is not lower case. Nil for
    /// other text: a byte before the `(` that is not ASCII (a mark there
    /// could join the letter before it), or more words.
    private static func asciiInitials(of text: String) -> [String]? {
        let initials: (all: UInt64, allCount: Int, capitalised: UInt64, capitalisedCount: Int)?? = text.utf8.withContiguousStorageIfAvailable { bytes in
            var all: UInt64 = 0, capitalised: UInt64 = 0
            var allCount = 0, capitalisedCount = 0
            var inWord = false
            for byte in bytes {
                if byte == UInt8(ascii: "(") { break }
                if byte >= 0x80 { return nil }
                let isWordByte = (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10
                if isWordByte, !inWord {
                    guard allCount < 8 else { return nil }
                    all |= UInt64(byte) << (8 * allCount)
                    allCount += 1
                    if byte &- 0x61 >= 26 {
                        capitalised |= UInt64(byte) << (8 * capitalisedCount)
                        capitalisedCount += 1
                    }
                }
                inWord = isWordByte
            }
            return (all, allCount, capitalised, capitalisedCount)
        }
        guard let found = initials ?? nil else { return nil }
        func unpacked(_ packed: UInt64, _ count: Int) -> String {
            withUnsafeBytes(of: packed.littleEndian) { String(decoding: $0.prefix(count), as: UTF8.self) }
        }
        var result: [String] = []
        if found.allCount >= 2 { result.append(unpacked(found.all, found.allCount)) }
        if found.capitalisedCount >= 2, found.capitalisedCount < found.allCount {
            result.append(unpacked(found.capitalised, found.capitalisedCount))
        }
        return result
    }

    /// `character.isLowercase`, without its slow path where the answer is
    /// plain: a character that starts with a lower-case scalar is lower
    /// case, and one that starts with a caseless scalar (Arabic, Han,
    /// Devanagari, …) is not. Only the others (capitals) take `isLowercase`.
    private static func isLowercase(_ character: Character, startingWith traits: ScalarTraits) -> Bool {
        if traits.contains(.lowercase) { return true }
        if !traits.contains(.cased) { return false }
        return character.isLowercase
    }
}
