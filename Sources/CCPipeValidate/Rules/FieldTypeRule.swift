import CCPipeCore
import CCPipeIngest
import CCPipeModel
import CCPipeReference

/// Every field is a string; a number dial code loses its `+` and any leading zero.
package struct FieldTypeRule: ValidationRule {
    package static let description = RuleDescription(
        id: "field-type", severity: .error,
        summary: "a name, dial code or region code is not a JSON string",
        rationale: "Apps decode these fields as strings; a number or null makes the whole file fail to decode, and a number dial code cannot carry '+'. A null dial code for a region libphonenumber gives no calling code (Antarctica) says what is true, and is not reported.",
        passing: [.record(name: "Afghanistan", dialCode: "+93", code: "AF"),
                  RuleExample(#"[{"name": "Antarctica", "dial_code": null, "code": "AQ"}]"#)],
        triggering: [RuleExample(#"[{"name": "Afghanistan", "dial_code": 93, "code": "AF"}]"#),
                     RuleExample(#"[{"name": "Afghanistan", "dial_code": null, "code": "AF"}]"#)])

    package init() {}


    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        forEach(context.dataset.records, reportAll: report) { record in
            RecordField.allCases.compactMap { field -> Finding? in
                // An over-long string is field-too-long's to report.
                guard let value = field.value(in: record), value.kind != .string, value.kind != .oversized else { return nil }
                // A dataset that writes every dial code as a number follows a
                // convention, reported once (dataset-convention), not per record.
                if field == .dialCode, value.kind == .number, context.conventions.dialCode.prefix == .number { return nil }
                // No dial code is the answer for a region with no calling code of its own.
                if field == .dialCode, value.kind == .null, context.hasNoCallingCode(record) { return nil }
                let shown = value.text.map { " \($0)" } ?? ""
                return finding("\(field.rawValue) is a \(value.kind.rawValue)\(shown), expected a string",
                               at: value.location, code: context.code(of: record), field: field.rawValue, keyPath: value.key,
                               expected: value.kind == .number ? value.text.map { "\"\($0)\"" } : nil,
                               actual: value.text)
            }
        }
    }
}
