import CCPipeCore
import CCPipeIngest
import CCPipeModel

/// A well-formed code must name a current region with its own ISO 3166-1 entry.
package struct CodeValidityRule: ValidationRule {
    package static let description = RuleDescription(
        id: "code-validity", severity: .error,
        summary: "a region code is unknown, deprecated, or not a country or territory",
        rationale: "Deprecated codes (AN, YU) name regions that no longer exist, and their numbers moved elsewhere; macro-regions (EU, 419) and reserved codes are not places a phone number belongs to. XK (Kosovo) is user-assigned but accepted, as CLDR and libphonenumber do.",
        passing: [.record(name: "Kosovo", dialCode: "+383", code: "XK"),
                  .record(name: "Afghanistan", dialCode: "+93", code: "AF")],
        triggering: [.record(name: "Netherlands Antilles", dialCode: "+599", code: "AN"),
                     .record(name: "European Union", dialCode: "+388", code: "EU"),
                     .record(name: "Nowhere", dialCode: "+999", code: "QQ"),
                     .record(name: "United Kingdom", dialCode: "+44", code: "UK")],
        autoFix: .safe(precedence: 60, writes: "a deprecated or aliased code's one successor, when no other record has it"))

    package init() {}


    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        forEach(context.dataset.records, report: report) { record in
            guard let value = record.code, let code = context.region(of: record),
                  RegionCode.isWellFormed(code) else { return nil }
            let status = context.reference.regionStatus[code]
            switch status {
            case .regular:
                return nil
            case .deprecated:
                let replacements = context.reference.territoryAliases[code] ?? []
                let named = replacements.map(context.displayName(of:)).joined(separator: ", ")
                let advice = replacements.isEmpty ? "" : "; it was replaced by \(named)"
                return finding("region code \(code) is deprecated\(advice)", at: value.location, code: code,
                               field: "code", expected: replacements.map(context.written(code:)).joined(separator: " "),
                               actual: value.string?.trimmingWhitespace)
            case .macroregion:
                return finding("region code \(code) is a macro-region, not a country or territory",
                               at: value.location, code: code, field: "code", keyPath: value.key, actual: code)
            case .special, .reserved, .privateUse, .unknown:
                return finding("region code \(code) is \(status!.phrase), not an assigned country or territory",
                               at: value.location, code: code, field: "code", keyPath: value.key, actual: code)
            case nil:
                // `UK` for GB: never assigned, but CLDR aliases it, so the fix is known.
                if let replacements = context.reference.territoryAliases[code], !replacements.isEmpty {
                    let named = replacements.map(context.displayName(of:)).joined(separator: ", ")
                    return finding("region code \(code) is not assigned in ISO 3166-1 or CLDR; CLDR reads it as \(named)",
                                   at: value.location, code: code, field: "code",
                                   expected: replacements.map(context.written(code:)).joined(separator: " "),
                                   actual: value.string?.trimmingWhitespace)
                }
                return finding("region code \(code) is not assigned in ISO 3166-1 or CLDR",
                               at: value.location, code: code, field: "code", keyPath: value.key, actual: code)
            }
        }
    }
}

extension RegionStatus {
    var phrase: String {
        switch self {
        case .regular: "a regular region code"
        case .special: "a special-purpose code"
        case .macroregion: "a macro-region"
        case .deprecated: "deprecated"
        case .reserved: "reserved"
        case .privateUse: "a private-use code"
        case .unknown: "the code for an unknown region"
        }
    }
}
