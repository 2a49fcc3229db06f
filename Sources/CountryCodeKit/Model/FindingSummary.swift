/// Counts of findings by severity, as every report states them.
public struct FindingSummary: Sendable, Equatable {
    public var errors: Int
    public var warnings: Int
    public var notices: Int

    public init(_ findings: [Finding]) {
        errors = findings.count { $0.severity == .error }
        warnings = findings.count { $0.severity == .warning }
        notices = findings.count { $0.severity == .notice }
    }

    public var sentence: String {
        "\(errors) \(errors == 1 ? "error" : "errors"), \(warnings) \(warnings == 1 ? "warning" : "warnings"), \(notices) \(notices == 1 ? "notice" : "notices")"
    }
}
