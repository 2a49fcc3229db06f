/// A command line that is wrong in form: unknown option, missing value, too
/// many arguments. Reported with the command's usage line and exit 64.
struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

/// What a command accepts: options that take a value, flags, and how many
/// positional arguments.
struct ArgumentSpec {
    var options: Set<String> = []
    var flags: Set<String> = []
    var maxPositionals: Int = 0
}

/// Arguments split by an `ArgumentSpec`. `--name value` and `--name=value`
/// are both accepted; `--` ends the options.
struct ParsedArguments {
    private(set) var values: [String: String] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []
    var wantsHelp = false

    init(_ arguments: [String], spec: ArgumentSpec) throws(UsageError) {
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
            if spec.flags.contains(name) {
                if inlineValue != nil { throw UsageError("option '\(name)' takes no value") }
                flags.insert(name)
            } else if spec.options.contains(name) {
                if values[name] != nil { throw UsageError("option '\(name)' is given more than once") }
                if let inlineValue {
                    values[name] = inlineValue
                } else if index < arguments.count {
                    values[name] = arguments[index]
                    index += 1
                } else {
                    throw UsageError("option '\(name)' needs a value")
                }
            } else {
                throw UsageError("unknown option '\(name)'")
            }
        }
        if !wantsHelp && positionals.count > spec.maxPositionals {
            let extra = positionals[spec.maxPositionals]
            throw UsageError("unexpected argument '\(extra)'")
        }
    }

    func value(_ name: String) -> String? { values[name] }
    func flag(_ name: String) -> Bool { flags.contains(name) }
    func positional(_ index: Int) -> String? { index < positionals.count ? positionals[index] : nil }

    /// A value restricted to a fixed set, such as `--format`.
    func choice(_ name: String, from allowed: [String], default fallback: String) throws(UsageError) -> String {
        guard let value = values[name] else { return fallback }
        guard allowed.contains(value) else {
            throw UsageError("option '\(name)' must be one of \(allowed.joined(separator: ", ")); got '\(value)'")
        }
        return value
    }

    /// A comma- or space-separated list such as `--locales en,de`.
    func list(_ name: String) -> [String]? {
        values[name].map { $0.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init) }
    }
}
