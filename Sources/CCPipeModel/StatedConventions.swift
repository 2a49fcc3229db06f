/// Conventions a project states in `.ccpipe.json` (`"conventions"`); each
/// one stated wins over what would be inferred from the records.
///
/// ```json
/// "conventions": {"dial_code": "digits", "dial_code_separator": "hyphen", "name_locale": "zh_Hant", "names": "own", "code_case": "lower"}
/// ```
package struct StatedConventions: Sendable, Equatable {
    package var dialCode: DialCodeStyle.Prefix?
    package var separator: DialCodeStyle.Separator?
    package var nameLocale: String?
    package var names: NamePolicy?
    package var codeCase: DatasetConventions.CodeCase?

    package init(dialCode: DialCodeStyle.Prefix? = nil, separator: DialCodeStyle.Separator? = nil,
                nameLocale: String? = nil, names: NamePolicy? = nil, codeCase: DatasetConventions.CodeCase? = nil) {
        self.dialCode = dialCode
        self.separator = separator
        self.nameLocale = nameLocale
        self.names = names
        self.codeCase = codeCase
    }

    /// ccpipe's canonical writing of dial codes and codes, for `fix --canonical`.
    package static let canonicalWriting = StatedConventions(dialCode: .plus, separator: .space, codeCase: .upper)

    /// `self` with `other`'s stated values taking precedence.
    package func overridden(by other: StatedConventions) -> StatedConventions {
        StatedConventions(dialCode: other.dialCode ?? dialCode, separator: other.separator ?? separator,
                          nameLocale: other.nameLocale ?? nameLocale, names: other.names ?? names, codeCase: other.codeCase ?? codeCase)
    }
}
