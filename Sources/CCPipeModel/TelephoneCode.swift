/// A region's international calling code. For a code several regions share,
/// one region is the main one and the others are told apart by the leading
/// digits of the national number (libphonenumber's `leadingDigits`, a regular
/// expression), when libphonenumber gives them, else by the patterns of
/// their numbers (`numberTypes`).
package struct TelephoneCode: Sendable, Equatable {
    /// Digits only, without `+`: `1`, `44`, `590`.
    package var code: String
    /// A regular expression on the start of the national number, e.g. `684` or `8001|8[024]9`.
    package var leadingDigits: String?
    /// True for the main region of a shared code (US for +1, GB for +44).
    package var isMainForCode: Bool
    /// What libphonenumber says of the region's national numbers, by kind of
    /// number; empty when the reference does not say (CLDR's own files, and
    /// regions that need nothing more: a calling code of their own, or
    /// leading digits that tell them apart).
    package var numberTypes: [PhoneNumberType: PhoneNumberDescription]

    package init(code: String, leadingDigits: String? = nil, isMainForCode: Bool = false,
                numberTypes: [PhoneNumberType: PhoneNumberDescription] = [:]) {
        self.code = code
        self.leadingDigits = leadingDigits
        self.isMainForCode = isMainForCode
        self.numberTypes = numberTypes
    }
}

/// The kinds of national number libphonenumber describes, by the names its
/// metadata gives their elements, in its order. `generalDesc` covers every
/// number of the region; a number is the region's when it fits that and
/// one of the kinds after it.
package enum PhoneNumberType: String, Sendable, Hashable, CaseIterable, Comparable {
    case generalDesc, fixedLine, mobile, tollFree, premiumRate, sharedCost, personalNumber, voip, pager, uan, voicemail

    package static func < (lhs: PhoneNumberType, rhs: PhoneNumberType) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// One kind of a region's national numbers, as libphonenumber describes it.
/// In `<numberType>` (the regions of a shared code) only the pattern is
/// kept; a region's `PhoneNumbering` also keeps its mobile numbers'
/// lengths and example.
package struct PhoneNumberDescription: Sendable, Equatable {
    /// A regular expression on the whole national number, white space removed
    /// (`528[89]\d{5}`, Western Sahara's fixed-line numbers).
    package var nationalNumberPattern: String
    /// The lengths a national number of this kind can have, ascending
    /// (libphonenumber's `possibleLengths national`, ranges expanded);
    /// empty when not kept.
    package var possibleLengths: [Int]
    /// libphonenumber's example of this kind (`701234567`, a Swedish mobile
    /// number), national digits only.
    package var exampleNumber: String?

    package init(nationalNumberPattern: String, possibleLengths: [Int] = [], exampleNumber: String? = nil) {
        self.nationalNumberPattern = nationalNumberPattern
        self.possibleLengths = possibleLengths
        self.exampleNumber = exampleNumber
    }
}
