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
/// Its metadata also gives example numbers and possible lengths per kind;
/// each would be a member here, written as an attribute of `<numberType>`
/// in `telephoneCodeData.xml`.
package struct PhoneNumberDescription: Sendable, Equatable {
    /// A regular expression on the whole national number, white space removed
    /// (`528[89]\d{5}`, Western Sahara's fixed-line numbers).
    package var nationalNumberPattern: String

    package init(nationalNumberPattern: String) {
        self.nationalNumberPattern = nationalNumberPattern
    }
}
