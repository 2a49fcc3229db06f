import Foundation
import Testing

/// The command line as a user and a CI job meet it: exit codes, where the
/// messages go, and the files it writes or leaves alone.
struct CommandLineTests {
    static let seedURL = CommandRunner.root.appendingPathComponent("Tests/CountryCodeKitTests/Fixtures/real-world/seed-CountryCodes.json")
    static let seed = seedURL.path

    @Test func checkOnTheMaintainedDatasetExitsZero() throws {
        let result = try CommandRunner.run(["check"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("0 errors, 0 warnings"))
    }

    @Test func checkOnTheSeedReportsErrorsWithLocationsAndExitsOne() throws {
        let result = try CommandRunner.run(["check", Self.seed])
        #expect(result.status == 1)
        #expect(result.stdout.contains("seed-CountryCodes.json:"))
        #expect(result.stdout.contains("error: +345 is the area code of Cayman Islands (KY) without its calling code +1"))
        #expect(result.stdout.contains("note: also dial-code-style: dial code \"+ 345\" has a space after '+'"))
        #expect(result.stdout.contains("[dial-code-region]"))
    }

    @Test func checkJSONHasTheDocumentedShape() throws {
        let result = try CommandRunner.run(["check", Self.seed, "--format", "json"])
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        let first = try #require(findings.first)
        #expect(Set(first.keys) == ["rule", "severity", "code", "field", "key_path", "file", "line", "column", "message",
                                  "related", "expected", "actual", "summary", "fix"])
        let summary = try #require(object["summary"] as? [String: Any])
        #expect((summary["errors"] as? Int ?? 0) > 0)
    }

    @Test func malformedJSONExits65WithLineAndColumn() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("bad.json")
        try Data("[\n  {\"name\": \"Afghanistan\", \"dial_code\": \"+93\", \"code\": }\n]\n".utf8).write(to: file)
        let result = try CommandRunner.run(["check", file.path])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("Error: \(file.path):2:55: expected a value, found '}'"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test(arguments: [["check", "--format", "yaml"], ["check", "--bogus"], ["check", "a.json", "b.json"], ["frobnicate"],
                      ["build", "--locales"], ["check", "--fields", "nonsense"]])
    func usageErrorsExit64WithUsage(_ arguments: [String]) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(result.stderr.contains("Usage: ccpipe"))
        #expect(result.stderr.contains("for more information."))
    }

    @Test(arguments: ["check", "build", "import", "rules", "bench"])
    func helpIsTheSameThreeWays(_ command: String) throws {
        let short = try CommandRunner.run([command, "-h"])
        let long = try CommandRunner.run([command, "--help"])
        let viaHelp = try CommandRunner.run(["help", command])
        #expect(short.status == 0 && long.status == 0 && viaHelp.status == 0)
        #expect(short.stdout == long.stdout && long.stdout == viaHelp.stdout)
        #expect(long.stdout.hasPrefix("OVERVIEW: "))
        #expect(long.stdout.contains("USAGE: ccpipe \(command)"))
    }

    /// `--strict`, for CI: without it, a dataset with errors builds
    /// (`OutputCorrectionTests`).
    @Test func strictBuildRefusesADatasetWithErrorsAndLeavesOutputsAlone() throws {
        let out = try CommandRunner.temporaryDirectory()
        let marker = out.appendingPathComponent("en/countries.json")
        try FileManager.default.createDirectory(at: marker.deletingLastPathComponent(), withIntermediateDirectories: true)
        // An earlier build's, as its first line shows.
        let previous = "{\n  \"locale\": \"en\",\n  \"previous\": true\n}\n"
        try Data(previous.utf8).write(to: marker)
        let result = try CommandRunner.run(["build", Self.seed, "--out", out.path, "--strict"])
        #expect(result.status == 1)
        #expect(try String(contentsOf: marker, encoding: .utf8) == previous)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["en"])
        // Only the errors are listed, but counted as check counts them.
        let check = try CommandRunner.run(["check", Self.seed])
        let summary = try #require(check.stdout.split(separator: "\n").last)
        #expect(result.stderr.contains(summary), "\(result.stderr)")
        #expect(!result.stderr.contains("warning:"))
    }

    @Test func anUnwritableOutputNamesThePathThatFailedAndWhy() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("a-file")
        try Data("x\n".utf8).write(to: file)
        let result = try CommandRunner.run(["build", "--locales", "en", "--out", file.path + "/out"])
        #expect(result.status == 73)
        #expect(result.stderr == "Error: \(file.path)/out: a part of the path is not a directory\n", "\(result.stderr)")
    }

    @Test func buildIsByteIdenticalAndCheckSeesStaleness() throws {
        let first = try CommandRunner.temporaryDirectory()
        let second = try CommandRunner.temporaryDirectory()
        #expect(try CommandRunner.run(["build", "--locales", "en,sv", "--out", first.path]).status == 0)
        #expect(try CommandRunner.run(["build", "--locales", "en,sv", "--out", second.path]).status == 0)
        for file in ["en/countries.json", "en/index.json", "sv/countries.json", "sv/index.json"] {
            let a = try Data(contentsOf: first.appendingPathComponent(file))
            let b = try Data(contentsOf: second.appendingPathComponent(file))
            #expect(a == b, "\(file) differs between two builds")
        }
        #expect(try CommandRunner.run(["build", "--locales", "en,sv", "--out", first.path, "--check"]).status == 0)
        try Data("{}\n".utf8).write(to: first.appendingPathComponent("sv/index.json"))
        let stale = try CommandRunner.run(["build", "--locales", "en,sv", "--out", first.path, "--check"])
        #expect(stale.status == 1)
        #expect(stale.stderr.contains("sv/index.json"))
        #expect(try String(contentsOf: first.appendingPathComponent("sv/index.json"), encoding: .utf8) == "{}\n")
    }

    @Test func committedOutputsAreUpToDate() throws {
        let result = try CommandRunner.run(["build", "--check"])
        #expect(result.status == 0, "\(result.stderr)")
        // Without --locales, every committed locale is checked.
        #expect(result.stdout.contains("outputs for 41 locales in Sources/CountryCatalog/Resources are up to date"), "\(result.stdout)")
    }

    @Test func aLocaleGivenTwiceIsBuiltOnce() throws {
        let out = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["build", "--locales", "sv,en,sv", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("built sv, en in"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path + "/sv").sorted() == ["countries.json", "index.json"])
    }

    /// Locales built together on every core give the bytes they give one at a time.
    @Test func allLocalesInParallelMatchOneAtATime() throws {
        let together = try CommandRunner.temporaryDirectory()
        let alone = try CommandRunner.temporaryDirectory()
        let all = try CommandRunner.run(["build", "--locales", "all", "--out", together.path])
        #expect(all.status == 0, "\(all.stderr)")
        let entries = try FileManager.default.contentsOfDirectory(atPath: together.path).sorted()
        #expect(entries == ["ar", "build-summary.md", "ca", "cs", "da", "de", "el", "en", "en_001", "en_AU", "en_GB", "en_IN", "es", "es_419",
                           "es_MX", "fi", "fr", "fr_CA", "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "ms", "nb", "nl", "no", "phone.json", "pl",
                           "pt", "pt_PT", "ro", "root", "ru", "sk", "sv", "th", "tr", "uk", "vi", "zh", "zh_Hant", "zh_Hant_HK"])
        let locales = entries.filter { !$0.hasPrefix("build-") && $0 != "phone.json" }
        for locale in locales {
            #expect(try CommandRunner.run(["build", "--locales", locale, "--out", alone.path]).status == 0)
            for file in ["countries.json", "index.json"] {
                let a = try Data(contentsOf: together.appendingPathComponent("\(locale)/\(file)"))
                let b = try Data(contentsOf: alone.appendingPathComponent("\(locale)/\(file)"))
                #expect(a == b, "\(locale)/\(file)")
            }
        }
        // The phone data, written once whatever the locales.
        #expect(try Data(contentsOf: together.appendingPathComponent("phone.json")) == Data(contentsOf: alone.appendingPathComponent("phone.json")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: together.path + "/en").sorted() == ["countries.json", "index.json"])
    }
}

/// `--reference` with other CLDR trees: the full one Debian installs, and a damaged one.
struct ReferenceOptionTests {
    static let systemCLDR = "/usr/share/unicode/cldr/common"

    @Test(.enabled(if: FileManager.default.fileExists(atPath: systemCLDR + "/main/en.xml"),
                   "needs Debian's unicode-cldr-core (CLDR 41) at /usr/share/unicode/cldr/common"))
    func theMaintainedDatasetIsCleanAgainstTheFullCLDRTree() throws {
        let result = try CommandRunner.run(["check", "--reference", Self.systemCLDR])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("0 errors, 0 warnings"))
    }

    @Test func malformedReferenceXMLExits65WithFileAndLine() throws {
        let tree = try CommandRunner.temporaryDirectory()
        let embedded = CommandRunner.root.appendingPathComponent("Sources-Data/cldr/common")
        try FileManager.default.removeItem(at: tree)
        try FileManager.default.copyItem(at: embedded, to: tree)
        let english = tree.appendingPathComponent("main/en.xml")
        var text = try String(contentsOf: english, encoding: .utf8)
        text = text.replacingOccurrences(of: "<territory type=\"AF\">Afghanistan</territory>",
                                          with: "<territory type=\"AF\">Afghanistan</territroy>")
        try Data(text.utf8).write(to: english)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("</territroy>") }! + 1
        let result = try CommandRunner.run(["check", "--reference", tree.path])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("Error: \(english.path):\(line):"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}

/// Inputs that are not plain files.
struct UnusualInputTests {
    @Test func aDatasetCanComeThroughAPipe() throws {
        let seed = try Data(contentsOf: CommandLineTests.seedURL)
        let result = try CommandRunner.run(["check", "/dev/stdin"], input: seed)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("/dev/stdin: 242 records"))
    }

    @Test(arguments: [("/dev/null", "1:1: expected a value, found end of file"), ("/", "cannot read file: it is a directory"),
                      ("/no/such/file.json", "cannot read file: no such file")])
    func unreadableInputsAreDataErrors(_ path: String, _ message: String) throws {
        let result = try CommandRunner.run(["check", path])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("Error: \(path)"), "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    /// Opening a FIFO that has no writer blocks until one comes; every file
    /// read by path is opened without blocking and refused unless it is a
    /// regular file (the dataset may still be standard input).
    @Test(arguments: [["check", "FIFO"], ["check", "SEED", "--iso", "FIFO"], ["check", "SEED", "--config", "FIFO"],
                      ["fix", "FIFO"], ["build", "FIFO", "--out", "OUT"]])
    func aFIFOIsRefusedWithoutWaitingForAWriter(_ arguments: [String]) throws {
        let directory = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("named-pipe.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let resolved = arguments.map {
            switch $0 {
            case "FIFO": fifo
            case "SEED": CommandLineTests.seed
            case "OUT": directory.appendingPathComponent("out").path
            default: $0
            }
        }
        let result = try CommandRunner.run(resolved, timeout: 20)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("\(fifo): cannot read file: expected a regular file, found a FIFO"), "\(result.stderr)")
    }

    /// `ccpipe bench` hands the reference's locale files to `xmllint`, which
    /// has none of ccpipe's checks: a file they refuse stops it first.
    @Test func benchRefusesAReferenceTheMarkupChecksRefuse() throws {
        let directory = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let main = directory.appendingPathComponent("common/main")
        try FileManager.default.createDirectory(at: main, withIntermediateDirectories: true)
        let bomb = #"<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE ldml [<!ENTITY a "aaaaaaaaaa">]><ldml>&a;</ldml>"#
        try Data(bomb.utf8).write(to: main.appendingPathComponent("en.xml"))
        let result = try CommandRunner.run(["bench", CommandLineTests.seed, "--reference", directory.appendingPathComponent("common").path,
                                            "--runs", "1"], timeout: 60)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("Error: \(main.appendingPathComponent("en.xml").path):1:"), "\(result.stderr)")
        #expect(!result.stderr.contains("xmllint"), "\(result.stderr)")
    }
}
