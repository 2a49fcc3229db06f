import Foundation
import Testing

/// Where a build into a scratch directory keeps its manifest: the
/// `ccpipe-cache/` in the `.git` directory of the repository holding the
/// output directory, or the `.ccpipe-cache/` beside an output directory
/// in no repository (or at the top of a repository whose `.git` is a file).
enum BuildCacheFiles {
    /// The cache of `top` (the repository, or the directory holding the
    /// output directory).
    static func cache(in top: URL) -> URL {
        var isDirectory: ObjCBool = false
        let git = top.appendingPathComponent(".git")
        let inGit = FileManager.default.fileExists(atPath: git.path, isDirectory: &isDirectory) && isDirectory.boolValue
            && (try? FileManager.default.destinationOfSymbolicLink(atPath: git.path)) == nil
        return inGit ? git.appendingPathComponent("ccpipe-cache") : top.appendingPathComponent(".ccpipe-cache")
    }

    /// The one manifest in the cache of `top`.
    static func manifest(in top: URL) throws -> URL {
        let cache = cache(in: top)
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasPrefix("build-") && $0.hasSuffix(".json") }
        try #require(names.count == 1, "manifests in \(cache.path): \(names)")
        return cache.appendingPathComponent(names[0])
    }

    /// The manifest of a build into `out`, a directory in no repository.
    static func manifest(besides out: URL) throws -> URL {
        try manifest(in: out.deletingLastPathComponent())
    }
}
