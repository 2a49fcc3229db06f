enum CompletionsCommand {
    static let spec = CommandSpec(
        name: "completions",
        overview: "Print a completion script for bash, zsh or fish.",
        arguments: [.init(name: "<shell>", help: "bash, zsh or fish.", optional: false, completesFiles: false)],
        notes: [
            """
            Install it where the shell looks:
              bash  ccpipe completions bash > ~/.local/share/bash-completion/completions/ccpipe
              zsh   ccpipe completions zsh > "${fpath[1]}/_ccpipe"
              fish  ccpipe completions fish > ~/.config/fish/completions/ccpipe.fish
            """
        ],
        run: run)

    static func run(_ invocation: Invocation) throws -> Int32 {
        switch invocation.arguments.positional(0) {
        case "bash": Console.out(Completions.bash(CLI.commands))
        case "zsh": Console.out(Completions.zsh(CLI.commands))
        case "fish": Console.out(Completions.fish(CLI.commands))
        case let other?:
            throw UsageError("unknown shell '\(other)': one of bash, zsh, fish" + UsageError.didYouMean(other, among: ["bash", "zsh", "fish"]))
        case nil: throw UsageError("missing <shell>: one of bash, zsh, fish")
        }
        return ExitCode.success
    }
}
