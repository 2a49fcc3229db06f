/// The rule catalog's verdicts on both sides of a change, matched up.
public struct FindingsDelta: Equatable, Sendable {
    /// Findings the new side has and the old side does not, at new-side locations.
    public var introduced: [Finding]
    /// Findings the old side has and the new side does not, at old-side locations.
    public var fixed: [Finding]
    /// Findings on both sides, at new-side locations.
    public var unchanged: [Finding]

    public init(introduced: [Finding] = [], fixed: [Finding] = [], unchanged: [Finding] = []) {
        self.introduced = introduced
        self.fixed = fixed
        self.unchanged = unchanged
    }

    /// Matches findings by `FindingFingerprint`, one to one: a finding that
    /// appears twice on the new side and once on the old is once unchanged
    /// and once introduced.
    public init(old: [Finding], new: [Finding]) {
        var pending: [FindingFingerprint: Int] = [:]
        for finding in old { pending[FindingFingerprint(finding), default: 0] += 1 }
        var introduced: [Finding] = []
        var unchanged: [Finding] = []
        for finding in new.sorted() {
            let fingerprint = FindingFingerprint(finding)
            if let count = pending[fingerprint], count > 0 {
                pending[fingerprint] = count - 1
                unchanged.append(finding)
            } else {
                introduced.append(finding)
            }
        }
        var fixed: [Finding] = []
        // The old side's leftovers are the fixed ones; the last occurrences
        // of a fingerprint are taken, as the earlier ones matched first.
        for finding in old.sorted().reversed() {
            let fingerprint = FindingFingerprint(finding)
            if let count = pending[fingerprint], count > 0 {
                pending[fingerprint] = count - 1
                fixed.append(finding)
            }
        }
        self.init(introduced: introduced, fixed: fixed.reversed(), unchanged: unchanged)
    }

    public var introducedErrors: Int { introduced.count { $0.severity == .error } }
}

/// What makes two findings the same across a change: the rule, the region,
/// the field and the message with line and column numbers blanked, since
/// those move whenever lines are added above.
public struct FindingFingerprint: Hashable, Sendable {
    public var ruleID: String
    public var code: String?
    public var field: String?
    public var message: String

    public init(_ finding: Finding) {
        ruleID = finding.ruleID
        code = finding.code
        field = finding.field
        message = Self.withoutPositions(finding.message)
    }

    /// `line 12` → `line #`, `12:5` → `#:#`; other numbers (dial codes) stay.
    public static func withoutPositions(_ message: String) -> String {
        var out = ""
        var scalars = Array(message.unicodeScalars)[...]
        func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
        while let scalar = scalars.first {
            if out.hasSuffix("line "), isDigit(scalar) {
                scalars = scalars.drop(while: isDigit)
                out += "#"
                continue
            }
            if isDigit(scalar), !(out.unicodeScalars.last.map(isDigit) ?? false), !out.hasSuffix("+") {
                let number = scalars.prefix(while: isDigit)
                let rest = scalars.dropFirst(number.count)
                if rest.first == ":", let next = rest.dropFirst().first, isDigit(next) {
                    scalars = rest.dropFirst().drop(while: isDigit)
                    out += "#:#"
                    continue
                }
            }
            out.unicodeScalars.append(scalar)
            scalars = scalars.dropFirst()
        }
        return out
    }
}
