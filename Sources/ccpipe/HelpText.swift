/// The usage line and the `--help` text of a command, derived from its
/// declaration: `OVERVIEW / USAGE / ARGUMENTS / OPTIONS / SUBCOMMANDS`, then
/// notes and exit codes.
extension CommandSpec {
    var usage: String {
        if !subcommands.isEmpty { return "\(path) <subcommand> [<arguments>]" }
        let argumentPart = argumentSynopsis ?? arguments.map { $0.optional ? "[\($0.name)]" : $0.name }.joined(separator: " ")
        let optionPart = options.filter { !(argumentSynopsis?.contains($0.name) ?? false) }.map { $0.required ? $0.synopsis : "[\($0.synopsis)]" }
        return ([path] + (argumentPart.isEmpty ? [] : [argumentPart]) + optionPart).joined(separator: " ")
    }

    var helpText: String {
        var out = "OVERVIEW: \(overview)\n\nUSAGE: \(usage)\n"
        if !arguments.isEmpty { out += "\nARGUMENTS:\n" + Self.table(arguments.map { ($0.name, $0.help) }) }
        let optionRows = options.map { option in
            (option.synopsis, option.help + (option.defaultText.map { " (default: \($0))" } ?? ""))
        }
        out += "\nOPTIONS:\n" + Self.table(optionRows + [("-h, --help", "Show help information.")])
        if !subcommands.isEmpty { out += "\nSUBCOMMANDS:\n" + Self.table(subcommands.map { ($0.name, $0.overview) }) }
        for note in notes { out += "\n" + note + "\n" }
        if subcommands.isEmpty {
            out += "\nEXIT CODES:\n" + allExitCodes.map { "  \(String($0.0).padding(toLength: 4, withPad: " ", startingAt: 0))\($0.1)\n" }.joined()
        }
        return out
    }

    /// Every exit code of a command that runs, in order: its own and those
    /// every command shares.
    var allExitCodes: [(Int32, String)] {
        ([(Int32(0), success)] + exitCodes
            + [(64, "usage error"), (65, "input that cannot be read as data (malformed JSON or XML, unknown dataset shape)")])
            .sorted { $0.0 < $1.0 }
    }

    private static func table(_ rows: [(String, String)]) -> String {
        let width = 24
        return rows.map { name, text in
            let lead = "  " + name
            let lines = wrap(text, width: 80 - width)
            let first = lead.count < width ? lead.padding(toLength: width, withPad: " ", startingAt: 0) + lines[0]
                : lead + "\n" + String(repeating: " ", count: width) + lines[0]
            return ([first] + lines.dropFirst().map { String(repeating: " ", count: width) + $0 }).joined(separator: "\n") + "\n"
        }.joined()
    }

    private static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        lines.append(line)
        return lines
    }
}
