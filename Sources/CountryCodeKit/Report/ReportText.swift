/// Text from a dataset made safe to put in a report.
enum ReportText {
    /// Control, format (bidirectional overrides, zero-width characters) and
    /// unusual space characters written as `\u{…}`, so that data cannot move
    /// the cursor, recolor a terminal, reorder a line or break it.
    static func printable(_ text: String) -> String {
        text.escapedForReport
    }

    /// Text from the data as inert Markdown inside a sentence or a table
    /// cell: HTML's specials as entities, the punctuation that starts
    /// emphasis, code, links, tables, math or mentions backslash-escaped,
    /// control characters spelt out. Never at the start of a line, so list
    /// and heading markers need no escaping.
    static func markdown(_ text: String) -> String {
        var out = ""
        for character in printable(text) {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\\", "`", "*", "_", "[", "]", "|", "#", "~", "!", "$", "@":
                out += "\\" + String(character)
            default: out.append(character)
            }
        }
        return out
    }
}
