/// A record that repeats the region code of an earlier one, with how the two
/// differ; the uniqueness rules each report one kind of repeat.
struct RecordRepeat: Sendable {
    enum Kind: Sendable { case identical, otherDialCode, otherwise }

    var record: DatasetRecord
    var code: String
    var first: DatasetRecord
    var kind: Kind

    /// Every record after the first of its code, in dataset order.
    static func all(in dataset: Dataset, regions: [Int: String]) -> [RecordRepeat] {
        var firsts: [String: DatasetRecord] = [:]
        var repeats: [RecordRepeat] = []
        for record in dataset.records {
            guard let code = regions[record.index] else { continue }
            guard let first = firsts[code] else {
                firsts[code] = record
                continue
            }
            let sameName = record.name?.text == first.name?.text
            let sameDial = record.dialCode?.text == first.dialCode?.text
            let kind: Kind = sameName && sameDial ? .identical : (!sameDial ? .otherDialCode : .otherwise)
            repeats.append(RecordRepeat(record: record, code: code, first: first, kind: kind))
        }
        return repeats
    }
}
