import Foundation
import Testing

/// Row 3 of the threat model: a revision or a path handed to `ccpipe diff`
/// (by the command line of a CI job, or by the project file) never reaches
/// git as an option, and reading a file at a revision runs nothing the
/// checkout names.
struct GitAttackTests {
    /// A checkout whose dataset is committed, then changed.
    static func committedCheckout() throws -> HostileCheckout {
        let checkout = try HostileCheckout()
        try checkout.commit()
        try checkout.write(#"[{"name": "Sweden", "dial_code": "+46", "code": "SE"}]"#, to: "CountryCodes.json")
        return checkout
    }

    /// A revision or a path as messages quote it: cut at 128 characters.
    static func cut(_ text: String) -> String {
        text.count > 128 ? String(text.prefix(128)) + "… (\(text.count) characters)" : text
    }

    static func expectRefusedUntouched(_ result: CommandResult, _ checkout: HostileCheckout, status: Int32 = 64,
                                       message: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(result.status == status, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix("Error: \(message)\n"), "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(try checkout.outsideChanges() == [], sourceLocation: sourceLocation)
        #expect(!checkout.leaksSecret(result), sourceLocation: sourceLocation)
    }

    @Test func anOutputOptionAsTheOldSideIsRefusedAsARevision() throws {
        let checkout = try Self.committedCheckout()
        let target = checkout.outside.appendingPathComponent("x").path
        let result = try checkout.run(["diff", "--", "--output=\(target):y", "CountryCodes.json"])
        try Self.expectRefusedUntouched(result, checkout, message: "'\(Self.cut("--output=\(target)"))' is not a revision: it starts with '-'")
    }

    @Test func anOutputOptionAsTheBaseIsRefusedAsARevision() throws {
        let checkout = try Self.committedCheckout()
        let target = checkout.outside.appendingPathComponent("z").path
        let result = try checkout.run(["diff", "CountryCodes.json", "--base=--output=\(target)"])
        try Self.expectRefusedUntouched(result, checkout, message: "'\(Self.cut("--output=\(target)"))' is not a revision: it starts with '-'")
    }

    @Test(arguments: ["-c", "--upload-pack=touch pwned", "--exec-path", "-", "--end-of-options"])
    func revisionsThatStartWithADashAreRefusedBeforeGitRuns(_ revision: String) throws {
        let checkout = try Self.committedCheckout()
        let asBase = try checkout.run(["diff", "CountryCodes.json", "--base=\(revision)"])
        try Self.expectRefusedUntouched(asBase, checkout, message: "'\(revision)' is not a revision: it starts with '-'")
        let asSide = try checkout.run(["diff", "--", "\(revision):CountryCodes.json", "CountryCodes.json"])
        try Self.expectRefusedUntouched(asSide, checkout, message: "'\(revision)' is not a revision: it starts with '-'")
        #expect(!FileManager.default.fileExists(atPath: checkout.repository.appendingPathComponent("pwned").path))
    }

    @Test func aRevisionWithALineBreakIsRefusedOnOneLine() throws {
        let checkout = try Self.committedCheckout()
        let result = try checkout.run(["diff", "CountryCodes.json", "--base", "HEAD\n::error file=evil.json::X"])
        try Self.expectRefusedUntouched(result, checkout,
                                        message: #"'HEAD\u{A}\u{3A}\u{3A}error file=evil.json\u{3A}\u{3A}X' is not a revision: it holds control or invisible characters"#)
    }

    @Test(arguments: ["HEAD --foo", "HEAD^{tree}", "no-such-branch", String(repeating: "a", count: 5000)])
    func aRevisionThatNamesNoCommitIsADataErrorNamingIt(_ revision: String) throws {
        let checkout = try Self.committedCheckout()
        let result = try checkout.run(["diff", "CountryCodes.json", "--base", revision])
        let quoted = Self.cut(revision)
        try Self.expectRefusedUntouched(result, checkout, status: 65,
                                        message: "\(quoted):CountryCodes.json: cannot read from git: '\(quoted)' does not name a commit")
    }

    @Test func aPathThatLooksLikeAnOptionIsReadAsAPath() throws {
        let checkout = try Self.committedCheckout()
        let target = checkout.outside.appendingPathComponent("p").path
        let missing = try checkout.run(["diff", "HEAD:--output=\(target)", "CountryCodes.json"])
        try Self.expectRefusedUntouched(missing, checkout, status: 65,
                                        message: "HEAD:--output=\(target): cannot read from git: 'HEAD' has no file '\(Self.cut("--output=\(target)"))'")
        // A dataset the project file names with a leading dash is that file at the base.
        try checkout.write(HostileCheckout.dataset, to: "--output=evil.json")
        try checkout.writeProjectFile(#"{"dataset": "--output=evil.json"}"#)
        try checkout.commit()
        let result = try checkout.run(["diff", "--base", "HEAD", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""file": "HEAD:--output=evil.json""#))
        #expect(try checkout.outsideChanges() == [])
        #expect(!FileManager.default.fileExists(atPath: checkout.repository.appendingPathComponent("evil.json").path))
    }

    /// The drivers live in the repository's configuration, as on a machine
    /// that has them; the pull request's `.gitattributes` names them for
    /// the dataset. Reading the dataset at a revision runs neither, while
    /// `git show --textconv` does (so the trap is armed).
    @Test func textconvAndFilterDriversNamedByGitattributesNeverRun() throws {
        let checkout = try HostileCheckout()
        try checkout.write("*.json diff=evil filter=evil\n", to: ".gitattributes")
        try checkout.commit()
        let canary = checkout.outside.appendingPathComponent("canary.txt").path
        for (key, command) in [("diff.evil.textconv", "sh -c 'echo textconv >> \(canary); cat \"$1\"' -"),
                               ("filter.evil.smudge", "sh -c 'echo smudge >> \(canary); cat'"),
                               ("filter.evil.clean", "sh -c 'echo clean >> \(canary); cat'")] {
            #expect(try HostileCheckout.git(["config", key, command], in: checkout.repository).status == 0)
        }
        for arguments in [["diff", "CountryCodes.json", "--base", "HEAD"], ["diff", "HEAD:CountryCodes.json", "CountryCodes.json"]] {
            let result = try checkout.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(try checkout.outsideChanges() == [], "\(arguments)")
            #expect(!checkout.leaksSecret(result))
        }
        _ = try HostileCheckout.git(["show", "--textconv", "HEAD:CountryCodes.json"], in: checkout.repository)
        #expect(try checkout.outsideChanges() == ["changed canary.txt"], "the drivers run when git is asked to run them")
    }
}
