import CCPipeCore
import CCPipeModel

extension DatasetFixer {
    /// The safe fixes of a check's findings, one a place, gathered as the
    /// findings come (`Validator.validate(keepingFixable:)`): what an edit
    /// needs of its finding, not the finding. A million findings kept
    /// whole until their fixes were chosen took about 350 MB, and a table
    /// of the choices 130 MB more.
    package struct Plan: Sendable {
        struct Fix: Sendable {
            var location: SourceLocation
            var ruleID: String
            /// The field of the finding it fixes, and the region of its record.
            var field: String?
            var code: String?
            /// The value to write.
            var value: String
            /// Its rule's (`SafeFixes.precedence`), and its place among the fixes found.
            fileprivate var precedence: Int
            fileprivate var order: Int
        }

        /// In order of place, once `finish` has chosen among those of one place.
        private(set) var fixes: [Fix] = []
        /// The places of the syntax findings, whose repairs the dataset holds.
        private(set) var syntax: Set<SourceLocation> = []
        /// A value assembled from several members (`idd.root` + `idd.suffixes`)
        /// has no single literal to rewrite.
        private let composite: Set<SourceLocation>

        /// - Parameter dataset: the dataset the findings will be about.
        package init(_ dataset: Dataset) {
            var composite = Set<SourceLocation>()
            for record in dataset.records {
                for case let value? in [record.name, record.dialCode, record.code] where value.key.contains("+") {
                    composite.insert(value.location)
                }
            }
            self.composite = composite
        }

        /// The finding's fix, and its folded ones' (less specific findings
        /// about the same value, or a group's records): a fix that needs
        /// judgement is a person's to make.
        package mutating func add(_ finding: Finding) {
            if finding.ruleID == JSONSyntaxRule.description.id { syntax.insert(finding.location) }
            for finding in [finding] + finding.folded where !composite.contains(finding.location)
                && !finding.needsJudgement && finding.records == 1 {
                guard let value = SafeFixes.value(for: finding), let precedence = SafeFixes.precedence(of: finding.ruleID) else { continue }
                fixes.append(Fix(location: finding.location, ruleID: finding.ruleID, field: finding.field, code: finding.code,
                                 value: value, precedence: precedence, order: fixes.count))
            }
        }

        /// One fix a place, once every finding is added: the rule that
        /// comes first (`SafeFixes.precedence`), of two alike the first found.
        package mutating func finish() {
            fixes.sort { ($0.location, $0.precedence, $0.order) < ($1.location, $1.precedence, $1.order) }
            var kept = 0
            for fix in fixes.indices where kept == 0 || fixes[fix].location != fixes[kept - 1].location {
                fixes[kept] = fixes[fix]
                kept += 1
            }
            fixes.removeLast(fixes.count - kept)
        }
    }
}
