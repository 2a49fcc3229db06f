import CCPipeCore
import CCPipeIngest
import CCPipeModel

/// A fix is made only when it makes the file strictly better: the fixed
/// file is validated again, and a fix that gives its record a finding it
/// did not have, raises the count of any rule, or gives a record the code
/// or dial code of another region's record is not made, but shown to a
/// person as a suggestion with the reason. (`FX` → `FR` beside a record
/// for `FR`; Bonaire's `5997` → Curaçao's `599`.)
package enum FixVerification {
    /// One side of the comparison: a dataset and what validating it found.
    package typealias Judged = (dataset: Dataset, result: ValidationResult)

    /// A fix not made, and why.
    package struct Rejection: Sendable, Equatable {
        package var edit: DatasetFixer.Edit
        package var reason: String
    }

    /// The edits of `edits` that `after` shows to make the file worse than
    /// `before`. Syntax repairs are never rejected: they change no value.
    package static func rejections(of edits: [DatasetFixer.Edit], before: Judged, after: Judged) -> [Rejection] {
        // The value edits by their position in `edits`, not copies: a million edits are about 100 MB.
        let values = edits.indices.filter { edits[$0].field != nil }
        guard !values.isEmpty else { return [] }
        guard before.dataset.records.count == after.dataset.records.count else {
            return values.map { Rejection(edit: edits[$0], reason: "the fixed file does not read as the same records") }
        }
        let recordsBefore = RecordPlaces(before.dataset), recordsAfter = RecordPlaces(after.dataset, namedBy: after.result.findings)
        var rejected: [SourceLocation: String] = [:]
        // Each value edit's record, in order of record: a pair of numbers an
        // edit, not a table of arrays (which took about 300 MB for a million).
        var edited: [(record: Int32, edit: Int32)] = []
        edited.reserveCapacity(values.count)
        for edit in values {
            guard let record = recordsBefore.record(at: edits[edit].location) else { continue }
            edited.append((Int32(record), Int32(edit)))
        }
        edited.sort { ($0.record, $0.edit) < ($1.record, $1.edit) }
        // A code or dial code another region's record already has.
        var merges = Merges(before: before.dataset, after: after.dataset, fields: Set(values.lazy.compactMap { edits[$0].field }))
        for (record, edit) in edited {
            if let reason = merges.reason(field: edits[Int(edit)].field, record: Int(record)) { rejected[edits[Int(edit)].location] = reason }
        }
        // A finding the record did not have.
        let had = recordsBefore.findings(before.result.findings), has = recordsAfter.findings(after.result.findings)
        var start = 0
        while start < edited.count {
            let record = Int(edited[start].record)
            var end = start + 1
            while end < edited.count, edited[end].record == edited[start].record { end += 1 }
            defer { start = end }
            let new = (has[record] ?? []).filter { found in !(had[record] ?? []).contains { $0.ruleID == found.ruleID && $0.field == found.field } }
            guard let first = new.first else { continue }
            for (_, edit) in edited[start..<end] where rejected[edits[Int(edit)].location] == nil {
                rejected[edits[Int(edit)].location] = "it would bring \(first.ruleID): \(first.message)"
            }
        }
        // A rule with more findings than before, which no record's edit explains.
        let countsBefore = counts(before.result), countsAfter = counts(after.result)
        for (rule, count) in countsAfter where count > countsBefore[rule, default: 0] {
            let explained = edited.contains { record, _ in (has[Int(record)] ?? []).contains { $0.ruleID == rule } }
            guard !explained else { continue }
            let field = after.result.findings.first { $0.ruleID == rule }?.field
            for index in values where rejected[edits[index].location] == nil && (field == nil || edits[index].field == field) {
                rejected[edits[index].location] = "it would raise the findings of \(rule) from \(countsBefore[rule, default: 0]) to \(count)"
            }
        }
        return values.compactMap { edit in rejected[edits[edit].location].map { Rejection(edit: edits[edit], reason: $0) } }
    }

    /// Each rule's findings, those past the caps included.
    private static func counts(_ result: ValidationResult) -> [String: Int] {
        var counts: [String: Int] = [:]
        for finding in result.findings { counts[finding.ruleID, default: 0] += 1 }
        for entry in result.omitted { counts[entry.ruleID, default: 0] += entry.summary.total }
        return counts
    }

    /// Which record each place of a dataset belongs to (the first record,
    /// when two share one). Kept as line and column in one sorted array, 16
    /// bytes a place, not a table of locations: a million records have
    /// four million places, which took about 200 MB a table, one for each
    /// side of the comparison.
    private struct RecordPlaces {
        private let file: String?
        private var places: [(place: UInt64, record: Int32)] = []

        /// - Parameter findings: when given, only the places they name are
        ///   kept (of the fixed file, only its findings' are looked up).
        init(_ dataset: Dataset, namedBy findings: [Finding]? = nil) {
            let file = dataset.records.first?.location.file
            self.file = file
            let wanted = findings.map { findings in Set(findings.flatMap(Self.places).filter { $0.file == file }.map(Self.key)) }
            places.reserveCapacity(wanted == nil ? dataset.records.count * 4 : 0)
            for record in dataset.records {
                let values = [record.name, record.dialCode, record.code, record.alpha3, record.flag, record.embeddedCode].compactMap { $0 }
                    + record.moreDialCodes + Array(record.localizedNames.values)
                for place in [record.location] + values.map(\.location) where place.file == file {
                    let key = Self.key(place)
                    if wanted?.contains(key) ?? true { places.append((key, Int32(record.index))) }
                }
            }
            places.sort { ($0.place, $0.record) < ($1.place, $1.record) }
        }

        /// The places a finding names: its own and those it refers to, and its folded ones'.
        private static func places(of finding: Finding) -> [SourceLocation] {
            ([finding] + finding.folded).flatMap { [$0.location] + $0.related.map(\.location) }
        }

        private static func key(_ location: SourceLocation) -> UInt64 { UInt64(location.storedLine) << 32 | UInt64(location.storedColumn) }

        func record(at location: SourceLocation) -> Int? {
            guard location.file == file else { return nil }
            let key = Self.key(location)
            var low = 0, high = places.count
            while low < high {
                let middle = (low + high) / 2
                if places[middle].place < key { low = middle + 1 } else { high = middle }
            }
            return low < places.count && places[low].place == key ? Int(places[low].record) : nil
        }

        /// The kinds of finding about each record: at its places, or
        /// naming one of them (the first of two duplicates), folded ones too.
        func findings(_ findings: [Finding]) -> [Int: [Finding]] {
            var byRecord: [Int: [Finding]] = [:]
            for finding in findings.flatMap({ [$0] + $0.folded }) {
                for place in [finding.location] + finding.related.map(\.location) {
                    guard let record = record(at: place) else { continue }
                    if !(byRecord[record] ?? []).contains(finding) { byRecord[record, default: []].append(finding) }
                }
            }
            return byRecord
        }
    }
}
