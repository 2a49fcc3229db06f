import CCPipeCore

/// What `phone` prints: each number as the field shows it once typed, and
/// its country; with `json`, a JSON object a line with every keystroke.
package enum PhoneReport {
    package static func render(_ typed: PhoneTyped, json: Bool) -> CommandReport {
        var report = CommandReport()
        RecoveryNotes.add(typed.recovered, in: CommandReport.shown(typed.outputDirectory), to: &report)
        for entry in typed.entries {
            let shown = entry.keystrokes.last ?? ""
            if json {
                report.say(
                    "{\"country\": \(entry.found.map(quoted) ?? "null"), \"input\": \(quoted(entry.input)), \"keystrokes\": ["
                        + entry.keystrokes.map(quoted).joined(separator: ", ")
                        + "], \"shown\": \(quoted(shown)), \"typed_in\": \(entry.typedIn.map(quoted) ?? "null")}")
            } else {
                report.say(ReportText.printable(entry.input) + " → " + ReportText.printable(shown) + (entry.found.map { " (\($0))" } ?? ""))
            }
        }
        return report
    }

    private static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        JSONOutput.writeString(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
