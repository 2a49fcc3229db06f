import CCPipeIngest
import CCPipeModel

/// A record that repeats the region code of an earlier one, with how the two
/// differ; the uniqueness rules each report one kind of repeat.
struct RecordRepeat: Sendable {
    enum Kind: Sendable { case identical, otherDialCode, otherwise }

    var record: DatasetRecord
    var first: DatasetRecord
    var code: String
    var kind: Kind
}

/// Every record after the first of its code, in dataset order, made as a
/// rule walks them: what is kept is one position per record (the first
/// record with its code), so a dataset of many repeats costs a position
/// each here rather than a list of them. The firsts are found by sorting
/// positions by code, not through a table of codes, which for many
/// different codes would take several times that.
struct RecordRepeats: Sequence, Sendable {
    private let records: [DatasetRecord]
    private let regions: RecordRegions
    /// By record position: the position of the first record with its code,
    /// or -1 for a first record or one without a code.
    private let firstPositions: [Int32]

    init(in dataset: Dataset, regions: RecordRegions) {
        records = dataset.records
        self.regions = regions
        let records = dataset.records
        func code(_ position: Int32) -> String? { regions[records[Int(position)].index] }
        var byCode = records.indices.map { Int32($0) }.filter { code($0) != nil }
        byCode.sort { a, b in
            let codeA = code(a)!, codeB = code(b)!
            return codeA != codeB ? codeA < codeB : a < b
        }
        var firsts = [Int32](repeating: -1, count: records.count)
        var runStart = 0
        for offset in byCode.indices {
            if offset > 0, code(byCode[offset]) == code(byCode[runStart]) {
                firsts[Int(byCode[offset])] = byCode[runStart]
            } else {
                runStart = offset
            }
        }
        firstPositions = firsts
    }

    func makeIterator() -> Iterator { Iterator(repeats: self) }

    struct Iterator: IteratorProtocol {
        let repeats: RecordRepeats
        var position = 0

        mutating func next() -> RecordRepeat? {
            while position < repeats.firstPositions.count {
                defer { position += 1 }
                let firstPosition = Int(repeats.firstPositions[position])
                guard firstPosition >= 0 else { continue }
                let record = repeats.records[position], first = repeats.records[firstPosition]
                guard let code = repeats.regions[record.index] else { continue }
                let sameName = record.name?.text == first.name?.text
                let sameDial = record.dialCode?.text == first.dialCode?.text
                let kind: RecordRepeat.Kind = sameName && sameDial ? .identical : (!sameDial ? .otherDialCode : .otherwise)
                return RecordRepeat(record: record, first: first, code: code, kind: kind)
            }
            return nil
        }
    }
}
