import CCPipeModel

/// The corrections the outputs take (`OutputCorrection`), found by record
/// and field. They are kept once, in one array, with their positions in
/// record order beside them: a table of each record's corrections by field
/// took about 330 bytes a record, 330 MB for a dataset of 1,000,000
/// records with a correction each, held for as long as a build's rows.
struct RecordCorrections {
    private let corrections: [OutputCorrection]
    /// Positions into `corrections`, by record, then by position.
    private let order: [Int]

    init(_ corrections: [OutputCorrection]) {
        self.corrections = corrections
        // Already in record order, as validation makes them, unless given otherwise.
        let sorted = zip(corrections.indices.dropFirst(), corrections.indices).allSatisfy { corrections[$0].record >= corrections[$1].record }
        order = sorted ? Array(corrections.indices)
            : corrections.indices.sorted { (corrections[$0].record, $0) < (corrections[$1].record, $1) }
    }

    /// The corrections of one record.
    struct Fixes {
        fileprivate let corrections: [OutputCorrection]
        fileprivate let positions: ArraySlice<Int>

        /// The record's correction of `field`: the last given, as a table by field would keep.
        subscript(field: String) -> OutputCorrection? {
            positions.last { corrections[$0].field == field }.map { corrections[$0] }
        }
    }

    /// The corrections of the record at `record`.
    func of(record: Int) -> Fixes {
        var low = 0, high = order.count
        while low < high {
            let middle = (low + high) / 2
            if corrections[order[middle]].record < record { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < order.count, corrections[order[end]].record == record { end += 1 }
        return Fixes(corrections: corrections, positions: order[low..<end])
    }
}
