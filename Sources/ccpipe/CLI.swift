import CountryCodeKit
import Foundation

/// Dispatches to the subcommands and turns every error into a message and an
/// exit code; nothing below this prints or exits on its own.
enum CLI {
    static let commands: [any Command.Type] = [
        CheckCommand.self,
        FixCommand.self,
        BuildCommand.self,
        DiffCommand.self,
        RulesCommand.self,
        ImportCommand.self,
        BenchCommand.self,
    ]

    static let help = CommandHelp(
        overview: "Validate country-code datasets against CLDR and libphonenumber, and build picker data for any locale.",
        usage: "ccpipe <subcommand> [<arguments>] [--help]",
        options: [("--version", "Show the versions of ccpipe, of its embedded reference data and of the libraries it uses."),
                  ("--licenses", "Show the licenses of the embedded reference data.")],
        subcommands: commands.map { ($0.name, $0.help.overview) } + [("help", "Show help for a subcommand.")],
        notes: ["See 'ccpipe help <subcommand>' for detailed help."])

    static func run(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            Console.error(help.text)
            return ExitCode.usage
        }
        switch first {
        case "-h", "--help":
            Console.out(help.text)
            return ExitCode.success
        case "help":
            return showHelp(Array(arguments.dropFirst()))
        case "--version":
            Console.out(CCPipeVersion.text)
            return ExitCode.success
        case "--licenses":
            Console.out(EmbeddedReference.licensesText)
            return ExitCode.success
        default:
            guard let command = commands.first(where: { $0.name == first }) else {
                return usageError(UsageError("unknown subcommand '\(first)'"), usage: help.usage, helpHint: "ccpipe --help")
            }
            if command == ImportCommand.self { return ImportCommand.dispatch(Array(arguments.dropFirst())) }
            return run(command, Array(arguments.dropFirst()))
        }
    }

    private static func showHelp(_ path: [String]) -> Int32 {
        guard let name = path.first else {
            Console.out(help.text)
            return ExitCode.success
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            return usageError(UsageError("unknown subcommand '\(name)'"), usage: help.usage, helpHint: "ccpipe --help")
        }
        if command == ImportCommand.self, path.count > 1 {
            return ImportCommand.dispatch(Array(path.dropFirst()) + ["--help"])
        }
        Console.out(command.help.text)
        return ExitCode.success
    }

    static func run(_ command: any Command.Type, _ arguments: [String]) -> Int32 {
        do {
            let parsed = try ParsedArguments(arguments, spec: command.spec)
            if parsed.wantsHelp {
                Console.out(command.help.text)
                return ExitCode.success
            }
            return try command.run(parsed)
        } catch let error as UsageError {
            return usageError(error, usage: command.help.usage, helpHint: "ccpipe \(command.name) --help")
        } catch let error as FieldMappingError {
            return usageError(UsageError(error.description), usage: command.help.usage, helpHint: "ccpipe \(command.name) --help")
        } catch let error as UnknownLocaleError {
            return usageError(UsageError(error.description), usage: command.help.usage, helpHint: "ccpipe \(command.name) --help")
        } catch let error as InputError {
            Console.error("Error: \(error)\n")
            return ExitCode.dataError
        } catch let error as OutputError {
            Console.error("Error: \(error)\n")
            return ExitCode.cannotWrite
        } catch {
            Console.error("Error: \(error)\n")
            return ExitCode.dataError
        }
    }

    static func usageError(_ error: UsageError, usage: String, helpHint: String) -> Int32 {
        Console.error("Error: \(error.message)\nUsage: \(usage)\n  See '\(helpHint)' for more information.\n")
        return ExitCode.usage
    }
}

/// An output that could not be written (exit 73).
struct OutputError: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "cannot write \(path): \(reason)" }
}
