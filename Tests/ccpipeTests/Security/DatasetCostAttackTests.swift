import Foundation
import Testing

/// A dataset of 64 MiB costs memory by its values, not by how many keys or
/// columns it has: an object of millions of keys, or a CSV row of millions
/// of columns, is refused at the value past its limit, under limits the
/// test sets for the process (`ProcessLimits`).
struct DatasetCostAttackTests {
    static let limits = ProcessLimits(cpuSeconds: 60, memoryMiB: 768)

    /// 4,000,000 keys in one object (48 MB) took 54.7 s and 2.4 GB.
    @Test func anObjectOfMillionsOfKeysIsRefused() throws {
        let checkout = try HostileCheckout()
        var text = "{"
        text.reserveCapacity(50_000_000)
        for index in 0..<4_000_000 { text += (index == 0 ? "" : ",") + "\"k\(index)\":1" }
        try checkout.write(text + "}\n", to: "CountryCodes.json")
        try checkout.writeProjectFile(#"{"dataset": "CountryCodes.json"}"#)
        let result = try CommandRunner.run(["check"], limits: Self.limits, in: checkout.repository)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("CountryCodes.json:1:"), "\(result.stderr)")
        #expect(result.stderr.contains("expected at most 1048576 members in one object, found more"), "\(result.stderr)")
        #expect(try checkout.outsideChanges().isEmpty)
    }

    /// A CSV header of 3,000,000 columns (26 MB) took 19.5 s and 1.38 GB.
    @Test func aRowOfMillionsOfColumnsIsRefused() throws {
        let checkout = try HostileCheckout()
        var text = ""
        text.reserveCapacity(30_000_000)
        for index in 0..<3_000_000 { text += (index == 0 ? "" : ",") + "c\(index)" }
        try checkout.write(text + "\n", to: "codes.csv")
        try checkout.writeProjectFile(#"{"dataset": "codes.csv"}"#)
        let result = try CommandRunner.run(["check"], limits: Self.limits, in: checkout.repository)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("codes.csv:1:"), "\(result.stderr)")
        #expect(result.stderr.contains("expected at most 4096 cells in one row, found more"), "\(result.stderr)")
        #expect(try checkout.outsideChanges().isEmpty)
    }
}
