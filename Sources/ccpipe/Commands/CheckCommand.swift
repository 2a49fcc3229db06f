import CountryCodeKit

enum CheckCommand: Command {
    static let name = "check"
    static let formats = ["text", "json"]

    static let help = CommandHelp(
        overview: "Validate a country-code dataset against CLDR, ISO 3166-1 and libphonenumber.",
        usage: "ccpipe check [<dataset>] [--reference <dir>] [--iso <file>] [--fields <map>] [--format <format>]",
        arguments: [("<dataset>", "The dataset to check: JSON in any recognised shape (default: Sources-Data/CountryCodes.json).")],
        options: Inputs.optionHelp + [("--format <format>", "Report format: text or json (default: text).")],
        notes: [ExitCodesNote.standard])

    static let spec = ArgumentSpec(options: Inputs.options.union(["--format"]), maxPositionals: 1)

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let format = try arguments.choice("--format", from: formats, default: "text")
        let dataset = try Inputs.dataset(arguments)
        let reference = try Inputs.reference(arguments, locales: Inputs.checkedLocales(of: dataset, arguments))
        let findings = Validator.validate(dataset, against: reference)
        switch format {
        case "json": Console.out(JSONReporter.render(findings, dataset: dataset))
        default: Console.out(TextReporter.render(findings, dataset: dataset))
        }
        return findings.contains { $0.severity == .error } ? ExitCode.findings : ExitCode.success
    }
}
