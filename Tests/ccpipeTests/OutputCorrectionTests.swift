import Foundation
import Testing

/// The canonical outputs never carry a value the references call wrong:
/// `build` publishes the reference's (or leaves the record out), lists each
/// in the summary, writes its outputs while error findings remain and exits
/// 1; accepting a finding does not publish the dataset's value, and only an
/// `own_values` entry with a reason does. Seen on a published object keyed
/// by code whose Cyprus is `+537` and Guyana `+595`.
struct OutputCorrectionTests {
    static let fixture = "keyed-object-dialcodes.json"

    static func row(_ code: String, in directory: URL) throws -> [String: Any] {
        let rows = try DatasetShapeCommandTests.countries(in: directory, locale: "en")
        return try #require(rows.first { $0["code"] as? String == code }, "no \(code)")
    }

    static func summary(in directory: URL) throws -> String {
        try String(contentsOf: directory.appendingPathComponent("out/build-summary.md"), encoding: .utf8)
    }

    @Test func aWrongDialCodeIsPublishedAsTheReferencesAndTheSummaryNamesIt() throws {
        let directory = try DatasetShapeCommandTests.copy(Self.fixture)
        let build = try CommandRunner.run(["build", Self.fixture, "--locales", "en", "--out", "out"], in: directory)
        #expect(build.status == 1, "\(build.stderr)")
        #expect(build.stderr.contains("Error: \(Self.fixture): 6 error findings remain"), "\(build.stderr)")
        #expect(build.stderr.contains("note: the outputs publish 6 values from the reference where the dataset's are wrong"), "\(build.stderr)")
        #expect(try Self.row("CY", in: directory)["dial_code"] as? String == "+357")
        #expect(try Self.row("GY", in: directory)["dial_code"] as? String == "+592")
        #expect(try Self.row("KY", in: directory)["dial_code"] as? String == "+1 345")
        let summary = try Self.summary(in: directory)
        #expect(summary.contains("| 1:594 | `CY` | dial_code | `+537` | `+357` | +537 dials Cuba (CU) |"), "\(summary)")
        #expect(summary.contains("| `AN` | code | `AN` | left out |"), "\(summary)")
        #expect(!summary.contains("The dataset's own values"))
    }

    /// A baseline written for adoption accepts that the dataset says
    /// `+537`; the picker still publishes `+357`, and the build passes.
    @Test func anAcceptedFindingDoesNotPublishTheDatasetsValue() throws {
        let directory = try DatasetShapeCommandTests.copy(Self.fixture)
        let baseline = try CommandRunner.run(["check", Self.fixture, "--baseline-write"], in: directory)
        #expect(baseline.status == 0, "\(baseline.stderr)")
        let build = try CommandRunner.run(["build", Self.fixture, "--locales", "en", "--out", "out"], in: directory)
        #expect(build.status == 0, "\(build.stderr)")
        let cyprus = try Self.row("CY", in: directory)
        #expect(cyprus["dial_code"] as? String == "+357" && cyprus["leading_digits"] == nil, "\(cyprus)")
        #expect(try Self.summary(in: directory).contains("`+537` | `+357`"))
    }

    /// The one way a wrong value reaches the picker: the project file names
    /// the region and the field, with a reason, and the summary says so.
    @Test func anOwnValueWithAReasonIsPublishedAndNamed() throws {
        let directory = try DatasetShapeCommandTests.copy(Self.fixture)
        let project = #"{"dataset": "\#(Self.fixture)", "locales": ["en"], "out": "out", "#
            + #""own_values": [{"code": "CY", "field": "dial_code", "reason": "what our users dial"}]}"#
        try Data(project.utf8).write(to: directory.appendingPathComponent(".ccpipe.json"))
        let build = try CommandRunner.run(["build"], in: directory)
        #expect(build.status == 1, "\(build.stderr)")
        #expect(build.stderr.contains("and 1 of the dataset's own that .ccpipe.json publishes"), "\(build.stderr)")
        #expect(try Self.row("CY", in: directory)["dial_code"] as? String == "+537")
        #expect(try Self.row("GY", in: directory)["dial_code"] as? String == "+592")
        let summary = try Self.summary(in: directory)
        #expect(summary.contains("## The dataset's own values"), "\(summary)")
        #expect(summary.contains("| 1:594 | `CY` | dial_code | `+537` | `+537` | what our users dial |"), "\(summary)")
    }

    /// Guyana written "Paraguay" is another region's name: the summary
    /// names it, published as CLDR's. A project that states its own names
    /// (`"names": "own"`) keeps them: the picker shows "Paraguay".
    @Test func namesStandWhereTheProjectStatesItsOwn() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let dataset = #"[{"name": "Paraguay", "dial_code": "+592", "code": "GY"}, {"name": "Sweden", "dial_code": "+46", "code": "SE"}]"#
        try Data(dataset.utf8).write(to: directory.appendingPathComponent("c.json"))
        let arguments = ["build", "c.json", "--locales", "en", "--out", "out"]
        #expect(try CommandRunner.run(arguments, in: directory).status == 1)
        #expect(try Self.summary(in: directory).contains("| `GY` | name | `Paraguay` | `Guyana` | it is another region's name |"))
        try Data(#"{"conventions": {"names": "own"}}"#.utf8).write(to: directory.appendingPathComponent(".ccpipe.json"))
        #expect(try CommandRunner.run(arguments, in: directory).status == 1)
        #expect(try Self.row("GY", in: directory)["name"] as? String == "Paraguay")
        #expect(!(try Self.summary(in: directory)).contains("Values from the reference"))
    }

    @Test func anOwnValueNeedsAReason() throws {
        let directory = try DatasetShapeCommandTests.copy(Self.fixture)
        let project = #"{"dataset": "\#(Self.fixture)", "own_values": [{"code": "CY", "field": "dial_code", "reason": " "}]}"#
        try Data(project.utf8).write(to: directory.appendingPathComponent(".ccpipe.json"))
        let build = try CommandRunner.run(["build", "--locales", "en", "--out", "out"], in: directory)
        #expect(build.status != 0 && build.stderr.contains(#"an entry of "own_values" needs a "reason""#), "\(build.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
    }

    /// `--strict` keeps the refusal for CI: nothing is written.
    @Test func strictBuildsNothingWhileErrorsRemain() throws {
        let directory = try DatasetShapeCommandTests.copy(Self.fixture)
        let build = try CommandRunner.run(["build", Self.fixture, "--locales", "en", "--out", "out", "--strict"], in: directory)
        #expect(build.status == 1, "\(build.stderr)")
        #expect(build.stderr.contains("with --strict nothing was written to out"), "\(build.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
    }

    /// A build that skips validation (nothing changed) still says that
    /// errors remain, and still publishes the reference's values.
    @Test func anUnchangedRebuildStillExitsOneWhileErrorsRemain() throws {
        let directory = try DatasetShapeCommandTests.copy(Self.fixture)
        let arguments = ["build", Self.fixture, "--locales", "en", "--out", "out"]
        _ = try CommandRunner.run(arguments, in: directory)
        let again = try CommandRunner.run(arguments, in: directory)
        #expect(again.status == 1 && again.stderr.contains("6 error findings remain"), "\(again.stderr)")
        #expect(try Self.row("CY", in: directory)["dial_code"] as? String == "+357")
    }
}
