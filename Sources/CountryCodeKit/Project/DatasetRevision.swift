import Foundation

/// Where one side of `ccpipe diff` comes from: a file, or `REV:PATH` read
/// from the current directory's git repository.
enum DatasetRevision {
    /// An existing file is always a file; otherwise an argument with a colon
    /// is `REV:PATH`, so `origin/main:Sources-Data/CountryCodes.json` needs
    /// no flag. Anything else is read as a file and fails as one.
    static func bytes(_ argument: String, maxBytes: Int) throws -> [UInt8] {
        if FileManager.default.fileExists(atPath: argument) || !argument.contains(":") {
            return try InputFile.bytes(atPath: argument, maxBytes: maxBytes, acceptingStandardInput: true)
        }
        return try gitShow(argument, maxBytes: maxBytes)
    }

    /// `PATH` at `REV` for `--base`: a relative path is taken from the
    /// current directory (`REV:./PATH`), an absolute one from the top of the
    /// repository; the report names it `REV:PATH` either way.
    static func bytes(at revision: String, path: String, maxBytes: Int) throws -> [UInt8] {
        let name = "\(revision):\(path)"
        let object: String
        if path.hasPrefix("/") {
            let top = try git(["rev-parse", "--show-toplevel"], naming: name).trimmingCharacters(in: .newlines)
            let resolvedTop = URL(fileURLWithPath: top).resolvingSymlinksInPath().path + "/"
            let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            guard resolved.hasPrefix(resolvedTop) else { throw InputError("the file is outside the git repository at \(top)", file: name) }
            object = "\(revision):\(resolved.dropFirst(resolvedTop.count))"
        } else {
            object = "\(revision):./\(path)"
        }
        return try gitShow(object, naming: name, maxBytes: maxBytes)
    }

    private static func gitShow(_ object: String, naming name: String? = nil, maxBytes: Int) throws -> [UInt8] {
        let data = try git(["show", object], naming: name ?? object, raw: true)
        guard data.count <= maxBytes else {
            throw InputError("input is larger than the limit of \(maxBytes) bytes", file: name ?? object)
        }
        return Array(data)
    }

    private static func git(_ arguments: [String], naming name: String) throws -> String {
        String(decoding: try git(arguments, naming: name, raw: true), as: UTF8.self)
    }

    /// Runs `git` from `PATH` in the current directory; its complaint
    /// (`fatal: invalid object name 'nope'`) becomes the input error.
    private static func git(_ arguments: [String], naming name: String, raw: Bool) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw InputError("cannot run git: \(error.localizedDescription)", file: name)
        }
        // Both pipes drain concurrently, so a large file or a chatty git cannot stall it.
        let errors = ErrorCollector(err.fileHandleForReading)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let message = errors.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = message.split(separator: "\n").first.map(String.init) ?? "git exited with status \(process.terminationStatus)"
            throw InputError("cannot read from git: \(reason)", file: name)
        }
        return data
    }

    /// Reads a pipe to its end on another thread.
    private final class ErrorCollector: @unchecked Sendable {
        private var text = ""
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            DispatchQueue.global().async { [self] in
                text = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
                done.signal()
            }
        }

        func wait() -> String {
            done.wait()
            return text
        }
    }
}
