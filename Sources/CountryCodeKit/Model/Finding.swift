/// One problem a validation rule found in a dataset.
public struct Finding: Hashable, Sendable {
    public var ruleID: String
    public var severity: Severity
    /// The region code of the record, when known.
    public var code: String?
    /// The dataset field the finding is about (`name`, `dial_code`, `code`), if any.
    public var field: String?
    public var location: SourceLocation
    public var message: String
    /// The value the reference expects, when there is one.
    public var expected: String?
    /// The value found.
    public var actual: String?

    public init(ruleID: String, severity: Severity, code: String?, field: String?, location: SourceLocation,
                message: String, expected: String? = nil, actual: String? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.code = code
        self.field = field
        self.location = location
        self.message = message
        self.expected = expected
        self.actual = actual
    }
}

public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
    case notice, warning, error

    private var rank: Int {
        switch self {
        case .notice: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

extension Finding: Comparable {
    /// Reports list findings by location, then by rule, so output is stable.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}
