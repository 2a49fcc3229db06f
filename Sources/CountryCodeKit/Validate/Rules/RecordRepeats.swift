/// A record that repeats the region code of an earlier one, with how the two
/// differ; the uniqueness rules each report one kind of repeat.
struct RecordRepeat: Sendable {
    enum Kind: Sendable { case identical, otherDialCode, otherwise }

    /// The dataset's records, shared rather than copied: a dataset of
    /// repeats would otherwise hold every record twice more.
    private let records: [DatasetRecord]
    private let recordPosition: Int
    private let firstPosition: Int
    var code: String
    var kind: Kind

    var record: DatasetRecord { records[recordPosition] }
    var first: DatasetRecord { records[firstPosition] }

    /// Every record after the first of its code, in dataset order.
    static func all(in dataset: Dataset, regions: [Int: String]) -> [RecordRepeat] {
        var firsts: [String: Int] = [:]
        var repeats: [RecordRepeat] = []
        let records = dataset.records
        for (position, record) in records.enumerated() {
            guard let code = regions[record.index] else { continue }
            guard let firstPosition = firsts[code] else {
                firsts[code] = position
                continue
            }
            let first = records[firstPosition]
            let sameName = record.name?.text == first.name?.text
            let sameDial = record.dialCode?.text == first.dialCode?.text
            let kind: Kind = sameName && sameDial ? .identical : (!sameDial ? .otherDialCode : .otherwise)
            repeats.append(RecordRepeat(records: records, recordPosition: position, firstPosition: firstPosition, code: code, kind: kind))
        }
        return repeats
    }
}
