import Foundation
import Testing

/// What a new user meets first: a file that is no dataset is named for
/// what it is, an object that only looks keyed by codes is an unknown
/// shape, and `init` at the top of a repository finds a dataset kept in a
/// directory below it.
struct ReadingTests {
    static func write(_ bytes: [UInt8], as name: String) throws -> URL {
        let directory = try CommandRunner.temporaryDirectory()
        try Data(bytes).write(to: directory.appendingPathComponent(name))
        return directory
    }

    @Test(arguments: [
        ("{\"foo\": 1}", "alpha-3 codes", "none names a region: \"foo\""),
        ("{\"hello\": \"+1\", \"world\": \"+44\"}", "region names", "none names a region: \"hello\", \"world\""),
        ("{\"ab\": \"+1\", \"qq\": \"+44\", \"SE\": \"+46\"}", "region codes", "only 1 of 3 names a region: \"ab\", \"qq\", \"SE\""),
    ])
    func anObjectWhoseKeysNameNoRegionIsAnUnknownShape(_ text: String, _ kind: String, _ keys: String) throws {
        let directory = try Self.write(Array(text.utf8), as: "data.json")
        for command in [["check", "data.json"], ["build", "data.json", "--out", "out"]] {
            let result = try CommandRunner.run(command, in: directory)
            #expect(result.status == 65, "\(command): \(result.stdout)\(result.stderr)")
            #expect(result.stderr.contains("unknown dataset shape"), "\(result.stderr)")
            #expect(result.stderr.contains("keys look like \(kind) but \(keys)"), "\(result.stderr)")
        }
    }

    @Test func anObjectKeyedByAlpha3CodesIsStillRead() throws {
        let directory = try Self.write(Array(#"{"SWE": "+46", "NOR": "+47", "foo": "+45"}"#.utf8), as: "data.json")
        let result = try CommandRunner.run(["check", "data.json"], in: directory)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("(object keyed by alpha-3 code)"), "\(result.stdout)")
    }

    static let dataset = Array(#"[{"name": "Sweden", "dial_code": "+46", "code": "SE"}]"#.utf8)

    @Test(arguments: [
        ([0x1F, 0x8B, 0x08, 0x00] + dataset, "gzip-compressed data", "Decompress it first: gunzip"),
        (Array("BZh9".utf8) + dataset, "bzip2-compressed data", "bunzip2"),
        ([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00] + dataset, "xz-compressed data", "unxz"),
        ([0x50, 0x4B, 0x03, 0x04] + dataset, "a zip archive", "Extract the dataset"),
        ([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00] + dataset, "an ELF executable", ""),
        ([0xCF, 0xFA, 0xED, 0xFE] + dataset, "a Mach-O executable", ""),
        (Array("[{\"name\": \"Sweden\"\0}]".utf8), "binary data (it holds zero bytes", ""),
    ] as [([UInt8], String, String)])
    func aFileThatIsNotTextIsNamedForWhatItIs(_ bytes: [UInt8], _ what: String, _ hint: String) throws {
        let directory = try Self.write(bytes, as: "CountryCodes.json")
        let result = try CommandRunner.run(["check", "CountryCodes.json"], in: directory)
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("Error: CountryCodes.json:1:1: the file is \(what)"), "\(result.stderr)")
        #expect(result.stderr.contains("not a dataset"), "\(result.stderr)")
        #expect(!result.stderr.contains("U+"), "the first byte is not quoted: \(result.stderr)")
        if !hint.isEmpty { #expect(result.stderr.contains(hint), "\(result.stderr)") }
    }

    @Test(arguments: ["data", "src/data", "assets"])
    func initAtTheTopFindsADatasetOneOrTwoLevelsDown(_ folder: String) throws {
        let repository = try CommandRunner.temporaryDirectory()
        try Git.run(["init", "-q"], in: repository)
        let place = repository.appendingPathComponent(folder)
        try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CommandRunner.root.appendingPathComponent("Tests/CountryCodeKitTests/Fixtures/real-world/seed-CountryCodes.json"),
                                         to: place.appendingPathComponent("CountryCodes.json"))
        // Files that are JSON but no dataset, and a dependency's copy, are passed over.
        try Data(#"{"name": "app", "version": "1.0.0"}"#.utf8).write(to: repository.appendingPathComponent("package.json"))
        let dependency = repository.appendingPathComponent("node_modules/country-list")
        try FileManager.default.createDirectory(at: dependency, withIntermediateDirectories: true)
        try Data(Self.dataset).write(to: dependency.appendingPathComponent("countries.json"))
        let result = try CommandRunner.run(["init"], in: repository)
        #expect(result.status == 0, "\(result.stderr)")
        let written = try String(contentsOf: repository.appendingPathComponent(".ccpipe.json"), encoding: .utf8)
        #expect(written.contains(#""dataset": "\#(folder)/CountryCodes.json""#), "\(written)")
        #expect(try CommandRunner.run(["check"], in: repository).stdout.contains("242 records"))
    }

    @Test func initAsksWhichOfTwoDatasetsAtOneLevel() throws {
        let repository = try CommandRunner.temporaryDirectory()
        try Git.run(["init", "-q"], in: repository)
        for folder in ["data", "assets"] {
            try FileManager.default.createDirectory(at: repository.appendingPathComponent(folder), withIntermediateDirectories: true)
            try Data(Self.dataset).write(to: repository.appendingPathComponent("\(folder)/countries.json"))
        }
        let result = try CommandRunner.run(["init"], in: repository)
        #expect(result.status == 64)
        #expect(result.stderr.contains("several files there read as country datasets: assets/countries.json, data/countries.json"), "\(result.stderr)")
    }

    /// A directory of the checkout that links out of it is not looked in:
    /// the dataset there is neither read nor named, and nothing outside changes.
    @Test func initDoesNotLookInADirectoryLinkedFromOutsideTheRepository() throws {
        var checkout = try HostileCheckout()
        try FileManager.default.removeItem(at: checkout.repository.appendingPathComponent("CountryCodes.json"))
        let elsewhere = checkout.outside.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Data(#"[{"name": "\#(HostileCheckout.secret)", "dial_code": "+46", "code": "SE"}]"#.utf8)
            .write(to: elsewhere.appendingPathComponent("CountryCodes.json"))
        try checkout.settleOutside()
        try checkout.link("data", to: elsewhere.path)
        let result = try checkout.run(["init"])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("no JSON, CSV, TSV, property list or CLDR XML file there, or one or two directories below"), "\(result.stderr)")
        #expect(result.stderr.contains("left out, as resolving outside the repository: data/)"), "\(result.stderr)")
        #expect(!checkout.leaksSecret(result))
        #expect(!FileManager.default.fileExists(atPath: checkout.repository.appendingPathComponent(".ccpipe.json").path))
        #expect(try checkout.outsideChanges().isEmpty)
    }
}
