import CCPipeCore
import CCPipeIngest
import CCPipeModel

/// A record key no field reads: extra data, or a field spelt so that it is missed.
package struct FieldUnknownRule: ValidationRule {
    package static let description = RuleDescription(
        id: "field-unknown", severity: .notice,
        summary: "records have a key that no field reads",
        rationale: "Extra keys (population, capital) are fine, but ccpipe neither checks nor builds them; saying so once per key means nothing is ignored without a word.",
        passing: [.record(name: "Afghanistan", dialCode: "+93", code: "AF")],
        triggering: [RuleExample(#"[{"name": "Afghanistan", "dial_code": "+93", "code": "AF", "population": 41000000}]"#)])

    package init() {}

    package func check(_ context: ValidationContext) -> [Finding] {
        context.dataset.unreadKeys.filter { NearMissKey.field(for: $0.key) == nil }.map { unread in
            finding("key \"\(unread.key.escapedForReport)\" (in \(unread.records) \(unread.records == 1 ? "record" : "records")) is not a field ccpipe reads; it is neither checked nor built",
                    at: unread.location, code: nil, field: nil, keyPath: unread.key)
        }
    }
}

/// A record key that is almost a field's: white space, case or punctuation
/// keep it from being read.
package struct FieldNearMissRule: ValidationRule {
    package static let description = RuleDescription(
        id: "field-near-miss", severity: .warning,
        summary: "a key is a near miss of a field's name and is not read",
        rationale: "\"alpha2 \" with a trailing space, \"dial code\" with a space or a second \"Code\" beside \"code\" look like the field to a person but not to a program: the value is silently missing from every app that reads the file.",
        passing: [.record(name: "Afghanistan", dialCode: "+93", code: "AF")],
        triggering: [RuleExample(#"[{"name": "Afghanistan", "dial code": "+93", "code": "AF"}]"#),
                     RuleExample(#"[{"name": "Afghanistan", "dial_code": "+93", "alpha2 ": "AF"}]"#)])

    package init() {}

    package func check(_ context: ValidationContext) -> [Finding] {
        context.dataset.unreadKeys.compactMap { unread in
            guard let field = NearMissKey.field(for: unread.key) else { return nil }
            return finding("key \"\(unread.key.escapedForReport)\" looks like the \(field) field but is not read as one (in \(unread.records) \(unread.records == 1 ? "record" : "records"))",
                           at: unread.location, code: nil, field: field, keyPath: unread.key)
        }
    }
}

enum NearMissKey {
    /// The field an unread key would name once white space, case, `_` and
    /// `-` are set aside; nil when it names none.
    static func field(for key: String) -> String? {
        let squeezed = String(FieldAliases.normalized(key).unicodeScalars.filter { !$0.properties.isWhitespace })
        if FieldAliases.normalizedName.contains(squeezed) { return RecordField.name.rawValue }
        if FieldAliases.normalizedDialCode.contains(squeezed) { return RecordField.dialCode.rawValue }
        if FieldAliases.normalizedCode.contains(squeezed) { return RecordField.code.rawValue }
        if FieldAliases.normalizedFlag.contains(squeezed) { return CanonicalField.flag }
        return nil
    }
}
