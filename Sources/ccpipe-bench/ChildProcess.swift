import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program to completion with its output discarded, and measures it:
/// wall time around `posix_spawn` … `wait4`, and the CPU time and peak
/// resident memory the kernel accounts to that child (and its own children).
struct ChildProcess {
    struct Measurement {
        var status: Int32
        var seconds: Double
        /// `ru_maxrss`, in kilobytes on Linux.
        var peakKilobytes: Int
        /// `ru_utime` and `ru_stime`: on every core, in user space and in
        /// the kernel.
        var userSeconds: Double
        var systemSeconds: Double
    }

    static func measure(_ executable: String, _ arguments: [String]) throws -> Measurement {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let start = DispatchTime.now()
        let spawned = posix_spawn(&child, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchError("cannot start \(executable): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(child, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError("lost \(executable): \(String(cString: strerror(errno)))") }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        // WIFEXITED / WEXITSTATUS, which Swift does not import as functions.
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        func cpuSeconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return Measurement(status: exitStatus, seconds: seconds, peakKilobytes: Int(usage.ru_maxrss),
                           userSeconds: cpuSeconds(usage.ru_utime), systemSeconds: cpuSeconds(usage.ru_stime))
    }
}

struct BenchError: Error, CustomStringConvertible, LocalizedError {
    var errorDescription: String? { description }
    var description: String
    init(_ description: String) { self.description = description }
}

extension ChildProcess {
    /// What a program prints on standard output, for a tool whose text is read back.
    static func output(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
