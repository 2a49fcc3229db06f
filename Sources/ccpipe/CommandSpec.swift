/// One `ccpipe` subcommand, declared: its arguments, the options it takes
/// (from `Options`), what its exit codes mean, and what it does.
struct CommandSpec: Sendable {
    struct Argument: Sendable {
        var name: String
        var help: String
        var optional: Bool = true
        /// How completions offer it.
        var completesFiles: Bool = true
        /// The last argument only: it may be given any number of times (`<number>...`).
        var repeats = false
    }

    var name: String
    var overview: String
    var arguments: [Argument] = []
    /// The usage line's argument part when the arguments combine in a way a
    /// list cannot say (`diff`'s two forms); else derived from `arguments`.
    var argumentSynopsis: String?
    var options: [OptionSpec] = []
    var subcommands: [CommandSpec] = []
    /// Paragraphs after the options.
    var notes: [String] = []
    /// Exit codes besides 0, 64 and 65, with what they mean for this command.
    var exitCodes: [(Int32, String)] = []
    /// What 0 means for this command.
    var success = "success"
    var run: @Sendable (Invocation) throws -> Int32

    /// `ccpipe import cldr` for a subcommand, `ccpipe check` for a command.
    var path: String = ""

    var maxPositionals: Int { arguments.last?.repeats == true ? Int.max : arguments.count }

    func option(named name: String) -> OptionSpec? { options.first { $0.name == name } }
}

/// What a command gets to run with: its parsed arguments and the spec it was
/// parsed against.
struct Invocation: Sendable {
    var command: CommandSpec
    var arguments: ParsedArguments
    /// The arguments as typed, for hints that repeat the command line.
    var raw: [String]
}
