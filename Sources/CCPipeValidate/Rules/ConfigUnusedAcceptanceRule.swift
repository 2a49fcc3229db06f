import CCPipeModel

/// An entry in `.ccpipe.json` `accepted` that no finding matches any more.
package struct ConfigUnusedAcceptanceRule: ListingRule {
    package static let description = RuleDescription(
        id: "config-unused-acceptance", severity: .notice,
        summary: "an accepted-finding entry in the configuration matches no finding",
        rationale: "The problem it accepted is gone; a stale entry would silently accept the same problem if it came back, so the entry can go too.",
        passing: [RuleExample(#"[{"name": "Guyana", "dial_code": "+595", "code": "GY"}]"#,
                              configuration: #"{"accepted": [{"rule": "dial-code-region", "code": "GY", "reason": "kept for a test"}]}"#)],
        triggering: [RuleExample(#"[{"name": "Guyana", "dial_code": "+592", "code": "GY"}]"#,
                                 configuration: #"{"accepted": [{"rule": "dial-code-region", "code": "GY", "reason": "kept for a test"}]}"#)])

    package init() {}

    package func findings(in context: ValidationContext) -> [Finding] {
        let used = context.acceptancesUsed ?? Validator.acceptancesUsed(in: context)
        return zip(context.accepted, used).compactMap { entry, wasUsed in
            guard !wasUsed, let location = entry.location else { return nil }
            let subject = [entry.code, entry.field, entry.actual.map { "\"\($0)\"" }].compactMap { $0 }.joined(separator: " ")
            return finding("accepted finding \(entry.rule)\(subject.isEmpty ? "" : " for \(subject)") no longer occurs; the entry can be removed",
                           at: location, code: entry.code, field: entry.field)
        }
    }
}
