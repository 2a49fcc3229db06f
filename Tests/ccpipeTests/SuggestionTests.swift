import Testing

/// A mistyped subcommand, option or value gets the nearest declared one as
/// a hint, in the usage error's first line; nothing near, no hint.
struct SuggestionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var stderr: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let topUsage = "Usage: ccpipe <subcommand> [<arguments>] [--help] [--version] [--licenses]\n  See 'ccpipe --help' for more information.\n"
    static let checkUsage = "Usage: ccpipe check [<dataset>] [--reference <dir>] [--iso <file>] [--fields <map>] [--config <file>] [--format <format>] [--color <when>] [--baseline-write]\n  See 'ccpipe check --help' for more information.\n"
    static let buildUsage = "Usage: ccpipe build [<dataset>] [--reference <dir>] [--iso <file>] [--fields <map>] [--config <file>] [--locales <list>|all] [--out <dir>] [--summary <file>] [--check] [--strict] [--force]\n  See 'ccpipe build --help' for more information.\n"
    static let importUsage = "Usage: ccpipe import <subcommand> [<arguments>]\n  See 'ccpipe import --help' for more information.\n"

    static let cases: [Case] = [
        // A letter left out, a letter too many, two letters swapped.
        Case(arguments: ["chek"], stderr: "Error: unknown subcommand 'chek'; did you mean 'check'?\n" + topUsage),
        Case(arguments: ["buildd"], stderr: "Error: unknown subcommand 'buildd'; did you mean 'build'?\n" + topUsage),
        Case(arguments: ["dfif"], stderr: "Error: unknown subcommand 'dfif'; did you mean 'diff'?\n" + topUsage),
        // The start of a longer name, when only one name starts so.
        Case(arguments: ["comp"], stderr: "Error: unknown subcommand 'comp'; did you mean 'completions'?\n" + topUsage),
        Case(arguments: ["--verison"], stderr: "Error: unknown option '--verison'; did you mean '--version'?\n" + topUsage),
        Case(arguments: ["--licences"], stderr: "Error: unknown option '--licences'; did you mean '--licenses'?\n" + topUsage),
        Case(arguments: ["check", "--fromat", "json"], stderr: "Error: unknown option '--fromat'; did you mean '--format'?\n" + checkUsage),
        Case(arguments: ["check", "--format=jsno"],
             stderr: "Error: option '--format' must be one of text, json, markdown, github, sarif; got 'jsno'; did you mean 'json'?\n" + checkUsage),
        Case(arguments: ["build", "--locale", "en"], stderr: "Error: unknown option '--locale'; did you mean '--locales'?\n" + buildUsage),
        Case(arguments: ["build", "--chek"], stderr: "Error: unknown option '--chek'; did you mean '--check'?\n" + buildUsage),
        Case(arguments: ["import", "cldrr"], stderr: "Error: unknown subcommand 'cldrr'; did you mean 'cldr'?\n" + importUsage),
        Case(arguments: ["help", "buidl"],
             stderr: "Error: unknown subcommand 'buidl'; did you mean 'build'?\nUsage: ccpipe help [<subcommand>] [<source>]\n  See 'ccpipe help --help' for more information.\n"),
        Case(arguments: ["completions", "bsah"],
             stderr: "Error: unknown shell 'bsah': one of bash, zsh, fish; did you mean 'bash'?\nUsage: ccpipe completions <shell>\n  See 'ccpipe completions --help' for more information.\n"),
        // Nothing near: no guess.
        Case(arguments: ["frobnicate"], stderr: "Error: unknown subcommand 'frobnicate'\n" + topUsage),
        Case(arguments: ["check", "--xyz"], stderr: "Error: unknown option '--xyz'\n" + checkUsage),
        Case(arguments: ["x"], stderr: "Error: unknown subcommand 'x'\n" + topUsage),
        // A prefix that several names share is not a guess either.
        Case(arguments: ["check", "--co"], stderr: "Error: unknown option '--co'\n" + checkUsage),
    ]

    @Test(arguments: cases)
    func aMistypedNameIsAUsageErrorThatNamesTheNearestOne(_ example: Case) throws {
        let result = try CommandRunner.run(example.arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == example.stderr)
    }
}
