import CCPipeIngest
import Foundation

/// Where `ccpipe bench` works: a scratch directory on tmpfs (`/dev/shm`),
/// which takes the file system out of the figures, and one on disk for the
/// figure beside them; a copy of the reference made of symbolic links but
/// for one locale file, which the one-locale rebuild changes.
struct BenchSetup {
    let scratch: String
    let disk: String?
    let tree: String
    let outputsDescription: String
    let diskFileSystem: String
    /// The locale file each run changes: a regional locale no other inherits from.
    let changedLocale: String

    /// `name` tells apart the setups of one bench (the tree beside).
    init(reference: String, locales: [String], name part: String = "") throws {
        let name = "ccpipe-bench-\(ProcessInfo.processInfo.processIdentifier)" + (part.isEmpty ? "" : "-" + part)
        let onTmpfs = access("/dev/shm", W_OK) == 0
        scratch = (onTmpfs ? "/dev/shm" : FileManager.default.temporaryDirectory.path) + "/" + name
        outputsDescription = onTmpfs ? "tmpfs (`/dev/shm`)" : "the temporary directory (no tmpfs found)"
        let temporary = FileManager.default.temporaryDirectory.path
        let diskType = Self.fileSystem(of: temporary)
        disk = onTmpfs && diskType != "tmpfs" ? temporary + "/" + name : nil
        diskFileSystem = "\(diskType) (`\(temporary)`)"
        changedLocale = locales.contains("sv_FI") ? "sv_FI" : locales.last { $0.contains("_") } ?? locales.last ?? "en"
        tree = scratch + "/common"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        if let disk { try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true) }
        for folder in ["main", "supplemental", "validity", "dtd"] {
            let target = tree + "/" + folder
            try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: reference + "/" + folder)) ?? [] {
                let source = reference + "/" + folder + "/" + entry
                if folder == "main", entry == changedLocale + ".xml" {
                    try FileManager.default.copyItem(atPath: source, toPath: target + "/" + entry)
                } else {
                    try FileManager.default.createSymbolicLink(atPath: target + "/" + entry, withDestinationPath: source)
                }
            }
        }
    }

    /// Appends a comment naming the run to the changed locale file: new
    /// bytes every run, the same territory names; at the end, in the last
    /// bytes every read checks, so the locale's chain is rebuilt.
    func changeLocaleFile(run: Int) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: tree + "/main/" + changedLocale + ".xml"))
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("<!-- bench run \(run) -->\n".utf8))
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: scratch)
        if let disk { try? FileManager.default.removeItem(atPath: disk) }
    }

    /// The three load averages of `/proc/loadavg`.
    static func loadAverage() -> String {
        let text = procText("/proc/loadavg")
        let parts = text.split(separator: " ").prefix(3)
        return parts.count == 3 ? parts.joined(separator: " ") : "unknown"
    }

    /// The CPU model, from `/proc/cpuinfo`.
    static func machine() -> String {
        let info = procText("/proc/cpuinfo")
        let model = info.split(separator: "\n").first { $0.hasPrefix("model name") }?.split(separator: ":", maxSplits: 1).last
        return model.map { $0.trimmingCharacters(in: .whitespaces) } ?? "an unknown CPU"
    }

    /// `2026-11-30`, in UTC.
    static func today() -> String {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
    }

    /// A file of `/proc`, whole: Foundation's `String(contentsOfFile:)`
    /// reads one page of a file whose size is given as 0, which cuts
    /// `/proc/self/maps` and `/proc/mounts` short.
    static func procText(_ path: String) -> String {
        String(decoding: (try? InputFile.bytes(atPath: path, maxBytes: 1 << 24)) ?? [], as: UTF8.self)
    }

    static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The type of the file system holding `path`, from `/proc/mounts`
    /// (the longest mount point that is a prefix of it).
    private static func fileSystem(of path: String) -> String {
        let mounts = procText("/proc/mounts")
        var best = (point: "", type: "disk")
        for line in mounts.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count > 2 else { continue }
            let point = String(fields[1])
            let within = path == point || path.hasPrefix(point == "/" ? "/" : point + "/")
            if within, point.count > best.point.count { best = (point, String(fields[2])) }
        }
        return best.type
    }
}
