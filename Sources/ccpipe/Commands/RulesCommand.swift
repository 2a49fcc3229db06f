import CountryCodeKit

enum RulesCommand: Command {
    static let name = "rules"

    static let help = CommandHelp(
        overview: "List every validation rule with its id, severity and rationale.",
        usage: "ccpipe rules [--format <format>]",
        options: [("--format <format>", "text, json, or markdown (the README's rule table) (default: text).")])

    static let spec = ArgumentSpec(options: ["--format"])

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let descriptions = Validator.rules.map(\.ruleDescription)
        switch try arguments.choice("--format", from: ["text", "json", "markdown"], default: "text") {
        case "json": Console.out(RuleCatalogReporter.json(descriptions))
        case "markdown": Console.out(RuleCatalogReporter.markdown(descriptions))
        default: Console.out(RuleCatalogReporter.text(descriptions))
        }
        return ExitCode.success
    }
}
