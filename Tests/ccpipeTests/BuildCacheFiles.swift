import Foundation
import Testing

/// Where a build into a scratch directory keeps its manifest: the
/// `.ccpipe-cache/` beside an output directory in no repository, or at the
/// top of the repository holding it.
enum BuildCacheFiles {
    /// The one manifest in the cache at `top` (the repository, or the
    /// directory holding the output directory).
    static func manifest(in top: URL) throws -> URL {
        let cache = top.appendingPathComponent(".ccpipe-cache")
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasPrefix("build-") && $0.hasSuffix(".json") }
        try #require(names.count == 1, "manifests in \(cache.path): \(names)")
        return cache.appendingPathComponent(names[0])
    }

    /// The manifest of a build into `out`, a directory in no repository.
    static func manifest(besides out: URL) throws -> URL {
        try manifest(in: out.deletingLastPathComponent())
    }
}
