import CCPipeReport
import CountryCodeKit

enum InitCommand {
    static let spec = CommandSpec(
        name: "init",
        overview:
            "Write a .ccpipe.json for the dataset in the current directory: its shape and fields, the locales its names are in, where 'build' writes, and the reference.",
        arguments: [
            .init(
                name: "<dataset>",
                help:
                    "The dataset (default: the one JSON, CSV, TSV, property list or CLDR XML file in the current directory that reads as a country dataset). It must resolve inside the repository, as the project file's paths must."
            )
        ],
        options: [Options.fields, Options.reference],
        notes: [
            "Never overwrites an existing .ccpipe.json. Adds /.ccpipe-cache/ (where 'build' keeps its manifest when the repository's .git is a file, as in a worktree; else it is in .git) to the .gitignore at the top of the repository, unless a line there ignores it already. Edit the file afterwards to choose other locales, another output directory or rule settings; 'ccpipe check', 'fix', 'build' and 'diff' then need no arguments."
        ],
        exitCodes: [(73, ".ccpipe.json already exists, or it or .gitignore could not be written (.gitignore is a symbolic link)")],
        success: "written",
        run: run)

    static func run(_ invocation: Invocation) throws -> Int32 {
        let arguments = invocation.arguments
        let written = try Pipeline.initialize(
            ProjectOptions(
                dataset: arguments.positional(0), reference: arguments.value(Options.reference),
                fields: arguments.value(Options.fields)))
        return Console.emit(InitReport.render(written))
    }
}
