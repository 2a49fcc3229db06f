import CCPipeCore
import CCPipeModel

/// The rule catalog's verdicts on both sides of a change, matched up.
package struct FindingsDelta: Equatable, Sendable {
    /// Findings the new side has and the old side does not, at new-side locations.
    package var introduced: [Finding]
    /// Findings the old side has and the new side does not, at old-side locations.
    package var fixed: [Finding]
    /// Findings on both sides, at new-side locations.
    package var unchanged: [Finding]

    package init(introduced: [Finding] = [], fixed: [Finding] = [], unchanged: [Finding] = []) {
        self.introduced = introduced
        self.fixed = fixed
        self.unchanged = unchanged
    }

    /// Matches findings by `Finding.fingerprint`, one to one: a finding that
    /// appears twice on the new side and once on the old is once unchanged
    /// and once introduced.
    package init(old: [Finding], new: [Finding]) {
        var pending: [String: Int] = [:]
        for finding in old { pending[finding.fingerprint, default: 0] += 1 }
        var introduced: [Finding] = []
        var unchanged: [Finding] = []
        for finding in new.sorted() {
            let fingerprint = finding.fingerprint
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
            let fingerprint = finding.fingerprint
            if let count = pending[fingerprint], count > 0 {
                pending[fingerprint] = count - 1
                fixed.append(finding)
            }
        }
        self.init(introduced: introduced, fixed: fixed.reversed(), unchanged: unchanged)
    }

    package var introducedErrors: Int { introduced.count { $0.severity == .error } }
}
