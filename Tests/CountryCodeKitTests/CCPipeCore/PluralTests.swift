import CCPipeCore
import Foundation
import Testing

/// Every message picks a word's number with `Plural`, and only with it.
struct PluralTests {
    @Test func aCountTakesTheWordInItsNumber() {
        #expect(Plural.count(1, "file") == "1 file")
        #expect(Plural.count(0, "file") == "0 files")
        #expect(Plural.count(2, "fix", "fixes") == "2 fixes")
        #expect(Plural.count(2, "file differs", "files differ") == "2 files differ")
        #expect(Plural.word(1, "is", "are") == "is" && Plural.word(3, "is", "are") == "are")
    }

    /// No message interpolates a number-dependent word of its own
    /// (`\(n == 1 ? "file" : "files")`): the sources are read for it.
    @Test func noSourceFilePicksAWordsNumberItself() throws {
        let sources = TestData.root.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100)
        var offenders: [String] = []
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            if text.contains(/\\\([^()"]*(?:\([^()]*\))?[^()"]* == 1 \? "/) { offenders.append(file) }
        }
        #expect(offenders.isEmpty, "use Plural.count or Plural.word in \(offenders)")
    }
}
