import CCPipeBuild
import CCPipeCore
import CountryCatalogCore
import CountryCodeKit
import Foundation

/// What CountryCatalog's phone field does with numbers, on the phone data
/// the build wrote: what the field shows after each digit typed, and the
/// country of an international number. For trying the data as an app
/// would, and for comparing it with libphonenumber (`Tests/Phone`).
enum PhoneCommand {
    static let spec = CommandSpec(
        name: "phone",
        overview: "Show what CountryCatalog's phone field shows as numbers are typed, and the country of each.",
        arguments: [.init(name: "<number>...", help: "Numbers as typed (any spaces, dashes and brackets); '-' reads one a line from standard input, each after an optional country code and a space (SE 0701234567).",
                          completesFiles: false, repeats: true)],
        argumentSynopsis: "<number>...",
        options: [Options.phoneCountry, Options.phoneFormat, Options.phoneOut, Options.config],
        notes: ["Reads phone.json from the output directory (\"out\" in .ccpipe.json): run 'ccpipe build' first. Each number is typed in the country given (formatted as Country.Phone.formatted does after each digit), else in the country the number is found in; the country of a number written with + or, with --country, that country's international prefix is found as PickerCatalog.country(forNumber:) finds it."],
        success: "shown",
        run: run)

    /// A number and the country it is typed in, if stated.
    struct Entry {
        var country: String?
        var number: String
    }

    static let maximumLineLength = 256

    static func run(_ invocation: Invocation) throws -> Int32 {
        let pipeline = try invocation.pipeline(requiring: .outputDirectory, positionalDataset: false)
        BuildCommand.noteRecovered(try pipeline.settleOutputs(), in: DisplayPath.of(pipeline.project.outputDirectory ?? ""))
        let directory = try pipeline.builtPhoneData()
        let stated = invocation.arguments.value(Options.phoneCountry)?.uppercased()
        if let stated, directory.regions[stated] == nil {
            throw UsageError("no phone data for country '\(stated.echoed)' in \(PhoneFile.fileName)")
        }
        var entries: [Entry] = []
        for argument in invocation.arguments.positionals {
            if argument == "-" { entries += try standardInputEntries() } else { entries.append(Entry(country: nil, number: argument)) }
        }
        guard !entries.isEmpty else { throw UsageError("missing <number>") }
        let json = invocation.arguments.choice(Options.phoneFormat) == "json"
        var out = ""
        for entry in entries {
            let typedIn = entry.country ?? stated
            let found = directory.region(forNumber: entry.number, dialledFrom: typedIn)
            let region = typedIn ?? found ?? directory.callingCode(of: entry.number).flatMap(directory.mainRegion(forCallingCode:))
            let phone = region.flatMap(directory.phone(forRegion:))
            var keystrokes: [String] = []
            var typed = ""
            for character in entry.number {
                typed.append(character)
                keystrokes.append(phone?.formatted(typed) ?? typed)
            }
            let shown = keystrokes.last ?? ""
            if json {
                out += "{\"country\": \(found.map(quoted) ?? "null"), \"input\": \(quoted(entry.number)), \"keystrokes\": ["
                    + keystrokes.map(quoted).joined(separator: ", ") + "], \"shown\": \(quoted(shown)), \"typed_in\": \(region.map(quoted) ?? "null")}\n"
            } else {
                out += ReportText.printable(entry.number) + " → " + ReportText.printable(shown)
                    + (found.map { " (\($0))" } ?? "") + "\n"
            }
        }
        Console.out(out)
        return ExitCode.success
    }

    /// Lines of standard input, each `[<country> ]<number>`.
    static func standardInputEntries() throws -> [Entry] {
        var entries: [Entry] = []
        while let line = readLine(strippingNewline: true) {
            guard line.count <= maximumLineLength else {
                throw PipelineError(.data, "expected a number of at most \(maximumLineLength) characters a line, found \(line.count)",
                                    location: "<stdin>:\(entries.count + 1)")
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { continue }
            let words = trimmed.split(separator: " ", maxSplits: 1)
            if words.count == 2, words[0].count == 2, words[0].allSatisfy({ $0.isASCII && $0.isLetter }) {
                entries.append(Entry(country: words[0].uppercased(), number: String(words[1])))
            } else {
                entries.append(Entry(country: nil, number: trimmed))
            }
        }
        return entries
    }

    private static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        JSONOutput.writeString(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
