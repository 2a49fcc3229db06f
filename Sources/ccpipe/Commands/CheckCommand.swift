import CCPipeReport
import CountryCodeKit

enum CheckCommand {
    static let spec = CommandSpec(
        name: "check",
        overview: "Validate a country-code dataset against CLDR, ISO 3166-1 and libphonenumber.",
        arguments: [
            .init(
                name: "<dataset>",
                help: "The dataset to check, in any recognised shape; '-' reads standard input (default: \"dataset\" in .ccpipe.json).")
        ],
        options: Options.project + [Options.checkFormat, Options.color, Options.baselineWrite],
        exitCodes: [
            (1, "error findings"), (73, "the project file could not be written, or changed while check ran: nothing was written (--baseline-write)")
        ],
        success: "no error findings",
        run: run)

    static func run(_ invocation: Invocation) throws -> Int32 {
        let pipeline = try invocation.pipeline(requiring: .dataset)
        let checked = try pipeline.check(keepingBytes: false)
        if invocation.arguments.flag(Options.baselineWrite) {
            let written = try pipeline.writeBaseline(checked)
            return Console.emit(CheckReport.baseline(path: written.path, accepted: written.accepted))
        }
        return Console.emit(
            CheckReport.render(
                checked, format: ReportFormat(rawValue: invocation.arguments.choice(Options.checkFormat)) ?? .text,
                referenceName: pipeline.referenceName, rules: Pipeline.rules, color: invocation.colorEnabled,
                projectFile: pipeline.project.configuration.file))
    }
}
