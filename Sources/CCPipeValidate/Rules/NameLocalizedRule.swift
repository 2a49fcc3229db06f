import CCPipeIngest
import CCPipeModel

/// Names in other languages and forms (`name_ru`, `name_en_full`,
/// `translations.deu`) against CLDR's names in that locale and, for the
/// official form in English, ISO 3166-1's names.
package struct NameLocalizedRule: ValidationRule {
    package static let description = RuleDescription(
        id: "name-localized", severity: .warning,
        summary: "a name in another language or form differs from CLDR's name in that locale",
        rationale: "Datasets that carry names for other languages are shown to users of those languages; a misspelt or outdated translation is as visible as a wrong English name. A short or common form is CLDR's standard, short or alternate name (Chagos-Archipel), a full or official form CLDR's standard name or, in English, ISO 3166-1's; CLDR's variant forms, mostly former names, are reported in every column.",
        passing: [RuleExample(#"[{"name": "Germany", "name_de": "Deutschland", "dial_code": "+49", "code": "DE"}]"#),
                  RuleExample(#"[{"name_en_full": "Republic of Albania", "name_en_short": "Albania", "dial_code": "+355", "code": "AL"}]"#),
                  RuleExample(#"[{"name_en_short": "UK", "names": {"de": "Vereinigtes Königreich"}, "dial_code": "+44", "code": "GB"}]"#),
                  RuleExample(#"[{"name": "British Indian Ocean Territory", "name_de": "Chagos-Archipel", "dial_code": "+246", "code": "IO"}]"#)],
        triggering: [RuleExample(#"[{"name": "Germany", "name_de": "Deutschlant", "dial_code": "+49", "code": "DE"}]"#),
                     RuleExample(#"[{"name": "Sweden", "name_sv": "Schweden", "dial_code": "+46", "code": "SE"}]"#),
                     RuleExample(#"[{"name_en_full": "Swaziland", "dial_code": "+268", "code": "SZ"}]"#),
                     RuleExample(#"[{"name_en_short": "Swaziland", "dial_code": "+268", "code": "SZ"}]"#),
                     RuleExample(#"[{"en_name": "Czech Republic", "dial_code": "+420", "code": "CZ"}]"#)])

    package init() {}


    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        // A dataset of its own names has its own in every language: a
        // column's departures from CLDR are one finding, with their number.
        let own = context.conventions.names == .own
        var departures: [NameField: [Finding]] = [:]
        for record in context.dataset.records {
            guard let region = context.region(of: record),
                  context.reference.regionStatus[region] == .regular else { continue }
            for (field, value) in record.localizedNames.sorted(by: { $0.key < $1.key }) {
                // A second name field without a language of its own is in the name field's.
                let judged = field.hasLocale ? field : NameField(context.conventions.nameLocale, form: field.form)
                guard let name = value.string, let names = context.localizedNames(of: region, in: judged.locale),
                      let (problem, expected) = Self.problem(name, field: judged, names: names, iso: context.reference.isoCountries[region])
                else { continue }
                let made = finding("\(value.key) \"\(name.escapedForReport)\" \(problem)", at: value.location, code: region,
                                   field: CanonicalField.localizedName(field), keyPath: value.key, expected: expected, actual: name)
                if own { departures[field, default: []].append(made) } else { report(made) }
            }
        }
        for (field, findings) in departures.sorted(by: { $0.key < $1.key }) {
            guard findings.count >= DatasetConventions.minimumEvidence else { findings.forEach(report); continue }
            report(group(findings, locale: field.hasLocale ? field.locale : context.conventions.nameLocale))
        }
    }

    /// How many of a group's other names it lists.
    static let relatedLimit = 20

    /// One finding for a column of the dataset's own names in `locale`.
    private func group(_ findings: [Finding], locale: String) -> Finding {
        let first = findings[0]
        let shown = findings.prefix(3).compactMap { found in
            found.actual.map { "\"\($0.escapedForReport)\"" + (found.expected.map { " for \"\($0)\"" } ?? "") }
        }.joined(separator: ", ")
        let related = findings.dropFirst().prefix(Self.relatedLimit).map { found in
            RelatedLocation(found.location, note: "\(found.code ?? "") \"\(found.actual ?? "")\"" + (found.expected.map { ", CLDR's \"\($0)\"" } ?? ""))
        }
        let more = findings.count - 1 - related.count
        var made = finding("\(findings.count) names in \(first.keyPath ?? locale) differ from CLDR's \(locale) names, such as \(shown); "
                               + "the dataset's own, as its names are, for a person to check; 'build' writes CLDR's" + (more > 0 ? " (\(more) more not listed)" : ""),
                           at: first.location, code: first.code, field: first.field, keyPath: first.keyPath, related: Array(related),
                           expected: first.expected, actual: first.actual, judgement: true, records: findings.count)
        made.folded = findings
        return made
    }

    /// What is wrong with `name` as the field's form of the region's name, and the name to write.
    static func problem(_ name: String, field: NameField, names: RegionNames, iso: ISOCountry?) -> (String, String)? {
        let locale = field.locale
        let english = locale == "en"
        let official = english ? iso?.officialName : nil
        // The name the form asks for: an official form in English is ISO's official name where it has one.
        let expected = field.form == .full ? official ?? names.standard : names.standard
        let accepted = [names.standard] + (field.form == .full ? [iso?.name, official].compactMap { english ? $0 : nil }
            : [names.short, english ? iso?.name : nil, english ? iso?.commonName : nil].compactMap { $0 } + names.alternates)
        // Typographic differences alone (’ for ') are not worth a warning.
        func isAccepted(_ text: String) -> Bool { accepted.contains(text) || accepted.contains { letters($0) == letters(text) } }
        let former = english ? FormerNames.byFoldedName[NameMatcher.fold(name)] : nil
        // CLDR's variants are long forms as often as former names (Czech
        // Republic, Чешская Республика): in an official form only a former name is wrong.
        let variant = field.form != .full && name == names.variant
        if (variant || former != nil) && !(field.form == .full && isAccepted(name)) {
            let what = former.map { "a former name (\($0.change))" } ?? "CLDR's \(locale) variant, mostly a former name"
            return ("is \(what); CLDR's \(locale) name is \"\(names.standard)\"", expected)
        }
        if isAccepted(name) { return nil }
        // CLDR has no official names, and ISO 3166-1 has them in English only:
        // an official name in another language is said to be unchecked, once.
        if field.form == .full, locale != "en" { return nil }
        if field.form == .full {
            return ("is neither CLDR's \(locale) name \"\(names.standard)\" nor ISO 3166-1's official name\(official.map { " \"\($0)\"" } ?? "")", expected)
        }
        return ("is not CLDR's \(locale) name \"\(names.standard)\"", expected)
    }

    private static func letters(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }.map(Character.init))
    }
}
