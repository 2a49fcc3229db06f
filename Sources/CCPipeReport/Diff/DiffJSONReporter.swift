import CCPipeBuild
import CCPipeCore
import CCPipeDiff
import CCPipeIngest
import CCPipeModel
import CCPipeValidate

/// The machine-readable diff report. Keys come in a fixed order:
/// `old`, `new`, `reference`, `reference_update` (null but for one dataset
/// under two references), `introduced_errors`, `data_changed`, `added`, `removed`,
/// `changed`, `recoded`, `unmatched`, `findings` (`introduced`, `fixed`,
/// `unchanged`), `outputs`. The manual (Diff.md) documents each.
package enum DiffJSONReporter {
    package static func render(_ report: DiffReport) -> String {
        JSONOutput.object([
            ("old", side(report.old)),
            ("new", side(report.new)),
            ("reference", .string(report.reference)),
            ("reference_update", report.referenceUpdate.map(referenceUpdate) ?? .null),
            ("introduced_errors", .int(report.introducedErrors)),
            ("data_changed", .bool(!report.data.isEmpty)),
            ("added", .array(report.data.added.map(region))),
            ("removed", .array(report.data.removed.map(region))),
            ("changed", .array(report.data.changed.map { change in
                .object([("code", .string(change.code)), ("record", region(change.record)), ("fields", fields(change.fields))])
            })),
            ("recoded", .array(report.data.recoded.map { recode in
                .object([
                    ("old_code", .string(recode.old.code)), ("new_code", .string(recode.new.code)),
                    ("reason", .string(recode.reason.rawValue)),
                    ("old", region(recode.old)), ("new", region(recode.new)), ("fields", fields(recode.fields)),
                ])
            })),
            ("unmatched", .object([
                ("old", .array(report.data.unmatchedOld.map(region))),
                ("new", .array(report.data.unmatchedNew.map(region))),
            ])),
            ("findings", .object([
                ("introduced", .array(report.findings.introduced.map(finding))),
                ("fixed", .array(report.findings.fixed.map(finding))),
                ("unchanged", .array(report.findings.unchanged.map(finding))),
            ])),
            ("outputs", .array(report.outputs.map(output))),
        ]).renderedForReport()
    }

    private static func side(_ side: DiffReport.Side) -> JSONOutput {
        .object([
            ("file", .string(side.file)), ("shape", .string(side.shape)), ("records", .int(side.records)),
            ("errors", .int(side.summary.errors)), ("warnings", .int(side.summary.warnings)), ("notices", .int(side.summary.notices)),
        ])
    }

    /// Values are their text (a number's literal); `null` for an absent field.
    private static func value(_ value: DiffValue?) -> JSONOutput {
        .string(value.map(\.description))
    }

    private static func region(_ record: RegionRecord) -> JSONOutput {
        .object([
            ("code", .string(record.code)), ("name", value(record.name)), ("dial_code", value(record.dialCode)),
            ("file", .string(record.location.file)), ("line", .int(record.location.line)), ("column", .int(record.location.column)),
        ])
    }

    private static func fields(_ changes: [FieldChange]) -> JSONOutput {
        .array(changes.map { .object([("field", .string($0.field)), ("old", value($0.old)), ("new", value($0.new))]) })
    }

    /// The same entry as `check --format json` writes.
    private static func finding(_ finding: Finding) -> JSONOutput {
        .object([
            ("rule", .string(finding.ruleID)), ("severity", .string(finding.severity.rawValue)),
            ("code", .string(finding.code)), ("field", .string(finding.field)), ("key_path", .string(finding.keyPath)),
            ("file", .string(finding.location.file)), ("line", .int(finding.location.line)),
            ("column", .int(finding.location.column)), ("message", .string(finding.message)), ("related", finding.relatedJSON),
            ("expected", .string(finding.expected)), ("actual", .string(finding.actual)),
        ])
    }

    /// The base reference (the old side's; `reference` is the new side's),
    /// region codes whose validity changes, and locales only one side has.
    private static func referenceUpdate(_ update: ReferenceUpdate) -> JSONOutput {
        .object([
            ("base_reference", .string(update.base)),
            ("validity_changed", .array(update.validity.map { change in
                .object([("code", .string(change.code)), ("old", .string(change.old?.rawValue)), ("new", .string(change.new?.rawValue)),
                         ("becomes_valid", .bool(change.becomesValid)), ("in_dataset", .bool(change.inDataset))])
            })),
            ("locales_added", .array(update.localesAdded.map(JSONOutput.string))),
            ("locales_removed", .array(update.localesRemoved.map(JSONOutput.string))),
        ])
    }

    private static func output(_ delta: OutputDelta) -> JSONOutput {
        .object([
            ("locale", .string(delta.locale)),
            ("rows_added", .array(delta.rowsAdded.map(row))),
            ("rows_removed", .array(delta.rowsRemoved.map(row))),
            ("names_changed", .array(delta.namesChanged.map { change in
                .object([("code", .string(change.code)), ("from", .string(change.from)), ("to", .string(change.to))])
            })),
            ("sections_gained", .array(delta.sectionsGained.map(JSONOutput.string))),
            ("sections_lost", .array(delta.sectionsLost.map(JSONOutput.string))),
            ("rows_moved", .array(delta.rowsMoved.map { move in
                .object([("code", .string(move.code)), ("name", .string(move.name)), ("from", .string(move.from)), ("to", .string(move.to))])
            })),
            ("letters_emptied", .array(delta.lettersEmptied.map(JSONOutput.string))),
            ("letters_filled", .array(delta.lettersFilled.map(JSONOutput.string))),
            ("skipped", .object([("old", .int(delta.skippedOld)), ("new", .int(delta.skippedNew))])),
            ("not_in_picker", .array(delta.unreached.map { change in
                .object([("code", .string(change.code)), ("field", .string(change.field)), ("from", .string(change.from)),
                         ("to", .string(change.to)), ("shown", .string(change.shown))])
            })),
            ("already_shown", .int(delta.alreadyShown)),
        ])
    }

    private static func row(_ row: OutputDelta.Row) -> JSONOutput {
        .object([("code", .string(row.code)), ("name", .string(row.name)), ("section", .string(row.section))])
    }
}
