#if DEBUG
import CCPipeOutput
import Foundation

/// For the tests of the all-or-nothing commit (the manual, `ccpipe build`):
/// `CCPIPE_TEST_COMMIT_STEP=<n>` ends the process with SIGKILL just before
/// step n of a commit into an output directory, `<n>:fail` makes that step
/// fail as a file system error would. Anything else is ignored. Compiled
/// into debug builds only (the tests run those), never into a release.
package enum CommitStepHook {
    package static let variable = "CCPIPE_TEST_COMMIT_STEP"

    package static func install(from environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let value = environment[variable] else { return }
        let parts = value.split(separator: ":", omittingEmptySubsequences: false)
        guard let step = Int(parts[0]), step > 0, parts.count == 1 || (parts.count == 2 && parts[1] == "fail") else { return }
        let fails = parts.count == 2
        CommitSteps.observe(nil) { number, _ in
            guard number == step else { return .proceed }
            if fails { return .fail }
            kill(getpid(), SIGKILL)
            return .proceed
        }
    }
}
#endif
