@testable import CCPipeBuild
@testable import CCPipeCore
@testable import CCPipeOutput
@testable import CountryCodeKit
import Foundation
import Testing

/// The commit, failed and stopped at every one of its steps: after a
/// failure the tree is every old file at once; after a stop (what a kill
/// leaves), the next command's settling makes it every old file or every
/// new one, the new exactly when every file it needed was staged.
@Suite struct OutputCommitTests {
    /// What the output directory holds before: `a/x` to replace, `a/keep`
    /// to leave, `c/z` to remove (and `c` with it), `top.md` to replace.
    static let before: [String: String] = ["a/": "", "a/x": "old x", "a/keep": "keep", "c/": "", "c/z": "old z", "top.md": "old top"]
    /// After: `a/y` created, `b/` renamed into place whole, `late.json` staged last.
    static let after: [String: String] = ["a/": "", "a/x": "new x", "a/keep": "keep", "a/y": "new y", "b/": "", "b/1": "new 1", "b/2": "new 2",
                                          "top.md": "new top", "late.json": "late"]
    static let entries = [CommitEntry(.replace, "a/x"), CommitEntry(.create, "a/y"), CommitEntry(.directory, "b"),
                          CommitEntry(.remove, "c/z"), CommitEntry(.replace, "top.md")]

    private func makeTree() throws -> String {
        let out = Scratch.url("ccpipe-commit-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        for (path, text) in Self.before.sorted(by: { $0.key < $1.key }) {
            if path.hasSuffix("/") {
                try FileManager.default.createDirectory(atPath: out + "/" + path, withIntermediateDirectories: true)
            } else {
                try Data(text.utf8).write(to: URL(fileURLWithPath: out + "/" + path))
            }
        }
        return out
    }

    /// Stages the new files and runs the commit; `observer` sees its steps.
    private func commit(_ lock: OutputLock, observing observer: CommitSteps.Observer?) throws {
        let staging = StagedFiles(root: lock.root)
        defer { staging.discard() }
        for (target, text) in [("a/x", "new x"), ("a/y", "new y"), ("top.md", "new top")] { try staging.stage(Array(text.utf8), as: target) }
        for (index, target) in ["b/1", "b/2"].enumerated() {
            _ = try staging.stageWhole(RenderedFile(path: target, bytes: Array("new \(index + 1)".utf8)), first: index == 0)
        }
        CommitSteps.observe(lock.directory, observer)
        defer { CommitSteps.observe(lock.directory, nil) }
        _ = try OutputCommit(root: lock.root, staging: try staging.directory, entries: Self.entries, late: [CommitEntry(.create, "late.json")])
            .run { _ throws(PipelineError) in try staging.stageLate(Array("late".utf8), as: "late.json") }
    }

    /// Every file and directory under `directory`, hidden ones included.
    private func tree(_ directory: String) throws -> [String: String] {
        var found: [String: String] = [:]
        for entry in try FileManager.default.subpathsOfDirectory(atPath: directory) {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: directory + "/" + entry, isDirectory: &isDirectory)
            found[isDirectory.boolValue ? entry + "/" : entry] = isDirectory.boolValue ? ""
                : try String(contentsOfFile: directory + "/" + entry, encoding: .utf8)
        }
        return found
    }

    /// The steps of the commit, in order.
    private func steps() throws -> [String] {
        let out = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let lock = try OutputLock.acquire(out)
        defer { lock.release() }
        let seen = Seen()
        try commit(lock) { _, description in
            seen.add(description)
            return .proceed
        }
        #expect(try tree(out) == Self.after)
        return seen.all
    }

    /// An entry's parent, name and staged name: an ASCII target's read by
    /// its bytes, another's by its characters (a slash with a combining
    /// mark is no slash).
    @Test func anEntrysPartsAreFoundAtItsSlashes() {
        let file = CommitEntry(.replace, "en_GB/countries.json")
        #expect(file.parent == "en_GB" && file.name == "countries.json" && file.staged == "en_GB.countries.json")
        let top = CommitEntry(.create, "phone.json")
        #expect(top.parent == nil && top.name == "phone.json" && top.staged == "phone.json")
        let accented = CommitEntry(.replace, "é/a/\u{301}b")
        #expect(accented.parent == "é" && accented.name == "a/\u{301}b" && accented.staged == "é.a/\u{301}b")
    }

    @Test func theStepsAreTheJournalEachRenameAndTheCleaningUp() throws {
        #expect(try steps() == ["write the journal", "move the old file to the backups: a/x", "rename the new file into place: a/x",
                                "rename the new file into place: a/y", "rename the new directory into place: b",
                                "move the old file to the backups: c/z", "move the old file to the backups: top.md",
                                "rename the new file into place: top.md", "stage the files made last", "rename the new file into place: late.json",
                                "remove the directories left empty", "remove the journal"])
    }

    /// Up to the last rename, a failure undoes the commit; a failure
    /// after it (cleaning up) leaves every new file in place and the rest
    /// to the next command.
    @Test func aCommitThatFailsAtAnyStepLeavesEveryOldFileOrEveryNewOne() throws {
        let steps = try steps()
        for (step, description) in zip(1..., steps) {
            let out = try makeTree()
            defer { try? FileManager.default.removeItem(atPath: out) }
            let lock = try OutputLock.acquire(out)
            defer { lock.release() }
            let cleaningUp = description.hasPrefix("remove the")
            do {
                try commit(lock) { number, _ in number == step ? .fail : .proceed }
                #expect(cleaningUp, "step \(step), \(description), did not fail the commit")
                #expect(try OutputTree.settle(lock).recovered == [.completed(6)], "failed at \(description)")
                #expect(try tree(out) == Self.after, "failed at \(description)")
            } catch {
                #expect(!cleaningUp, "failed at \(description): \(error)")
                #expect("\(error)".contains("made to fail"), "\(error)")
                #expect(try tree(out) == Self.before, "failed at \(description)")
            }
        }
    }

    @Test func aCommitStoppedAtAnyStepIsFinishedOrUndoneByTheNextCommand() throws {
        var completed = 0, undone = 0
        for step in 1...100 {
            let out = try makeTree()
            defer { try? FileManager.default.removeItem(atPath: out) }
            let lock = try OutputLock.acquire(out)
            defer { lock.release() }
            do {
                try commit(lock) { number, _ in number == step ? .stop : .proceed }
            } catch {
                #expect(error as? PipelineError == CommitSteps.stopped)
                let settled = try OutputTree.settle(lock)
                let found = try tree(out)
                switch settled.recovered {
                case [.completed(6)]:
                    completed += 1
                    #expect(found == Self.after, "stopped at step \(step)")
                case [.undone(6)]:
                    undone += 1
                    #expect(found == Self.before, "stopped at step \(step)")
                default:
                    // Stopped before the journal was written, or after it was removed.
                    #expect(settled.recovered.isEmpty && [Self.before, Self.after].contains(found), "stopped at step \(step): \(found)")
                }
                continue
            }
            #expect(try tree(out) == Self.after)
            break
        }
        // Until the late file is staged the commit can only be undone.
        #expect(undone == 8 && completed == 3, "\(undone) undone, \(completed) completed")
        #expect(undone + completed + 1 == (try steps()).count)
    }

    /// A command killed while it finishes or undoes a commit leaves it for
    /// the next, which still makes it all old or all new.
    @Test func settlingStoppedAtAnyStepIsSettledAgain() throws {
        for commitStep in [3, 10, 11] {
            for settleStep in 1...20 {
                let out = try makeTree()
                defer { try? FileManager.default.removeItem(atPath: out) }
                let lock = try OutputLock.acquire(out)
                defer { lock.release() }
                #expect(throws: PipelineError.self) { try commit(lock) { number, _ in number == commitStep ? .stop : .proceed } }
                CommitSteps.observe(out) { number, _ in number == settleStep ? .stop : .proceed }
                let first = Result { try OutputTree.settle(lock) }
                CommitSteps.observe(out, nil)
                _ = try OutputTree.settle(lock)
                let found = try tree(out)
                #expect(found == (commitStep < 10 ? Self.before : Self.after), "commit stopped at \(commitStep), settling at \(settleStep)")
                if case .success = first { break }
            }
        }
    }

    /// A journal is read only whole and only with targets inside the
    /// output directory: anything else is no journal of ccpipe's.
    @Test(arguments: ["ccpipe journal 1\nreplace a/x\nend 1\n", "ccpipe journal 1\nremove ../x\nend 1\n",
                      "ccpipe journal 1\nremove /etc/passwd\nend 1\n", "ccpipe journal 1\ncreate .ccpipe-staging-1/x\nend 1\n",
                      "ccpipe journal 1\ndirectory a/b\nend 1\n", "ccpipe journal 1\nreplace a/x\nend 2\n",
                      "ccpipe journal 1\nreplace a/x\n", "ccpipe journal 2\nreplace a/x\nend 1\n"])
    func onlyAWholeJournalOfPathsInsideIsRead(_ text: String) {
        let entries = OutputCommit.journalEntries(Array(text.utf8))
        #expect((entries == [CommitEntry(.replace, "a/x")]) == (text == "ccpipe journal 1\nreplace a/x\nend 1\n"))
    }
}

/// The descriptions of the steps an observer saw.
private final class Seen: @unchecked Sendable {
    private var descriptions: [String] = []
    private let lock = NSLock()

    func add(_ description: String) { lock.withLock { descriptions.append(description) } }

    var all: [String] { lock.withLock { descriptions } }
}
