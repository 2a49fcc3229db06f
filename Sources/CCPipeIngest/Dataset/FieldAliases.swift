/// The keys datasets in the wild use for each field, most specific first.
/// Keys are compared after `normalized(_:)`, so `dial_code`, `dialCode` and
/// `Dial-Code` are one entry. This table is the only place to add a spelling.
package enum FieldAliases {
    static let code = [
        "code", "ISO3166-1-Alpha-2", "iso2", "alpha2", "alpha_2", "cca2", "iso3166-1", "iso3166_1_alpha2", "iso_3166_1",
        "iso_code", "countryCode", "country_iso", "isoAlpha2", "iso",
    ]
    static let dialCode = [
        "dial_code", "dialCode", "callingCode", "callingCodes", "calling_code", "phone", "phone_code",
        "phoneCode", "phonePrefix", "idd", "dial",
        // CLDR's telephoneCodeData, as its reader lays it out.
        "telephoneCountryCode",
    ]
    static let name = ["name", "country", "countryName", "country_name", "name_en",
                       // country-codes.csv data packages: CLDR's English name first, it is what ccpipe checks against.
                       "CLDR display name", "official_name_en"]
    static let alpha3 = [
        "alpha3", "alpha_3", "iso3", "cca3", "ISO3166-1-Alpha-3", "iso_3166_1_alpha3", "isoAlpha3", "country_code3",
    ]

    /// Member keys that hold a localized name when followed by a language
    /// code: `name_ru`, `name_zh_Hant`, `country_pt-BR`.
    static let flag = ["flag", "emoji", "flag_emoji", "flagEmoji", "emojiFlag"]

    static let localizedNamePrefixes = ["name", "country", "countryName"]

    /// Two- and three-letter suffixes that look like a language code but,
    /// after a name key, mean something else (`name_alt`, `name_iso`).
    static let notLanguageSuffixes: Set<String> = ["alt", "iso", "std", "off", "abr", "abb", "old", "loc", "nat", "int", "raw"]

    /// Wrapper keys that hold the record array even when the wrapper has other members.
    static let wrapperKeys = [
        "countries", "country_codes", "countryCodes", "phone_codes", "phoneCodes", "codes", "data", "items",
        "records", "results",
    ]

    /// A key with case, `_` and `-` ignored.
    package static func normalized(_ key: String) -> String {
        // Most keys are normalized already ("name", "code"): kept as they are.
        if key.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "_") && $0 != UInt8(ascii: "-") && !(0x41...0x5A).contains($0) }) { return key }
        if key.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes: [UInt8] = []
            for byte in key.utf8 where byte != UInt8(ascii: "_") && byte != UInt8(ascii: "-") {
                bytes.append((UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return String(key.lowercased().unicodeScalars.filter { $0 != "_" && $0 != "-" })
    }

    package static let normalizedCode = code.map(normalized)
    package static let normalizedDialCode = dialCode.map(normalized)
    package static let normalizedName = name.map(normalized)
    package static let normalizedFlag = flag.map(normalized)
    static let normalizedAlpha3 = alpha3.map(normalized)
}
