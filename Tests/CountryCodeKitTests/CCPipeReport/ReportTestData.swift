import CCPipeBuild
import CCPipeCore
import CCPipeModel
import CCPipeValidate

/// Hand-made findings and rule descriptions for reporter tests, where the
/// exact text of a message or a location matters more than a real dataset.
enum ReportTestData {
    static let dataset = Dataset(file: "data/codes.json", shape: .array, records: [])

    static func finding(_ severity: Severity, line: Int, rule: String = "dial-code-region", code: String? = "GY",
                        message: String = "+595 dials Paraguay (PY), not Guyana (GY)", expected: String? = "+592",
                        file: String = "data/codes.json") -> Finding {
        Finding(ruleID: rule, severity: severity, code: code, field: "dial_code",
                location: SourceLocation(file: file, line: line, column: 7), message: message,
                expected: expected, actual: "+595")
    }

    static var rules: [RuleDescription] { Validator.rules.map(\.ruleDescription) }
}
