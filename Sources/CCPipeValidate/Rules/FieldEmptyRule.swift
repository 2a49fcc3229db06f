import CCPipeCore
import CCPipeIngest
import CCPipeModel

/// An empty string shows as a blank row or an unusable prefix; an empty dial
/// code is the truth for a region with no calling code of its own.
package struct FieldEmptyRule: ValidationRule {
    package static let description = RuleDescription(
        id: "field-empty", severity: .error,
        summary: "a name, dial code or region code is an empty string",
        rationale: "An empty name shows as a blank row; an empty code or dial code cannot be used at all. An empty dial code for a region libphonenumber gives no calling code (Antarctica, Bouvet Island) is the truth, and is not reported.",
        passing: [.record(name: "Afghanistan", dialCode: "+93", code: "AF"),
                  .record(name: "Antarctica", dialCode: "", code: "AQ")],
        triggering: [.record(name: " ", dialCode: "+93", code: "AF"),
                     .record(name: "Åland Islands", dialCode: "", code: "AX")])

    package init() {}


    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        forEach(context.dataset.records, reportAll: report) { record in
            RecordField.allCases.compactMap { field -> Finding? in
                guard let text = field.value(in: record)?.string,
                      text.unicodeScalars.allSatisfy({ $0.properties.isWhitespace }) else { return nil }
                if field == .dialCode, context.hasNoCallingCode(record) { return nil }
                return finding("\(field.rawValue) is empty", at: field.value(in: record)!.location,
                               code: context.code(of: record), field: field.rawValue,
                               keyPath: field.value(in: record)?.key, actual: text)
            }
        }
    }
}
