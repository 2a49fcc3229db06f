import CountryCodeKit
import Foundation

enum CheckCommand: Command {
    static let name = "check"
    static let formats = ReportFormat.allCases.map(\.rawValue)

    static let help = CommandHelp(
        overview: "Validate a country-code dataset against CLDR, ISO 3166-1 and libphonenumber.",
        usage: "ccpipe check [<dataset>] [--reference <dir>] [--iso <file>] [--fields <map>] [--format <format>] [--color <when>]",
        arguments: [("<dataset>", "The dataset to check: JSON in any recognised shape (default: Sources-Data/CountryCodes.json).")],
        options: Inputs.optionHelp + [
            ("--format <format>", "Report format: text, json, markdown (a pull-request comment or job summary), github (workflow annotations) or sarif (code scanning) (default: text)."),
            ("--color <when>", "Colour the text report: auto (on a terminal, unless NO_COLOR is set), always or never (default: auto)."),
        ],
        notes: [ExitCodesNote.standard])

    static let spec = ArgumentSpec(options: Inputs.options.union(["--format", "--color"]), maxPositionals: 1)

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let format = try ReportFormat(rawValue: arguments.choice("--format", from: formats, default: "text"))!
        let colour = try ColourChoice(rawValue: arguments.choice("--color", from: ColourChoice.allCases.map(\.rawValue), default: "auto"))!
        let dataset = try Inputs.dataset(arguments)
        let reference = try Inputs.reference(arguments, locales: Inputs.checkedLocales(of: dataset, arguments))
        let findings = Validator.validate(dataset, against: reference)
        Console.out(format.render(findings, dataset: dataset, rules: Validator.rules.map(\.ruleDescription),
                                  colour: colour.isEnabled(outputIsTerminal: isatty(1) != 0,
                                                           environment: ProcessInfo.processInfo.environment)))
        return findings.contains { $0.severity == .error } ? ExitCode.findings : ExitCode.success
    }
}
