import Foundation
import Testing

/// What another user of the machine, or a repository inside the checkout,
/// may not decide: a `.ccpipe.json` found outside any repository is read
/// only when it is the user's or root's, one inside a repository only when
/// git trusts the repository (`safe.directory`), and git never takes a
/// bare repository committed as a directory of the checkout for the
/// repository it runs in.
struct StrangerAttackTests {
    /// Files of another user can be made only by root.
    static let asRoot = geteuid() == 0

    /// `outside/shared/.ccpipe.json`, owned by uid 4242, turns a rule off and
    /// sends the outputs into `outside/taken`; the user works in `shared/work`.
    private func plantedOutsideAnyRepository(sendingOutputs: Bool = true) throws -> (checkout: HostileCheckout, work: URL, file: URL) {
        var checkout = try HostileCheckout()
        let shared = checkout.outside.appendingPathComponent("shared")
        let work = shared.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let file = shared.appendingPathComponent(".ccpipe.json")
        let taken = checkout.outside.appendingPathComponent("taken").path
        let out = sendingOutputs ? #", "out": "\#(taken)""# : ""
        try Data(#"{"rules": {"dial-code-region": "off"}\#(out)}"#.utf8).write(to: file)
        try #require(chown(file.path, 4242, 4242) == 0)
        try Data(#"[{"name": "Guyana", "dial_code": "+595", "code": "GY"}]"#.utf8).write(to: work.appendingPathComponent("CountryCodes.json"))
        try checkout.settleOutside()
        return (checkout, work, file)
    }

    @Test(.enabled(if: asRoot))
    func aProjectFileOfAnotherUserOutsideAnyRepositoryIsRefused() throws {
        let (checkout, work, file) = try plantedOutsideAnyRepository()
        for arguments in [["check", "CountryCodes.json"], ["build", "CountryCodes.json"]] {
            let result = try CommandRunner.run(arguments, in: work, timeout: 120)
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasPrefix("Error: the project file '\(file.path)' was found but not read: it belongs to another user (uid 4242) and no repository holds it\n"),
                    "\(result.stderr)")
            #expect(result.stderr.contains("If it is the project file you mean, name it: --config \(file.path)\n"), "\(result.stderr)")
            #expect(try checkout.outsideChanges().isEmpty)
            #expect(!checkout.leaksSecret(result))
        }
        // Named, it is the user's choice: it is read (and its "out" then
        // held to its own directory, as any project file's).
        let named = try CommandRunner.run(["check", "CountryCodes.json", "--config", file.path], in: work, timeout: 120)
        #expect(named.status == 64, "\(named.stdout)\(named.stderr)")
        #expect(named.stderr.contains("\"out\" names"), "\(named.stderr)")
    }

    @Test(.enabled(if: asRoot))
    func aProjectFileOfRootOrTheUserOutsideAnyRepositoryIsRead() throws {
        let (checkout, work, file) = try plantedOutsideAnyRepository(sendingOutputs: false)
        let refused = try CommandRunner.run(["check", "CountryCodes.json"], in: work, timeout: 120)
        #expect(refused.status == 64, "\(refused.stderr)")
        for owner in [geteuid(), 0] {
            try #require(chown(file.path, owner, getegid()) == 0)
            let result = try CommandRunner.run(["check", "CountryCodes.json"], in: work, timeout: 120)
            #expect(result.status == 0, "its dial-code-region off: \(result.stdout)\(result.stderr)")
        }
        #expect(try checkout.outsideChanges().isEmpty)
    }

    /// The repository belongs to another user: git refuses to work in it
    /// (dubious ownership), and so ccpipe refuses its project file, unless
    /// git's safe.directory says the repository is trusted.
    @Test(.enabled(if: asRoot))
    func aProjectFileInARepositoryGitDoesNotTrustIsRefused() throws {
        let checkout = try HostileCheckout()
        try checkout.writeProjectFile(#"{"dataset": "CountryCodes.json", "rules": {"dial-code-region": "off"}}"#)
        try #require(chown(checkout.repository.path, 4242, 4242) == 0)
        defer { chown(checkout.repository.path, geteuid(), getegid()) }
        let home = try CommandRunner.temporaryDirectory().path
        let result = try checkout.run(["check"], environment: ["HOME": home, "XDG_CONFIG_HOME": home])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("Error: the project file '.ccpipe.json' was found but not read: it is in a repository that git does not trust (cannot read from git: fatal: detected dubious ownership"),
                "\(result.stderr)")
        #expect(result.stderr.contains("safe.directory"), "\(result.stderr)")
        let trusted = try checkout.run(["check"], environment: ["HOME": home, "XDG_CONFIG_HOME": home, "GIT_CONFIG_COUNT": "1",
                                                               "GIT_CONFIG_KEY_0": "safe.directory", "GIT_CONFIG_VALUE_0": "*"])
        #expect(trusted.status == 0, "\(trusted.stderr)")
        #expect(try checkout.outsideChanges().isEmpty)
        #expect(!checkout.leaksSecret(result))
    }

    /// `data/` is a bare repository the pull request committed (HEAD,
    /// config, objects), whose `main` holds another dataset. Run in `data/`,
    /// git would take it for the repository and `diff` would judge its fake
    /// base; with `safe.bareRepository=explicit` git refuses it, and so does diff.
    @Test func aBareRepositoryCommittedAsADirectoryIsNotTheBase() throws {
        let checkout = try HostileCheckout()
        try checkout.commit()
        let fake = try CommandRunner.temporaryDirectory()
        _ = try HostileCheckout.git(["init", "-q", "-b", "main"], in: fake)
        try Data(#"[{"name": "Fake", "dial_code": "+1", "code": "FK"}]"#.utf8).write(to: fake.appendingPathComponent("CountryCodes.json"))
        _ = try HostileCheckout.git(["add", "-A"], in: fake)
        _ = try HostileCheckout.git(["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "fake"], in: fake)
        let cloned = try HostileCheckout.git(["clone", "-q", "--bare", fake.path, checkout.repository.appendingPathComponent("data").path],
                                             in: checkout.repository)
        try #require(cloned.status == 0, "\(cloned.stderr)")
        try checkout.commit("a bare repository as data/")
        let plain = try HostileCheckout.git(["rev-parse", "main:CountryCodes.json"], in: checkout.repository.appendingPathComponent("data"))
        try #require(plain.status == 0, "git without the setting takes data/ for the repository")
        let result = try checkout.run(["diff", "main:CountryCodes.json", "../CountryCodes.json"], in: "data")
        #expect(result.status == 65, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("cannot use bare repository"), "\(result.stderr)")
        #expect(!result.stdout.contains("Fake"))
        #expect(try checkout.outsideChanges().isEmpty)
        #expect(!checkout.leaksSecret(result))
    }

    /// The repository's own configuration names a program for git to run
    /// as fsmonitor, pager and external diff (armed: `git status` runs the
    /// fsmonitor). Every git ccpipe runs (recorded by a `git` first on PATH)
    /// is given the settings that turn each off, and bare repositories
    /// only when named; none of the programs runs.
    @Test func everyGitCallOverridesTheRepositorysPrograms() throws {
        let checkout = try GitAttackTests.committedCheckout()
        let canary = checkout.outside.appendingPathComponent("canary.txt").path
        for (key, value) in [("core.fsmonitor", "sh -c 'echo fsmonitor >> \(canary)' -"), ("core.pager", "sh -c 'echo pager >> \(canary); cat'"),
                             ("diff.external", "sh -c 'echo external >> \(canary)'")] {
            #expect(try HostileCheckout.git(["config", key, value], in: checkout.repository).status == 0)
        }
        let bin = try CommandRunner.temporaryDirectory()
        let log = bin.appendingPathComponent("calls").path
        let realGit = try #require(["/usr/bin/git", "/usr/local/bin/git", "/bin/git"].first { FileManager.default.isExecutableFile(atPath: $0) })
        let wrapper = bin.appendingPathComponent("git")
        try Data("#!/bin/sh\nprintf '%s\\n' \"$*\" >> '\(log)'\nexec \(realGit) \"$@\"\n".utf8).write(to: wrapper)
        chmod(wrapper.path, 0o755)
        let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        for arguments in [["diff", "CountryCodes.json", "--base", "HEAD"], ["diff", "HEAD:CountryCodes.json", "CountryCodes.json"]] {
            let result = try checkout.run(arguments, environment: ["PATH": path])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        let calls = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        #expect(calls.count >= 4)
        for call in calls {
            #expect(call.hasPrefix("--no-pager -c safe.bareRepository=explicit -c core.fsmonitor=false -c core.pager=cat -c diff.external= "),
                    "\(call)")
        }
        #expect(try checkout.outsideChanges().isEmpty)
        _ = try HostileCheckout.git(["status"], in: checkout.repository)
        #expect(try checkout.outsideChanges() == ["changed canary.txt"], "the fsmonitor runs when git reads the index")
    }
}
