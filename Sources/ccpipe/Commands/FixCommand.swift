import CountryCodeKit
import Foundation

enum FixCommand: Command {
    static let name = "fix"

    static let help = CommandHelp(
        overview: "Apply the fixes that are safe to make without a person: dial-code spelling, a deprecated code's single successor, the current CLDR name, stray and invisible characters.",
        usage: "ccpipe fix [<dataset>] [--reference <dir>] [--iso <file>] [--fields <map>] [--config <file>] [--write]",
        arguments: [("<dataset>", "The dataset to fix (default: Sources-Data/CountryCodes.json).")],
        options: Inputs.optionHelp + [
            ("--write", "Write the fixed dataset in place. Without it nothing changes and the diff shows what would."),
        ],
        notes: ["Prints the change as a unified diff. Only the fixed values change: the file keeps its shape, key order and layout. Wrong dial codes, swapped records and missing regions need a person and are left as they are; 'ccpipe check' still reports them.",
                ExitCodesNote.standard])

    static let spec = ArgumentSpec(options: Inputs.options, flags: ["--write"], maxPositionals: 1)

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let path = arguments.positional(0) ?? DefaultPaths.dataset
        let bytes = try readBytes(path)
        let dataset = try Inputs.dataset(arguments)
        let reference = try Inputs.reference(arguments, locales: Inputs.checkedLocales(of: dataset, arguments))
        let configuration = try Inputs.configuration(arguments, for: dataset)
        let findings = Validator.validate(dataset, against: reference, configuration: configuration).findings
        let result = DatasetFixer.fix(bytes, dataset: dataset, findings: findings)
        guard !result.edits.isEmpty else {
            Console.error("\(path): nothing to fix safely\n")
            return ExitCode.success
        }
        let old = String(decoding: bytes, as: UTF8.self)
        let new = String(decoding: result.fixedBytes, as: UTF8.self)
        Console.out(UnifiedDiff.render(old: old, new: new, path: path))
        let count = "\(result.edits.count) \(result.edits.count == 1 ? "fix" : "fixes")"
        if arguments.flag("--write") {
            do {
                try AtomicFile.write(result.fixedBytes, to: path)
            } catch {
                throw OutputError(path: path, reason: "\(error)")
            }
            Console.error("\(path): applied \(count)\n")
        } else {
            Console.error("\(path): \(count) to apply; run again with --write to apply them\n")
        }
        return ExitCode.success
    }

    private static func readBytes(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError("cannot read the file", file: path)
        }
        return Array(data)
    }
}
