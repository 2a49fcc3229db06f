/// Names in other languages (`name_ru`, `translations.deu`) against CLDR's
/// names in that locale.
public struct LocalizedNameRule: ValidationRule {
    public static let description = RuleDescription(
        id: "name-localized", severity: .warning,
        summary: "a name in another language differs from CLDR's name in that locale",
        rationale: "Datasets that carry names for other languages are shown to users of those languages; a misspelt or outdated translation is as visible as a wrong English name.",
        passing: [RuleExample(#"[{"name": "Germany", "name_de": "Deutschland", "dial_code": "+49", "code": "DE"}]"#)],
        triggering: [RuleExample(#"[{"name": "Germany", "name_de": "Deutschlant", "dial_code": "+49", "code": "DE"}]"#),
                     RuleExample(#"[{"name": "Sweden", "name_sv": "Schweden", "dial_code": "+46", "code": "SE"}]"#)])

    public init() {}

    public func check(_ context: ValidationContext) -> [Finding] { collected(context) }

    public func check(_ context: ValidationContext, report: (Finding) -> Void) {
        for record in context.dataset.records {
            guard let region = context.region(of: record),
                  context.reference.regionStatus[region] == .regular else { continue }
            for (locale, value) in record.localizedNames.sorted(by: { $0.key < $1.key }) {
                guard let name = value.string, let names = context.localizedNames(of: region, in: locale),
                      let standard = names.first, !names.contains(name),
                      // Typographic differences alone (’ for ') are not worth a warning.
                      !names.contains(where: { Self.letters($0) == Self.letters(name) }) else { continue }
                report(finding("\(value.key) \"\(name.escapedForReport)\" is not CLDR's \(locale) name \"\(standard)\"",
                               at: value.location, code: region, field: CanonicalField.localizedName(locale), keyPath: value.key, expected: standard, actual: name))
            }
        }
    }

    private static func letters(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }.map(Character.init))
    }
}

/// Locales a dataset has names for that the reference cannot check.
public struct LocalizedNameUncheckedRule: ValidationRule {
    public static let description = RuleDescription(
        id: "name-locale-unchecked", severity: .notice,
        summary: "names in a locale the reference has no data for are not checked",
        rationale: "The embedded reference carries a few locales; pass a full CLDR tree with --reference to check names in every language the dataset has.",
        passing: [RuleExample(#"[{"name": "Germany", "name_de": "Deutschland", "dial_code": "+49", "code": "DE"}]"#)],
        triggering: [RuleExample(#"[{"name": "Germany", "name_qq": "Qermany", "dial_code": "+49", "code": "DE"}]"#)])

    public init() {}

    public func check(_ context: ValidationContext) -> [Finding] {
        var reported: Set<String> = []
        var findings: [Finding] = []
        for record in context.dataset.records {
            for (locale, value) in record.localizedNames.sorted(by: { $0.key < $1.key })
            where context.reference.territoryNames[locale] == nil && reported.insert(locale).inserted {
                findings.append(finding("names in \"\(locale)\" (\(value.key)) are not checked: the reference has no main/\(locale).xml",
                                        at: value.location, code: nil, field: CanonicalField.localizedName(locale), keyPath: value.key))
            }
        }
        return findings
    }
}
