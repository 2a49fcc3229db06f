import Foundation

/// One country as a picker shows it. Decodes the canonical output and also the
/// widespread `CountryCodes.json` records (`{"name", "dial_code", "code"}`),
/// which have no `calling_code`, `flag`, `search_keys` or `phone`.
public struct Country: Codable, Identifiable, Hashable, Sendable {
    /// ISO 3166-1 alpha-2 code (`XK` for Kosovo).
    public var code: String
    /// The name in the catalog's locale.
    public var name: String
    /// The international calling code, digits only: `358` for Åland, whose
    /// `dialCode` is `+358 18`. What an app puts after `+` in a phone number.
    public var callingCode: String
    /// The calling code as shown: `+44`, `+1 684`, `+358 18`.
    public var dialCode: String
    /// For a calling code several regions share, the digits after it that
    /// the dial code shows (`684` for American Samoa's `+1 684`); nil otherwise.
    public var leadingDigits: String?
    /// The flag emoji (`🇸🇪`): the code's two letters as regional
    /// indicator symbols. Files of schema 2.0 leave it out, and it is read
    /// from the code; nil for a code that is not two letters.
    public var flag: String?
    /// Other texts search matches: CLDR's alternate names ("Ivory Coast",
    /// "Swaziland"), folded forms of the names, Latin spellings of names in
    /// other scripts (`zhongguo`, `rossiya`), the hiragana of katakana names
    /// and the English name.
    public var searchKeys: [String]
    /// What people type for the country besides its names, folded: the
    /// ISO alpha-3 code (`usa`, `gbr`) and the initials of its multi-word
    /// names (`uae`, `png`). Search ranks them below names and keys
    /// (`SearchRank.abbreviation`). Empty in files written before schema 1.3.
    public var searchAbbreviations: [String]
    /// What the phone-number field after the picker needs: an example,
    /// the lengths, the national prefix (`Phone`). Nil for a region
    /// without a numbering plan of its own (Antarctica) and in files
    /// written before schema 1.2.
    public var phone: Phone?

    /// The ISO code: one row per region in a catalog.
    public var id: String { code }

    /// `callingCode` and `leadingDigits`, when not given, are read from
    /// `dialCode`: the first run of digits, then the rest.
    public init(code: String, name: String, dialCode: String, callingCode: String? = nil, leadingDigits: String? = nil,
                flag: String? = nil, searchKeys: [String] = [], searchAbbreviations: [String] = [], phone: Phone? = nil) {
        self.code = code
        self.name = name
        self.dialCode = dialCode
        if let callingCode {
            self.callingCode = callingCode
            self.leadingDigits = leadingDigits
        } else {
            // Only data without `calling_code` pays for splitting the dial code.
            let parts = DialCodeParts(dialCode)
            self.callingCode = parts.callingCode
            self.leadingDigits = parts.leadingDigits
        }
        self.flag = flag
        self.searchKeys = searchKeys
        self.searchAbbreviations = searchAbbreviations
        self.phone = phone
    }

    enum CodingKeys: String, CodingKey {
        case code
        case name
        case callingCode = "calling_code"
        case dialCode = "dial_code"
        case leadingDigits = "leading_digits"
        case flag
        case searchKeys = "search_keys"
        case searchAbbreviations = "search_abbreviations"
        case phone
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let callingCode = try container.decodeIfPresent(String.self, forKey: .callingCode)
        try self.init(code: container.decode(String.self, forKey: .code),
                      name: container.decode(String.self, forKey: .name),
                      dialCode: container.decode(String.self, forKey: .dialCode),
                      callingCode: callingCode,
                      leadingDigits: container.decodeIfPresent(String.self, forKey: .leadingDigits),
                      flag: container.decodeIfPresent(String.self, forKey: .flag) ?? FlagEmoji.of(container.decode(String.self, forKey: .code)),
                      searchKeys: container.decodeIfPresent([String].self, forKey: .searchKeys) ?? [],
                      searchAbbreviations: container.decodeIfPresent([String].self, forKey: .searchAbbreviations) ?? [],
                      phone: container.decodeIfPresent(Phone.self, forKey: .phone))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encode(name, forKey: .name)
        try container.encode(callingCode, forKey: .callingCode)
        try container.encode(dialCode, forKey: .dialCode)
        try container.encodeIfPresent(leadingDigits, forKey: .leadingDigits)
        try container.encodeIfPresent(flag, forKey: .flag)
        try container.encode(searchKeys, forKey: .searchKeys)
        if !searchAbbreviations.isEmpty { try container.encode(searchAbbreviations, forKey: .searchAbbreviations) }
        try container.encodeIfPresent(phone, forKey: .phone)
    }
}

/// A dial code's digits split at the first gap: `+358 18` is 358 and 18,
/// `+44` is 44. Data written before `calling_code` existed says no more,
/// and `ccpipe build` leaves out what this gives.
package struct DialCodeParts: Equatable {
    package var callingCode: String
    package var leadingDigits: String?

    package init(callingCode: String, leadingDigits: String?) {
        self.callingCode = callingCode
        self.leadingDigits = leadingDigits
    }

    package init(_ dialCode: String) {
        let runs = dialCode.split { !($0.isASCII && $0.isNumber) }
        callingCode = runs.first.map(String.init) ?? ""
        let rest = runs.dropFirst().joined()
        leadingDigits = rest.isEmpty ? nil : rest
    }
}

/// ICU's alphabetic-index bucket kinds; raw values are what the JSON says.
public enum SectionKind: String, Codable, Hashable, Sendable, CaseIterable {
    /// A letter of the locale's alphabet (`A`, `Å`, `CH`, `あ`).
    case normal
    /// `…` buckets: before the first letter, between scripts, after the last.
    case underflow, inflow, overflow
}

/// A run of countries under one index heading, in the locale's collation order.
public struct CountrySection: Codable, Identifiable, Hashable, Sendable {
    /// ICU's label: `A`, `Å`, `CH`, `あ`, or `…` for the kinds other than `normal`.
    public var title: String
    public var kind: SectionKind
    public var countries: [Country]

    public init(title: String, kind: SectionKind, countries: [Country]) {
        self.title = title
        self.kind = kind
        self.countries = countries
    }

    /// What a list scrolls to: the title of a letter (ICU gives each once);
    /// for the `…` kinds, which may repeat, the kind and the first country.
    public var id: String {
        kind == .normal ? title : "\(kind.rawValue):\(countries.first?.code ?? "")"
    }
}

/// `<locale>/countries.json`.
public struct SectionedCountries: Codable, Hashable, Sendable {
    public var locale: String
    /// The name of the file beside the locale folders that holds every
    /// region's phone data (`phone.json`, since schema 2.0), which a
    /// catalog read from files gives each country as its `phone`; nil in
    /// older files, whose countries carry their `phone` themselves.
    public var phoneFile: String?
    public var sections: [CountrySection]

    public init(locale: String, phoneFile: String? = nil, sections: [CountrySection]) {
        self.locale = locale
        self.phoneFile = phoneFile
        self.sections = sections
    }

    enum CodingKeys: String, CodingKey {
        case locale
        case phoneFile = "phone"
        case sections
    }
}

/// One label of the index bar. Every label of the locale is listed, empty or not.
public struct IndexLetter: Codable, Identifiable, Hashable, Sendable {
    public var label: String
    /// Position in `sections` that a tap on the label scrolls to: the label's own
    /// section, or for an empty label the next non-empty one (else the previous).
    public var section: Int
    /// How many countries are filed under this label itself; 0 for an empty label.
    public var count: Int

    public init(label: String, section: Int, count: Int) {
        self.label = label
        self.section = section
        self.count = count
    }

    /// Unique in an index: a letter label appears once, and each `…` label
    /// has a section of its own.
    public var id: String { "\(label)#\(section)" }
}

/// `<locale>/index.json`.
public struct LetterIndex: Codable, Hashable, Sendable {
    public var locale: String
    public var letters: [IndexLetter]

    public init(locale: String, letters: [IndexLetter]) {
        self.locale = locale
        self.letters = letters
    }
}
