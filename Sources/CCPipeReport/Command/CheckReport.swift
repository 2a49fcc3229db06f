import CCPipeCore
import CCPipeValidate

/// What `check` prints: the findings in the format asked for, and whether
/// it fails.
package enum CheckReport {
    package static func render(
        _ checked: Checked, format: ReportFormat, referenceName: String, rules: [RuleDescription],
        color: Bool, projectFile: String?
    ) -> CommandReport {
        let result = checked.result
        var report = CommandReport(
            output: format.render(
                result.findings, dataset: checked.dataset, reference: referenceName,
                referenceVersions: ReferenceVersions.of(checked.reference), rules: rules,
                color: color, omitted: result.omitted),
            failed: result.hasErrors)
        if format == .text, !result.accepted.isEmpty, let projectFile {
            report.say(
                "\(result.accepted.count) accepted \(Plural.word(result.accepted.count, "finding")) not shown (\(ReportText.printable(projectFile)))")
        }
        return report
    }

    /// What `check --baseline-write` says of the project file it wrote.
    package static func baseline(path: String, accepted: Int) -> CommandReport {
        CommandReport(output: "wrote \(ReportText.printable(path)): \(Plural.count(accepted, "finding")) accepted\n")
    }
}
