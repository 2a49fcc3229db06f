import CCPipeIngest
import Testing
@testable import ccpipe_bench

/// The datasets `bench` checks are datasets `check` reads, each the size
/// its measure says, the million within the dataset limit.
struct BenchDatasetTests {
    @Test(arguments: BuildBench.LargeDatasets.allCases.filter { !$0.isRefused })
    func theGeneratedDatasetsReadAsTheirRecords(_ dataset: BuildBench.LargeDatasets) throws {
        let read = try DatasetReader.parse(bytes: Array(dataset.text(records: 3).utf8), file: "large.\(dataset.fileExtension)")
        #expect(read.records.count == 3)
        #expect(read.syntaxIssues.isEmpty)
        switch dataset {
        case .copies:
            #expect(read.records.map { $0.name?.text } == ["Sweden", "Sweden", "Sweden"])
            #expect(read.records.last?.dialCode?.text == "+46")
        case .keyed:
            // Names the reference knows, or the object would be no dataset.
            #expect(read.records.map { $0.name?.text } == ["Sweden", "Norway", "Finland"])
            #expect(read.records.last?.dialCode?.text == "+358")
        default:
            #expect(read.records.map { $0.name?.text } == ["Country 0", "Country 1", "Country 2"])
            #expect(read.records.last?.dialCode?.text == "+3")
        }
    }

    @Test(arguments: [BuildBench.LargeDatasets.million, .keyed, .rows])
    func theMillionRecordsFitTheDatasetLimit(_ dataset: BuildBench.LargeDatasets) {
        let size = dataset.text().utf8.count
        #expect(size > 20_000_000 && size <= JSONParser.Limits.dataset.maxBytes, "\(size) bytes")
        #expect(dataset.records == 1_000_000 && dataset.targetMegabytes == 300)
    }

    /// `fix`, `diff` and `build` are measured on inputs just under the
    /// dataset limit of as many records as the million; every record of
    /// `fix`'s (which `build` builds) has a fix to make, and `diff`'s two
    /// differ in a tenth of their dial codes.
    @Test(arguments: BuildBench.LargeCommands.allCases)
    func theCommandInputsFitTheDatasetLimit(_ command: BuildBench.LargeCommands) throws {
        for file in command.files() {
            let size = file.text.utf8.count
            #expect(size > 60 * 1_048_576 && size <= JSONParser.Limits.dataset.maxBytes, "\(file.name): \(size) bytes")
        }
        let few = try command.files(records: 20).map { try DatasetReader.parse(bytes: Array($0.text.utf8), file: $0.name) }
        #expect(few.allSatisfy { $0.records.count == 20 && $0.syntaxIssues.isEmpty })
        switch command {
        case .fix, .build:
            #expect(few[0].records.allSatisfy { $0.name?.text?.hasSuffix(" ") == true })
        case .diff:
            let changed = zip(few[0].records, few[1].records).filter { $0.dialCode?.text != $1.dialCode?.text }
            #expect(changed.map(\.0.index) == [0, 10])
        }
    }

    /// The inputs `check` refuses are past the limits by their count of
    /// keys or columns, not by their size; a row one column past the limit
    /// is refused as the whole one is.
    @Test func theRefusedInputsArePastTheLimitsWithinTheSize() throws {
        #expect(BuildBench.LargeDatasets.manyKeys.records > JSONParser.Limits.maxRecords)
        #expect(BuildBench.LargeDatasets.wideRow.records > 4_096)
        #expect(BuildBench.LargeDatasets.wideRow.text().utf8.count <= JSONParser.Limits.dataset.maxBytes)
        #expect(BuildBench.LargeDatasets.manyKeys.targetSeconds == 60 && BuildBench.LargeDatasets.manyKeys.targetMegabytes == 1_000)
        let row = Array(BuildBench.LargeDatasets.wideRow.text(records: 4_097).utf8)
        #expect(throws: (any Error).self) { try DatasetReader.parse(bytes: row, file: "wide.csv") }
    }
}
