/// A unified diff (`diff -u`) of two texts with the same number of lines, as
/// `DatasetFixer` produces: edits replace values within lines and never add
/// or remove a line. Lines are shown through `ReportText.fileLine`, so a
/// line of the file cannot end early or hold a workflow command.
public enum UnifiedDiff {
    public static func render(old: String, new: String, path: String, context: Int = 3) -> String {
        // "\r\n" is one Character, so splitting on "\n" alone would leave a
        // CRLF file as one line.
        let oldLines = old.split(omittingEmptySubsequences: false, whereSeparator: \.isLineBreak)
        let newLines = new.split(omittingEmptySubsequences: false, whereSeparator: \.isLineBreak)
        guard oldLines.count == newLines.count else {
            return header(path) + hunk(oldLines, newLines, range: 0..<max(oldLines.count, newLines.count))
        }
        let changed = oldLines.indices.filter { oldLines[$0] != newLines[$0] }
        guard !changed.isEmpty else { return "" }
        var out = header(path)
        var groupStart = changed[0], groupEnd = changed[0]
        for line in changed.dropFirst() {
            if line - groupEnd > 2 * context {
                out += hunk(oldLines, newLines, range: window(groupStart, groupEnd, context, oldLines.count))
                groupStart = line
            }
            groupEnd = line
        }
        out += hunk(oldLines, newLines, range: window(groupStart, groupEnd, context, oldLines.count))
        return out
    }

    /// The path as text output shows it (a file name's line break cannot
    /// start a line of its own).
    private static func header(_ path: String) -> String {
        let relative = ReportText.printable(path.hasPrefix("/") ? String(path.drop { $0 == "/" }) : path)
        return "--- a/\(relative)\n+++ b/\(relative)\n"
    }

    private static func window(_ first: Int, _ last: Int, _ context: Int, _ count: Int) -> Range<Int> {
        // The line after a final newline is empty and not a line of the file.
        let lineCount = count > 0 ? count - 1 : 0
        return max(0, first - context)..<min(max(lineCount, last + 1), last + context + 1)
    }

    private static func hunk(_ old: [Substring], _ new: [Substring], range: Range<Int>) -> String {
        var body = ""
        for line in range {
            let before = line < old.count ? old[line] : nil
            let after = line < new.count ? new[line] : nil
            if before == after, let before {
                body += " \(ReportText.fileLine(before))\n"
            } else {
                if let before { body += "-\(ReportText.fileLine(before))\n" }
                if let after { body += "+\(ReportText.fileLine(after))\n" }
            }
        }
        let count = range.count
        return "@@ -\(range.lowerBound + 1),\(count) +\(range.lowerBound + 1),\(count) @@\n" + body
    }
}

private extension Character {
    var isLineBreak: Bool { self == "\n" || self == "\r\n" }
}
