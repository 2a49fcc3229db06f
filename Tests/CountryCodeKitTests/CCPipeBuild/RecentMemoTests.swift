@testable import CCPipeBuild
import Testing

/// What the catalogs of one build share, by key: the last few, and those
/// found again after they had left them.
struct RecentMemoTests {
    /// Counts the computations of each key.
    final class Counter: @unchecked Sendable {
        var computed: [Int: Int] = [:]
        func value(_ key: Int, in memo: RecentMemo<Int, String>) -> String {
            memo.value(for: key) {
                computed[key, default: 0] += 1
                return "value \(key)"
            }
        }
    }

    @Test func aKeyPastTheLastFewIsComputedAgain() {
        let memo = RecentMemo<Int, String>(), counter = Counter()
        _ = counter.value(0, in: memo)
        for key in 1...16 { _ = counter.value(key, in: memo) }
        #expect(counter.value(0, in: memo) == "value 0")
        #expect(counter.computed[0] == 2)
    }

    /// A key found again is kept for the build: the locales that share it
    /// may be far apart (CLDR 48's hundred locales that name no region).
    @Test func aKeyFoundAgainIsKeptPastTheLastFew() {
        let memo = RecentMemo<Int, String>(), counter = Counter()
        _ = counter.value(0, in: memo)
        _ = counter.value(0, in: memo)
        for key in 1...40 { _ = counter.value(key, in: memo) }
        #expect(counter.value(0, in: memo) == "value 0")
        #expect(counter.computed[0] == 1)
        #expect(memo.existing(for: 0) == "value 0")
        // At most four are kept so: a fifth found again lets the oldest go.
        for key in 1...4 { _ = counter.value(key + 100, in: memo); _ = counter.value(key + 100, in: memo) }
        for key in 200...240 { _ = counter.value(key, in: memo) }
        _ = counter.value(0, in: memo)
        #expect(counter.computed[0] == 2)
        memo.removeAll()
        #expect(memo.existing(for: 101) == nil)
    }
}
