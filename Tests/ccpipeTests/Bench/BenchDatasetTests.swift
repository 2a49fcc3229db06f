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
