/// Recognises member keys such as `name_ru`, `name_zh_Hant` or `country_pt-BR`
/// that hold a region's name in another language.
///
/// Not yet read: mledoze-style `translations: {"rus": {"common": …}}`
/// objects, keyed by ISO 639-2/B codes that need mapping to CLDR locales.
enum LocalizedNameKey {
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
