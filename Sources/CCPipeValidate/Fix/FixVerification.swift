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
        let values = edits.filter { $0.field != nil }
        guard !values.isEmpty else { return [] }
        guard before.dataset.records.count == after.dataset.records.count else {
            return values.map { Rejection(edit: $0, reason: "the fixed file does not read as the same records") }
        }
        let recordsBefore = RecordPlaces(before.dataset), recordsAfter = RecordPlaces(after.dataset)
        var rejected: [SourceLocation: String] = [:]
        var edited: [Int: [DatasetFixer.Edit]] = [:]
        for edit in values {
            guard let record = recordsBefore.record(at: edit.location) else { continue }
            edited[record, default: []].append(edit)
        }
        // A code or dial code another region's record already has.
        for (record, recordEdits) in edited {
            for edit in recordEdits {
                if let reason = merge(edit, record: record, before: before.dataset, after: after.dataset) { rejected[edit.location] = reason }
            }
        }
        // A finding the record did not have.
        let had = recordsBefore.findings(before.result.findings), has = recordsAfter.findings(after.result.findings)
        for (record, recordEdits) in edited {
            let new = (has[record] ?? []).filter { found in !(had[record] ?? []).contains { $0.ruleID == found.ruleID && $0.field == found.field } }
            guard let first = new.first else { continue }
            for edit in recordEdits where rejected[edit.location] == nil {
                rejected[edit.location] = "it would bring \(first.ruleID): \(first.message)"
            }
        }
        // A rule with more findings than before, which no record's edit explains.
        let countsBefore = counts(before.result), countsAfter = counts(after.result)
        for (rule, count) in countsAfter where count > countsBefore[rule, default: 0] {
            let explained = edited.contains { record, _ in (has[record] ?? []).contains { $0.ruleID == rule } }
            guard !explained else { continue }
            let field = after.result.findings.first { $0.ruleID == rule }?.field
            for edit in values where rejected[edit.location] == nil && (field == nil || edit.field == field) {
                rejected[edit.location] = "it would raise the findings of \(rule) from \(countsBefore[rule, default: 0]) to \(count)"
            }
        }
        return values.compactMap { edit in rejected[edit.location].map { Rejection(edit: edit, reason: $0) } }
    }

    /// Why `edit` merges its record with another region's, if it does.
    private static func merge(_ edit: DatasetFixer.Edit, record: Int, before: Dataset, after: Dataset) -> String? {
        let fixed = after.records[record], original = before.records[record]
        switch edit.field {
        case "code":
            guard let code = fixed.code?.string?.trimmingWhitespace.uppercased() else { return nil }
            let other = after.records.first { $0.index != record && $0.code?.string?.trimmingWhitespace.uppercased() == code }
            guard let other, before.records[other.index].code?.string?.trimmingWhitespace.uppercased() != original.code?.string?.trimmingWhitespace.uppercased() else { return nil }
            return "it would make two records share the code \(code) (the other at \(other.location.line):\(other.location.column))"
        case "dial_code":
            guard let digits = fixed.dialCode?.string.flatMap({ DialCodeText($0).digits }) else { return nil }
            let region = fixed.code?.string?.trimmingWhitespace.uppercased()
            let digitsBefore = original.dialCode?.string.flatMap { DialCodeText($0).digits }
            let other = after.records.first { other in
                other.index != record && other.code?.string?.trimmingWhitespace.uppercased() != region
                    && other.dialCode?.string.flatMap({ DialCodeText($0).digits }) == digits
                    && before.records[other.index].dialCode?.string.flatMap({ DialCodeText($0).digits }) != digitsBefore
            }
            guard let other else { return nil }
            return "it would give \(region ?? "the record") the dial code of \(other.code?.string ?? "another record") (+\(digits))"
        default:
            return nil
        }
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

        init(_ dataset: Dataset) {
            file = dataset.records.first?.location.file
            places.reserveCapacity(dataset.records.count * 4)
            for record in dataset.records {
                let values = [record.name, record.dialCode, record.code, record.alpha3, record.flag, record.embeddedCode].compactMap { $0 }
                    + record.moreDialCodes + Array(record.localizedNames.values)
                for place in [record.location] + values.map(\.location) where place.file == file {
                    places.append((Self.key(place), Int32(record.index)))
                }
            }
            places.sort { ($0.place, $0.record) < ($1.place, $1.record) }
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
