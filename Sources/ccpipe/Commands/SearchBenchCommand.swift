/// `ccpipe bench-search`: the options and help of the search benchmark,
/// which ccpipe-bench runs (`BenchExecutable`).
enum SearchBenchCommand {
    static let spec = CommandSpec(
        name: "bench-search",
        overview: "Time CountryCatalog's search per keystroke on every bundled locale.",
        options: [Options.runs, Options.searchReport],
        notes: [
            "Run it on a release build, where the target applies: swift run -c release ccpipe bench-search. The figures go to standard output, and to a file only with --report."
        ],
        exitCodes: [(1, "a locale missed the target"), (69, "ccpipe-bench is not beside ccpipe"), (73, "the report could not be written")],
        success: "every locale met the target",
        run: run)

    static func run(_ invocation: Invocation) throws -> Int32 {
        let runs = max(invocation.arguments.number(Options.runs) ?? 3, 1)
        return try BenchExecutable.run(
            "search",
            ["--runs", String(runs)]
                + (invocation.arguments.value(Options.searchReport).map { ["--report", $0] } ?? []))
    }
}
