/// What libphonenumber's metadata says of a region's numbers, as `ccpipe
/// build` writes it into `phone.json` (each region's member there, beside
/// `Country.Phone`'s own): how its numbers are written, how a number
/// dialled from it leaves the country, what its numbers look like, and
/// what tells it apart from the other regions of its calling code.
/// Patterns are libphonenumber's, white space removed, and formats use
/// its `$1` for the first group.
package struct PhoneMetadata: Hashable, Sendable {
    /// One of libphonenumber's `numberFormat`s.
    package struct Format: Hashable, Sendable {
        /// The whole national number in capturing groups: `(\d{2})(\d{3})(\d{2})(\d{2})`.
        package var pattern: String
        /// How the groups are written nationally: `$1-$2 $3 $4`.
        package var format: String
        /// Patterns on the start of the number, each looking at more digits than the last.
        package var leadingDigits: [String]
        /// How the first group is written with the national prefix (`0$1`,
        /// `($1)`); nil where the region says nothing.
        package var nationalPrefixFormattingRule: String?
        package var nationalPrefixOptionalWhenFormatting: Bool
        /// How a carrier code is written with the number; only whether there is one matters here.
        package var carrierCodeFormattingRule: String?
        /// The international layout, when the metadata gives one (`NA`: such
        /// numbers are not formatted internationally).
        package var intlFormat: String?

        package init(pattern: String, format: String, leadingDigits: [String] = [], nationalPrefixFormattingRule: String? = nil,
                     nationalPrefixOptionalWhenFormatting: Bool = false, carrierCodeFormattingRule: String? = nil, intlFormat: String? = nil) {
            self.pattern = pattern
            self.format = format
            self.leadingDigits = leadingDigits
            self.nationalPrefixFormattingRule = nationalPrefixFormattingRule
            self.nationalPrefixOptionalWhenFormatting = nationalPrefixOptionalWhenFormatting
            self.carrierCodeFormattingRule = carrierCodeFormattingRule
            self.intlFormat = intlFormat
        }
    }

    /// One kind of the region's numbers: its pattern on the whole national
    /// number and the lengths it can have.
    package struct NumberType: Hashable, Sendable {
        package var pattern: String
        /// Ascending; empty where the kind has no lengths of its own (the
        /// general description's apply).
        package var lengths: [Int]
        /// Lengths of numbers that are dialled only within an area
        /// (libphonenumber's `localOnly`); kept for the general description.
        package var localOnlyLengths: [Int]

        package init(pattern: String, lengths: [Int] = [], localOnlyLengths: [Int] = []) {
            self.pattern = pattern
            self.lengths = lengths
            self.localOnlyLengths = localOnlyLengths
        }
    }

    /// The kinds of number libphonenumber describes, by the names the file
    /// gives them: `generalDesc` first (every number of the region), then
    /// in the order libphonenumber's type test tries them.
    package enum Kind: String, CaseIterable, Sendable {
        case generalDesc = "general_desc"
        case premiumRate = "premium_rate"
        case tollFree = "toll_free"
        case sharedCost = "shared_cost"
        case voip
        case personalNumber = "personal_number"
        case pager
        case uan
        case voicemail
        case fixedLine = "fixed_line"
        case mobile
    }

    /// Digits only: `46`.
    package var callingCode: String
    /// For a region sharing its calling code: the pattern on the start of a
    /// national number that makes it the region's (`684`); nil where its
    /// numbers' patterns decide.
    package var leadingDigits: String?
    /// The main region of a shared calling code (the United States for +1).
    package var isMainCountryForCode: Bool
    /// What is dialled before a calling code from the region: `00`, `011`.
    package var internationalPrefix: String?
    /// The pattern a national prefix is read with (libphonenumber's
    /// `nationalPrefixForParsing`, else the prefix itself).
    package var nationalPrefixForParsing: String?
    /// What replaces the match of `nationalPrefixForParsing` (`9$1` in
    /// Argentina); nil where the match is dropped.
    package var nationalPrefixTransformRule: String?
    package var formats: [Format]
    /// By kind, those the region has.
    package var numberTypes: [String: NumberType]

    package init(callingCode: String, leadingDigits: String? = nil, isMainCountryForCode: Bool = false, internationalPrefix: String? = nil,
                 nationalPrefixForParsing: String? = nil, nationalPrefixTransformRule: String? = nil, formats: [Format] = [],
                 numberTypes: [String: NumberType] = [:]) {
        self.callingCode = callingCode
        self.leadingDigits = leadingDigits
        self.isMainCountryForCode = isMainCountryForCode
        self.internationalPrefix = internationalPrefix
        self.nationalPrefixForParsing = nationalPrefixForParsing
        self.nationalPrefixTransformRule = nationalPrefixTransformRule
        self.formats = formats
        self.numberTypes = numberTypes
    }

    package func numberType(_ kind: Kind) -> NumberType? { numberTypes[kind.rawValue] }
}

extension PhoneMetadata.Format: Codable {
    enum CodingKeys: String, CodingKey {
        case pattern, format
        case leadingDigits = "leading_digits"
        case nationalPrefixFormattingRule = "national_prefix_formatting_rule"
        case nationalPrefixOptionalWhenFormatting = "national_prefix_optional_when_formatting"
        case carrierCodeFormattingRule = "carrier_code_formatting_rule"
        case intlFormat = "intl_format"
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(pattern: container.decode(String.self, forKey: .pattern), format: container.decode(String.self, forKey: .format),
                      leadingDigits: container.decodeIfPresent([String].self, forKey: .leadingDigits) ?? [],
                      nationalPrefixFormattingRule: container.decodeIfPresent(String.self, forKey: .nationalPrefixFormattingRule),
                      nationalPrefixOptionalWhenFormatting: container.decodeIfPresent(Bool.self, forKey: .nationalPrefixOptionalWhenFormatting) ?? false,
                      carrierCodeFormattingRule: container.decodeIfPresent(String.self, forKey: .carrierCodeFormattingRule),
                      intlFormat: container.decodeIfPresent(String.self, forKey: .intlFormat))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(carrierCodeFormattingRule, forKey: .carrierCodeFormattingRule)
        try container.encode(format, forKey: .format)
        try container.encodeIfPresent(intlFormat, forKey: .intlFormat)
        if !leadingDigits.isEmpty { try container.encode(leadingDigits, forKey: .leadingDigits) }
        try container.encodeIfPresent(nationalPrefixFormattingRule, forKey: .nationalPrefixFormattingRule)
        if nationalPrefixOptionalWhenFormatting { try container.encode(true, forKey: .nationalPrefixOptionalWhenFormatting) }
        try container.encode(pattern, forKey: .pattern)
    }
}

extension PhoneMetadata.NumberType: Codable {
    enum CodingKeys: String, CodingKey {
        case pattern, lengths
        case localOnlyLengths = "local_only_lengths"
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(pattern: container.decode(String.self, forKey: .pattern),
                      lengths: container.decodeIfPresent([Int].self, forKey: .lengths) ?? [],
                      localOnlyLengths: container.decodeIfPresent([Int].self, forKey: .localOnlyLengths) ?? [])
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(lengths, forKey: .lengths)
        if !localOnlyLengths.isEmpty { try container.encode(localOnlyLengths, forKey: .localOnlyLengths) }
        try container.encode(pattern, forKey: .pattern)
    }
}
