import CountryCodeKit
import Foundation

enum CheckCommand: Command {
    static let name = "check"
    static let formats = ReportFormat.allCases.map(\.rawValue)

    static let help = CommandHelp(
        overview: "Validate a country-code dataset against CLDR, ISO 3166-1 and libphonenumber.",
        usage: "ccpipe check [<dataset>] [--reference <dir>] [--iso <file>] [--fields <map>] [--config <file>] [--format <format>] [--color <when>] [--baseline-write]",
        arguments: [("<dataset>", "The dataset to check: JSON in any recognised shape (default: Sources-Data/CountryCodes.json).")],
        options: Inputs.optionHelp + [
            ("--format <format>", "Report format: text, json, markdown (a pull-request comment or job summary), github (workflow annotations) or sarif (code scanning) (default: text)."),
            ("--color <when>", "Color the text report: auto (on a terminal, unless NO_COLOR is set), always or never (default: auto)."),
            ("--baseline-write", "Accept every current finding in the configuration file (creating .ccpipe.json beside the dataset if there is none), so that later checks fail only on new problems."),
        ],
        notes: [ExitCodesNote.standard])

    static let spec = ArgumentSpec(options: Inputs.options.union(["--format", "--color"]), flags: ["--baseline-write"], maxPositionals: 1)

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let format = try ReportFormat(rawValue: arguments.choice("--format", from: formats, default: "text"))!
        let color = try ColorChoice(rawValue: arguments.choice("--color", from: ColorChoice.allCases.map(\.rawValue), default: "auto"))!
        let dataset = try Inputs.dataset(arguments)
        let reference = try Inputs.reference(arguments, locales: Inputs.checkedLocales(of: dataset, arguments))
        let configuration = try Inputs.configuration(arguments, for: dataset)
        let result = Validator.validate(dataset, against: reference, configuration: configuration)
        if arguments.flag("--baseline-write") {
            return try writeBaseline(configuration, result: result, dataset: dataset)
        }
        Console.out(format.render(result.findings, dataset: dataset, rules: Validator.rules.map(\.ruleDescription),
                                  color: color.isEnabled(outputIsTerminal: isatty(1) != 0,
                                                           environment: ProcessInfo.processInfo.environment)))
        if format == .text, !result.accepted.isEmpty, let file = configuration.file {
            Console.out("\(result.accepted.count) accepted \(result.accepted.count == 1 ? "finding" : "findings") not shown (\(file))\n")
        }
        return result.hasErrors ? ExitCode.findings : ExitCode.success
    }

    private static func writeBaseline(_ configuration: Configuration, result: ValidationResult, dataset: Dataset) throws -> Int32 {
        let directory = (dataset.file as NSString).deletingLastPathComponent
        let path = configuration.file
            ?? (directory.isEmpty ? Configuration.defaultFileName : directory + "/" + Configuration.defaultFileName)
        do {
            try AtomicFile.write(BaselineWriter.render(configuration, result: result), to: path)
        } catch {
            throw OutputError(path: path, reason: "\(error)")
        }
        let count = result.findings.filter { $0.ruleID != Validator.unusedAcceptanceID }.count + result.accepted.count
        Console.out("wrote \(path): \(count) \(count == 1 ? "finding" : "findings") accepted\n")
        return ExitCode.success
    }
}
