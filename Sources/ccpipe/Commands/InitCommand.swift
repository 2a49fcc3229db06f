import CountryCodeKit
import Foundation
import CCPipeModel
import CCPipeCore

enum InitCommand {
    static let spec = CommandSpec(
        name: "init",
        overview: "Write a .ccpipe.json for the dataset in the current directory: its shape and fields, the locales its names are in, where 'build' writes, and the reference.",
        arguments: [.init(name: "<dataset>", help: "The dataset (default: the one JSON, CSV, TSV, property list or CLDR XML file in the current directory that reads as a country dataset).")],
        options: [Options.fields, Options.reference],
        notes: ["Never overwrites an existing .ccpipe.json. Edit the file afterwards to choose other locales, another output directory or rule settings; 'ccpipe check', 'fix', 'build' and 'diff' then need no arguments."],
        exitCodes: [(73, ".ccpipe.json already exists, or could not be written")],
        success: "written",
        run: run)

    static func run(_ invocation: Invocation) throws -> Int32 {
        let arguments = invocation.arguments
        let here = FileManager.default.currentDirectoryPath
        let fields = try arguments.value(Options.fields).map { text in
            do { return try FieldMapping(parsing: text) } catch { throw UsageError("\(error)") }
        }
        let reference = arguments.value(Options.reference).map { ReferenceSetting(parsing: $0, relativeTo: here) }
        let written = try ProjectInitializer.write(in: here, dataset: arguments.positional(0), fields: fields, reference: reference)
        Console.out(written.text)
        if !written.observed.isEmpty {
            Console.error("conventions counted from the file: \(ReportText.printable(written.observed.joined(separator: "; ")))\n")
        }
        Console.error("wrote \(ReportText.printable(DisplayPath.of(written.path))) for \(ReportText.printable(DisplayPath.of(written.dataset.file))) (\(written.dataset.records.count) records, \(ReportText.printable(written.dataset.shape.description))); run 'ccpipe check' next\n")
        return ExitCode.success
    }
}
