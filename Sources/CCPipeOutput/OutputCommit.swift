import CCPipeBuild
import CCPipeCore
import Foundation

/// Puts staged files in place all at once, as far as a reader after any
/// failure or kill can tell: every old output, or every new one.
///
/// Before the first rename, the list of changes (`CommitEntry`) is written
/// to `.journal` in the staging directory and flushed to the device. Each
/// entry is then done in steps that can each be redone or undone from what
/// is on disk: a file replaced is first moved to `.old/` in the staging
/// directory, then the new one is renamed into place. A step that fails
/// undoes every entry, in whatever state it is; a process killed leaves the
/// journal, and the next command to read or write the output directory
/// (`OutputTree.settle`) finishes the commit when every file it needs is
/// staged, and else undoes it, before it does anything else. Files made
/// last (`late`: a file that records the stamps the others have once in
/// place) are listed in the journal but staged only when the others are in
/// place: until then the commit can only be undone. The journal is
/// removed once every entry is done, then the staging directory with the
/// old files.
///
/// Entries in different directories are done on every core, as renames in
/// different directories do not wait for one another.
package final class OutputCommit: @unchecked Sendable {
    static let journalName = ".journal"
    static let journalHead = "ccpipe journal 1"

    let root: DirectoryHandle
    let staging: DirectoryHandle
    let entries: [CommitEntry]
    /// Entries whose files `run`'s `stageLate` stages.
    let late: [CommitEntry]
    private let steps: CommitSteps.Counter?
    private var backups: DirectoryHandle?

    package init(root: DirectoryHandle, staging: DirectoryHandle, entries: [CommitEntry], late: [CommitEntry] = []) {
        self.root = root
        self.staging = staging
        self.entries = entries
        self.late = late
        steps = CommitSteps.counter(for: root.path)
    }

    /// Does the commit: the entries, then `stageLate` given the stamps of
    /// the files placed (by target), then the late entries. Returns the
    /// stamps of every file renamed into place on its own. An error before
    /// the last entry is done is thrown after every entry has been undone;
    /// after it, what is left (directories emptied, the journal) is left
    /// to the next command, which finds every entry done.
    package func run(stageLate: ([String: FileStamp]) throws(PipelineError) -> Void = { _ in }) throws(PipelineError) -> [String: FileStamp] {
        try step("write the journal")
        try writeJournal()
        var stamps: [String: FileStamp]
        do {
            stamps = try apply(entries)
            if !late.isEmpty {
                try step("stage the files made last")
                try stageLate(stamps)
                stamps.merge(try apply(late)) { _, new in new }
            }
        } catch {
            if error != CommitSteps.stopped { rollBack() }
            throw error
        }
        do {
            try finish()
        } catch {
            if error == CommitSteps.stopped { throw error }
        }
        return stamps
    }

    // MARK: Steps

    /// Every entry of `batch` done, those in different directories on
    /// every core (one at a time while a test observes the steps). The
    /// entries at the top (a first build's locale directories) go one by
    /// one, the others by their directory, opened once.
    private func apply(_ batch: [CommitEntry]) throws(PipelineError) -> [String: FileStamp] {
        let backups = try backupsDirectory()
        var groups: [[CommitEntry]] = []
        var groupOf: [String: Int] = [:]
        for entry in batch {
            guard let parent = entry.parent else {
                groups.append([entry])
                continue
            }
            if let group = groupOf[parent] {
                groups[group].append(entry)
            } else {
                groupOf[parent] = groups.count
                groups.append([entry])
            }
        }
        let perform = { @Sendable (group: [CommitEntry]) -> Result<[(String, FileStamp)], PipelineError> in
            Result { () throws(PipelineError) in
                let directory = try self.directory(of: group[0])
                var stamps: [(String, FileStamp)] = []
                for entry in group {
                    try self.forward(entry, from: .pending, in: directory, backups: backups)
                    if entry.kind == .create || entry.kind == .replace, let stamp = directory.stamp(of: entry.name) {
                        stamps.append((entry.target, stamp))
                    }
                }
                return stamps
            }
        }
        let results: [Result<[(String, FileStamp)], PipelineError>]
        if steps == nil, let parallel = try? ParallelMap.map(groups, perform) { results = parallel } else { results = groups.map(perform) }
        var stamps: [String: FileStamp] = [:]
        for result in results {
            switch result {
            case .success(let placed): for (target, stamp) in placed { stamps[target] = stamp }
            case .failure(let error): throw error
            }
        }
        return stamps
    }

    /// Does what is left of `entry`, which is in `state`.
    func forward(_ entry: CommitEntry, from state: State, in directory: DirectoryHandle, backups: DirectoryHandle) throws(PipelineError) {
        switch (entry.kind, state) {
        case (_, .done), (.remove, .unstaged):
            return
        case (.replace, .pending), (.remove, .pending):
            try rename(entry.name, in: directory, to: entry.backup, in: backups, "move the old file to the backups", entry)
            if entry.kind == .remove { return }
            try place(entry, in: directory)
        case (.replace, .half), (.create, .pending), (.directory, .pending):
            try place(entry, in: directory)
        case (_, .half), (_, .unstaged):
            throw PipelineError(.cannotWrite, "cannot complete the commit: the staged file is gone", location: staging.path(of: entry.staged))
        }
    }

    /// Undoes `entry` from whatever state it is in; false when a rename failed.
    func backward(_ entry: CommitEntry, in directory: DirectoryHandle, backups: DirectoryHandle) -> Bool {
        var undone = true
        switch (entry.kind, state(of: entry, in: directory, backups: backups)) {
        case (.create, .done), (.directory, .done):
            undone = directory.rename(entry.name, to: staging, as: entry.staged) == 0
        case (.replace, .done):
            undone = directory.rename(entry.name, to: staging, as: entry.staged) == 0
                && backups.rename(entry.backup, to: directory, as: entry.name) == 0
        case (.replace, .half), (.remove, .done):
            undone = backups.rename(entry.backup, to: directory, as: entry.name) == 0
        default:
            break
        }
        return undone
    }

    /// Undoes every entry, the late ones first; whatever cannot be undone
    /// (a directory made unwritable meanwhile) stays for the next command.
    func rollBack() {
        guard let backups = try? backupsDirectory() else { return }
        var complete = true
        for entry in (entries + late).reversed() {
            guard let directory = try? directory(of: entry) else { complete = false; continue }
            if !backward(entry, in: directory, backups: backups) { complete = false }
        }
        // Undone: the journal goes, so the staging directory is only what a
        // sweep removes.
        if complete { staging.remove(Self.journalName) }
    }

    /// After every entry: the directories that removals emptied, then the journal.
    func finish() throws(PipelineError) {
        let emptied = Set((entries + late).filter { $0.kind == .remove }.compactMap(\.parent))
        if !emptied.isEmpty {
            try step("remove the directories left empty")
            for name in emptied.sorted() { root.remove(name, directory: true) }
        }
        try step("remove the journal")
        staging.remove(Self.journalName)
    }

    /// How far `entry` got, from what is there: the staged file (`S`), the
    /// backup (`B`), the target (`T`).
    enum State {
        /// Nothing done yet: `S` staged (a removal: `T` there).
        case pending
        /// A replacement half done: `T` moved to `B`, `S` still staged.
        case half
        case done
        /// Neither done nor possible: `S` is not staged (a removal: nothing there).
        case unstaged
    }

    func state(of entry: CommitEntry, in directory: DirectoryHandle, backups: DirectoryHandle) -> State {
        let isStaged = staging.status(entry.staged) != nil
        let isBackedUp = entry.kind == .replace || entry.kind == .remove ? backups.status(entry.backup) != nil : false
        switch entry.kind {
        case .create, .directory:
            return isStaged ? .pending : directory.status(entry.name) != nil ? .done : .unstaged
        case .replace:
            return isStaged ? (isBackedUp ? .half : .pending) : isBackedUp ? .done : .unstaged
        case .remove:
            return isBackedUp ? .done : directory.status(entry.name) != nil ? .pending : .unstaged
        }
    }

    // MARK: Parts

    private func step(_ description: @autoclosure () -> String) throws(PipelineError) {
        try steps?.next(description())
    }

    private func place(_ entry: CommitEntry, in directory: DirectoryHandle) throws(PipelineError) {
        let action = entry.kind == .directory ? "rename the new directory into place" : "rename the new file into place"
        try rename(entry.staged, in: staging, to: entry.name, in: directory, action, entry)
    }

    private func rename(_ name: String, in from: DirectoryHandle, to newName: String, in to: DirectoryHandle,
                        _ action: String, _ entry: CommitEntry) throws(PipelineError) {
        try step(action + ": " + entry.target)
        let code = from.rename(name, to: to, as: newName)
        guard code == 0 else {
            let reason = FileSystemReason.describe(code == ENOTEMPTY ? EEXIST : code)
            throw PipelineError(.cannotWrite, "cannot \(action): \(reason)", location: root.path(of: entry.target))
        }
    }

    /// The directory an entry's target is in.
    func directory(of entry: CommitEntry) throws(PipelineError) -> DirectoryHandle {
        guard let parent = entry.parent else { return root }
        guard let directory = try root.directory(parent) else {
            throw PipelineError(.cannotWrite, "cannot complete the commit: the directory is gone", location: root.path(of: parent))
        }
        return directory
    }

    /// `.old/` in the staging directory, made on first use.
    private func backupsDirectory() throws(PipelineError) -> DirectoryHandle {
        if let backups { return backups }
        let made = try StagedFiles.backups(in: staging)
        backups = made
        return made
    }

    /// The journal: its head, one line per entry, the late ones last, and
    /// `end <count>`, so that a journal cut short by a kill reads as none
    /// (no rename happens before it is whole). Flushed to the device.
    private func writeJournal() throws(PipelineError) {
        var text = Self.journalHead + "\n"
        for entry in entries + late { text += entry.line + "\n" }
        text += "end \(entries.count + late.count)\n"
        try staging.create(Self.journalName, [Array(text.utf8)], synced: true)
        staging.sync()
    }
}
