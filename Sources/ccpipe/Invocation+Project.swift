import CCPipeReport
import CountryCodeKit
import Foundation

extension Invocation {
    /// The project the command line names, with `.ccpipe.json` filling in
    /// what it does not.
    /// `positionalDataset`: whether the first argument names the dataset
    /// (`ccpipe phone`'s are numbers).
    func pipeline(requiring requirements: Project.Requirements, dataset: String? = nil, positionalDataset: Bool = true,
                  locales: OptionSpec = Options.locales, conventions: StatedConventions? = nil) throws -> Pipeline {
        let options = ProjectOptions(
            dataset: dataset ?? (positionalDataset ? arguments.positional(0) : nil),
            reference: arguments.value(Options.reference), iso: arguments.value(Options.iso),
            fields: arguments.value(Options.fields), config: arguments.value(Options.config),
            locales: command.option(named: locales.name) == locales ? arguments.list(locales) : nil,
            out: command.option(named: Options.out.name).flatMap { [Options.out, Options.phoneOut].contains($0) ? arguments.value($0) : nil },
            conventions: conventions)
        return Pipeline(try Project.resolve(options, requiring: requirements, command: command.name))
    }

    /// Whether the text report gets color.
    var colorEnabled: Bool {
        let choice = ColorChoice(rawValue: arguments.choice(Options.color)) ?? .auto
        return choice.isEnabled(outputIsTerminal: Console.outputIsTerminal, environment: Console.environment)
    }

    /// The command as typed, less the given options: what to run to act on
    /// a hint (`ccpipe build data.json --out out` for a stale `--check`).
    func commandLine(without dropped: [OptionSpec] = []) -> String {
        var words = [command.path]
        var skipNext = false
        for argument in raw {
            if skipNext { skipNext = false; continue }
            if let option = dropped.first(where: { argument == $0.name || argument.hasPrefix($0.name + "=") }) {
                skipNext = option.takesValue && argument == option.name
                continue
            }
            words.append(Self.shellQuoted(argument))
        }
        return words.joined(separator: " ")
    }

    private static func shellQuoted(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=,:@+".contains($0) }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
