extension Country.Phone {
    /// What the phone field shows for what has been typed so far, as
    /// libphonenumber's `AsYouTypeFormatter` shows it after each digit in
    /// this country: `"0701234567"` in Sweden is `070-123 45 67`, and on
    /// the way `07`, `070-1`, `070-123 4`. Call it with the field's text
    /// after every change, and show what it returns.
    ///
    /// The digits of `typed` are read (any script's, as 0–9) with a `+`
    /// before them; everything else (the spaces and dashes this put there
    /// a keystroke before) is dropped. As libphonenumber's:
    /// - a national prefix typed is kept and written as the country writes
    ///   it (`070-…`; in the United States `1 (416) 555-0123`);
    /// - a number typed without it is formatted only where the country
    ///   writes such numbers without one (`70123` stays `70123` in Sweden,
    ///   whose formats all write the prefix);
    /// - digits beyond what any format takes, or no format at all, leave
    ///   the number unformatted, as typed (`0701234567890`);
    /// - `+` or the international prefix (`00`) and a calling code switch
    ///   to that code's formats (`+44 7797 123456`).
    ///
    /// Regions that share a calling code format as its main region does
    /// (Jersey as the United Kingdom). Without libphonenumber's metadata
    /// (files of schema 1.2) the digits are returned as typed.
    public func formatted(_ typed: String) -> String {
        let characters = Self.typedCharacters(typed)
        guard var formatter = AsYouTypeFormatter(self) else { return String(String.UnicodeScalarView(characters)) }
        var shown: [Unicode.Scalar] = []
        for character in characters { shown = formatter.input(character) }
        return String(String.UnicodeScalarView(shown))
    }

    /// The digits of `typed` as ASCII, with a `+` (or a full-width `＋`)
    /// first when one comes before them; nothing else.
    static func typedCharacters(_ typed: String) -> [Unicode.Scalar] {
        var characters: [Unicode.Scalar] = []
        for scalar in typed.unicodeScalars {
            if ("0"..."9").contains(scalar) {
                characters.append(scalar)
            } else if scalar == "+" || scalar == "\u{FF0B}" {
                if characters.isEmpty { characters.append("+") }
            } else if scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue, value >= 0, value <= 9 {
                characters.append(Unicode.Scalar(UInt8(ascii: "0") + UInt8(value)))
            }
        }
        return characters
    }
}
