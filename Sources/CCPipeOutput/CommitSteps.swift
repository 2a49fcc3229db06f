import CCPipeCore
import Foundation

/// Lets a test stand at each step of a commit (`OutputCommit`): writing the
/// journal, each rename, staging the files made last, removing emptied
/// directories and the journal. An observer sees the steps numbered from 1
/// and may make one fail (the commit is then undone), end the process
/// there, or stop the commit there as if the process had ended (the next
/// command completes or undoes it). While one is installed
/// for a directory, that directory's commits take their steps one at a
/// time, so step N is the same step on every run. The command line
/// installs one for `CCPIPE_TEST_COMMIT_STEP` (the manual, `ccpipe build`).
package enum CommitSteps {
    package enum Action: Sendable {
        case proceed
        /// The step fails as a file system error would.
        case fail
        /// Nothing more of the commit is done, not even undone: the disk is
        /// left as the end of the process there would leave it (the error
        /// thrown is `stopped`).
        case stop
    }

    /// Thrown by a commit a test stopped (`Action.stop`).
    package static let stopped = PipelineError(.cannotWrite, "the commit was stopped for a test")

    /// Given the step's number and what it does (`rename sv/countries.json
    /// into place`).
    package typealias Observer = @Sendable (_ step: Int, _ description: String) -> Action

    private static let registry = Registry()

    /// Installs `observer` for commits into `directory` (every directory
    /// when nil); nil removes it.
    package static func observe(_ directory: String?, _ observer: Observer?) {
        registry.set(directory, observer)
    }

    /// What a commit into `directory` reports its steps to.
    static func counter(for directory: String) -> Counter? {
        registry.observer(for: directory).map(Counter.init)
    }

    /// Numbers the steps of one commit.
    final class Counter: @unchecked Sendable {
        private let observer: Observer
        private var step = 0
        private let lock = NSLock()

        init(_ observer: @escaping Observer) { self.observer = observer }

        /// Throws when the observer fails or stops the step.
        func next(_ description: @autoclosure () -> String) throws(PipelineError) {
            let (number, text) = lock.withLock { () -> (Int, String) in
                step += 1
                return (step, description())
            }
            switch observer(number, text) {
            case .proceed: break
            case .fail: throw PipelineError(.cannotWrite, "step \(number) of the commit failed (\(text)): made to fail for a test")
            case .stop: throw CommitSteps.stopped
            }
        }
    }

    private final class Registry: @unchecked Sendable {
        private var observers: [String?: Observer] = [:]
        private let lock = NSLock()

        func set(_ directory: String?, _ observer: Observer?) {
            lock.withLock { observers[directory] = observer }
        }

        func observer(for directory: String) -> Observer? {
            lock.withLock { observers.isEmpty ? nil : observers[directory] ?? observers[nil] }
        }
    }
}
