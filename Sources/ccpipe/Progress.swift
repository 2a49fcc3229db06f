import CCPipeReport
import CountryCodeKit
import Foundation

extension Console {
    /// Writes a command's report: its output on standard output, its notes
    /// on standard error; the exit code says whether it failed.
    static func emit(_ report: CommandReport) -> Int32 {
        if !report.output.isEmpty { out(report.output) }
        if !report.errors.isEmpty { error(report.errors) }
        return report.failed ? ExitCode.findings : ExitCode.success
    }

    /// The pipeline's events on standard error: waiting always, progress
    /// only when standard error is a terminal (never in logs or tests).
    static func events(label: String) -> PipelineEvents {
        let terminal = isatty(2) == 1
        return { event in
            guard terminal || !PipelineEventText.isProgress(event), let text = PipelineEventText.text(event, label: label) else { return }
            error(text)
        }
    }
}
