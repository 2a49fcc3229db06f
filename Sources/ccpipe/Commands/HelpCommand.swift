enum HelpCommand {
    static let spec = CommandSpec(
        name: "help",
        overview: "Show help for a subcommand.",
        arguments: [
            .init(name: "<subcommand>", help: "The command to explain, such as check or 'import cldr'.", completesFiles: false),
            .init(name: "<source>", help: "For import: the source, such as cldr.", completesFiles: false)
        ],
        run: run)

    static func run(_ invocation: Invocation) throws -> Int32 {
        var commands = CLI.commands
        var text = CLI.helpText
        for name in invocation.arguments.positionals {
            guard let command = CLI.command(named: name, among: commands) else {
                throw UsageError.unknown("subcommand", name, among: commands.map(\.name))
            }
            text = command.helpText
            commands = command.subcommands
        }
        Console.out(text)
        return ExitCode.success
    }
}
