import CCPipeCore
import CCPipeIngest
import CCPipeModel

/// Leading or trailing spaces break exact matching and sort oddly.
package struct FieldWhitespaceRule: ValidationRule {
    package static let description = RuleDescription(
        id: "field-whitespace", severity: .warning,
        summary: "a name or region code has leading or trailing white space",
        rationale: "Stray spaces make lookups by code fail and sort names out of place; they are never intended.",
        passing: [.record(name: "Afghanistan", dialCode: "+93", code: "AF")],
        triggering: [.record(name: "Afghanistan ", dialCode: "+93", code: "AF")],
        autoFix: .safe(precedence: 100, writes: "the value without the white space"))

    package init() {}

    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        // Dial codes have their own syntax rule, which also covers spaces.
        forEach(context.dataset.records, reportAll: report) { record in
            [RecordField.name, .code].compactMap { field -> Finding? in
                guard let value = field.value(in: record), let text = value.string else { return nil }
                let trimmed = text.trimmingWhitespace
                guard trimmed != text, !trimmed.isEmpty else { return nil }
                return finding("\(field.rawValue) has leading or trailing white space", at: value.location,
                               code: context.code(of: record), field: field.rawValue, keyPath: value.key,
                               expected: trimmed, actual: text)
            }
        }
    }
}
