import Dispatch
import Foundation

/// Runs independent work on every core and hands the results back in input
/// order, so what the caller does with them never depends on which thread
/// finished first.
package enum ParallelMap {
    /// `transform` applied to each element, concurrently; the first error
    /// thrown (by input position) is rethrown after every task has ended.
    package static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) throws -> Result
    ) throws -> [Result] {
        let results = ResultSlots<Result>(count: elements.count)
        // Runs of neighbouring elements per task rather than one element:
        // neighbours (locales of one language) share work that a thread's
        // caches keep, and there are still many runs per core to balance.
        let runLength = max(1, elements.count / (ProcessInfo.processInfo.activeProcessorCount * 16))
        let runs = (elements.count + runLength - 1) / runLength
        DispatchQueue.concurrentPerform(iterations: runs) { run in
            for position in run * runLength..<min(elements.count, (run + 1) * runLength) {
                results.store(Swift.Result { try transform(elements[position]) }, at: position)
            }
        }
        return try results.values()
    }
}

/// One slot per task. Each slot is written by exactly one task; the lock
/// orders those writes before the final read.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Result<Value, any Error>?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ result: Result<Value, any Error>, at position: Int) {
        lock.lock()
        slots[position] = result
        lock.unlock()
    }

    func values() throws -> [Value] {
        lock.lock()
        defer { lock.unlock() }
        return try slots.map { try $0!.get() }
    }
}
