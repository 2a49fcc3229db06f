import CCPipeCore
import CCPipeModel

/// A CSV or TSV row whose cells do not line up with the header: usually a
/// name with the delimiter in it that was not quoted ("Korea, Republic of").
package struct CSVRowWidthRule: ValidationRule {
    package static let description = RuleDescription(
        id: "csv-row-width", severity: .error,
        summary: "a CSV or TSV row has more or fewer cells than the header row",
        rationale: "When a row's cells do not line up with the header, each value after the mismatch lands in the wrong column, and other programs split the row differently.",
        passing: [RuleExample("name,dial_code,code\n\"Korea, Republic of\",+82,KR\n")],
        triggering: [RuleExample("name,dial_code,code\nKorea, Republic of,+82,KR\n"),
                     RuleExample("name,dial_code,code\nAfghanistan,+93\n")])

    package init() {}

    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        guard !context.dataset.raggedRows.isEmpty else { return }
        // Each row's record found once, not searched for per row.
        var recordAt: [SourceLocation: Int] = [:]
        for (index, record) in context.dataset.records.enumerated() where recordAt[record.location] == nil { recordAt[record.location] = index }
        forEach(context.dataset.raggedRows, report: report) { row in
            let record = recordAt[row.location].map { context.dataset.records[$0] }
            let effect = row.cells > row.headerCells
                ? "cells beyond column \(row.headerCells) are not read" : "the missing cells are missing fields"
            return finding("row has \(row.cells) cells, the header has \(row.headerCells); \(effect)",
                           at: row.location, code: record.flatMap { context.code(of: $0) }, field: nil)
        }
    }
}
