import CCPipeReport
import CountryCodeKit

enum RulesCommand {
    static let spec = CommandSpec(
        name: "rules",
        overview: "List every validation rule with its id, severity and rationale.",
        options: [Options.rulesFormat],
        run: run)

    static func run(_ invocation: Invocation) throws -> Int32 {
        let descriptions = Pipeline.rules
        switch invocation.arguments.choice(Options.rulesFormat) {
        case "json": Console.out(RuleCatalogReporter.json(descriptions))
        case "markdown": Console.out(RuleCatalogReporter.markdown(descriptions))
        default: Console.out(RuleCatalogReporter.text(descriptions))
        }
        return ExitCode.success
    }
}
