import CCPipeCore
import CCPipeModel

/// A value or key longer than any name, code or dial code needs, in any
/// syntax the reader accepts (double or single quotes, a number, an
/// unquoted key, a CSV cell, a property list's text).
package struct FieldTooLongRule: ValidationRule {
    package static let description = RuleDescription(
        id: "field-too-long", severity: .error,
        summary: "a value or key is longer than 1,024 bytes, more than any country name, code or dial code needs",
        rationale: "CLDR's longest territory name in any locale is under 100 characters; a longer value is pasted text, a broken export or an attack, and a picker would show it as a row. ccpipe reads such a value only as a short excerpt and checks nothing else about it.",
        passing: [.record(name: "Afghanistan", dialCode: "+93", code: "AF")],
        triggering: [.record(name: String(repeating: "Afghanistan ", count: 100), dialCode: "+93", code: "AF"),
                     RuleExample("[{'name': '\(String(repeating: "Afghanistan ", count: 100))', \"dial_code\": \"+93\", \"code\": \"AF\"}]"),
                     RuleExample("[{\"name\": \"Afghanistan\", \"dial_code\": \(String(repeating: "9", count: 1100)), \"code\": \"AF\"}]"),
                     RuleExample("[{\"name\": \"Afghanistan\", \"dial_code\": \"+93\", \"code\": \"AF\", \(String(repeating: "k", count: 1100)): 1}]")])

    package init() {}


    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        let oversized = context.dataset.oversizedValues
        guard !oversized.isEmpty else { return }
        // A dial code split into parts has them all at its own location, and
        // a keyed object's key is its record's code: one finding each.
        var reported: Set<SourceLocation> = []
        forEach(context.dataset.records, reportAll: report) { record in
            let own = RecordField.allCases.compactMap { field in field.value(in: record).map { (field.rawValue, $0) } }
            let extra = [record.flag.map { (CanonicalField.flag, $0) }, record.alpha3.map { ("alpha3", $0) }].compactMap { $0 }
                + record.moreDialCodes.map { (RecordField.dialCode.rawValue, $0) } + record.localizedNameFields
            return (own + extra).compactMap { field, value -> Finding? in
                guard value.kind == .oversized, let text = oversized[value.location], reported.insert(value.location).inserted else { return nil }
                return finding("\(value.key) is \(text.bytes) bytes long, more than the 1,024 a value may have; it starts \"\(value.text ?? "")\"",
                               at: value.location, code: context.code(of: record), field: field, keyPath: value.key)
            }
        }
        // A key that long is no field's, and is reported here instead of as an unknown key.
        let keys = oversized.filter { $0.value.isKey && !reported.contains($0.key) }.sorted { $0.key < $1.key }
        forEach(keys, report: report) { location, text in
            finding("a key is \(text.bytes) bytes long, more than the 1,024 a key may have; it starts \"\(text.excerpt)\"",
                    at: location, code: nil, field: nil)
        }
    }
}
