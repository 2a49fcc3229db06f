import CCPipeModel

/// The project file's accepted entries, found by what a finding says instead
/// of by trying each entry in turn: a project file is the pull request's, and
/// entries tried against as many findings (each unused entry is one) take
/// time that grows as the square of their number. An entry leaves each of `code`, `field` and `actual` unset
/// (any value) or set (that value), so it is filed under the rule and the
/// values it sets; a finding is looked up under each combination of set
/// values that the rule's entries use, at most eight.
package struct AcceptanceIndex {
    private struct Key: Hashable {
        var rule: String
        /// Which of code, field and actual the entry sets: bits 1, 2 and 4.
        var sets: UInt8
        var code: String?
        var field: String?
        var actual: String?
    }

    /// The entries under each key, in the order the project file lists them.
    private var entries: [Key: [Int]] = [:]
    /// The combinations of set values each rule's entries use.
    private var combinations: [String: [UInt8]] = [:]

    package init(_ accepted: [Configuration.Acceptance]) {
        for (index, entry) in accepted.enumerated() {
            let sets: UInt8 = (entry.code != nil ? 1 : 0) | (entry.field != nil ? 2 : 0) | (entry.actual != nil ? 4 : 0)
            entries[Key(rule: entry.rule, sets: sets, code: entry.code, field: entry.field, actual: entry.actual), default: []].append(index)
            if !combinations[entry.rule, default: []].contains(sets) { combinations[entry.rule, default: []].append(sets) }
        }
    }

    /// The first entry that accepts `finding`, as `Acceptance.accepts` would
    /// find it trying them in order.
    package func first(accepting finding: Finding) -> Int? {
        var first: Int?
        for key in keys(of: finding) {
            if let index = entries[key]?.first, index < first ?? .max { first = index }
        }
        return first
    }

    /// For each entry, whether any of `findings` matches it.
    package func matched(by findings: [Finding], count: Int) -> [Bool] {
        var matched = Array(repeating: false, count: count)
        var seen: Set<Key> = []
        for finding in findings {
            for key in keys(of: finding) where seen.insert(key).inserted {
                for index in entries[key] ?? [] { matched[index] = true }
            }
        }
        return matched
    }

    /// Where entries that accept `finding` are filed.
    private func keys(of finding: Finding) -> [Key] {
        (combinations[finding.ruleID] ?? []).map { sets in
            Key(rule: finding.ruleID, sets: sets, code: sets & 1 != 0 ? finding.code : nil,
                field: sets & 2 != 0 ? finding.field : nil, actual: sets & 4 != 0 ? finding.actual : nil)
        }
    }
}
