import Foundation
import Testing

/// Row 4 of the threat model: names and values from the checkout cannot
/// start a workflow command in any output. A CI runner reads both standard
/// output and standard error, and takes a line as a command when it starts
/// with `::` (after blanks) or holds `##[`; the only such lines ccpipe may
/// print are its own annotations.
struct ReportAttackTests {
    /// A real file of the checkout, named with a line break and a command of its own.
    static let hostileName = "a\n::error file=evil.json,line=1::X.json"
    /// The name as every output shows it.
    static let shownName = #"a\u{A}\u{3A}\u{3A}error file=evil.json,line=1\u{3A}\u{3A}X.json"#
    /// A dataset with an error (Sweden's dial code) and values that try the same.
    static let dataset = #"[{"name": "Sweden", "dial_code": "+47", "code": "SE"}, {"name": "Norway\u2028::warning::Y ##[error]Z \u001b[31m", "dial_code": "+47", "code": "NO"}]"#

    static func checkout(dataset: String = Self.dataset, committed: Bool = false) throws -> HostileCheckout {
        let checkout = try HostileCheckout()
        try checkout.write(dataset, to: hostileName)
        try checkout.writeProjectFile(#"{"dataset": "a\n::error file=evil.json,line=1::X.json", "out": "out"}"#)
        if committed { try checkout.commit() }
        return checkout
    }

    /// The lines of both streams a runner would read as commands: exactly
    /// ccpipe's own `annotations`, and no control character but line feeds.
    static func expectNoInjectedCommand(_ result: CommandResult, _ checkout: HostileCheckout, annotations: Int = 0,
                                        sourceLocation: SourceLocation = #_sourceLocation) throws {
        let output = result.stdout + result.stderr
        let commands = output.split(separator: "\n").filter { $0.drop { $0.isWhitespace }.hasPrefix("::") || $0.contains("##[") }
        #expect(commands.count == annotations, "\(commands)", sourceLocation: sourceLocation)
        // Each one ccpipe's: a severity, then the file as text shows it, as a property.
        let file = shownName.replacingOccurrences(of: ",", with: "%2C")
        for command in commands {
            #expect(["error", "warning", "notice"].contains { command.hasPrefix("::\($0) file=\(file),line=") }, "\(command)",
                    sourceLocation: sourceLocation)
        }
        let acting = output.unicodeScalars.filter { $0 != "\n" && ($0.properties.generalCategory == .control || $0.properties.generalCategory == .format
            || $0.properties.generalCategory == .lineSeparator || $0.properties.generalCategory == .paragraphSeparator) }
        #expect(acting.isEmpty, "\(acting)", sourceLocation: sourceLocation)
        #expect(try checkout.outsideChanges() == [], sourceLocation: sourceLocation)
        #expect(!checkout.leaksSecret(result), sourceLocation: sourceLocation)
    }

    @Test func aFileNameWithALineBreakStartsNoCommandInGitHubAnnotations() throws {
        let checkout = try Self.checkout()
        let result = try checkout.run(["check", "--format", "github"])
        #expect(result.status == 1, "\(result.stderr)")
        let annotations = result.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(annotations.count >= 2)
        try Self.expectNoInjectedCommand(result, checkout, annotations: annotations.count)
        #expect(result.stdout.contains("\n\(Self.shownName): 2 records"))
    }

    @Test(arguments: ["text", "markdown", "json", "sarif"])
    func aFileNameWithALineBreakStartsNoCommandInTheOtherCheckFormats(_ format: String) throws {
        let checkout = try Self.checkout()
        let result = try checkout.run(["check", "--format", format])
        #expect(result.status == 1, "\(result.stderr)")
        try Self.expectNoInjectedCommand(result, checkout)
        if format == "text" { #expect(result.stdout.hasPrefix("\(Self.shownName):1:")) }
    }

    @Test(arguments: ["text", "markdown", "json", "html"])
    func aDiffOfTheFileStartsNoCommand(_ format: String) throws {
        let checkout = try Self.checkout(committed: true)
        try checkout.write(Self.dataset.replacingOccurrences(of: "Sweden", with: "Swedn\\n::error::W"), to: Self.hostileName)
        let result = try checkout.run(["diff", "--base", "HEAD", "--format", format])
        #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
        try Self.expectNoInjectedCommand(result, checkout)
        #expect(result.stdout.contains("HEAD:a"))
    }

    @Test func aBuildOfTheFileSaysWhatItDidOnOneLine() throws {
        let checkout = try Self.checkout(dataset: HostileCheckout.dataset)
        let built = try checkout.run(["build"])
        #expect(built.status == 0, "\(built.stderr)")
        try Self.expectNoInjectedCommand(built, checkout)
        #expect(built.stdout.contains("from \(Self.shownName) (reference: "))
        // With error findings it builds and says how many remain; with
        // --strict it prints them, and the error, instead.
        try checkout.write(Self.dataset, to: Self.hostileName)
        let remaining = try checkout.run(["build"])
        #expect(remaining.status == 1)
        try Self.expectNoInjectedCommand(remaining, checkout)
        #expect(remaining.stderr.contains("Error: \(Self.shownName): 2 error findings remain ("), "\(remaining.stderr)")
        let refused = try checkout.run(["build", "--strict"])
        #expect(refused.status == 1)
        try Self.expectNoInjectedCommand(refused, checkout)
        #expect(refused.stderr.contains("Error: \(Self.shownName) has 2 error findings; with --strict nothing was written to out ("), "\(refused.stderr)")
    }

    @Test func fixShowsTheFileNameInItsDiffHeadersOnOneLine() throws {
        let checkout = try Self.checkout(dataset: #"[{"name": "Sweden", "dial_code": "46", "code": "se"}]"#)
        let result = try checkout.run(["fix"])
        try Self.expectNoInjectedCommand(result, checkout)
        #expect(result.stdout.hasPrefix("--- a/\(Self.shownName)\n+++ b/\(Self.shownName)\n@@ "), "\(result.stdout)")
    }

    @Test func anErrorAboutTheFileIsOneLine() throws {
        let checkout = try Self.checkout(dataset: "[{\"name\": \"x\n::error::in the data\"")
        let result = try checkout.run(["check", "--format", "github"])
        #expect(result.status == 65)
        try Self.expectNoInjectedCommand(result, checkout)
        #expect(result.stderr.hasPrefix("Error: \(Self.shownName):1:"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
