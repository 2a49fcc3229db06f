import CCPipeIngest
import Foundation
import Testing

/// The manual's table of `.ccpipe.json`'s keys is the declaration's
/// (`ProjectFile.keys`): a key declared and not in the table, or in the
/// table and not declared, fails here with the table as it should read.
struct ProjectFileTableTests {
    @Test func theManualsTableOfKeysIsTheDeclarations() throws {
        let readme = try Manual.article("ProjectFile")
        let expected = ProjectFile.markdownTable
        let header = expected.prefix { $0 != "\n" }
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0 == header }) else {
            Issue.record("ProjectFile.md needs the table of keys:\n\(expected)")
            return
        }
        let table = lines[start...].prefix { $0.hasPrefix("|") }.joined(separator: "\n") + "\n"
        #expect(table == expected, "ProjectFile.md's table of .ccpipe.json keys should read:\n\(expected)")
    }
}
