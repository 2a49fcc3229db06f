import Foundation

/// The repository a path belongs to: the first directory from it upwards
/// that holds `.git` (a directory, or the file of a worktree). Found by
/// walking up, without running git, so that it is the same with or
/// without git installed.
package enum RepositoryRoot {
    /// The first directory from `start` upwards that holds `.git`.
    package static func containing(_ start: String) -> String? {
        var directory = URL(fileURLWithPath: start).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent(".git").path) { return directory.path }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { return nil }
            directory = parent
        }
    }
}
