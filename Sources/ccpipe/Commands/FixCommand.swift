import CountryCodeKit
import CCPipeCore
import CCPipeValidate

enum FixCommand {
    static let spec = CommandSpec(
        name: "fix",
        overview: "Apply the fixes that are safe to make without a person: dial-code spelling, a deprecated code's single successor, the current CLDR name, stray and invisible characters.",
        arguments: [.init(name: "<dataset>", help: "The dataset to fix (default: \"dataset\" in .ccpipe.json).")],
        options: Options.project + [Options.canonical, Options.write],
        notes: ["Prints the change as a unified diff. Only the fixed values change: the file keeps its shape, key order and layout. Wrong dial codes, swapped records and missing regions need a person and are left as they are; the exit code says whether any error finding remains once the fixes are made."],
        exitCodes: [(1, "error findings remain after the safe fixes: they need a person ('ccpipe check' lists them)"),
                    (73, "the dataset could not be written, or changed while fix ran: nothing was written (--write)")],
        success: "no error finding remains after the safe fixes",
        run: run)

    /// At most this many suggestions are listed; the rest are counted.
    static let listedSuggestions = 50

    /// The fixes left to a person, on standard error: each place, the
    /// change suggested and why it is not made.
    static func printSuggestions(_ fixed: Fixed) {
        let suggestions = fixed.suggestions
        guard !suggestions.isEmpty else { return }
        var text = "not applied, for a person to decide (\(suggestions.count)):\n"
        for suggestion in suggestions.prefix(listedSuggestions) {
            text += "  \(ReportText.printable(suggestion.location.description)): \(ReportText.printable(suggestion.old.excerpt(64))) → "
                + "\(ReportText.printable(suggestion.new.excerpt(64))) [\(suggestion.rule)]: \(ReportText.printable(suggestion.reason))\n"
        }
        if suggestions.count > listedSuggestions { text += "  … and \(suggestions.count - listedSuggestions) more ('ccpipe check' lists them)\n" }
        Console.error(text)
    }

    static func run(_ invocation: Invocation) throws -> Int32 {
        let pipeline = try invocation.pipeline(requiring: .dataset,
                                               conventions: invocation.arguments.flag(Options.canonical) ? .canonicalWriting : nil)
        if invocation.arguments.flag(Options.write) { _ = try pipeline.writableDatasetPath() }
        let fixed = try pipeline.fix()
        let name = ReportText.printable(fixed.checked.dataset.file)
        let remaining = fixed.remaining.summary.errors
        let remainder = remaining == 0 ? "" : "; \(remaining) error \(remaining == 1 ? "finding remains" : "findings remain") that \(remaining == 1 ? "needs" : "need") a person (ccpipe check lists \(remaining == 1 ? "it" : "them"))"
        guard !fixed.result.edits.isEmpty else {
            printSuggestions(fixed)
            Console.error("\(name): nothing to fix safely\(remainder)\n")
            return remaining > 0 ? ExitCode.findings : ExitCode.success
        }
        Console.out(UnifiedDiff.render(old: fixed.checked.input.bytes, new: fixed.result.fixedBytes, path: fixed.checked.dataset.file))
        printSuggestions(fixed)
        let count = "\(fixed.result.edits.count) \(fixed.result.edits.count == 1 ? "fix" : "fixes")"
        if invocation.arguments.flag(Options.write) {
            try pipeline.write(fixed)
            let found = fixed.result.found
            Console.error("\(name): applied \(fixed.result.edits.count) of \(found) \(found == 1 ? "fix" : "fixes")\(remainder)\n")
        } else {
            Console.error("\(name): \(count) to apply; run again with --write to apply them\(remainder)\n")
        }
        return remaining > 0 ? ExitCode.findings : ExitCode.success
    }
}
