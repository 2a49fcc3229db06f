import CCPipeCore

/// Which name a field other than `name` holds: the language it is in, as
/// a CLDR locale id, and its form when the key says (`name_en_full`,
/// `name_ru_short`, `names.de`).
package struct NameField: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    package var locale: String
    /// Nil when the key names no form: the everyday name, as CLDR gives it.
    package var form: NameForm?

    package init(_ locale: String, form: NameForm? = nil) {
        self.locale = locale
        self.form = form
    }

    /// A second name field in the language of `name` (strings beside the
    /// records that pair with them one to one): checked against the names
    /// `name` is checked against.
    package static let sameLanguage = NameField("")

    /// Whether the field has a language of its own.
    package var hasLocale: Bool { !locale.isEmpty }

    /// `"ru"` or `"en/full"`, as `description` spells them.
    package init(stringLiteral text: String) {
        let parts = text.split(separator: "/", maxSplits: 1).map(String.init)
        self.init(parts.first ?? "", form: parts.count > 1 ? NameForm(rawValue: parts[1]) : nil)
    }

    /// `ru`, `en/full`: how findings (`name@en/full`) and `--fields` spell it.
    package var description: String {
        form.map { "\(locale)/\($0.rawValue)" } ?? locale
    }

    package static func < (lhs: NameField, rhs: NameField) -> Bool {
        lhs.description.precedesInUTF8(rhs.description)
    }
}

/// The forms datasets give a name in, by the words their keys use.
package enum NameForm: String, Sendable, CaseIterable {
    /// `full`, `official`, `long`: the official name (`Republic of Albania`),
    /// which CLDR gives only as its standard name and ISO 3166-1 as its
    /// official one.
    case full
    /// `short`, `common`: the everyday name, CLDR's standard or short form.
    case short

    /// The form a key's word names, any case.
    package init?(word: some StringProtocol) {
        switch word.lowercased() {
        case "full", "official", "long": self = .full
        case "short", "common": self = .short
        default: return nil
        }
    }
}
