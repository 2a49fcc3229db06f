import Testing
@testable import CCPipeValidate

/// What `DatasetFixer` looks up rather than searches for gives what the
/// searches gave: the repairs an edit gives way to, the repairs kept, and
/// a place's byte offset.
struct DatasetFixerScaleTests {
    private func ranges(_ count: Int, within size: Int, using generator: inout SeededGenerator) -> [Range<Int>] {
        (0..<count).map { _ in
            let start = Int.random(in: 0..<size, using: &generator)
            return start..<min(size, start + Int.random(in: 0...3, using: &generator))
        }
    }

    /// Random repairs and edits, insertions among them, many overlapping.
    @Test(arguments: 1...20)
    func repairsDisplaceWhatComparingEachPairDisplaces(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        let repairs = ranges(Int.random(in: 0...12, using: &generator), within: 30, using: &generator)
        let spans = DatasetFixer.RepairSpans(repairs)
        for edit in ranges(40, within: 30, using: &generator) {
            #expect(spans.displace(edit) == repairs.contains { DatasetFixer.RepairSpans.displaces($0, edit) }, "\(repairs) \(edit)")
        }
        // Each repair in order takes the place of the earlier ones it displaces.
        var kept = Array(repeating: true, count: repairs.count)
        for (later, repair) in repairs.enumerated() {
            for earlier in 0..<later where DatasetFixer.RepairSpans.displaces(repair, repairs[earlier]) { kept[earlier] = false }
        }
        #expect(DatasetFixer.RepairSpans.keptInOrder(repairs) == kept, "\(repairs)")
    }

    /// Places asked in any order, on lines of ASCII and of longer scalars,
    /// give the offsets counted from each line's start.
    @Test(arguments: 1...5)
    func aPlaceCountedOnFromTheLastIsThePlaceCountedFromItsLine(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        let pieces = ["a", "é", "😀", "\r\n", "\n", " ", "\u{301}"]
        let text = (0..<300).map { _ in pieces.randomElement(using: &generator)! }.joined()
        let bytes = Array(text.utf8)
        var index = LineIndex(bytes)
        for _ in 0..<500 {
            let line = Int.random(in: 0...8, using: &generator), column = Int.random(in: 0...40, using: &generator)
            var fresh = LineIndex(bytes)
            #expect(index.offset(line: line, column: column) == fresh.offset(line: line, column: column), "\(line):\(column)")
        }
    }
}
