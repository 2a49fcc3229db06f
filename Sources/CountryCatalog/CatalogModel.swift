import Foundation

/// One country as a picker shows it. Decodes the canonical output and also the
/// widespread `CountryCodes.json` records (`{"name", "dial_code", "code"}`),
/// which have no `flag` or `search_keys`.
public struct Country: Codable, Hashable, Sendable {
    /// ISO 3166-1 alpha-2 code (`XK` for Kosovo).
    public var code: String
    /// The name in the catalog's locale.
    public var name: String
    /// The calling code as dialled: `+44`, `+1 684`.
    public var dialCode: String
    /// The flag emoji (`🇸🇪`); nil when the data has none.
    public var flag: String?
    /// Other texts search matches: CLDR's alternate names ("Ivory Coast",
    /// "Swaziland") and folded forms of the names.
    public var searchKeys: [String]

    public init(code: String, name: String, dialCode: String, flag: String? = nil, searchKeys: [String] = []) {
        self.code = code
        self.name = name
        self.dialCode = dialCode
        self.flag = flag
        self.searchKeys = searchKeys
    }

    enum CodingKeys: String, CodingKey {
        case code
        case name
        case dialCode = "dial_code"
        case flag
        case searchKeys = "search_keys"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = try container.decode(String.self, forKey: .code)
        name = try container.decode(String.self, forKey: .name)
        dialCode = try container.decode(String.self, forKey: .dialCode)
        flag = try container.decodeIfPresent(String.self, forKey: .flag)
        searchKeys = try container.decodeIfPresent([String].self, forKey: .searchKeys) ?? []
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
public struct CountrySection: Codable, Hashable, Sendable {
    /// ICU's label: `A`, `Å`, `CH`, `あ`, or `…` for the kinds other than `normal`.
    public var title: String
    public var kind: SectionKind
    public var countries: [Country]

    public init(title: String, kind: SectionKind, countries: [Country]) {
        self.title = title
        self.kind = kind
        self.countries = countries
    }
}

/// `<locale>/countries.json`.
public struct SectionedCountries: Codable, Hashable, Sendable {
    public var locale: String
    public var sections: [CountrySection]

    public init(locale: String, sections: [CountrySection]) {
        self.locale = locale
        self.sections = sections
    }
}

/// One label of the index bar. Every label of the locale is listed, empty or not.
public struct IndexLetter: Codable, Hashable, Sendable {
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
