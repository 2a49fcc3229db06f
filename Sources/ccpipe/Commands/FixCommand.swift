import CCPipeReport
import CountryCodeKit

enum FixCommand {
    static let spec = CommandSpec(
        name: "fix",
        overview:
            "Apply the fixes that are safe to make without a person: dial-code spelling, a deprecated code's single successor, the current CLDR name, stray and invisible characters.",
        arguments: [.init(name: "<dataset>", help: "The dataset to fix (default: \"dataset\" in .ccpipe.json).")],
        options: Options.project + [Options.canonical, Options.write],
        notes: [
            "Prints the change as a unified diff. Only the fixed values change: the file keeps its shape, key order and layout. Wrong dial codes, swapped records and missing regions need a person and are left as they are; the exit code says whether any error finding remains once the fixes are made."
        ],
        exitCodes: [
            (1, "error findings remain after the safe fixes: they need a person ('ccpipe check' lists them)"),
            (73, "the dataset could not be written, or changed while fix ran: nothing was written (--write)")
        ],
        success: "no error finding remains after the safe fixes",
        run: run)

    static func run(_ invocation: Invocation) throws -> Int32 {
        let pipeline = try invocation.pipeline(
            requiring: .dataset,
            conventions: invocation.arguments.flag(Options.canonical) ? .canonicalWriting : nil)
        return Console.emit(FixReport.render(try pipeline.fix(writing: invocation.arguments.flag(Options.write))))
    }
}
