import Foundation

/// Limits the tests set for a run of ccpipe, as `ulimit` sets them: an
/// attack that costs more CPU time or memory than its limit ends the
/// process (SIGXCPU, or an allocation that fails), so its test fails on the
/// exit status, whatever else runs on the machine: no wall-clock timing.
struct ProcessLimits {
    /// CPU seconds (`ulimit -t`).
    var cpuSeconds: Int?
    /// Address space in MiB (`ulimit -v`). A debug build's check of a
    /// small dataset maps about 250 MiB.
    var memoryMiB: Int?
    /// Largest file the process may write, in 1 KiB blocks (`ulimit -f`);
    /// a write past it fails with EFBIG, as on a full disk (SIGXFSZ ignored).
    var fileBlocks: Int?
}

extension CommandRunner {
    /// `run`, under `limits`, through `/bin/sh`.
    static func run(_ arguments: [String], limits: ProcessLimits, in directory: URL = root, input: Data? = nil,
                    timeout: TimeInterval? = 600, environment: [String: String] = [:]) throws -> CommandResult {
        var script = ""
        if let cpu = limits.cpuSeconds { script += "ulimit -t \(cpu) || exit 125; " }
        if let memory = limits.memoryMiB { script += "ulimit -v \(memory * 1024) || exit 125; " }
        if let blocks = limits.fileBlocks { script += "trap '' XFSZ; ulimit -f \(blocks) || exit 125; " }
        script += #"exec "$0" "$@""#
        return try run(["-c", script, binary.path] + arguments, in: directory, input: input, timeout: timeout,
                       environment: environment, binary: URL(fileURLWithPath: "/bin/sh"))
    }
}
