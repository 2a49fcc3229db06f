import CCPipeCore

/// How the command line shows the pipeline's events on standard error.
package enum PipelineEventText {
    /// The text for `event`, nil when there is nothing to show: progress
    /// about a hundred times however many locales there are, and only for
    /// more than one.
    package static func text(_ event: PipelineEvent, label: String) -> String? {
        switch event {
        case .progress(let done, let total):
            guard total > 1, done == total || done % max(total / 100, 1) == 0 else { return nil }
            return "\r\(label) \(done)/\(total)" + (done == total ? "\n" : "")
        case .waiting(let directory):
            return "waiting: another ccpipe build is writing to \(CommandReport.shown(directory))\n"
        }
    }

    /// Whether the event is progress, which only a terminal is shown.
    package static func isProgress(_ event: PipelineEvent) -> Bool {
        if case .progress = event { return true }
        return false
    }
}
