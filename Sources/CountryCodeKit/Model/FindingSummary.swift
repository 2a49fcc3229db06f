/// Counts of findings by severity, as every report states them.
public struct FindingSummary: Sendable, Equatable {
    public var errors: Int
    public var warnings: Int
    public var notices: Int

    public init(_ findings: [Finding], omitted: [OmittedFindings] = []) {
        errors = findings.count { $0.severity == .error } + omitted.reduce(0) { $0 + $1.summary.errors }
        warnings = findings.count { $0.severity == .warning } + omitted.reduce(0) { $0 + $1.summary.warnings }
        notices = findings.count { $0.severity == .notice } + omitted.reduce(0) { $0 + $1.summary.notices }
    }

    public var total: Int { errors + warnings + notices }

    public var sentence: String {
        "\(errors) \(errors == 1 ? "error" : "errors"), \(warnings) \(warnings == 1 ? "warning" : "warnings"), \(notices) \(notices == 1 ? "notice" : "notices")"
    }
}
