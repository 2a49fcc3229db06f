/// A record without a name, dial code or region code cannot be shown or used.
public struct MissingFieldRule: ValidationRule {
    public static let description = RuleDescription(
        id: "field-missing", severity: .error,
        summary: "a record lacks its name, dial code or region code",
        rationale: "A picker needs all three: the name to show, the code to identify the region and the dial code to prefix the number.",
        passing: [.record(name: "Afghanistan", dialCode: "+93", code: "AF")],
        triggering: [RuleExample(#"[{"name": "Afghanistan", "code": "AF"}]"#)])

    public init() {}

    public func check(_ context: ValidationContext) -> [Finding] { collected(context) }

    public func check(_ context: ValidationContext, report: (Finding) -> Void) {
        forEach(context.dataset.records, reportAll: report) { record in
            RecordField.allCases.compactMap { field -> Finding? in
                guard field.value(in: record) == nil else { return nil }
                // A code found from the alpha-3 code or the name is reported
                // once, by code-derived, not as a missing field per record.
                if field == .code, context.regions[record.index] != nil { return nil }
                return finding("record has no \(field.rawValue)", at: record.location,
                               code: context.code(of: record), field: field.rawValue)
            }
        }
    }
}
