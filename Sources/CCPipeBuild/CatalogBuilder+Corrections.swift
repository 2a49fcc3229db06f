import CCPipeModel

extension CatalogBuilder.PreparedDataset {
    /// The corrections of each record, by field, found by a search of the
    /// corrections in order of record: a table of tables took about 350
    /// bytes a record of a dataset with a correction each (one of unknown codes).
    struct CorrectionsByRecord {
        private let corrections: [OutputCorrection]
        /// Positions in `corrections`, by record, then as given.
        private let order: [Int]

        init(_ corrections: [OutputCorrection]) {
            self.corrections = corrections
            order = corrections.indices.sorted { (corrections[$0].record, $0) < (corrections[$1].record, $1) }
        }

        /// The record's corrections by field; the last given for a field.
        func fixes(of record: Int) -> [String: OutputCorrection] {
            var low = 0, high = order.count
            while low < high {
                let middle = (low + high) / 2
                if corrections[order[middle]].record < record { low = middle + 1 } else { high = middle }
            }
            var fixes: [String: OutputCorrection] = [:]
            while low < order.count, corrections[order[low]].record == record {
                fixes[corrections[order[low]].field] = corrections[order[low]]
                low += 1
            }
            return fixes
        }
    }
}
