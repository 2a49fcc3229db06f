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
    /// Whether `expected` is one of several right answers, or a guess (the
    /// nearest known name), rather than the one certain fix: `fix` shows it
    /// as a suggestion and never writes it.
    package var needsJudgement = false
    /// How many records the finding speaks for: more than one for a way of
    /// writing several records share (`10 dial codes write '-' …`), said
    /// once at the first of them, the others in `related`.
    package var records = 1
    /// Findings of other rules about the same value, less specific than
    /// this one, folded into it (`FindingFolding`): reports show each as a
    /// note in `related`, and `fix` may still apply their fixes.
    package var folded: [Finding] = []

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

    /// What each severity means, the one definition every rule is held to;
    /// `ccpipe rules` prints them, and the README's copy is generated from it.
    package var definition: String {
        switch self {
        case .error:
            "wrong data: a value that is not true of its region or cannot be used (a dial code that reaches another region or none, a dissolved, unknown or repeated region, a missing or unreadable value)"
        case .warning:
            "inconsistent or risky: a value that departs from the references or from the rest of its file in a way a person should look at (an outdated or misspelt name, a dial code written otherwise than the file writes the others)"
        case .notice:
            "style: a value that is right but written another way than ccpipe writes it, a way of writing the whole file follows, said once, or something said for information"
        }
    }

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
