import CCPipeModel
import Testing
@testable import CCPipeBuild

struct RecordCorrectionsTests {
    /// Each record's correction of a field is the one a table of every
    /// record's corrections by field would hold (the last given), whatever
    /// the order the corrections come in; a record without one has none.
    @Test func eachRecordHasTheCorrectionsATableWouldHold() {
        var generator = SystemRandomNumberGenerator()
        let fields = ["code", "dial_code", "name"]
        for round in 0..<50 {
            let corrections = (0..<(round * 3)).map { index in
                OutputCorrection(
                    record: Int.random(in: 0..<12, using: &generator), line: index, column: 1, code: "SE",
                    field: fields.randomElement(using: &generator)!, written: "w\(index)", published: "p\(index)",
                    kind: .reference, reason: "r")
            }
            // Sorted by record, as validation makes them, and not.
            for given in [corrections, corrections.sorted { $0.record < $1.record }] {
                var table: [Int: [String: OutputCorrection]] = [:]
                for correction in given { table[correction.record, default: [:]][correction.field] = correction }
                let found = RecordCorrections(given)
                for record in -1..<13 {
                    let fixes = found.of(record: record)
                    for field in fields + ["other"] { #expect(fixes[field] == table[record]?[field]) }
                }
            }
        }
    }
}
