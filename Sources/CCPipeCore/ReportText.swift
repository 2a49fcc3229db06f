/// Text from a dataset, a project file or a file name made safe to put in
/// output, one function per format; every reporter and every message of
/// the command line puts such text through the function of its format.
/// The others live with their format: `GitHubReporter.escapeData` and
/// `escapeProperty` (workflow commands), `JSONOutput.renderedForReport`
/// (JSON and SARIF strings) and `SARIFReporter.uri` (artifact URIs).
package enum ReportText {
    /// Text for text output, and the base of Markdown and HTML: control,
    /// format (bidirectional overrides, zero-width characters), separator
    /// and unusual space characters written as `\u{…}`, so that data
    /// cannot move the cursor, recolor a terminal, reorder a line or break
    /// it; and the markers of GitHub workflow commands taken apart, so that
    /// no line ccpipe prints, on standard output or standard error, holds
    /// a command the data chose (see `withoutCommandMarkers`).
    package static func printable(_ text: String) -> String {
        let visible = text.escapedForReport
        guard visible.utf8.contains(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "#") }) else { return visible }
        return withoutCommandMarkers(visible)
    }

    /// A runner reads `::command::` at the start of a line (after blanks)
    /// and the older `##[command]` anywhere in one. A colon next to another
    /// colon or at either end of the text, and the second `#` of `##[`,
    /// are written `\u{3A}` and `\u{23}`: the text then holds neither
    /// marker, and cannot make one with a colon the report puts beside it
    /// (`file:line`).
    private static func withoutCommandMarkers(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        for (offset, scalar) in scalars.enumerated() {
            let previous = offset > 0 ? scalars[offset - 1] : nil
            let next = offset + 1 < scalars.count ? scalars[offset + 1] : nil
            switch scalar {
            case ":" where previous == nil || next == nil || previous == ":" || next == ":":
                out.append(contentsOf: "\\u{3A}".unicodeScalars)
            case "#" where previous == "#" && next == "[":
                out.append(contentsOf: "\\u{23}".unicodeScalars)
            default:
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// Text from the data as inert Markdown inside a sentence or a table
    /// cell: HTML's specials as entities, the punctuation that starts
    /// emphasis, code, links, tables, math or mentions backslash-escaped,
    /// control characters spelt out. GitHub also links bare URLs, `www.`
    /// and e-mail addresses, and pings `@name`: the colon of `://` and the
    /// dot of `www.` are escaped (which stops the first two), and an `@` is
    /// followed by an empty comment (which stops the others; an escape does
    /// not). Never at the start of a line, so list and heading markers
    /// need no escaping.
    package static func markdown(_ text: String) -> String {
        let characters = Array(printable(text))
        var out = ""
        for (offset, character) in characters.enumerated() {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "@": out += "\\@<!-- -->"
            case "\\", "`", "*", "_", "[", "]", "|", "#", "~", "!", "$",
                 ":" where characters[(offset + 1)...].starts(with: ["/", "/"]),
                 "." where offset >= 3 && String(characters[(offset - 3)..<offset]).lowercased() == "www":
                out += "\\" + String(character)
            default: out.append(character)
            }
        }
        return out
    }

    /// Text as HTML that is only text, in an element or a quoted attribute:
    /// the five specials as entities.
    package static func html(_ text: String) -> String {
        var out = ""
        for character in printable(text) {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    /// A line of a file shown as it is (the lines of `fix`'s unified
    /// diff, after their ` `, `-` or `+`): tabs and every other character
    /// kept, so the diff stays the file's, except what would end the line
    /// in a log or a terminal (controls, U+2028, U+2029), a `::` that
    /// starts the line after blanks (its first colon) and the second `#` of
    /// `##[`, each written `\u{…}`.
    package static func fileLine(_ line: Substring) -> String {
        isPlainASCII(line) ? String(line) : fileLineScalarByScalar(line)
    }

    /// Whether `fileLine` leaves an all-ASCII line as it is, told from its
    /// bytes: no control but tab, no `::` where its text starts, no `##[`.
    /// Nearly every line of a JSON dataset holds a colon, which is not a
    /// reason to ask Unicode's tables of each of its characters.
    static func isPlainASCII(_ line: Substring) -> Bool {
        var inLeadingBlanks = true, colonStartsText = false
        var previous: UInt8 = 0, beforePrevious: UInt8 = 0
        for byte in line.utf8 {
            if byte >= 0x7F || (byte < 0x20 && byte != 0x09) { return false }
            if colonStartsText, byte == UInt8(ascii: ":") { return false }
            colonStartsText = false
            if inLeadingBlanks, byte != 0x09, byte != 0x20 {
                inLeadingBlanks = false
                colonStartsText = byte == UInt8(ascii: ":")
            }
            if byte == UInt8(ascii: "["), previous == UInt8(ascii: "#"), beforePrevious == UInt8(ascii: "#") { return false }
            beforePrevious = previous
            previous = byte
        }
        return true
    }

    /// `fileLine` asking of each character what it is.
    static func fileLineScalarByScalar(_ line: Substring) -> String {
        let scalars = Array(line.unicodeScalars)
        let firstText = scalars.firstIndex { !$0.properties.isWhitespace }
        var out = String.UnicodeScalarView()
        for (offset, scalar) in scalars.enumerated() {
            let category = scalar.properties.generalCategory
            let breaksLine = scalar != "\t" && (category == .control || category == .lineSeparator || category == .paragraphSeparator)
            let startsCommand = offset == firstText && scalar == ":" && offset + 1 < scalars.count && scalars[offset + 1] == ":"
            let legacyCommand = scalar == "#" && offset > 0 && scalars[offset - 1] == "#" && offset + 1 < scalars.count
                && scalars[offset + 1] == "["
            if breaksLine || startsCommand || legacyCommand {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
