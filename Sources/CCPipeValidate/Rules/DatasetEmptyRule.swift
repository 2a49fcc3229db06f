import CCPipeCore
import CCPipeModel

/// A dataset with no records at all.
package struct DatasetEmptyRule: ListingRule {
    package static let description = RuleDescription(
        id: "dataset-empty", severity: .error,
        summary: "the dataset has no records",
        rationale: "An empty list is an export that went wrong, not a dataset; a picker built from it offers no country, and 'build' would replace good outputs with empty ones.",
        passing: [.record(name: "Afghanistan", dialCode: "+93", code: "AF")],
        triggering: [RuleExample("[]"), RuleExample(#"{"countries": []}"#)])

    package init() {}

    package func findings(in context: ValidationContext) -> [Finding] {
        guard context.dataset.records.isEmpty else { return [] }
        return [finding("the dataset has no records", at: SourceLocation(file: context.dataset.file, line: 1, column: 1),
                        code: nil, field: nil)]
    }
}
