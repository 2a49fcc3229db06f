/// A dataset repository's settings, read from `.ccpipe.json`: the project
/// (dataset, reference, locales, output directory), rule severities, the
/// regions the dataset means to cover, and findings accepted with a written
/// reason (a baseline).
public struct Configuration: Sendable, Equatable {
    /// Where it was read from; nil for the default configuration.
    public var file: String?
    /// Rule id → its severity here, or nil to turn the rule off.
    public var severities: [String: Severity?]
    public var scope: Scope
    public var accepted: [Acceptance]
    /// The dataset, reference, locales and output directory it declares.
    public var project: ProjectSettings
    /// How the dataset writes its values, where the project states it.
    public var conventions: StatedConventions

    public init(file: String? = nil, severities: [String: Severity?] = [:], scope: Scope = Scope(),
                accepted: [Acceptance] = [], project: ProjectSettings = ProjectSettings(),
                conventions: StatedConventions = StatedConventions()) {
        self.file = file
        self.severities = severities
        self.scope = scope
        self.accepted = accepted
        self.project = project
        self.conventions = conventions
    }

    public static let defaultFileName = ".ccpipe.json"

    /// The regions a dataset is meant to cover, for the coverage rule.
    public struct Scope: Sendable, Equatable {
        /// When set, only these regions are expected.
        public var include: Set<String>?
        /// Regions left out on purpose.
        public var exclude: Set<String>

        public init(include: Set<String>? = nil, exclude: Set<String> = []) {
            self.include = include
            self.exclude = exclude
        }

        public func expects(_ region: String) -> Bool {
            !exclude.contains(region) && (include?.contains(region) ?? true)
        }
    }

    /// A finding accepted on purpose. Fields left nil match any value, so an
    /// entry can accept one finding or every finding of a rule.
    public struct Acceptance: Sendable, Equatable {
        public var rule: String
        public var code: String?
        public var field: String?
        public var actual: String?
        public var reason: String
        /// Where the entry is written, for reports about it.
        public var location: SourceLocation?

        public init(rule: String, code: String? = nil, field: String? = nil, actual: String? = nil,
                    reason: String, location: SourceLocation? = nil) {
            self.rule = rule
            self.code = code
            self.field = field
            self.actual = actual
            self.reason = reason
            self.location = location
        }

        /// Matches on what stays the same when lines move: rule, region,
        /// field and the value found, never the line.
        public func accepts(_ finding: Finding) -> Bool {
            finding.ruleID == rule && (code == nil || finding.code == code)
                && (field == nil || finding.field == field) && (actual == nil || finding.actual == actual)
        }
    }
}
