import CCPipeBuild
import CCPipeCore

/// What a command did first with the commit of a command killed in it
/// (`OutputCommit.recover`).
package enum CommitRecovery: Equatable, Sendable {
    /// Every staged file was there: the commit was finished (its changes).
    case completed(Int)
    /// A file it needed was not staged yet (or a rename failed): the commit
    /// was undone (its changes).
    case undone(Int)
}

extension OutputCommit {
    package typealias Recovery = CommitRecovery

    /// The commit whose journal is in `staging` (a staging directory ccpipe
    /// made: `StagedFiles.isOurs`) finished, or else undone, from what is
    /// on disk: each entry's state says what is left to do or undo. Nil
    /// when there is no journal, or one cut short, whose commit never
    /// started. The caller then removes the staging directory; after an
    /// error it must keep it, for the next command to try again.
    static func recover(root: DirectoryHandle, staging: DirectoryHandle) throws(PipelineError) -> Recovery? {
        guard let bytes = try staging.read(journalName, maxBytes: 64 << 20), let entries = journalEntries(bytes) else {
            return nil
        }
        let commit = OutputCommit(root: root, staging: staging, entries: entries)
        let backups = try StagedFiles.backups(in: staging)
        var states: [(CommitEntry, DirectoryHandle, State)] = []
        var completable = true
        for entry in entries {
            // A removal done may have taken its directory with it.
            if entry.kind == .remove, backups.status(entry.backup) != nil { continue }
            guard let directory = try? commit.directory(of: entry) else {
                completable = false
                continue
            }
            let state = commit.state(of: entry, in: directory, backups: backups)
            if state == .unstaged, entry.kind != .remove { completable = false }
            states.append((entry, directory, state))
        }
        if completable {
            var forwarded = true
            do {
                for (entry, directory, state) in states { try commit.forward(entry, from: state, in: directory, backups: backups) }
            } catch {
                if error == CommitSteps.stopped { throw error }
                // A rename that fails now fails for good: undone instead.
                forwarded = false
            }
            if forwarded {
                do {
                    try commit.finish()
                } catch {
                    if error == CommitSteps.stopped { throw error }
                }
                return .completed(entries.count)
            }
        }
        commit.rollBack()
        guard staging.status(journalName) == nil else {
            throw PipelineError(.cannotWrite, "an interrupted commit can be neither finished nor undone; its files are kept here",
                                location: staging.path)
        }
        return .undone(entries.count)
    }

    /// The entries of a journal; nil for one cut short or not ccpipe's.
    package static func journalEntries(_ bytes: [UInt8]) -> [CommitEntry]? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.hasSuffix("\n") else { return nil }
        var lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 2, lines.removeFirst() == journalHead, let last = lines.popLast(), last.hasPrefix("end "),
              Int(last.dropFirst(4)) == lines.count else { return nil }
        var entries: [CommitEntry] = []
        for line in lines {
            guard let entry = CommitEntry(line: line) else { return nil }
            entries.append(entry)
        }
        return entries
    }
}
