/// A value longer than any name, code or dial code needs.
public struct FieldTooLongRule: ValidationRule {
    public static let description = RuleDescription(
        id: "field-too-long", severity: .error,
        summary: "a value is longer than 1,024 bytes, more than any country name, code or dial code needs",
        rationale: "CLDR's longest territory name in any locale is under 100 characters; a longer value is pasted text, a broken export or an attack, and a picker would show it as a row. ccpipe reads such a value only as a short excerpt and checks nothing else about it.",
        passing: [.record(name: "Afghanistan", dialCode: "+93", code: "AF")],
        triggering: [.record(name: String(repeating: "Afghanistan ", count: 100), dialCode: "+93", code: "AF")])

    public init() {}

    public func check(_ context: ValidationContext) -> [Finding] { collected(context) }

    public func check(_ context: ValidationContext, report: (Finding) -> Void) {
        forEach(context.dataset.records, reportAll: report) { record in
            let own = RecordField.allCases.compactMap { field in field.value(in: record).map { (field.rawValue, $0) } }
            let extra = [record.flag.map { (CanonicalField.flag, $0) }].compactMap { $0 } + record.localizedNameFields
            return (own + extra).compactMap { field, value -> Finding? in
                guard value.kind == .oversized, let bytes = context.dataset.oversizedValues[value.location] else { return nil }
                return finding("\(value.key) is \(bytes) bytes long, more than the 1,024 a value may have; it starts \"\(value.text ?? "")\"",
                               at: value.location, code: context.code(of: record), field: field, keyPath: value.key)
            }
        }
    }
}
