import CCPipeDiff

/// What `diff` prints: the report in the format asked for, failing when
/// the change introduces an error finding (or, with `failOnChange`,
/// changes anything).
package enum DiffCommandReport {
    package static func render(_ report: DiffReport, format: String, color: Bool, failOnChange: Bool) -> CommandReport {
        let text =
            switch format {
            case "markdown": DiffMarkdownReporter.render(report)
            case "json": DiffJSONReporter.render(report)
            case "html": DiffHTMLReporter.render(report)
            default: DiffTextReporter.render(report, colored: color)
            }
        return CommandReport(output: text, failed: report.fails || failOnChange && report.changesAnything)
    }
}
