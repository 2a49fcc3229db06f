extension DatasetFixer {
    /// Which edits syntax repairs take the place of, without comparing each
    /// repair with every edit: a file with a repair on each of 64,000 records
    /// compared about two thousand million pairs. A repair displaces an edit
    /// it overlaps, or an insertion inside it.
    struct RepairSpans {
        /// The repairs that are not insertions, by where they start, and
        /// the furthest any of them up to each reaches.
        private var starts: [Int] = [], reach: [Int] = []

        init(_ repairs: [Range<Int>]) {
            let spans = repairs.filter { !$0.isEmpty }.sorted { $0.lowerBound < $1.lowerBound }
            starts = spans.map(\.lowerBound)
            var furthest = Int.min
            reach = spans.map { span in
                furthest = max(furthest, span.upperBound)
                return furthest
            }
        }

        /// Whether `repair` displaces `edit`.
        static func displaces(_ repair: Range<Int>, _ edit: Range<Int>) -> Bool {
            edit.overlaps(repair) || (edit.isEmpty && repair.contains(edit.lowerBound))
        }

        /// Whether any of the repairs displaces `edit`: one starts before it
        /// ends (an insertion's end taken one byte on) and reaches past its start.
        func displace(_ edit: Range<Int>) -> Bool {
            let end = edit.isEmpty ? edit.lowerBound + 1 : edit.upperBound
            var low = 0, high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] < end { low = middle + 1 } else { high = middle }
            }
            return low > 0 && reach[low - 1] > edit.lowerBound
        }

        /// Of repairs in the order found, those no later one displaces. Only
        /// repairs that reach into one another can, so they are compared
        /// within each such run of them, in order, and no further.
        static func keptInOrder(_ repairs: [Range<Int>]) -> [Bool] {
            var kept = Array(repeating: true, count: repairs.count)
            // By start, those that are not insertions first: an insertion at
            // a repair's start is inside it.
            let order = repairs.indices.sorted {
                (repairs[$0].lowerBound, repairs[$0].isEmpty ? 1 : 0, $0) < (repairs[$1].lowerBound, repairs[$1].isEmpty ? 1 : 0, $1)
            }
            var run: [Int] = [], furthest = Int.min
            func settle() {
                guard run.count > 1 else { return }
                let found = run.sorted()
                for (position, later) in found.enumerated() {
                    for earlier in found[..<position] where displaces(repairs[later], repairs[earlier]) { kept[earlier] = false }
                }
            }
            for repair in order {
                if !run.isEmpty, repairs[repair].lowerBound >= furthest {
                    settle()
                    run = []
                    furthest = Int.min
                }
                run.append(repair)
                if !repairs[repair].isEmpty { furthest = max(furthest, repairs[repair].upperBound) }
            }
            settle()
            return kept
        }
    }
}
