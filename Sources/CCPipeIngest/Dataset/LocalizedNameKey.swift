import CCPipeModel

/// Recognises member keys that hold a region's name in a language and,
/// when they say, a form: `name_ru`, `name_zh_Hant`, `country_pt-BR`,
/// `name_en_full`, `name_ru_short`, `en_name`, `official_name_en`. Also
/// maps the language keys of `names` objects (`names.de`) and the ISO
/// 639-2 keys of mledoze-style `translations` objects.
package enum LocalizedNameKey {
    /// ISO 639-2 (bibliographic and terminology) codes that country datasets
    /// key translations by, and the CLDR locale of each (ISO 639-1 where one
    /// exists). Serbian translations in these datasets are in Latin script,
    /// which CLDR keeps as `sr_Latn` (`sr` is Cyrillic).
    static let iso6392ToCLDR: [String: String] = [
        "ara": "ar", "bre": "br", "ces": "cs", "cze": "cs", "cym": "cy", "wel": "cy", "deu": "de", "ger": "de",
        "est": "et", "fin": "fi", "fra": "fr", "fre": "fr", "hrv": "hr", "hun": "hu", "ind": "id", "ita": "it",
        "jpn": "ja", "kor": "ko", "nld": "nl", "dut": "nl", "per": "fa", "fas": "fa", "pol": "pl", "por": "pt",
        "rus": "ru", "slk": "sk", "slo": "sk", "spa": "es", "srp": "sr_Latn", "swe": "sv", "tur": "tr", "urd": "ur",
        "zho": "zh", "chi": "zh", "eng": "en", "ukr": "uk", "ell": "el", "gre": "el", "heb": "he", "hin": "hi",
    ]

    static func locale(ofISO6392 code: String) -> String? {
        iso6392ToCLDR[code.lowercased()]
    }

    /// The words that say a key holds a name, any case.
    private static let nameWords: Set<String> = Set(FieldAliases.localizedNamePrefixes.map { $0.lowercased() })

    /// The language and form the key names, or nil. The key is words joined
    /// by `_` or `-`: one name word (`name`, `country`, `countryName`), a
    /// form word or none (`full`, `official`, `long`, `short`, `common`)
    /// first or last, and the rest a CLDR locale id.
    package static func field(of key: String) -> NameField? {
        let words = key.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "_" || $0 == "-" })
        guard words.count >= 2, !words.contains(where: \.isEmpty),
              let nameAt = words.firstIndex(where: { nameWords.contains($0.lowercased()) }) else { return nil }
        var rest = Array(words[..<nameAt] + words[(nameAt + 1)...])
        var form: NameForm?
        if let last = rest.last, let named = NameForm(word: last) {
            form = named
            rest.removeLast()
        } else if let first = rest.first, let named = NameForm(word: first) {
            form = named
            rest.removeFirst()
        }
        return canonicalLocale(rest).map { NameField($0, form: form) }
    }

    /// The locale a key of a `names` object names (`de`, `zh_Hant`, `pt-BR`).
    static func locale(ofLanguageKey key: String) -> String? {
        canonicalLocale(key.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "_" || $0 == "-" }))
    }

    /// `language[_Script][_REGION]` with CLDR's casing, or nil when the
    /// subtags do not look like one.
    private static func canonicalLocale(_ subtags: [Substring]) -> String? {
        guard let language = subtags.first, (2...3).contains(language.count), language.allSatisfy(isASCIILetter),
              !FieldAliases.notLanguageSuffixes.contains(language.lowercased()) else { return nil }
        var parts = [language.lowercased()]
        for subtag in subtags.dropFirst() {
            if subtag.count == 4, subtag.allSatisfy(isASCIILetter), parts.count == 1 {
                parts.append(subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased())
            } else if subtag.count == 2, subtag.allSatisfy(isASCIILetter) {
                parts.append(subtag.uppercased())
            } else if subtag.count == 3, subtag.allSatisfy(\.isASCII), subtag.allSatisfy(\.isNumber) {
                parts.append(String(subtag))
            } else {
                return nil
            }
        }
        return parts.joined(separator: "_")
    }

    private static func isASCIILetter(_ character: Character) -> Bool {
        character.isASCII && character.isLetter
    }
}
