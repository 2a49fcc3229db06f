/// Text from a dataset made safe to put in a report.
enum ReportText {
    /// Control characters written as `\u{…}`, so that data cannot move the
    /// cursor, recolour a terminal or break a line of a report.
    static func printable(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}" {
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
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
