import Foundation

/// A command's help, laid out as `OVERVIEW / USAGE / ARGUMENTS / OPTIONS /
/// SUBCOMMANDS` sections.
struct CommandHelp {
    var overview: String
    var usage: String
    var arguments: [(String, String)] = []
    var options: [(String, String)] = []
    var subcommands: [(String, String)] = []
    /// Closing paragraphs, such as the exit codes.
    var notes: [String] = []

    var text: String {
        var out = "OVERVIEW: \(overview)\n\nUSAGE: \(usage)\n"
        if !arguments.isEmpty { out += "\nARGUMENTS:\n" + Self.table(arguments) }
        out += "\nOPTIONS:\n" + Self.table(options + [("-h, --help", "Show help information.")])
        if !subcommands.isEmpty { out += "\nSUBCOMMANDS:\n" + Self.table(subcommands) }
        for note in notes { out += "\n" + note + "\n" }
        return out
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

/// One `ccpipe` subcommand.
protocol Command: Sendable {
    static var name: String { get }
    static var help: CommandHelp { get }
    static var spec: ArgumentSpec { get }
    static func run(_ arguments: ParsedArguments) throws -> Int32
}

enum ExitCodesNote {
    static let standard = """
        EXIT CODES:
          0   no error findings
          1   error findings (or, with --check, outputs that differ from a fresh build)
          64  usage error
          65  input that cannot be read as data (malformed JSON or XML, unknown dataset shape)
          73  an output could not be written
        """
}
