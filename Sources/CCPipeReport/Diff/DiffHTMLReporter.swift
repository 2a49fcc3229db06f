import CCPipeDiff
import CCPipeValidate
import CCPipeCore

/// The diff report as one standalone page for a browser: no external
/// assets, inline CSS; its only scripts are those of the embedded pickers
/// (`ccpipe preview` pages in sandboxed frames, for locales whose sections changed). Records are one color-coded table in the
/// manner of tabular diff tools: a marker column (`+++` added, `---` removed,
/// `→` changed), changed cells showing the old value struck through before
/// the new one. Every value from the data is escaped.
package enum DiffHTMLReporter {
    package static func render(_ report: DiffReport) -> String {
        let title = report.referenceUpdate.map { "ccpipe diff: \(report.new.file) under \($0.base) → \(report.reference ?? "")" }
            ?? "ccpipe diff: \(report.old.file) → \(report.new.file)"
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(ReportText.html(title))</title>
            <style>\(style)</style>
            </head>
            <body>
            <h1>\(ReportText.html(title))</h1>

            """
        out += "<p class=\"verdict \(report.fails ? "fail" : "pass")\">\(ReportText.html(DiffWording.verdict(report)))</p>\n"
        out += "<p>\(ReportText.html(DiffWording.outline(report))).</p>\n"
        if let update = report.referenceUpdate {
            out += "<table class=\"sides\"><tr><th>dataset</th><td>\(ReportText.html(DiffWording.dataset(report.new)))</td></tr>"
                + "<tr><th>base reference</th><td>\(ReportText.html(DiffWording.judged(update.base, report.old)))</td></tr>"
                + "<tr><th>reference</th><td>\(ReportText.html(DiffWording.judged(report.reference ?? "", report.new)))</td></tr></table>\n"
            out += DiffHTMLTables.referenceUpdate(update)
            // The records are the same; they differ only where a name finds another region.
            if !report.data.isEmpty { out += DiffHTMLTables.records(report.data) }
        } else {
            out += "<table class=\"sides\"><tr><th>old</th><td>\(ReportText.html(DiffWording.side(report.old)))</td></tr>"
                + "<tr><th>new</th><td>\(ReportText.html(DiffWording.side(report.new)))</td></tr>"
                + (report.reference.map { "<tr><th>reference</th><td>\(ReportText.html($0))</td></tr>" } ?? "") + "</table>\n"
            out += DiffHTMLTables.records(report.data)
        }
        out += DiffHTMLTables.findings(report.findings)
        out += DiffHTMLTables.outputs(report.outputs)
        out += "</body>\n</html>\n"
        return out
    }

    /// Light and dark: the page follows the reader's setting.
    static let style = """
        body{font:14px/1.4 system-ui,sans-serif;margin:2em;color:#1f2328;background:#fff}\
        table{border-collapse:collapse;margin:0 0 1.5em}\
        th,td{border:1px solid #d0d7de;padding:2px 8px;text-align:left;vertical-align:top}\
        th{background:#f6f8fa}\
        .previews{display:flex;gap:16px;margin:0 0 1.5em}.previews figure{margin:0}\
        .previews iframe{width:360px;height:560px;border:1px solid #d0d7de;border-radius:8px}\
        td.mark{font-family:ui-monospace,monospace;white-space:nowrap}\
        tr.add{background:#dafbe1}tr.del{background:#ffebe9}tr.mod{background:#fff8c5}tr.recode{background:#ddf4ff}\
        del{color:#cf222e}ins{color:#116329;text-decoration:none;font-weight:600}\
        .verdict{font-size:1.2em;font-weight:600}.pass{color:#116329}.fail{color:#cf222e}\
        .error{color:#cf222e;font-weight:600}.warning{color:#9a6700}.notice{color:#0969da}\
        @media (prefers-color-scheme:dark){body{color:#e6edf3;background:#0d1117}th{background:#161b22}\
        th,td{border-color:#30363d}tr.add{background:#12261e}tr.del{background:#25171c}tr.mod{background:#272115}\
        tr.recode{background:#121d2f}del{color:#ff7b72}ins{color:#3fb950}.pass{color:#3fb950}.fail,.error{color:#ff7b72}}
        """
}
