import Foundation
import Testing

/// ccpipe in a dataset's own repository, as a maintainer adopts it: no
/// project file at first, then `ccpipe init`, then the commands with no
/// arguments. Nothing may be read from, or written to, ccpipe's checkout.
struct ProjectScenarioTests {
    /// A scratch git repository holding the seed dataset as `CountryCodes.json`,
    /// committed once with Cayman's dial code broken, then fixed in the work tree.
    static func scratchRepository() throws -> URL {
        let directory = try CommandRunner.temporaryDirectory()
        try Git.run(["init", "-q"], in: directory)
        let seed = try Data(contentsOf: CommandLineTests.seedURL)
        try seed.write(to: directory.appendingPathComponent("CountryCodes.json"))
        try Git.run(["add", "CountryCodes.json"], in: directory)
        try Git.run(["commit", "-q", "-m", "seed"], in: directory)
        return directory
    }

    @Test func withoutAProjectFileTheCommandsSayHowToNameADataset() throws {
        let repository = try Self.scratchRepository()
        for command in ["check", "fix", "build", "diff --base HEAD"] {
            let result = try CommandRunner.run(command.split(separator: " ").map(String.init), in: repository)
            #expect(result.status == 64, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("no dataset to \(command.split(separator: " ")[0])"), "\(result.stderr)")
            #expect(result.stderr.contains("ccpipe init"), "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test func initThenTheCommandsWorkOnTheRepositorysOwnData() throws {
        let repository = try Self.scratchRepository()
        let initialized = try CommandRunner.run(["init"], in: repository)
        #expect(initialized.status == 0, "\(initialized.stderr)")
        let projectFile = repository.appendingPathComponent(".ccpipe.json")
        let project = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: projectFile)) as? [String: Any])
        #expect(project["dataset"] as? String == "CountryCodes.json")
        #expect(project["shape"] as? String == "array of records")
        #expect(project["out"] as? String == "picker")
        #expect(project["reference"] as? String == "embedded")
        #expect(project["locales"] as? [String] == ["en"])
        #expect((project["fields"] as? [String: String])?["dial_code"] == "dial_code")

        let again = try CommandRunner.run(["init"], in: repository)
        #expect(again.status == 73)
        #expect(again.stderr.contains("already exists"))

        let check = try CommandRunner.run(["check"], in: repository)
        #expect(check.status == 1)
        #expect(check.stdout.contains("CountryCodes.json:199:19: error: +345 is the area code of Cayman Islands"), "\(check.stdout)")
        #expect(check.stdout.contains("CountryCodes.json: 242 records"), "\(check.stdout)")
        #expect(check.stdout.contains("reference: embedded"), "\(check.stdout)")

        // The seed has errors that need a person, so fix says so in its exit code.
        let fix = try CommandRunner.run(["fix", "--write"], in: repository)
        #expect(fix.status == 1, "\(fix.stderr)")
        #expect(fix.stderr.contains("need a person"), "\(fix.stderr)")

        let diff = try CommandRunner.run(["diff", "--base", "HEAD", "--color", "never"], in: repository)
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(diff.stdout.contains("HEAD:CountryCodes.json"), "\(diff.stdout)")
        #expect(diff.stdout.contains("+1345"), "\(diff.stdout)")
    }

    @Test func buildWritesOnlyUnderTheProjectsOutputDirectory() throws {
        let repository = try CommandRunner.temporaryDirectory()
        try Git.run(["init", "-q"], in: repository)
        try FileManager.default.copyItem(at: CommandRunner.root.appendingPathComponent("Sources-Data/CountryCodes.json"),
                                         to: repository.appendingPathComponent("CountryCodes.json"))
        #expect(try CommandRunner.run(["init"], in: repository).status == 0)
        let before = try Self.snapshot(CommandRunner.root.appendingPathComponent("Sources/CountryCatalog/Resources"))
        let build = try CommandRunner.run(["build"], in: repository)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stdout.contains("built en in picker from CountryCodes.json"), "\(build.stdout)")
        let written = try FileManager.default.contentsOfDirectory(atPath: repository.path).sorted()
        // The build cache is in .git, out of the working tree.
        #expect(written == [".ccpipe.json", ".git", ".gitignore", "CountryCodes.json", "picker"])
        #expect(FileManager.default.fileExists(atPath: repository.path + "/.git/ccpipe-cache/anchor"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: repository.path + "/picker").sorted() == ["build-summary.md", "en", "phone.json"])
        #expect(try Self.snapshot(CommandRunner.root.appendingPathComponent("Sources/CountryCatalog/Resources")) == before)

        let upToDate = try CommandRunner.run(["build", "--check"], in: repository)
        #expect(upToDate.status == 0, "\(upToDate.stderr)")
        try Data("{}\n".utf8).write(to: repository.appendingPathComponent("picker/en/index.json"))
        let stale = try CommandRunner.run(["build", "--check", "--out", "picker"], in: repository)
        #expect(stale.status == 1)
        // The hint repeats the command as given, less --check.
        #expect(stale.stderr.contains("run 'ccpipe build --out picker'"), "\(stale.stderr)")
    }

    @Test func projectFileSettingsApplyAndFlagsWin() throws {
        let repository = try CommandRunner.temporaryDirectory()
        try Git.run(["init", "-q"], in: repository)
        let data = repository.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try Data(#"[{"land": "Sweden", "vorwahl": "+46", "kennung": "SE"}]"#.utf8).write(to: data.appendingPathComponent("list.json"))
        try Data(#"{"dataset": "data/list.json", "fields": {"name": "land", "dial_code": "vorwahl", "code": "kennung"}, "out": "gen", "locales": ["sv"], "rules": {"coverage-missing": "off"}}"#.utf8)
            .write(to: repository.appendingPathComponent(".ccpipe.json"))
        // From a subdirectory, paths stay relative to the project file.
        let check = try CommandRunner.run(["check"], in: data)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("list.json: 1 record"), "\(check.stdout)")
        let build = try CommandRunner.run(["build"], in: data)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(FileManager.default.fileExists(atPath: repository.path + "/gen/sv/countries.json"))
        let flagged = try CommandRunner.run(["build", "--locales", "de", "--out", "elsewhere"], in: data)
        #expect(flagged.status == 0, "\(flagged.stderr)")
        #expect(FileManager.default.fileExists(atPath: data.path + "/elsewhere/de/countries.json"))
    }

    @Test func initListsOnlyLocalesTheReferenceCanBuild() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data(#"[{"name": "Sweden", "name_sv": "Sverige", "name_br": "Sveden", "dial_code": "+46", "code": "SE"}]"#.utf8)
            .write(to: directory.appendingPathComponent("data.json"))
        #expect(try CommandRunner.run(["init"], in: directory).status == 0)
        let project = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent(".ccpipe.json"))) as? [String: Any])
        #expect(project["locales"] as? [String] == ["en", "sv"])
        #expect(try CommandRunner.run(["build"], in: directory).status == 0)
    }

    @Test func aBaselineKeepsTheProjectFileAsWritten() throws {
        let repository = try Self.scratchRepository()
        let original = """
            {
              "comment": "picker data for the app",
              "dataset": "CountryCodes.json",
              "out": "picker",
              "rules": {"name-iso": "off"}
            }

            """
        try Data(original.utf8).write(to: repository.appendingPathComponent(".ccpipe.json"))
        let baseline = try CommandRunner.run(["check", "--baseline-write"], in: repository)
        #expect(baseline.status == 0, "\(baseline.stderr)")
        let written = try String(contentsOf: repository.appendingPathComponent(".ccpipe.json"), encoding: .utf8)
        #expect(written.hasPrefix("{\n  \"comment\": \"picker data for the app\",\n  \"dataset\": \"CountryCodes.json\",\n  \"out\": \"picker\",\n  \"rules\": {\n    \"name-iso\": \"off\"\n  },\n  \"accepted\": ["), "\(written)")
        let check = try CommandRunner.run(["check"], in: repository)
        #expect(check.status == 0, "\(check.stdout)")
        #expect(!check.stdout.contains("name-iso"))
    }

    /// Every file under `directory` with its bytes.
    static func snapshot(_ directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        while let path = enumerator?.nextObject() as? String {
            let url = directory.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }
}

/// Runs git for test setup, with an identity of its own.
enum Git {
    static func run(_ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=ccpipe tests", "-c", "user.email=tests@ccpipe.invalid"] + arguments
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw GitFailure(arguments: arguments) }
    }

    struct GitFailure: Error { var arguments: [String] }
}
