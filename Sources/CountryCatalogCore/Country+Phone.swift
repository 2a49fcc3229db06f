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

        public init(nationalPrefix: String? = nil, mobileLengths: [Int] = [], fixedLineLengths: [Int] = [],
                    exampleNational: String? = nil, exampleInternational: String? = nil) {
            self.nationalPrefix = nationalPrefix
            self.mobileLengths = mobileLengths
            self.fixedLineLengths = fixedLineLengths
            self.exampleNational = exampleNational
            self.exampleInternational = exampleInternational
        }

        enum CodingKeys: String, CodingKey {
            case nationalPrefix = "national_prefix"
            case mobileLengths = "mobile_lengths"
            case fixedLineLengths = "fixed_line_lengths"
            case exampleNational = "example_national"
            case exampleInternational = "example_international"
        }

        /// Lengths missing from the data are empty: none are known.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(nationalPrefix: try container.decodeIfPresent(String.self, forKey: .nationalPrefix),
                      mobileLengths: try container.decodeIfPresent([Int].self, forKey: .mobileLengths) ?? [],
                      fixedLineLengths: try container.decodeIfPresent([Int].self, forKey: .fixedLineLengths) ?? [],
                      exampleNational: try container.decodeIfPresent(String.self, forKey: .exampleNational),
                      exampleInternational: try container.decodeIfPresent(String.self, forKey: .exampleInternational))
        }
    }
}
