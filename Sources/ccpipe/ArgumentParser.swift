/// A command line that is wrong in form: unknown option, missing value, too
/// many arguments. Reported with the command's usage line and exit 64.
struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

/// Arguments split by a `CommandSpec`. `--name value` and `--name=value`
/// are both accepted; `--` ends the options; `-` alone is an argument
/// (standard input).
struct ParsedArguments: Sendable {
    private(set) var values: [String: String] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []
    var wantsHelp = false

    init(_ arguments: [String], command: CommandSpec) throws(UsageError) {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            if argument == "-h" || argument == "--help" { wantsHelp = true; continue }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = command.option(named: name) else {
                throw UsageError.unknown("option", name, among: command.options.map(\.name) + ["--help"])
            }
            guard option.takesValue else {
                if inlineValue != nil { throw UsageError("option '\(name)' takes no value") }
                flags.insert(name)
                continue
            }
            if values[name] != nil { throw UsageError("option '\(name)' is given more than once") }
            guard let value = inlineValue ?? (index < arguments.count ? arguments[index] : nil) else {
                throw UsageError("option '\(name)' needs a value")
            }
            if inlineValue == nil { index += 1 }
            try Self.validate(value, for: option)
            values[name] = value
        }
        if !wantsHelp, let missing = command.options.first(where: { $0.required && values[$0.name] == nil }) {
            throw UsageError("missing \(missing.synopsis)")
        }
        if !wantsHelp && positionals.count > command.maxPositionals {
            throw UsageError("unexpected argument '\(positionals[command.maxPositionals])'")
        }
    }

    /// Choices and numbers are checked where they are parsed, so every
    /// command rejects a bad value the same way.
    private static func validate(_ value: String, for option: OptionSpec) throws(UsageError) {
        switch option.value {
        case .choice(_, let allowed) where !allowed.contains(value):
            throw UsageError("option '\(option.name)' must be one of \(allowed.joined(separator: ", ")); got '\(value)'"
                + UsageError.didYouMean(value, among: allowed))
        case .number:
            guard let number = Int(value), number > 0 else { throw UsageError("option '\(option.name)' needs a positive number; got '\(value)'") }
        case .list:
            guard value.contains(where: { $0 != "," && $0 != " " }) else { throw UsageError("option '\(option.name)' needs at least one value") }
        default:
            guard !value.isEmpty else { throw UsageError("option '\(option.name)' needs a value") }
        }
    }

    func value(_ option: OptionSpec) -> String? { values[option.name] }
    func flag(_ option: OptionSpec) -> Bool { flags.contains(option.name) }
    func positional(_ index: Int) -> String? { index < positionals.count ? positionals[index] : nil }

    /// A choice option's value, or its declared default.
    func choice(_ option: OptionSpec) -> String {
        values[option.name] ?? option.defaultText ?? ""
    }

    func number(_ option: OptionSpec) -> Int? {
        (values[option.name] ?? option.defaultText).flatMap { Int($0) }
    }

    /// A comma- or space-separated list such as `--locales en,de`.
    func list(_ option: OptionSpec) -> [String]? {
        values[option.name].map { $0.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init) }
    }
}
