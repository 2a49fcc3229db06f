extension Country {
    /// What the phone-number field after the picker needs to know of the
    /// country, from libphonenumber's metadata as `ccpipe build` took it:
    /// an example to show, the lengths to expect and the national (trunk)
    /// prefix to drop. A few hundred bytes of data, no libphonenumber at
    /// run time: it checks lengths, not whether a number is assigned.
    ///
    /// ```swift
    /// let sweden = catalog.country(code: "SE")?.phone
    /// field.placeholder = sweden?.placeholder              // "070-123 45 67"
    /// sweden?.lengthCheck("070 123 45 67")                // .possible
    /// sweden?.nationalNumber("070-123 45 67")             // "701234567", after +46
    /// ```
    public struct Phone: Codable, Hashable, Sendable {
        /// The national (trunk) prefix dialled before a national number
        /// within the country and dropped after the calling code: `0` in
        /// Sweden, `8` in Russia; nil where there is none (Italy keeps its
        /// leading 0 after +39).
        public var nationalPrefix: String?
        /// The lengths a mobile number can have, national digits without
        /// the prefix, ascending: `[9]` in Sweden; empty where there are
        /// no mobile numbers.
        public var mobileLengths: [Int]
        /// The lengths a fixed-line number can have, as `mobileLengths`.
        public var fixedLineLengths: [Int]
        /// libphonenumber's example mobile number written nationally:
        /// `070-123 45 67`; nil where it has none.
        public var exampleNational: String?
        /// The same number written internationally: `+46 70 123 45 67`.
        public var exampleInternational: String?

        /// libphonenumber's metadata of the region, for formatting as the
        /// user types and for finding the country of a number: nil in
        /// files of schema 1.2, which carry only the members above.
        package private(set) var metadata: PhoneMetadata?
        /// The phone data of every region, when this came from a catalog's
        /// `phone.json`: the regions that share a calling code format their
        /// numbers by the main one's metadata. Not part of the value.
        var directory: PhoneDirectory?
        /// The metadata's patterns compiled, once for all copies. Not part of
        /// the value; a copy given a box of its own compiles its own.
        var rules = PhoneRules.Box()

        public init(nationalPrefix: String? = nil, mobileLengths: [Int] = [], fixedLineLengths: [Int] = [],
                    exampleNational: String? = nil, exampleInternational: String? = nil) {
            self.init(nationalPrefix: nationalPrefix, mobileLengths: mobileLengths, fixedLineLengths: fixedLineLengths,
                      exampleNational: exampleNational, exampleInternational: exampleInternational, metadata: nil)
        }

        package init(nationalPrefix: String?, mobileLengths: [Int], fixedLineLengths: [Int],
                     exampleNational: String?, exampleInternational: String?, metadata: PhoneMetadata?) {
            self.nationalPrefix = nationalPrefix
            self.mobileLengths = mobileLengths
            self.fixedLineLengths = fixedLineLengths
            self.exampleNational = exampleNational
            self.exampleInternational = exampleInternational
            self.metadata = metadata
        }

        enum CodingKeys: String, CodingKey {
            case nationalPrefix = "national_prefix"
            case mobileLengths = "mobile_lengths"
            case fixedLineLengths = "fixed_line_lengths"
            case exampleNational = "example_national"
            case exampleInternational = "example_international"
            case callingCode = "calling_code"
            case leadingDigits = "leading_digits"
            case isMainCountryForCode = "main_country_for_code"
            case internationalPrefix = "international_prefix"
            case nationalPrefixForParsing = "national_prefix_for_parsing"
            case nationalPrefixTransformRule = "national_prefix_transform_rule"
            case formats
            case numberTypes = "number_types"
        }

        /// Lengths missing from the data are empty: none are known. The
        /// metadata is read when the data has a calling code (`phone.json`);
        /// its national prefix for parsing is the national prefix where it
        /// states none.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let nationalPrefix = try container.decodeIfPresent(String.self, forKey: .nationalPrefix)
            var metadata: PhoneMetadata?
            if let callingCode = try container.decodeIfPresent(String.self, forKey: .callingCode) {
                metadata = PhoneMetadata(
                    callingCode: callingCode, leadingDigits: try container.decodeIfPresent(String.self, forKey: .leadingDigits),
                    isMainCountryForCode: try container.decodeIfPresent(Bool.self, forKey: .isMainCountryForCode) ?? false,
                    internationalPrefix: try container.decodeIfPresent(String.self, forKey: .internationalPrefix),
                    nationalPrefixForParsing: try container.decodeIfPresent(String.self, forKey: .nationalPrefixForParsing) ?? nationalPrefix,
                    nationalPrefixTransformRule: try container.decodeIfPresent(String.self, forKey: .nationalPrefixTransformRule),
                    formats: try container.decodeIfPresent([PhoneMetadata.Format].self, forKey: .formats) ?? [],
                    numberTypes: try container.decodeIfPresent([String: PhoneMetadata.NumberType].self, forKey: .numberTypes) ?? [:])
            }
            self.init(nationalPrefix: nationalPrefix,
                      mobileLengths: try container.decodeIfPresent([Int].self, forKey: .mobileLengths) ?? [],
                      fixedLineLengths: try container.decodeIfPresent([Int].self, forKey: .fixedLineLengths) ?? [],
                      exampleNational: try container.decodeIfPresent(String.self, forKey: .exampleNational),
                      exampleInternational: try container.decodeIfPresent(String.self, forKey: .exampleInternational),
                      metadata: metadata)
        }

        /// Keys in sorted order; the metadata's national prefix for parsing
        /// only where it is not the national prefix.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(metadata?.callingCode, forKey: .callingCode)
            try container.encodeIfPresent(exampleInternational, forKey: .exampleInternational)
            try container.encodeIfPresent(exampleNational, forKey: .exampleNational)
            try container.encode(fixedLineLengths, forKey: .fixedLineLengths)
            if let metadata, !metadata.formats.isEmpty { try container.encode(metadata.formats, forKey: .formats) }
            try container.encodeIfPresent(metadata?.internationalPrefix, forKey: .internationalPrefix)
            try container.encodeIfPresent(metadata?.leadingDigits, forKey: .leadingDigits)
            if metadata?.isMainCountryForCode == true { try container.encode(true, forKey: .isMainCountryForCode) }
            try container.encode(mobileLengths, forKey: .mobileLengths)
            try container.encodeIfPresent(nationalPrefix, forKey: .nationalPrefix)
            if let parsing = metadata?.nationalPrefixForParsing, parsing != nationalPrefix {
                try container.encode(parsing, forKey: .nationalPrefixForParsing)
            }
            try container.encodeIfPresent(metadata?.nationalPrefixTransformRule, forKey: .nationalPrefixTransformRule)
            if let metadata, !metadata.numberTypes.isEmpty { try container.encode(metadata.numberTypes, forKey: .numberTypes) }
        }

        public static func == (lhs: Country.Phone, rhs: Country.Phone) -> Bool {
            lhs.nationalPrefix == rhs.nationalPrefix && lhs.mobileLengths == rhs.mobileLengths && lhs.fixedLineLengths == rhs.fixedLineLengths
                && lhs.exampleNational == rhs.exampleNational && lhs.exampleInternational == rhs.exampleInternational
                && lhs.metadata == rhs.metadata
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(nationalPrefix)
            hasher.combine(mobileLengths)
            hasher.combine(fixedLineLengths)
            hasher.combine(exampleNational)
            hasher.combine(exampleInternational)
            hasher.combine(metadata)
        }
    }
}
