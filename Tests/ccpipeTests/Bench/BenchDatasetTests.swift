import CCPipeIngest
import Testing
@testable import ccpipe_bench

/// The datasets `bench` checks are datasets `check` reads, each the size
/// its measure says, the million within the dataset limit.
struct BenchDatasetTests {
    @Test(arguments: BuildBench.LargeDatasets.allCases)
    func theGeneratedDatasetsReadAsTheirRecords(_ dataset: BuildBench.LargeDatasets) throws {
        let read = try DatasetReader.parse(bytes: Array(dataset.text(records: 3).utf8), file: "large.json")
        #expect(read.records.count == 3)
        #expect(read.syntaxIssues.isEmpty)
        #expect(read.records.map { $0.name?.text } == (dataset == .copies ? ["Sweden", "Sweden", "Sweden"] : ["Country 0", "Country 1", "Country 2"]))
        #expect(read.records.last?.dialCode?.text == (dataset == .copies ? "+46" : "+3"))
    }

    @Test func theMillionRecordsFitTheDatasetLimit() {
        let size = BuildBench.LargeDatasets.million.text().utf8.count
        #expect(size > 50_000_000 && size <= JSONParser.Limits.dataset.maxBytes, "\(size) bytes")
        #expect(BuildBench.LargeDatasets.million.records == 1_000_000 && BuildBench.LargeDatasets.million.targetMegabytes == 300)
    }
}
