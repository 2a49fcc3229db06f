import CountryCodeKit
import Foundation

/// Dispatches to the subcommands and turns every error into a message and an
/// exit code; nothing below this prints or exits on its own. A message
/// quotes paths, arguments and values, all of them text from outside, so
/// each is printed through `ReportText.printable`: on one line, with no
/// control character and no workflow command.
enum CLI {
    static let commands: [CommandSpec] = [
        CheckCommand.spec, FixCommand.spec, BuildCommand.spec, PreviewCommand.spec, PhoneCommand.spec, DiffCommand.spec, InitCommand.spec,
        RulesCommand.spec, ImportCommand.spec, BenchCommand.spec, SearchBenchCommand.spec, CompletionsCommand.spec, ManualCommand.spec,
        HelpCommand.spec,
    ].map { $0.rooted(at: "ccpipe") }

    static let overview = "Validate country-code datasets against CLDR, ISO 3166-1 and libphonenumber, and build picker data for any locale."
    static let usage = "ccpipe <subcommand> [<arguments>] [--help] [--version] [--licenses]"

    /// The options `ccpipe` takes before any subcommand, for help, the
    /// manual page and suggestions.
    static let globalOptions = [
        ("--version", "Show ccpipe's version and the versions of the data and libraries it carries."),
        ("--licenses", "Show the licences of the reference data built into ccpipe."),
        ("-h, --help", "Show help information."),
    ]

    static var globalOptionNames: [String] {
        globalOptions.flatMap { $0.0.split(separator: ", ").map(String.init) }
    }

    static var helpText: String {
        var out = "OVERVIEW: \(overview)\n\nUSAGE: \(usage)\n\nOPTIONS:\n"
        for (name, help) in globalOptions {
            out += "  " + name.padding(toLength: 24, withPad: " ", startingAt: 0) + help + "\n"
        }
        out += "\nSUBCOMMANDS:\n"
        for command in commands {
            out += "  " + command.name.padding(toLength: 22, withPad: " ", startingAt: 0) + command.overview + "\n"
        }
        out += "\nSee 'ccpipe help <subcommand>' for detailed help.\n"
        return out
    }

    static func run(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            Console.error(helpText)
            return ExitCode.usage
        }
        switch first {
        case "-h", "--help":
            Console.out(helpText)
            return ExitCode.success
        case "--version":
            Console.out(CCPipeVersion.text)
            return ExitCode.success
        case "--licenses":
            Console.out(CCPipeVersion.licensesText)
            return ExitCode.success
        default:
            return dispatch(arguments, among: commands, options: globalOptionNames, parentUsage: usage, parentHelp: "ccpipe --help")
        }
    }

    /// Runs the command named by the first argument, or, for a command with
    /// subcommands (`import`), the subcommand named by the next. `options`
    /// are what may stand there instead, for the hint on a mistyped one.
    static func dispatch(_ arguments: [String], among commands: [CommandSpec], options: [String],
                         parentUsage: String, parentHelp: String) -> Int32 {
        guard let first = arguments.first else {
            return usageError(UsageError("missing subcommand: one of \(commands.map(\.name).joined(separator: ", "))"),
                              usage: parentUsage, helpHint: parentHelp)
        }
        guard let command = command(named: first, among: commands) else {
            let error = first.hasPrefix("-")
                ? UsageError.unknown("option", first, among: options)
                : UsageError.unknown("subcommand", first, among: commands.map(\.name))
            return usageError(error, usage: parentUsage, helpHint: parentHelp)
        }
        let rest = Array(arguments.dropFirst())
        guard command.subcommands.isEmpty else {
            if rest.first == "-h" || rest.first == "--help" {
                Console.out(command.helpText)
                return ExitCode.success
            }
            return dispatch(rest, among: command.subcommands, options: ["--help"], parentUsage: command.usage,
                            parentHelp: "\(command.path) --help")
        }
        return run(command, rest)
    }

    static func command(named name: String, among commands: [CommandSpec]) -> CommandSpec? {
        commands.first { $0.name == name }
    }

    static func run(_ command: CommandSpec, _ arguments: [String]) -> Int32 {
        do {
            let parsed = try ParsedArguments(arguments, command: command)
            if parsed.wantsHelp {
                Console.out(command.helpText)
                return ExitCode.success
            }
            return try command.run(Invocation(command: command, arguments: parsed, raw: arguments))
        } catch let error as UsageError {
            return usageError(error, usage: command.usage, helpHint: "\(command.path) --help")
        } catch {
            let failure = PipelineError(error)
            Console.error("Error: \(failure.location.map { "\(ReportText.printable($0)): " } ?? "")\(ReportText.printable(failure.message))\n")
            if failure.kind == .usage {
                Console.error("Usage: \(command.usage)\n")
            }
            if let hint = failure.hint { Console.error(ReportText.printable(hint) + "\n") }
            if failure.kind == .usage {
                Console.error("  See '\(command.path) --help' for more information.\n")
            }
            return failure.exitCode
        }
    }

    static func usageError(_ error: UsageError, usage: String, helpHint: String) -> Int32 {
        Console.error("Error: \(ReportText.printable(error.message))\nUsage: \(usage)\n  See '\(helpHint)' for more information.\n")
        return ExitCode.usage
    }
}

extension CommandSpec {
    /// The spec with `path` set for it and its subcommands.
    func rooted(at parent: String) -> CommandSpec {
        var spec = self
        spec.path = "\(parent) \(name)"
        spec.subcommands = subcommands.map { $0.rooted(at: spec.path) }
        return spec
    }
}
