import CCPipeCore
import CCPipeModel

/// What judging one dataset under another reference (`diff
/// --base-reference`) says beyond its findings and its pickers: the base
/// reference, the region codes that become valid or invalid, and the
/// project's locales that only one of the two references has. The report's
/// `reference` names the other side's.
package struct ReferenceUpdate: Equatable, Sendable {
    /// How the report names the base reference, with its CLDR release
    /// (`/usr/share/unicode/cldr/common (CLDR 41)`).
    package var base: String
    /// Codes whose status changes to or from `regular`, the one status
    /// `code-validity` accepts: the dataset's own regions first, then the others.
    package var validity: [ValidityChange]
    /// Locales the project builds that only the new reference has: their
    /// pickers have nothing to be compared with.
    package var localesAdded: [String]
    /// Locales the project builds that the new reference lacks: `build`
    /// would refuse them.
    package var localesRemoved: [String]

    package init(base: String, validity: [ValidityChange] = [], localesAdded: [String] = [], localesRemoved: [String] = []) {
        self.base = base
        self.validity = validity
        self.localesAdded = localesAdded
        self.localesRemoved = localesRemoved
    }

    /// A region code that `code-validity` accepts under one reference and not the other.
    package struct ValidityChange: Equatable, Sendable {
        package var code: String
        /// `validity/region.xml`'s status; nil where the reference does not list the code.
        package var old: RegionStatus?
        package var new: RegionStatus?
        /// Whether a record of the dataset is of this region.
        package var inDataset: Bool

        package init(code: String, old: RegionStatus?, new: RegionStatus?, inDataset: Bool) {
            self.code = code
            self.old = old
            self.new = new
            self.inDataset = inDataset
        }

        package var becomesValid: Bool { new == .regular }
    }

    /// The two-letter codes (the only ones `code-validity` can accept, at
    /// most 676 whatever a tree lists) either reference lists whose status
    /// changes to or from `regular`. `dataset` and `regions` say which are
    /// the dataset's (its codes, and the regions validation found for
    /// records without one, under either reference).
    package static func validityChanges(old: [String: RegionStatus], new: [String: RegionStatus], dataset: Dataset,
                                        regions: [RecordRegions]) -> [ValidityChange] {
        var own: Set<String> = []
        for side in regions {
            for record in dataset.records { if let key = DatasetDiffer.matchKey(record, regions: side) { own.insert(key) } }
        }
        let codes = Set(old.keys).union(new.keys).filter { RegionCode.isWellFormed($0) && (old[$0] == .regular) != (new[$0] == .regular) }
        return codes.map { ValidityChange(code: $0, old: old[$0], new: new[$0], inDataset: own.contains($0)) }
            .sorted { $0.inDataset != $1.inDataset ? $0.inDataset : $0.code.precedesInUTF8($1.code) }
    }
}
