import CCPipeCore
import CCPipeIngest
import CCPipeModel

/// Records for places that are part of a country, not countries with a code.
package struct NameNotACountryRule: ValidationRule {
    /// Folded name → the ISO 3166-1 code of the country the place belongs to.
    /// Source: ISO 3166-2 (England is GB-ENG, the Azores PT-20, Hawaii US-HI).
    static let subdivisions: [String: String] = {
        let entries = [("England", "GB"), ("Scotland", "GB"), ("Wales", "GB"), ("Northern Ireland", "GB"),
                       ("Great Britain", "GB"), ("Azores", "PT"), ("Madeira", "PT"), ("Hawaii", "US"), ("Alaska", "US"),
                       ("Zanzibar", "TZ"), ("Tibet", "CN"), ("Sicily", "IT"), ("Sardinia", "IT"), ("Corsica", "FR")]
        var table: [String: String] = [:]
        for (name, code) in entries { table[NameMatcher.fold(name)] = code }
        return table
    }()

    package static let description = RuleDescription(
        id: "name-not-a-country", severity: .error,
        summary: "a record names a part of a country that has no ISO 3166-1 code of its own",
        rationale: "England, Scotland or the Azores have no calling code or ISO 3166-1 code of their own; a record for them duplicates its country under a made-up or borrowed code.",
        passing: [.record(name: "United Kingdom", dialCode: "+44", code: "GB")],
        triggering: [RuleExample(#"[{"name": "England", "dial_code": "+44"}]"#),
                     .record(name: "Scotland", dialCode: "+44", code: "GB")])

    package init() {}


    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        forEach(context.dataset.records, report: report) { record in
            guard let value = record.name, let name = value.string,
                  let country = Self.subdivisions[NameMatcher.fold(name)] else { return nil }
            return finding("\"\(name)\" is part of \(context.displayName(of: country)), not a country or territory with its own ISO 3166-1 code",
                           at: value.location, code: context.code(of: record), field: "name", keyPath: value.key, actual: name)
        }
    }
}
