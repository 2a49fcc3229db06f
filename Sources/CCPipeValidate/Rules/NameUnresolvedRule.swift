import CCPipeCore
import CCPipeIngest
import CCPipeModel

/// A record without a code whose name names no region, or several.
package struct NameUnresolvedRule: ValidationRule {
    package static let description = RuleDescription(
        id: "name-unresolved", severity: .error,
        summary: "a record has no region code, and its name names no region or several",
        rationale: "Without a code the name is all that tells the region; a name CLDR and ISO do not know, or one several regions share, leaves the record unusable for a picker.",
        passing: [RuleExample(#"[{"name": "Sweden", "dial_code": "+46"}]"#)],
        triggering: [RuleExample(#"[{"name": "Swedenland", "dial_code": "+46"}]"#)])

    package init() {}

    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        forEach(context.dataset.records, report: report) { record in
            guard case .unresolved(let candidates) = context.derivations[record.index], let name = record.namesForLookup.first else { return nil }
            let detail = candidates.isEmpty ? "no region in CLDR or ISO 3166-1 has that name"
                : "it names \(candidates.map(context.displayName(of:)).joined(separator: ", "))"
            return finding("\"\(name.text ?? "")\" is the only clue to the record's region, and \(detail)",
                           at: name.location, code: nil, field: "name", keyPath: name.key, actual: name.text)
        }
    }
}
