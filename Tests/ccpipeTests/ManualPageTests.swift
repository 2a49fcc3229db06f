import Foundation
import Testing

/// `ccpipe manual` is ccpipe(1), made from the option declarations: it
/// lists what `--help` lists, and man reads it without complaint.
struct ManualPageTests {
    static func manual() throws -> String {
        let result = try CommandRunner.run(["manual"])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    /// The option names a command's `--help` table shows, such as `--format`.
    static func helpOptions(_ command: String) throws -> [String] {
        let help = try CommandRunner.run(command.split(separator: " ").map(String.init) + ["--help"]).stdout
        let table = help.components(separatedBy: "\nOPTIONS:\n")[1].components(separatedBy: "\n\n")[0]
        return table.split(separator: "\n").filter { $0.hasPrefix("  --") }.map { String($0.dropFirst(2).split(separator: " ")[0]) }
    }

    static func roff(_ text: String) -> String { text.replacingOccurrences(of: "-", with: "\\-") }

    @Test(arguments: OptionDeclarationTests.commands.filter { $0 != "help" })
    func everyCommandIsASectionWithEveryOptionItsHelpShows(_ command: String) throws {
        let page = try Self.manual()
        #expect(page.contains("\n.SS ccpipe \(Self.roff(command))\n"), "no section for \(command)")
        let section = page.components(separatedBy: "\n.SS ccpipe \(Self.roff(command))\n")[1].components(separatedBy: "\n.SS ")[0]
        let usage = try OptionDeclarationTests.usageLine(command)
        #expect(section.contains("\\fBUsage:\\fR \(Self.roff(usage))\n"), "\(section)")
        for option in try Self.helpOptions(command) {
            #expect(section.contains("\n\\&\\fB\(Self.roff(option))\\fR"), "\(command): \(option) missing")
        }
        #expect(section.contains("\n\\&Exit codes:\n"))
    }

    @Test func thePageNamesTheVersionAndEveryLineIsARequestOrText() throws {
        let page = try Self.manual()
        let version = try CommandRunner.run(["--version"]).stdout.split(separator: "\n")[0]
        #expect(page.contains(".TH CCPIPE 1 \"\" \"\(version)\" \"User Commands\"\n"))
        let requests: Set<Substring> = [".TH", ".SH", ".SS", ".TP", ".PP", ".RS", ".RE", ".nf", ".fi", ".nh", ".ad", ".\\\""]
        for line in page.split(separator: "\n") where !line.hasPrefix("\\&") {
            #expect(requests.contains(line.prefix(3)), "a line man would misread: \(line)")
        }
        // Text that begins with a period, read as a request without `\&`.
        #expect(page.contains("\n\\&\\fB.ccpipe.json\\fR\n"))
        #expect(!page.unicodeScalars.contains { !$0.isASCII }, "non-ASCII is written as \\[uXXXX]")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff"), "needs groff (Debian's groff-base)"))
    func manRendersItWithoutWarnings() throws {
        let file = try CommandRunner.temporaryDirectory().appendingPathComponent("ccpipe.1")
        try Data(try Self.manual().utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/groff")
        process.arguments = ["-man", "-Tutf8", "-ww", "-rLL=100n", file.path]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let rendered = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let warnings = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(warnings.isEmpty, "\(warnings)")
        // The formatter's output, with its bold and underline overstrikes removed.
        let plain = rendered.replacingOccurrences(of: "\\X\u{8}", with: "", options: .regularExpression)
            .replacingOccurrences(of: "_\u{8}", with: "")
        for expected in ["ccpipe import cldr", "--baseline-write", "--fail-on-change", "~/.local/share/man/man1/ccpipe.1", "EXIT STATUS"] {
            #expect(plain.contains(expected), "rendered page lacks \(expected)")
        }
    }
}
