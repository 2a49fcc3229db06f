import CCPipeCore

/// A dataset repository's settings, read from `.ccpipe.json`: the project
/// (dataset, reference, locales, output directory), rule severities, the
/// regions the dataset means to cover, and findings accepted with a written
/// reason (a baseline).
package struct Configuration: Sendable, Equatable {
    /// Where it was read from; nil for the default configuration.
    package var file: String?
    /// Rule id → its severity here, or nil to turn the rule off.
    package var severities: [String: Severity?]
    package var scope: Scope
    package var accepted: [Acceptance]
    /// The dataset, reference, locales and output directory it declares.
    package var project: ProjectSettings
    /// How the dataset writes its values, where the project states it.
    package var conventions: StatedConventions
    /// Keys for people and editors (`comment`, `$schema`): read, checked and
    /// written back, never acted on.
    package var annotations: [String: String] = [:]
    /// Regions whose value of a field the outputs publish as the dataset
    /// writes it, though the references call it wrong (`own_values`).
    package var ownValues: [OwnValue] = []

    /// The dataset's own value of one field of one region, published on
    /// purpose, with a written reason (a disputed code, say).
    package struct OwnValue: Sendable, Equatable {
        package var code: String
        /// `code`, `dial_code` or `name`.
        package var field: String
        package var reason: String

        package init(code: String, field: String, reason: String) {
            self.code = code
            self.field = field
            self.reason = reason
        }

        /// The fields an entry may name.
        package static let fields = ["code", "dial_code", "name"]
    }

    package init(file: String? = nil, severities: [String: Severity?] = [:], scope: Scope = Scope(),
                accepted: [Acceptance] = [], project: ProjectSettings = ProjectSettings(),
                conventions: StatedConventions = StatedConventions()) {
        self.file = file
        self.severities = severities
        self.scope = scope
        self.accepted = accepted
        self.project = project
        self.conventions = conventions
    }

    package static let defaultFileName = ".ccpipe.json"

    /// The regions a dataset is meant to cover, for the coverage rule.
    package struct Scope: Sendable, Equatable {
        /// When set, only these regions are expected.
        package var include: Set<String>?
        /// Regions left out on purpose.
        package var exclude: Set<String>

        package init(include: Set<String>? = nil, exclude: Set<String> = []) {
            self.include = include
            self.exclude = exclude
        }

        package func expects(_ region: String) -> Bool {
            !exclude.contains(region) && (include?.contains(region) ?? true)
        }
    }

    /// A finding accepted on purpose. Fields left nil match any value, so an
    /// entry can accept one finding or every finding of a rule.
    package struct Acceptance: Sendable, Equatable {
        package var rule: String
        package var code: String?
        package var field: String?
        package var actual: String?
        package var reason: String
        /// Where the entry is written, for reports about it.
        package var location: SourceLocation?

        package init(rule: String, code: String? = nil, field: String? = nil, actual: String? = nil,
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
        package func accepts(_ finding: Finding) -> Bool {
            finding.ruleID == rule && (code == nil || finding.code == code)
                && (field == nil || finding.field == field) && (actual == nil || finding.actual == actual)
        }
    }
}
