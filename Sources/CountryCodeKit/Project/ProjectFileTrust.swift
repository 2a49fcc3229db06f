import CCPipeCore
import CCPipeModel
import Foundation

/// Whether a `.ccpipe.json` that was found, not named, is the user's to
/// follow. It turns rules off and says where outputs go, so one written by
/// another user of the machine must not steer the command, as git refuses
/// a repository another user owns (CVE-2022-24765):
///
/// - outside any repository, the file is read only when it (and, if it is
///   a link, what it leads to) belongs to the current user or root;
/// - inside one, git's own `safe.directory` rules decide: a repository
///   whose top and `.git` are the current user's is trusted as git trusts
///   it, and any other is asked of git, which refuses one it would not work in.
///
/// A file named with `--config` is the user's own choice and is read as named.
enum ProjectFileTrust {
    static func check(_ path: String) throws(PipelineError) {
        let absolute = DisplayPath.absolute(path, relativeTo: FileManager.default.currentDirectoryPath)
        let directory = URL(fileURLWithPath: absolute).deletingLastPathComponent().standardizedFileURL.path
        guard let top = RepositoryRoot.containing(directory) else {
            if let owner = foreignOwner(of: absolute) {
                throw refusal(absolute, "belongs to another user (uid \(owner)) and no repository holds it")
            }
            return
        }
        let euid = geteuid()
        if [top, top + "/.git"].allSatisfy({ owner(of: $0, following: false) == euid }) { return }
        let asked = try? Git.run(["rev-parse", "--git-dir"], in: top, naming: path)
        guard let asked, asked.status == 0 else {
            let said = asked?.complaint.map { " (\($0))" } ?? " (git could not be run to ask)"
            throw refusal(absolute, "is in a repository that git does not trust\(said)",
                          hint: "If the repository is yours to trust, add it to git's safe.directory (git config --global --add safe.directory \(ReportText.printable(top))), or name the file with --config.")
        }
    }

    /// The owner of `path` (or, for a link, of the link or what it leads
    /// to) when that is neither the current user nor root.
    private static func foreignOwner(of path: String) -> uid_t? {
        let trusted: Set<uid_t> = [getuid(), geteuid(), 0]
        for following in [false, true] {
            if let owner = owner(of: path, following: following), !trusted.contains(owner) { return owner }
        }
        return nil
    }

    private static func owner(of path: String, following: Bool) -> uid_t? {
        var status = stat()
        guard (following ? stat(path, &status) : lstat(path, &status)) == 0 else { return nil }
        return status.st_uid
    }

    private static func refusal(_ path: String, _ reason: String, hint: String? = nil) -> PipelineError {
        let printable = ReportText.printable(DisplayPath.of(path))
        return PipelineError(.usage, "the project file '\(printable)' was found but not read: it \(reason)",
                             hint: hint ?? "If it is the project file you mean, name it: --config \(printable)")
    }
}
