import CCPipeBuild
import CCPipeCore
import Foundation

/// Files a build (or an import) has made but not yet put in place, all in
/// one hidden directory of the output directory, `.ccpipe-staging-<pid>`:
/// as `<dir>.<file>` (locale ids hold no dot) for a file whose directory is
/// there, renamed over it one by one; as `<dir>/<file>` for a directory
/// that is not there, renamed into place whole; a top-level file under its
/// own name. Beside them, `.owner`, `.journal` (`OutputCommit`) and the
/// backups of the files a commit replaces, in `.old/`. One directory on the
/// same file system keeps every rename atomic, and whatever kills the build
/// leaves one directory behind, which the next command completes or undoes
/// and removes (`OutputTree.settle`), never thousands of hidden files
/// spread over the locale directories.
///
/// `.owner` holds the staging directory's own device and inode, which no
/// one can know before it is made: a directory of that name whose `.owner`
/// says otherwise (one a pull request planted) is not ccpipe's, and ccpipe
/// neither acts on its journal nor removes it.
package final class StagedFiles: @unchecked Sendable {
    package static let directoryPrefix = ".ccpipe-staging-"
    package static let ownerName = ".owner"
    static let backupsName = ".old"

    /// The output directory, locked by the caller: only the lock's holder stages.
    let root: DirectoryHandle
    private var staging: DirectoryHandle?
    /// Why the staging directory could not be made: the workers that ask
    /// for it next get this error rather than making one each.
    private var failure: PipelineError?
    private let lock = NSLock()

    package init(root: DirectoryHandle) {
        self.root = root
    }

    /// The staging directory, made on first use.
    package var directory: DirectoryHandle {
        get throws(PipelineError) {
            lock.lock()
            defer { lock.unlock() }
            if let staging { return staging }
            if let failure { throw failure }
            do {
                let made = try Self.make(in: root)
                staging = made
                return made
            } catch {
                failure = error
                throw error
            }
        }
    }

    /// Where `target` (`<dir>/<file>` or `<file>`, relative to the output
    /// directory) is staged when its directory is there.
    static func stagedName(for target: String) -> String {
        // An ASCII target's characters are its bytes: its last slash is
        // found without reading characters (once per entry of a commit).
        let ascii = target.utf8.allSatisfy { $0 < 0x80 }
        guard let slash = ascii ? target.utf8.lastIndex(of: UInt8(ascii: "/")) : target.lastIndex(of: "/") else { return target }
        var flat = target
        flat.replaceSubrange(slash...slash, with: ".")
        return flat
    }

    /// Writes `bytes` to the staged file for `target`.
    package func stage(_ bytes: [UInt8], as target: String) throws(PipelineError) {
        try stage(RenderedFile(path: target, bytes: bytes))
    }

    /// Writes `file` to its staged file, renamed over its target by a
    /// `create` or `replace` entry of the commit.
    package func stage(_ file: RenderedFile) throws(PipelineError) {
        try directory.create(Self.stagedName(for: file.path), file.pieces)
    }

    /// As `stage`, for a file staged once its commit has begun (`OutputCommit.late`): written under a temporary name, then
    /// renamed to its staged name, so that no kill leaves it there half
    /// written for the next command to finish the commit with.
    package func stageLate(_ bytes: [UInt8], as target: String) throws(PipelineError) {
        let staging = try directory
        let temporary = ".late"
        staging.remove(temporary)
        try staging.create(temporary, [bytes])
        let code = staging.rename(temporary, to: staging, as: Self.stagedName(for: target))
        guard code == 0 else { throw staging.failure(code, Self.stagedName(for: target), "cannot stage the file") }
    }

    /// Writes `file` (`<dir>/<name>`) into a directory of the staging
    /// directory named as its own, which a `directory` entry renames into
    /// place whole: for a directory the output directory does not have;
    /// `first` of its files makes the directory. Returns the file's stamp,
    /// which renaming its directory does not change.
    package func stageWhole(_ file: RenderedFile, first: Bool) throws(PipelineError) -> FileStamp? {
        let staging = try directory
        if first, let slash = file.path.firstIndex(of: "/") {
            let name = String(file.path[..<slash])
            if mkdirat(staging.descriptor, name, 0o777) != 0, errno != EEXIST { throw staging.failure(errno, name, "cannot create the directory") }
        }
        return try staging.create(file.path, file.pieces)
    }

    /// Removes the staging directory and whatever is still in it, unless
    /// it holds the journal of a commit that could not be undone: that
    /// stays for the next command (`OutputTree.settle`).
    package func discard() {
        lock.lock()
        defer { lock.unlock() }
        guard let staging, staging.status(OutputCommit.journalName) == nil else { return }
        root.removeTree(URL(fileURLWithPath: staging.path).lastPathComponent)
        self.staging = nil
    }

    /// `.old/` in `staging`, made if need be.
    static func backups(in staging: DirectoryHandle) throws(PipelineError) -> DirectoryHandle {
        if let existing = try staging.directory(backupsName) { return existing }
        return try staging.makeDirectory(backupsName)
    }

    /// Whether `directory` (a `.ccpipe-staging-*` directory) is one ccpipe
    /// made: its `.owner` names it.
    static func isOurs(_ directory: DirectoryHandle) -> Bool {
        guard let owner = try? directory.read(ownerName, maxBytes: 64) else { return false }
        return owner == Array((directory.identity + "\n").utf8)
    }

    /// Whether `directory` (a `.ccpipe-staging-*` directory that is not
    /// `isOurs`) is one a killed command left before its `.owner` was
    /// whole: empty, or holding only a `.owner` that is the start of its
    /// identity line. It holds nothing to recover, and whoever made it,
    /// removing it loses nothing (git keeps no empty directory, so a
    /// checkout never brings one).
    static func isUnfinished(_ directory: DirectoryHandle) -> Bool {
        let entries = directory.entries()
        if entries.isEmpty { return true }
        guard entries.count == 1, entries[0].name == ownerName,
              let owner = try? directory.read(ownerName, maxBytes: 64) else { return false }
        let expected = Array((directory.identity + "\n").utf8)
        return owner.count < expected.count && expected.starts(with: owner)
    }

    /// A new staging directory: `.ccpipe-staging-<pid>`, or with `.1`,
    /// `.2`… after it should a directory of that name be there (the sweep
    /// leaves one ccpipe did not make).
    private static func make(in root: DirectoryHandle) throws(PipelineError) -> DirectoryHandle {
        let base = directoryPrefix + String(ProcessInfo.processInfo.processIdentifier)
        for attempt in 0..<16 {
            let name = attempt == 0 ? base : base + "." + String(attempt)
            guard mkdirat(root.descriptor, name, 0o777) == 0 else {
                if errno == EEXIST { continue }
                throw root.failure(errno, name, "cannot create the staging directory")
            }
            // One that cannot be made whole (a full disk fails its
            // `.owner`) is removed at once, not left for the next command.
            do {
                guard let made = try root.directory(name) else { continue }
                try made.create(ownerName, [Array((made.identity + "\n").utf8)])
                return made
            } catch {
                root.removeTree(name)
                throw error
            }
        }
        throw PipelineError(.cannotWrite, "cannot create the staging directory: 16 of its names are taken", location: root.path(of: base))
    }

    /// What the file `name` in `directory` holds, as against `file`.
    package enum Held: Equatable {
        /// Exactly `file`'s bytes, with this stamp.
        case same(FileStamp)
        case different
        case missing
    }

    /// Whether the file `name` in `directory` holds exactly `file`'s
    /// bytes. A link, or anything but a regular file, is an error: a build
    /// never writes through it nor replaces it. Plain `openat`/`fstat`/`read`:
    /// with `--locales all` this runs for every output file.
    package static func fileHolds(_ file: RenderedFile, in directory: DirectoryHandle, name: String) throws(PipelineError) -> Held {
        guard let (descriptor, status) = try directory.openFile(name) else { return .missing }
        defer { close(descriptor) }
        let count = file.count
        guard Int(status.st_size) == count else { return .different }
        // The spare byte catches a file that grew since `fstat`.
        var existing = [UInt8](repeating: 0, count: count + 1)
        guard DirectoryHandle.fill(&existing, from: descriptor) == count else { return .different }
        return existing.withUnsafeBytes { file.holds(UnsafeRawBufferPointer(rebasing: $0.prefix(count))) } ? .same(FileStamp(status)) : .different
    }
}

/// Counts finished locales across worker threads for a progress display.
final class ProgressCounter: @unchecked Sendable {
    private let total: Int
    private let report: CatalogWriter.Progress?
    private var done = 0
    private let lock = NSLock()

    init(total: Int, report: CatalogWriter.Progress?) {
        self.total = total
        self.report = report
    }

    func advance() {
        guard let report else { return }
        // Reported under the lock, so the display never goes backwards.
        lock.lock()
        defer { lock.unlock() }
        done += 1
        report(done, total)
    }
}
