/// The region code of each record, by the record's index (its position in
/// the dataset), or nil. Stored as one slot per record rather than a
/// dictionary, which takes several times the memory.
package struct RecordRegions: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    private var codes: [String?]

    /// Room for `count` records, none with a region yet.
    package init(count: Int = 0) {
        codes = Array(repeating: nil, count: count)
    }

    package init(dictionaryLiteral elements: (Int, String)...) {
        self.init(count: (elements.map(\.0).max() ?? -1) + 1)
        for (index, code) in elements { self[index] = code }
    }

    package subscript(index: Int) -> String? {
        get { codes.indices.contains(index) ? codes[index] : nil }
        set {
            guard index >= 0 else { return }
            if index >= codes.count {
                guard newValue != nil else { return }
                codes += Array(repeating: nil, count: index + 1 - codes.count)
            }
            codes[index] = newValue
        }
    }

    /// Every region given, once each: as small as the regions are few.
    package var distinctValues: Set<String> {
        var distinct = Set<String>()
        for case let code? in codes { distinct.insert(code) }
        return distinct
    }

    package var isEmpty: Bool { !codes.contains { $0 != nil } }
}
