/// Recognises member keys such as `name_ru`, `name_zh_Hant` or `country_pt-BR`
/// that hold a region's name in another language.
/// Also maps the ISO 639-2 keys of mledoze-style `translations` objects.
enum LocalizedNameKey {
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

    /// The CLDR locale id (`ru`, `zh_Hant`, `pt_BR`) the key names, or nil.
    static func locale(of key: String) -> String? {
        for prefix in FieldAliases.localizedNamePrefixes {
            guard key.count > prefix.count + 1, key.lowercased().hasPrefix(prefix.lowercased()) else { continue }
            let rest = key.dropFirst(prefix.count)
            guard let separator = rest.first, separator == "_" || separator == "-" else { continue }
            if let locale = canonicalLocale(rest.dropFirst()) { return locale }
        }
        return nil
    }

    /// `language[_Script][_REGION]` with CLDR's casing, or nil when the text
    /// does not look like one.
    private static func canonicalLocale(_ text: Substring) -> String? {
        let subtags = text.split(separator: "_", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "-", omittingEmptySubsequences: false) }
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
