import Foundation

/// Files and directories the tests write live under one directory per test
/// process, removed when the process exits, so that test runs leave nothing
/// behind in the system's temporary directory.
enum Scratch {
    static let root: URL = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ccpipe-kit-tests-\(getpid())-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: Scratch.root) }
        return url
    }()

    /// A fresh path under the root (nothing is created there).
    static func url(_ name: String) -> URL { root.appendingPathComponent(name) }
}
