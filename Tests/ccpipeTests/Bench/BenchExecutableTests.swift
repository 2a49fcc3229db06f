import Foundation
import Testing

/// `ccpipe bench` and `bench-search` run the ccpipe-bench built beside
/// ccpipe; without it they say so, and ccpipe-bench run by hand holds its
/// arguments to what ccpipe hands it.
struct BenchExecutableTests {
    static let benchBinary = CommandRunner.binary.deletingLastPathComponent().appendingPathComponent("ccpipe-bench")

    /// A `ccpipe` alone in a directory, as the release tarball installs it.
    static func lonelyCcpipe() throws -> URL {
        let binary = try CommandRunner.temporaryDirectory().appendingPathComponent("bin/ccpipe")
        try FileManager.default.createDirectory(at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CommandRunner.binary, to: binary)
        return binary
    }

    @Test(arguments: [["bench", CommandLineTests.seed, "--runs", "1"], ["bench-search", "--runs", "1"]])
    func withoutCcpipeBenchBesideItABenchExits69(_ arguments: [String]) throws {
        let ccpipe = try Self.lonelyCcpipe()
        let result = try CommandRunner.run(arguments, timeout: 60, binary: ccpipe)
        let expected = ccpipe.deletingLastPathComponent().appendingPathComponent("ccpipe-bench").path
        #expect(result.status == 69, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("Error: \(expected): expected the ccpipe-bench built with ccpipe beside it, found none"), "\(result.stderr)")
        #expect(result.stderr.contains("swift build -c release"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func theBenchmarksAreBuiltBesideCcpipe() {
        #expect(FileManager.default.isExecutableFile(atPath: Self.benchBinary.path), "\(Self.benchBinary.path)")
    }

    @Test(arguments: [
        (["build", "--runs", "1"], "Error: missing '--ccpipe'\nUsage: ccpipe-bench build "),
        (["search", "--runs", "0"], "Error: '--runs' takes a whole number of at least 1\nUsage: ccpipe-bench search "),
        (["search", "--runs", "1", "--ccpipe", "x"], "Error: unknown option '--ccpipe'\n"),
        (["search", "--runs"], "Error: missing value for '--runs'\n"),
        (["search", "--runs", "1", "--runs", "2"], "Error: '--runs' given twice\n"),
        (["frobnicate"], "Error: unknown benchmark \"frobnicate\": one of build, search\n"),
        ([], "Error: missing benchmark: one of build, search\n"),
    ])
    func ccpipeBenchRefusesArgumentsCcpipeWouldNotHandIt(_ arguments: [String], _ message: String) throws {
        let result = try CommandRunner.run(arguments, timeout: 60, binary: Self.benchBinary)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(result.stderr.contains("see 'ccpipe bench --help'"), "\(result.stderr)")
    }

    /// The measured commands are spawned by a fresh ccpipe-bench, which
    /// says what it measured of its one child on one line: its exit status,
    /// seconds, peak kilobytes, user and kernel seconds.
    @Test func theSpawnerMeasuresOneChild() throws {
        for (program, status) in [("/bin/true", "0"), ("/bin/false", "1")] {
            let result = try CommandRunner.run(["spawn", program], timeout: 60, binary: Self.benchBinary)
            #expect(result.status == 0, "\(result.stderr)")
            let fields = result.stdout.split(separator: " ")
            #expect(fields.count == 5 && fields.first == Substring(status), "\(result.stdout)")
            #expect(fields.dropFirst().allSatisfy { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) != nil }, "\(result.stdout)")
        }
        #expect(try CommandRunner.run(["spawn"], timeout: 60, binary: Self.benchBinary).status == 64)
    }
}
