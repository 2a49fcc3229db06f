import Foundation
import Testing

/// Compares output with a file under `Tests/ccpipeTests/Golden/`. With
/// `CCPIPE_RECORD_GOLDEN=1` the file is rewritten and the test still fails, so
/// the change shows up in `git diff` for review.
enum Golden {
    static let directory = CommandRunner.root.appendingPathComponent("Tests/ccpipeTests/Golden")

    static func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["CCPIPE_RECORD_GOLDEN"] == "1" {
            try Data(actual.utf8).write(to: url)
            Issue.record("recorded \(name); review it with git diff and run the tests again", sourceLocation: sourceLocation)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        guard actual != expected else { return }
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let first = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(actualLines.count, expectedLines.count)
        let shown = { (lines: [Substring]) in first < lines.count ? String(lines[first]) : "<end of output>" }
        Issue.record("""
            output differs from \(name) at line \(first + 1):
              expected: \(shown(expectedLines))
              actual:   \(shown(actualLines))
            re-record with CCPIPE_RECORD_GOLDEN=1 if the change is intended
            """, sourceLocation: sourceLocation)
    }
}
