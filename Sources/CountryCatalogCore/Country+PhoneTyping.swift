extension Country.Phone {
    /// For the text field, before anything is typed: the example as it is
    /// written within the country (`070-123 45 67`).
    public var placeholder: String? { exampleNational }

    /// For a field that takes the number with its calling code: `+46 70 123 45 67`.
    public var internationalPlaceholder: String? { exampleInternational }

    /// What the length of a typed number says, as libphonenumber's length
    /// test answers it: against the lengths of mobile and fixed-line
    /// numbers together.
    public enum LengthCheck: String, Hashable, Sendable {
        /// Shorter than any number of the country: keep typing.
        case tooShort
        /// The length of a mobile or fixed-line number.
        case possible
        /// Between the shortest and the longest, but no number has this length.
        case invalidLength
        /// Longer than any number of the country.
        case tooLong
    }

    /// The lengths a national number can have, mobile or fixed-line, ascending.
    public var possibleLengths: [Int] {
        Array(Set(mobileLengths + fixedLineLengths)).sorted()
    }

    /// The national number in what was typed: its digits (any script's
    /// decimal digits, read as 0–9; spaces, dashes and brackets dropped),
    /// with a leading national prefix stripped: `"070-123 45 67"` →
    /// `"701234567"` in Sweden, what follows `+46`. Digits that do not
    /// start with the prefix are left as they are (`"701234567"`, or any
    /// Italian number). The prefix stays when stripping it would turn a
    /// possible length into an impossible one (a number that merely begins
    /// with the prefix's digit), as libphonenumber keeps a prefix whose
    /// removal leaves no valid number.
    public func nationalNumber(_ typed: String) -> String {
        let digits = Self.digits(typed)
        guard let nationalPrefix, !nationalPrefix.isEmpty, digits.hasPrefix(nationalPrefix) else { return digits }
        let stripped = String(digits.dropFirst(nationalPrefix.count))
        let lengths = possibleLengths
        if lengths.contains(digits.count), !lengths.contains(stripped.count) { return digits }
        return stripped
    }

    /// The length check for what was typed, after `nationalNumber` (so a
    /// typed national prefix does not count: `"0701234567"` is nine digits
    /// in Sweden, a possible mobile length).
    public func lengthCheck(_ typed: String) -> LengthCheck {
        let count = nationalNumber(typed).count
        let lengths = possibleLengths
        guard count > 0 else { return .tooShort }
        guard let shortest = lengths.first, let longest = lengths.last else { return .possible }
        if lengths.contains(count) { return .possible }
        if count < shortest { return .tooShort }
        return count > longest ? .tooLong : .invalidLength
    }

    /// Whether what was typed has the length of a mobile or fixed-line number.
    public func isPossibleLength(_ typed: String) -> Bool {
        lengthCheck(typed) == .possible
    }

    /// The decimal digits of `text` as ASCII, in order; everything else dropped.
    static func digits(_ text: String) -> String {
        var digits = ""
        for scalar in text.unicodeScalars where scalar.properties.numericType == .decimal {
            if let value = scalar.properties.numericValue, value >= 0, value <= 9 {
                digits.unicodeScalars.append(Unicode.Scalar(UInt8(ascii: "0") + UInt8(value)))
            }
        }
        return digits
    }
}
