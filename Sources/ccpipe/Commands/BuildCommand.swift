import CCPipeReport
import CountryCodeKit

enum BuildCommand {
    static let spec = CommandSpec(
        name: "build",
        overview: "Build sectioned picker data and a letter index for each locale.",
        arguments: [.init(name: "<dataset>", help: "The dataset to build from (default: \"dataset\" in .ccpipe.json).")],
        options: Options.project + [Options.locales, Options.out, Options.summary, Options.check, Options.strict, Options.force],
        notes: [
            "Where the dataset's values are wrong (error findings), the outputs publish the reference's, or leave the record out, and the build summary lists each; the build exits 1 while error findings remain. With --strict, such a dataset is not built: the findings are printed and nothing is written."
        ],
        exitCodes: [
            (1, "error findings remain (with --strict: nothing was built); with --check, outputs that differ from a fresh build"),
            (73, "an output could not be written (also: a link where a build writes; files ccpipe did not write, see --force)")
        ],
        success: "built (with --check: the outputs are up to date)",
        run: run)

    static func run(_ invocation: Invocation) throws -> Int32 {
        let arguments = invocation.arguments
        let pipeline = try invocation.pipeline(requiring: [.dataset, .outputDirectory, .builtLocales])
        let summaryPath = arguments.value(Options.summary).map { DisplayPath.absolute($0, relativeTo: pipeline.project.workingDirectory) }
        let built = try pipeline.build(
            check: arguments.flag(Options.check), force: arguments.flag(Options.force), strict: arguments.flag(Options.strict),
            summaryPath: summaryPath, events: Console.events(label: "building"))
        // The reference it holds (every locale's names with `all`) is freed
        // by the process's exit, not string by string just before it.
        KeptUntilExit.keep(built)
        return Console.emit(
            BuildReport.render(
                built, onlyCheck: arguments.flag(Options.check), strict: arguments.flag(Options.strict), referenceName: pipeline.referenceName,
                rerun: invocation.commandLine(without: [Options.check]),
                listForeign: invocation.commandLine(without: [Options.force]) + " --check"))
    }
}
