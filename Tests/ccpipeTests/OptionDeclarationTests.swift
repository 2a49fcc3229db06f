import Foundation
import Testing

/// Options are declared once; what the command line accepts, what its help
/// and usage lines say, the completions and the manual's headings all agree.
struct OptionDeclarationTests {
    static let seed = CommandLineTests.seed
    static let commands = ["check", "fix", "build", "preview", "phone", "diff", "init", "rules", "bench", "bench-search", "completions", "manual", "help",
                           "import phone-metadata", "import cldr", "import embedded"]

    static func usageLine(_ command: String) throws -> String {
        let help = try CommandRunner.run(command.split(separator: " ").map(String.init) + ["--help"])
        let line = help.stdout.split(separator: "\n").first { $0.hasPrefix("USAGE: ") }
        return String(try #require(line).dropFirst("USAGE: ".count))
    }

    @Test func everyCommandHasItsUsageLineAsAHeadingOfTheManual() throws {
        let headings = Set(try Manual.articles().values.flatMap { $0.split(separator: "\n") }.filter { $0.hasPrefix("## `ccpipe ") }
            .map { String($0.dropFirst("## `".count).dropLast()) })
        var usages: Set<String> = []
        for command in Self.commands where command != "help" {
            let usage = try Self.usageLine(command)
            usages.insert(usage)
            #expect(headings.contains(usage), "the manual (Sources/ccpipe/ccpipe.docc) needs the heading ## `\(usage)`")
        }
        #expect(headings.subtracting(usages).isEmpty, "headings of the manual no command has: \(headings.subtracting(usages))")
    }

    @Test(arguments: commands)
    func helpListsEveryOptionTheUsageLineShows(_ command: String) throws {
        let help = try CommandRunner.run(command.split(separator: " ").map(String.init) + ["--help"])
        #expect(help.status == 0)
        let usage = try Self.usageLine(command)
        for option in usage.split(separator: " ").filter({ $0.hasPrefix("[--") }).map({ $0.dropFirst().split(separator: "]")[0] }) {
            #expect(help.stdout.contains("\n  \(option)"), "\(command) --help lacks \(option)")
        }
        #expect(help.stdout.contains("EXIT CODES:"))
        if !["build"].contains(command) { #expect(!help.stdout.contains("--check"), "\(command) mentions --check") }
    }

    @Test func helpOfHelpAndHelpOfASubcommandExitZero() throws {
        let helpHelp = try CommandRunner.run(["help", "--help"])
        #expect(helpHelp.status == 0, "\(helpHelp.stderr)")
        #expect(helpHelp.stdout.contains("USAGE: ccpipe help"))
        let nested = try CommandRunner.run(["help", "import", "cldr"])
        #expect(nested.status == 0)
        #expect(nested.stdout == (try CommandRunner.run(["import", "cldr", "--help"])).stdout)
        #expect(try CommandRunner.run(["help", "nope"]).status == 64)
    }

    @Test func diffTakesTheOptionsCheckTakes() throws {
        let maintained = "Sources-Data/CountryCodes.json"
        let colorless = try CommandRunner.run(["diff", Self.seed, maintained, "--color", "never"])
        #expect(colorless.status == 0, "\(colorless.stderr)")
        #expect(!colorless.stdout.contains("\u{1B}["))
        let colored = try CommandRunner.run(["diff", Self.seed, maintained, "--color", "always"])
        #expect(colored.stdout.contains("\u{1B}["))
        let all = try CommandRunner.run(["diff", Self.seed, maintained, "--locales", "all", "--format", "json"])
        #expect(all.status == 0, "\(all.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [String: Any])
        #expect((report["outputs"] as? [Any])?.count == 44, "every embedded locale, root included")
        let config = try CommandRunner.run(["diff", Self.seed, maintained, "--config", "/no/such/.ccpipe.json"])
        #expect(config.status == 65, "\(config.stderr)")
    }

    @Test func aDashReadsTheDatasetFromStandardInput() throws {
        let seed = try Data(contentsOf: CommandLineTests.seedURL)
        let result = try CommandRunner.run(["check", "-"], input: seed)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("<stdin>:199:19: error"), "\(result.stdout)")
        let write = try CommandRunner.run(["fix", "-", "--write"], input: seed)
        #expect(write.status == 64, "\(write.stderr)")
    }

    @Test func fixExitsAsItsHelpSays() throws {
        let help = try CommandRunner.run(["fix", "--help"])
        #expect(help.stdout.contains("1   error findings remain after the safe fixes"))
        let directory = try CommandRunner.temporaryDirectory()
        let fixable = directory.appendingPathComponent("fixable.json")
        try Data(#"[{"name": "Sweden", "dial_code": "0046", "code": "SE"}]"#.utf8).write(to: fixable)
        let proposed = try CommandRunner.run(["fix", fixable.path], in: directory)
        #expect(proposed.status == 0, "\(proposed.stderr)")
        #expect(proposed.stdout.contains("+\"dial_code\": \"+46\"") || proposed.stdout.contains("\"+46\""), "\(proposed.stdout)")
        let broken = directory.appendingPathComponent("broken.json")
        try Data(#"[{"name": "Guyana", "dial_code": "+595", "code": "GY"}]"#.utf8).write(to: broken)
        let needsAPerson = try CommandRunner.run(["fix", broken.path], in: directory)
        #expect(needsAPerson.status == 1, "\(needsAPerson.stderr)")
    }

    @Test func bashCompletionOffersEachCommandsOptionsAndChoices() throws {
        let script = try CommandRunner.run(["completions", "bash"])
        #expect(script.status == 0)
        let directory = try CommandRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("ccpipe.bash")
        try Data(script.stdout.utf8).write(to: file)
        func complete(_ words: [String]) throws -> [String] {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            let shell = "source '\(file.path)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _ccpipe; printf '%s\\n' \"${COMPREPLY[@]}\""
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", shell]
            process.currentDirectoryURL = directory
            let out = Pipe()
            process.standardOutput = out
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        }
        #expect(try complete(["ccpipe", "ch"]) == ["check"])
        #expect(try complete(["ccpipe", "diff", "--co"]).sorted() == ["--color", "--config"])
        #expect(try complete(["ccpipe", "check", "--format", ""]) == ["text", "json", "markdown", "github", "sarif"])
        #expect(try complete(["ccpipe", "import", "c"]) == ["cldr"])
        #expect(try complete(["ccpipe", "import", "cldr", "--f"]) == ["--from"])
        for shell in ["zsh", "fish"] {
            let other = try CommandRunner.run(["completions", shell])
            #expect(other.status == 0)
            for option in ["--baseline-write", "--fail-on-change", "--source-version", "--locales"] {
                #expect(other.stdout.contains(shell == "fish" ? "-l \(option.dropFirst(2))" : "'\(option)["), "\(shell) lacks \(option)")
            }
        }
        #expect(try CommandRunner.run(["completions", "tcsh"]).status == 64)
    }
}
