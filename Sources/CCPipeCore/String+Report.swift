extension String {
    /// Control, format and non-ASCII space characters written as `\u{…}` so a
    /// report shows what is there instead of rendering it.
    package var escapedForReport: String {
        // Printable ASCII, most of every report, needs no property lookups.
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return self }
        return unicodeScalars.map { scalar -> String in
            scalar.isInvisibleInReport ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
        }.joined()
    }

    /// A text from an input as a message quotes it: escaped, and cut to
    /// `echoedLimit` characters, so that a key or value of any length (the
    /// project file is a pull request's to write) makes a message of a line.
    package var echoed: String { escapedForReport.excerpt(Self.echoedLimit) }
    package static let echoedLimit = 64

    /// At most `limit` characters, cut with `…` and the full length said.
    package func excerpt(_ limit: Int) -> String {
        guard utf8.count > limit else { return self }
        let scalars = unicodeScalars
        guard scalars.count > limit else { return self }
        return String(String.UnicodeScalarView(scalars.prefix(limit))) + "… (\(scalars.count) characters)"
    }

    /// Without leading and trailing white space (Unicode's, not only ASCII).
    package var trimmingWhitespace: String {
        // Nearly every text has none; answer without copying it, from the
        // bytes when both ends are ASCII.
        if let first = utf8.first, let last = utf8.last, first < 0x80, last < 0x80 {
            if !Self.isASCIISpace(first), !Self.isASCIISpace(last) { return self }
        } else if let first = unicodeScalars.first, let last = unicodeScalars.last, !first.isWhitespace, !last.isWhitespace {
            return self
        }
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }

    /// ASCII's White_Space: tab, line feed, vertical tab, form feed, carriage return, space.
    private static func isASCIISpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
}

extension Unicode.Scalar {
    /// What every report writes escaped: control, format (U+200D, U+202E and
    /// the other bidirectional controls) and separator characters other than
    /// the ASCII space, and every other default-ignorable code point (the
    /// Hangul fillers U+3164 and U+FFA0, the combining grapheme joiner
    /// U+034F, variation selectors). Shown raw, they hide text or reorder it
    /// on screen.
    package var isInvisibleInReport: Bool {
        // ASCII other than the controls renders as itself; skip the lookup.
        if value >= 0x20, value < 0x7F { return false }
        let properties = properties
        let category = properties.generalCategory
        return category == .control || category == .format || category == .spaceSeparator && self != " "
            || category == .lineSeparator || category == .paragraphSeparator || properties.isDefaultIgnorableCodePoint
    }

    /// `properties.isWhitespace` (Unicode's White_Space), answered without a
    /// property lookup for the scalars that cannot have it: White_Space is
    /// U+0009–000D, U+0020, U+0085, U+00A0 and a few in U+1680–U+3000.
    var isWhitespace: Bool {
        switch value {
        case 0x09...0x0D, 0x20: true
        case ..<0x85: false
        case 0x85, 0xA0, 0x1680...0x3000: properties.isWhitespace
        default: false
        }
    }
}
