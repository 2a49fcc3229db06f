import CCPipeCore

/// One problem a validation rule found in a dataset.
package struct Finding: Hashable, Sendable {
    /// The longest message, key path or value a report shows of a finding,
    /// in characters: enough for any country name in any language (CLDR's
    /// longest is under 100), too short to carry pasted text or an attack.
    package static let messageLimit = 300

    package var ruleID: String
    package var severity: Severity
    /// The region code of the record, when known.
    package var code: String?
    /// The field the finding is about, named the same whatever the dataset
    /// calls it: `name`, `dial_code`, `code`, `flag`, or `name@<locale>` for a
    /// name in another language (as `--fields` writes it); nil when the
    /// finding is about a whole record or a key no field uses.
    package var field: String?
    /// The dataset's own key path for the value (`phone_code`, `name.common`,
    /// `translations.deu.common`), when the finding is about one value.
    package var keyPath: String?
    package var location: SourceLocation
    /// Other places the finding refers to, such as the first of two
    /// duplicates; kept out of `message` so the message stays the same when
    /// lines move.
    package var related: [RelatedLocation]
    package var message: String
    /// The value the reference expects, when there is one.
    package var expected: String?
    /// The value found.
    package var actual: String?

    package init(ruleID: String, severity: Severity, code: String?, field: String?, keyPath: String? = nil,
                location: SourceLocation, related: [RelatedLocation] = [],
                message: String, expected: String? = nil, actual: String? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.code = code
        self.field = field
        self.keyPath = keyPath
        self.location = location
        self.related = related
        self.message = message
        self.expected = expected
        self.actual = actual
    }
}

/// A place a finding refers to besides its own location, with what is there.
package struct RelatedLocation: Hashable, Sendable {
    package var location: SourceLocation
    /// What the place is, in a few words: `first record for DE`.
    package var note: String

    package init(_ location: SourceLocation, note: String) {
        self.location = location
        self.note = note
    }
}

package enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
    case notice, warning, error

    private var rank: Int {
        switch self {
        case .notice: 0
        case .warning: 1
        case .error: 2
        }
    }

    package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

extension Finding: Comparable {
    /// Reports list findings by location, then by rule, so output is stable.
    package static func < (lhs: Finding, rhs: Finding) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}
