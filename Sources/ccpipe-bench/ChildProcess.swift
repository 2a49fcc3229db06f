import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program to completion with its output discarded, and measures it:
/// wall time around `posix_spawn` … `wait4`, and the CPU time and peak
/// resident memory the kernel accounts to that child (and its own children).
///
/// A child's peak resident memory (`ru_maxrss`) counts what its parent had
/// resident when it was spawned: the child starts as a copy of the parent,
/// and Linux keeps the high-water mark across `exec`. ccpipe-bench grows as
/// it works (the large datasets it makes, callgrind's text), so it spawns
/// nothing it measures itself: a fresh ccpipe-bench, which holds only its
/// runtime, does (`ccpipe-bench spawn`, `spawned`), and hands back what it
/// measured. A child's figure is then its own wherever it exceeds that of a
/// fresh ccpipe-bench, as every ccpipe command's does (it loads the same
/// runtime, and more).
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
        let text = try output(spawner, ["spawn", executable] + arguments)
        guard let measured = parse(text) else { throw BenchError("the spawner said \"\(text.prefix(80))\", not a measurement") }
        return measured
    }

    /// The line `spawned` prints (`<status> <seconds> <peak KiB> <user> <system>`,
    /// and its line break) read back; nil for anything else.
    static func parse(_ text: String) -> Measurement? {
        let fields = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        guard fields.count == 5, let status = Int32(fields[0]), let seconds = Double(fields[1]), let peak = Int(fields[2]),
              let user = Double(fields[3]), let system = Double(fields[4]) else { return nil }
        return Measurement(status: status, seconds: seconds, peakKilobytes: peak, userSeconds: user, systemSeconds: system)
    }

    /// This executable, run afresh as the spawner.
    static let spawner: String = Bundle.main.executablePath ?? CommandLine.arguments[0]

    /// What `ccpipe-bench spawn <executable> <arguments…>` prints: the
    /// measurement of the one child it spawns, as one line.
    static func spawned(_ arguments: [String]) -> Int32 {
        guard let executable = arguments.first else {
            BenchOutput.error("Error: spawn needs an executable\n")
            return 64
        }
        do {
            let measured = try measureDirectly(executable, Array(arguments.dropFirst()))
            BenchOutput.out("\(measured.status) \(measured.seconds) \(measured.peakKilobytes) \(measured.userSeconds) \(measured.systemSeconds)\n")
            return 0
        } catch {
            BenchOutput.error("Error: \(error)\n")
            return 70
        }
    }

    /// The child spawned from this process: measure it only from one that
    /// holds little (`spawned`).
    static func measureDirectly(_ executable: String, _ arguments: [String]) throws -> Measurement {
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
