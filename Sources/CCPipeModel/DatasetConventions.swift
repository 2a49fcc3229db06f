/// How a dataset writes its values, where datasets differ without being
/// wrong: dial codes with `+`, as bare digits, with `00` or as JSON numbers;
/// names in English or in another language, CLDR's, ISO 3166-1's or its
/// own; region codes in upper or lower case. Inferred from the dataset's own records, or stated in
/// `.ccpipe.json`; the rules judge each record by them, and `build` turns
/// every convention into the canonical output.
package struct DatasetConventions: Sendable, Equatable {
    /// Fewer records than this show no convention: one lower-case code is a
    /// mistake, not a house style. Read by the shape detection too, which
    /// tells a keyed object by how many of its keys agree.
    package static let minimumEvidence = 5

    package var dialCode: DialCodeStyle
    /// The CLDR locale the `name` field is in.
    package var nameLocale: String
    /// Which names the `name` field follows.
    package var names: NamePolicy
    package var codeCase: CodeCase

    package init(dialCode: DialCodeStyle = .canonical, nameLocale: String = "en", names: NamePolicy = .cldr, codeCase: CodeCase = .upper) {
        self.dialCode = dialCode
        self.nameLocale = nameLocale
        self.names = names
        self.codeCase = codeCase
    }

    /// ccpipe's own output: `+` and digits, CLDR's English names, upper-case codes.
    package static let canonical = DatasetConventions()

    package enum CodeCase: String, Sendable, Equatable, CaseIterable {
        case upper, lower
    }
}

/// Which names a dataset follows: its choice, stated in `.ccpipe.json`
/// (`"conventions": {"names": "iso"}`) or read off its records. A name the
/// choice accepts gets no finding, and `fix` leaves it.
package enum NamePolicy: String, Sendable, Hashable, CaseIterable {
    /// CLDR's standard names in the name locale: ccpipe's default, and what `build` writes.
    case cldr
    /// ISO 3166-1's short names, as iso-codes writes them (`Cabo Verde`,
    /// `Korea, Republic of`), or their common form (`South Korea`); English only.
    case iso
    /// The dataset's own: each checked only to be a known name of its region
    /// (CLDR's standard, short, variant or alternate form in the name locale,
    /// an ISO 3166-1 name, a former name); the name locale's picker shows them.
    case own

    /// Whether names in `locale` can follow the policy: ISO 3166-1's names are English.
    package func admits(locale: String) -> Bool {
        self != .iso || locale == "en" || locale.hasPrefix("en_")
    }

    /// How reports name it.
    package var description: String {
        switch self {
        case .cldr: "CLDR's names"
        case .iso: "ISO 3166-1's short names"
        case .own: "the dataset's own names"
        }
    }
}

/// How dial codes are written: what comes before the digits, and what
/// separates a shared calling code from the region's leading digits
/// (`+1 684`, `1-684`, `1684`).
package struct DialCodeStyle: Sendable, Hashable {
    package enum Prefix: String, Sendable, Hashable, CaseIterable {
        /// `+93`: E.164's international form, ccpipe's canonical one.
        case plus
        /// `93`: the calling code alone.
        case digits
        /// `0093`: the international call prefix of most countries.
        case internationalPrefix = "00"
        /// `93` as a JSON number.
        case number
    }

    package enum Separator: String, Sendable, Hashable, CaseIterable {
        /// `+1 684`: ccpipe's canonical form; run together (`+1684`) is accepted too.
        case space
        /// `1-684`; run together is accepted too.
        case hyphen
        /// `+1684`: the North American plan's area codes run into the 1, by
        /// long convention. Elsewhere that reads as another calling code
        /// (`+77`), so other shared codes keep a space (`+7 7`).
        case runTogether = "none"
    }

    package var prefix: Prefix
    package var separator: Separator

    package init(prefix: Prefix, separator: Separator = .space) {
        self.prefix = prefix
        self.separator = separator
    }

    package static let canonical = DialCodeStyle(prefix: .plus)

    /// The North American Numbering Plan's calling code, whose area codes
    /// are written run together with it (`+1684`) by long convention.
    package static let northAmericanCode = "1"

    /// A dial code written this way; nil for JSON numbers, which a text
    /// edit cannot write, and for separated digits a number cannot hold.
    package func written(callingCode: String, rest: String) -> String? {
        let between = switch separator {
        case .space: " "
        case .hyphen: "-"
        case .runTogether: callingCode == Self.northAmericanCode ? "" : " "
        }
        let separated = rest.isEmpty ? callingCode : callingCode + between + rest
        switch prefix {
        case .plus: return "+" + separated
        case .digits: return separated
        case .internationalPrefix: return "00" + separated
        case .number: return nil
        }
    }

    /// How reports describe it.
    package var description: String {
        let prefixText = switch prefix {
        case .plus: "'+' and the calling code"
        case .digits: "bare digits, without '+'"
        case .internationalPrefix: "the '00' international prefix instead of '+'"
        case .number: "JSON numbers"
        }
        switch separator {
        case .space: return prefixText
        case .hyphen: return prefixText + ", with '-' before a shared code's leading digits"
        case .runTogether: return prefixText + ", North American area codes run into the 1"
        }
    }
}
