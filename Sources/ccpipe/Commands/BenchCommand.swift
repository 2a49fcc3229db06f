import CountryCodeKit

/// `ccpipe bench`: the options and help of the benchmark, which
/// ccpipe-bench runs (`BenchExecutable`) with the dataset resolved here.
enum BenchCommand {
    static let spec = CommandSpec(
        name: "bench",
        overview: "Time the cold, no-op and one-locale builds and the checks against an xmllint parse of the same files.",
        arguments: [.init(name: "<dataset>", help: "The dataset to build and check (default: \"dataset\" in .ccpipe.json).")],
        options: [Options.benchReference, Options.benchBeside, Options.benchRuns, Options.report, Options.config],
        notes: [
            "Run it on a release build, where the targets apply: swift run -c release ccpipe bench. Needs xmllint (Debian's libxml2-utils); with valgrind installed it also counts instructions. The figures go to standard output, and to a file only with --report."
        ],
        exitCodes: [(69, "xmllint is not installed, or ccpipe-bench is not beside ccpipe"), (73, "the report could not be written")],
        success: "measured",
        run: run)

    static func run(_ invocation: Invocation) throws -> Int32 {
        let arguments = invocation.arguments
        let pipeline = try invocation.pipeline(requiring: .dataset)
        guard case .file(let dataset, _) = pipeline.project.dataset else {
            throw UsageError("bench needs a dataset file; standard input cannot be read once per run")
        }
        let runs = max(1, arguments.number(Options.benchRuns) ?? Options.benchDefaultRuns)
        return try BenchExecutable.run(
            "build",
            [
                "--ccpipe", BenchExecutable.ccpipe, "--dataset", dataset,
                "--reference", arguments.value(Options.benchReference) ?? Options.benchReference.defaultText!, "--runs", String(runs)
            ] + (arguments.value(Options.benchBeside).map { ["--beside", $0] } ?? [])
                + (arguments.value(Options.report).map { ["--report", $0] } ?? []))
    }
}
