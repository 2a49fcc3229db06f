import CCPipeIngest
import CCPipeModel

/// Locales a dataset has names for that the reference cannot check, and
/// official names in languages the reference has none in.
package struct NameLocaleUncheckedRule: ListingRule {
    package static let description = RuleDescription(
        id: "name-locale-unchecked", severity: .notice,
        summary: "names in a locale the reference has no data for are not checked",
        rationale: "The embedded reference carries a few locales; pass a full CLDR tree with --reference to check names in every language the dataset has. CLDR has no official names, and ISO 3166-1 has them in English only, so official names in other languages are not checked.",
        passing: [RuleExample(#"[{"name": "Germany", "name_de": "Deutschland", "dial_code": "+49", "code": "DE"}]"#)],
        triggering: [RuleExample(#"[{"name": "Germany", "name_qq": "Qermany", "dial_code": "+49", "code": "DE"}]"#),
                     RuleExample(#"[{"name": "Russia", "name_ru_full": "Российская Федерация", "dial_code": "+7", "code": "RU"}]"#)])

    package init() {}

    package func findings(in context: ValidationContext) -> [Finding] {
        var reported: Set<String> = []
        var findings: [Finding] = []
        for record in context.dataset.records {
            for (field, value) in record.localizedNames.sorted(by: { $0.key < $1.key }) where field.hasLocale {
                if context.reference.territoryNames[field.locale] == nil {
                    guard reported.insert(field.locale).inserted else { continue }
                    findings.append(finding("names in \"\(field.locale)\" (\(value.key)) are not checked: the reference has no main/\(field.locale).xml",
                                            at: value.location, code: nil, field: CanonicalField.localizedName(NameField(field.locale)), keyPath: value.key))
                } else if field.form == .full, field.locale != "en", reported.insert(field.description).inserted {
                    findings.append(finding("official names in \"\(field.locale)\" (\(value.key)) are not checked: CLDR has none, and ISO 3166-1 has them in English only",
                                            at: value.location, code: nil, field: CanonicalField.localizedName(field), keyPath: value.key))
                }
            }
        }
        return findings
    }
}
