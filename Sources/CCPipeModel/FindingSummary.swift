import CCPipeCore

/// Counts of findings by severity, as every report states them.
package struct FindingSummary: Sendable, Equatable {
    package var errors: Int
    package var warnings: Int
    package var notices: Int

    package init(_ findings: [Finding], omitted: [OmittedFindings] = []) {
        errors = findings.count { $0.severity == .error } + omitted.reduce(0) { $0 + $1.summary.errors }
        warnings = findings.count { $0.severity == .warning } + omitted.reduce(0) { $0 + $1.summary.warnings }
        notices = findings.count { $0.severity == .notice } + omitted.reduce(0) { $0 + $1.summary.notices }
    }

    package var total: Int { errors + warnings + notices }

    package var sentence: String {
        "\(Plural.count(errors, "error")), \(Plural.count(warnings, "warning")), \(Plural.count(notices, "notice"))"
    }
}
