import CCPipeCore
import CountryCatalogCore

/// What someone typing a phone number of a region needs to know of it, as
/// libphonenumber's metadata says: the trunk prefix dialled before a
/// national number, the lengths of its mobile and fixed-line numbers, an
/// example mobile number and the format libphonenumber writes it in. Kept
/// apart from `TelephoneCode.numberTypes`, which places dial codes in the
/// regions of a shared calling code and is kept only for those.
package struct PhoneNumbering: Sendable, Equatable {
    /// The national (trunk) prefix, `0` in Sweden; nil where there is none
    /// (Italy keeps its leading 0 in every number).
    package var nationalPrefix: String?
    /// The lengths of fixed-line national numbers, ascending; empty where
    /// libphonenumber says there are none.
    package var fixedLineLengths: [Int]
    /// The region's mobile numbers: pattern, lengths and example; nil where
    /// there are none (Tristan da Cunha).
    package var mobile: PhoneNumberDescription?
    /// The format libphonenumber chooses for the mobile example; nil when
    /// none fits it, and the example is written as its bare digits.
    package var exampleFormat: PhoneNumberFormat?
    /// libphonenumber's metadata of the region whole (every format, the
    /// pattern and lengths of every kind of number, the prefixes), as the
    /// catalogs' `phone.json` carries it; nil for a reference that has
    /// only the members above.
    package var metadata: PhoneMetadata?
    /// libphonenumber's example of each kind of number, by
    /// `PhoneMetadata.Kind` raw value: what the build checks the metadata with.
    package var examples: [String: String]
    /// Where the reference states it, for a build error about it. Not part
    /// of the value: equality ignores it.
    package var location: SourceLocation?

    package init(nationalPrefix: String? = nil, fixedLineLengths: [Int] = [], mobile: PhoneNumberDescription? = nil,
                exampleFormat: PhoneNumberFormat? = nil, metadata: PhoneMetadata? = nil, examples: [String: String] = [:],
                location: SourceLocation? = nil) {
        self.nationalPrefix = nationalPrefix
        self.fixedLineLengths = fixedLineLengths
        self.mobile = mobile
        self.exampleFormat = exampleFormat
        self.metadata = metadata
        self.examples = examples
        self.location = location
    }

    package static func == (lhs: PhoneNumbering, rhs: PhoneNumbering) -> Bool {
        lhs.nationalPrefix == rhs.nationalPrefix && lhs.fixedLineLengths == rhs.fixedLineLengths
            && lhs.mobile == rhs.mobile && lhs.exampleFormat == rhs.exampleFormat
            && lhs.metadata == rhs.metadata && lhs.examples == rhs.examples
    }
}

/// One of libphonenumber's `numberFormat`s: how a national number that
/// fits `pattern` is written, group by group (`$1-$2 $3 $4`).
package struct PhoneNumberFormat: Sendable, Equatable {
    /// Capturing groups on the whole national number: `(\d{2})(\d{3})(\d{2})(\d{2})`.
    package var pattern: String
    /// The national layout, `$1-$2 $3 $4`.
    package var format: String
    /// The international layout when it differs (`$1 $2 $3 $4`); `NA` when
    /// libphonenumber writes such numbers unformatted internationally.
    package var intlFormat: String?
    /// The pattern `intlFormat` applies to, when libphonenumber chooses a
    /// different format internationally than nationally; nil when it is `pattern`.
    package var intlPattern: String?
    /// How the first group is written nationally: `$NP$FG` (the national
    /// prefix, then the group), `($FG)`; nil when it is written as is.
    package var nationalPrefixFormattingRule: String?

    /// What `intlFormat` says when numbers are not formatted internationally.
    package static let notFormatted = "NA"

    package init(pattern: String, format: String, intlFormat: String? = nil, intlPattern: String? = nil,
                nationalPrefixFormattingRule: String? = nil) {
        self.pattern = pattern
        self.format = format
        self.intlFormat = intlFormat
        self.intlPattern = intlPattern
        self.nationalPrefixFormattingRule = nationalPrefixFormattingRule
    }
}
