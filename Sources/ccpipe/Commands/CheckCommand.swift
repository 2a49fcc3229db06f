import CountryCodeKit
import CCPipeCore
import CCPipeReport
import CCPipeValidate

enum CheckCommand {
    static let spec = CommandSpec(
        name: "check",
        overview: "Validate a country-code dataset against CLDR, ISO 3166-1 and libphonenumber.",
        arguments: [.init(name: "<dataset>", help: "The dataset to check, in any recognised shape; '-' reads standard input (default: \"dataset\" in .ccpipe.json).")],
        options: Options.project + [Options.checkFormat, Options.color, Options.baselineWrite],
        exitCodes: [(1, "error findings"), (73, "the project file could not be written, or changed while check ran: nothing was written (--baseline-write)")],
        success: "no error findings",
        run: run)

    static func run(_ invocation: Invocation) throws -> Int32 {
        let arguments = invocation.arguments
        let pipeline = try invocation.pipeline(requiring: .dataset)
        let checked = try pipeline.check(keepingBytes: false)
        if arguments.flag(Options.baselineWrite) {
            let written = try pipeline.writeBaseline(checked)
            Console.out("wrote \(ReportText.printable(written.path)): \(written.accepted) \(written.accepted == 1 ? "finding" : "findings") accepted\n")
            return ExitCode.success
        }
        let format = ReportFormat(rawValue: arguments.choice(Options.checkFormat)) ?? .text
        Console.out(format.render(checked.result.findings, dataset: checked.dataset, reference: pipeline.referenceName,
                                  referenceVersions: ReferenceVersions.of(checked.reference), rules: Pipeline.rules, color: invocation.colorEnabled,
                                  omitted: checked.result.omitted))
        let accepted = checked.result.accepted.count
        if format == .text, accepted > 0, let file = pipeline.project.configuration.file {
            Console.out("\(accepted) accepted \(accepted == 1 ? "finding" : "findings") not shown (\(ReportText.printable(file)))\n")
        }
        return checked.result.hasErrors ? ExitCode.findings : ExitCode.success
    }
}
