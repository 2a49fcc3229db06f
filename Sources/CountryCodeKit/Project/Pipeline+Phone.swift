import CCPipeBuild
import CCPipeCore
import CCPipeOutput
import CCPipeReport
import CountryCatalogCore
import Foundation

extension Pipeline {
    /// Every region's phone data as `build` wrote it into the output
    /// directory (`phone.json`), read as a build reads its outputs: by name
    /// through the output directory, never through a link, no larger than a
    /// build writes. Call `settleOutputs` first.
    package func builtPhoneData() throws(PipelineError) -> PhoneDirectory {
        guard let outputs = project.outputDirectory else { throw PipelineError(.usage, "no output directory to read phone.json from") }
        let hint = "Run 'ccpipe build' first"
        guard let root = try DirectoryHandle.open(outputs),
              let bytes = try root.read(PhoneFile.fileName, maxBytes: OutputTree.maximumFileBytes) else {
            throw PipelineError(.usage, "\(DisplayPath.of(outputs)) has no \(PhoneFile.fileName)", hint: hint)
        }
        do {
            return try PhoneDirectory.decode(Data(bytes))
        } catch {
            throw PipelineError(.data, "\(DisplayPath.of(outputs))/\(PhoneFile.fileName) cannot be read: \(error)", hint: hint)
        }
    }

    /// A number to type, and the country it is typed in, if stated.
    package struct PhoneEntry: Sendable, Equatable {
        package var country: String?
        package var number: String
    }

    /// Numbers as `phone` takes them: each argument a number, `-` the
    /// lines of standard input (`nextLine`), each `[<country> ]<number>`.
    package static func phoneEntries(_ arguments: [String], nextLine: () -> String?) throws(PipelineError) -> [PhoneEntry] {
        var entries: [PhoneEntry] = []
        for argument in arguments {
            guard argument == "-" else {
                entries.append(PhoneEntry(country: nil, number: argument))
                continue
            }
            var line = 0
            while let text = nextLine() {
                line += 1
                guard text.count <= maximumPhoneLine else {
                    throw PipelineError(.data, "expected a number of at most \(maximumPhoneLine) characters a line, found \(text.count)",
                                        location: "<stdin>:\(line)")
                }
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                guard !trimmed.isEmpty else { continue }
                let words = trimmed.split(separator: " ", maxSplits: 1)
                if words.count == 2, words[0].count == 2, words[0].allSatisfy({ $0.isASCII && $0.isLetter }) {
                    entries.append(PhoneEntry(country: words[0].uppercased(), number: String(words[1])))
                } else {
                    entries.append(PhoneEntry(country: nil, number: trimmed))
                }
            }
        }
        guard !entries.isEmpty else { throw PipelineError(.usage, "missing <number>") }
        return entries
    }

    static let maximumPhoneLine = 256

    /// What CountryCatalog's phone field does with each number, on the
    /// phone data the build wrote: typed in the country stated (`country`,
    /// else the entry's own), else in the country the number is found in.
    package func phone(_ entries: [PhoneEntry], country: String?) throws(PipelineError) -> PhoneTyped {
        let directory = try builtPhoneData()
        let stated = country?.uppercased()
        if let stated, directory.regions[stated] == nil {
            throw PipelineError(.usage, "no phone data for country '\(stated.echoed)' in \(PhoneFile.fileName)")
        }
        let typed = entries.map { entry in
            let typedIn = entry.country ?? stated
            let found = directory.region(forNumber: entry.number, dialledFrom: typedIn)
            let region = typedIn ?? found ?? directory.callingCode(of: entry.number).flatMap(directory.mainRegion(forCallingCode:))
            let phone = region.flatMap(directory.phone(forRegion:))
            var keystrokes: [String] = [], sofar = ""
            for character in entry.number {
                sofar.append(character)
                keystrokes.append(phone?.formatted(sofar) ?? sofar)
            }
            return PhoneTyped.Entry(input: entry.number, keystrokes: keystrokes, found: found, typedIn: region)
        }
        return PhoneTyped(entries: typed, recovered: project.recovered, outputDirectory: project.outputDirectory ?? "")
    }
}
