import CCPipeCore
import CCPipeIngest
import CCPipeModel
import CCPipeReference
import CCPipeValidate

/// Compares two datasets record by record; see `DatasetDiff` for how records
/// are matched.
package enum DatasetDiffer {
    /// - Parameters:
    ///   - regions: each side's regions as validation resolved them
    ///     (`ValidationResult.regions`): a record without a code of its own,
    ///     keyed by alpha-3 code or by name, is matched by the region found
    ///     for it, as `build` files it under that region.
    ///   - replacements: deprecated code → its replacements, in
    ///     CLDR's order (`ReferenceData.territoryAliases`); used to tell a
    ///     recode such as `AN` → `CW` whose name changed as well.
    package static func diff(old: Dataset, new: Dataset, regions: (old: RecordRegions, new: RecordRegions) = (RecordRegions(), RecordRegions()),
                             replacements: [String: [String]] = [:]) -> DatasetDiff {
        let oldGroups = groupByCode(old.records, regions: regions.old)
        let newGroups = groupByCode(new.records, regions: regions.new)
        var diff = DatasetDiff()
        var removed: [DatasetRecord] = []
        var added: [DatasetRecord] = []

        for key in Set(oldGroups.byCode.keys).union(newGroups.byCode.keys).sorted(by: codeOrder) {
            let olds = (oldGroups.byCode[key] ?? []).map { old.records[$0] }
            let news = (newGroups.byCode[key] ?? []).map { new.records[$0] }
            for (oldRecord, newRecord) in zip(olds, news) {
                let fields = fieldChanges(oldRecord, newRecord, includingCode: true)
                if !fields.isEmpty {
                    diff.changed.append(RegionChange(code: key, record: regionRecord(newRecord, regions: regions.new), fields: fields))
                }
            }
            removed += olds.dropFirst(news.count)
            added += news.dropFirst(olds.count)
        }

        let recodes = RecodeDetector.pair(removed: removed, added: added, replacements: replacements,
                                          oldKey: { matchKey($0, regions: regions.old) }, newKey: { matchKey($0, regions: regions.new) })
        diff.recoded = recodes.map { pair in
            Recode(old: regionRecord(pair.old, regions: regions.old), new: regionRecord(pair.new, regions: regions.new), reason: pair.reason,
                   fields: fieldChanges(pair.old, pair.new, includingCode: false))
        }
        let recodedOld = Set(recodes.map(\.old.index))
        let recodedNew = Set(recodes.map(\.new.index))
        diff.removed = removed.filter { !recodedOld.contains($0.index) }.map { regionRecord($0, regions: regions.old) }
        diff.added = added.filter { !recodedNew.contains($0.index) }.map { regionRecord($0, regions: regions.new) }

        let oldWithoutCode = oldGroups.withoutCode.map { old.records[$0] }, newWithoutCode = newGroups.withoutCode.map { new.records[$0] }
        (diff.unmatchedOld, diff.unmatchedNew) = unmatched(oldWithoutCode, newWithoutCode)
        return diff
    }

    /// The key records are matched by: the code, trimmed and upper-cased,
    /// else the region validation found for the record; nil for neither.
    static func matchKey(_ record: DatasetRecord, regions: RecordRegions) -> String? {
        guard let code = writtenCode(record) ?? regions[record.index] else { return nil }
        return code.uppercased()
    }

    /// The record's code as written, trimmed; nil when it has no usable one.
    private static func writtenCode(_ record: DatasetRecord) -> String? {
        guard let code = record.code?.string?.trimmingWhitespace, !code.isEmpty else { return nil }
        return code
    }

    /// The positions of the records by key, and of those without one: a
    /// copy of each record took a dataset of 1,000,000 about 128 MB more.
    private static func groupByCode(_ records: [DatasetRecord], regions: RecordRegions)
        -> (byCode: [String: [Int]], withoutCode: [Int]) {
        var byCode: [String: [Int]] = [:]
        var withoutCode: [Int] = []
        for (position, record) in records.enumerated() {
            if let key = matchKey(record, regions: regions) { byCode[key, default: []].append(position) } else { withoutCode.append(position) }
        }
        return (byCode, withoutCode)
    }

    /// Records without a code cancel out against an equal record of the
    /// other side: each old one, in order, against the first equal new one
    /// left. Equal records are found by the hash of their values
    /// (`RecordValues`), then told by the values, not by comparing every old
    /// record with every new one (two files of 20,000 records without codes
    /// took 19 s); a new record takes 16 bytes in the table, not a copy of its values.
    private static func unmatched(_ olds: [DatasetRecord], _ news: [DatasetRecord]) -> ([RegionRecord], [RegionRecord]) {
        var byHash = news.indices.map { (hash: RecordValues(news[$0]).hashValue, position: $0) }
        byHash.sort { ($0.hash, $0.position) < ($1.hash, $1.position) }
        var matched = Array(repeating: false, count: news.count)
        // At the start of each run of a hash: how many of its first entries are matched.
        var runMatched = Array(repeating: Int32(0), count: news.count)
        var leftOld: [DatasetRecord] = []
        for record in olds {
            let values = RecordValues(record), hash = values.hashValue
            var low = 0, high = byHash.count
            while low < high {
                let middle = (low + high) / 2
                if byHash[middle].hash < hash { low = middle + 1 } else { high = middle }
            }
            let run = low
            var entry = run < byHash.count ? run + Int(runMatched[run]) : run
            while entry < byHash.count, byHash[entry].hash == hash,
                  matched[byHash[entry].position] || RecordValues(news[byHash[entry].position]) != values {
                entry += 1
            }
            guard entry < byHash.count, byHash[entry].hash == hash else {
                leftOld.append(record)
                continue
            }
            matched[byHash[entry].position] = true
            var first = run + Int(runMatched[run])
            while first < byHash.count, byHash[first].hash == hash, matched[byHash[first].position] { first += 1 }
            runMatched[run] = Int32(first - run)
        }
        let remainingNew = news.indices.filter { !matched[$0] }.map { news[$0] }
        return (leftOld.map { regionRecord($0, regions: RecordRegions()) }, remainingNew.map { regionRecord($0, regions: RecordRegions()) })
    }

    /// What `fieldChanges` compares of a record with its code: two records
    /// have no field changes exactly when these are equal.
    private struct RecordValues: Hashable {
        var name: DiffValue?
        var dialCode: DiffValue?
        var code: DiffValue?
        var localizedNames: [NameField: DiffValue]

        init(_ record: DatasetRecord) {
            name = record.name.map(DiffValue.init)
            dialCode = record.dialCode.map(DiffValue.init)
            code = record.code.map(DiffValue.init)
            localizedNames = record.localizedNames.mapValues(DiffValue.init)
        }
    }

    /// Fields in a fixed order: name, dial code, code, then localized names by
    /// locale and form (`name_ru`, `name_en_full`).
    static func fieldChanges(_ old: DatasetRecord, _ new: DatasetRecord, includingCode: Bool) -> [FieldChange] {
        var pairs: [(String, FieldValue?, FieldValue?)] = [("name", old.name, new.name), ("dial_code", old.dialCode, new.dialCode)]
        if includingCode { pairs.append(("code", old.code, new.code)) }
        for field in Set(old.localizedNames.keys).union(new.localizedNames.keys).sorted() {
            // A second name field in the names' own language is named by its key (`countries`).
            let key = (old.localizedNames[field] ?? new.localizedNames[field]).map { String($0.key.prefix { $0 != "[" && $0 != "." }) }
            let label = !field.hasLocale ? key ?? "name" : field.form.map { "name_\(field.locale)_\($0.rawValue)" } ?? "name_\(field.locale)"
            pairs.append((label, old.localizedNames[field], new.localizedNames[field]))
        }
        return pairs.compactMap { field, oldValue, newValue in
            let before = oldValue.map(DiffValue.init), after = newValue.map(DiffValue.init)
            return before == after ? nil : FieldChange(field: field, old: before, new: after)
        }
    }

    /// A record without a code of its own shows the region validation found for it.
    static func regionRecord(_ record: DatasetRecord, regions: RecordRegions) -> RegionRecord {
        RegionRecord(code: writtenCode(record) ?? regions[record.index], name: record.name.map(DiffValue.init),
                     dialCode: record.dialCode.map(DiffValue.init), location: record.location)
    }

    /// Byte order, so reports never depend on the machine's locale.
    static func codeOrder(_ lhs: String, _ rhs: String) -> Bool {
        lhs.precedesInUTF8(rhs)
    }
}
