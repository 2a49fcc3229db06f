@testable import CCPipeBuild
@testable import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeReference
@testable import CCPipeValidate
@testable import CountryCodeKit
import Foundation
import Testing

/// A locale file's `languages` and `scripts` come before `territories` and
/// are half of what is read of it: libxml2 gets them blanked (the manual,
/// "Reading CLDR locale files"): their line breaks, and spaces for the
/// characters of their last line. What it reads, at which line and column,
/// must not depend on how the file is cut into reads, and its errors must
/// name the file's places.
@Suite("Blanking before territories")
struct XMLElisionTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8" ?>
        <ldml>
        \t<identity><language type="fr"/></identity>
        \t<localeDisplayNames>
        \t\t<localeDisplayPattern><localePattern>{0} ({1})</localePattern></localeDisplayPattern>
        \t\t<languages>
        \t\t\t<language type="fr">français</language><!-- a < comment -->
        \t\t\t<language type="ja">日本語 <![CDATA[ </languages> ]]></language><language type="x" alt="a&amp;b">x</language>
        \t\t</languages><scripts><script type="Latn">latin</script></scripts>
        \t\t<territories>
        \t\t\t<territory type="FR">France</territory>
        \t\t</territories>
        \t</localeDisplayNames>
        </ldml>

        """

    /// What `XMLSource` hands libxml2 when it asks for `length` bytes at a time.
    static func handedOn(_ text: String, length: Int) -> [UInt8] {
        let source = XMLSource(bytes: Array(text.utf8), options: TerritoryNamesLoader.readOptions)
        var handed: [UInt8] = []
        var buffer = [CChar](repeating: 0, count: length)
        while true {
            let count = buffer.withUnsafeMutableBufferPointer { source.read(into: $0.baseAddress!, length: length) }
            if count <= 0 { break }
            handed += buffer[..<Int(count)].map { UInt8(bitPattern: $0) }
        }
        return handed
    }

    /// What libxml2 reads of `bytes`: each byte but white space, at its
    /// line and column (in characters), as libxml2 counts them.
    static func visible(_ bytes: [UInt8]) -> [String] {
        var seen: [String] = []
        var line = 1, column = 1
        for (index, byte) in bytes.enumerated() {
            switch byte {
            case 0x0A:
                line += 1
                column = 1
            case 0x0D:
                if index + 1 == bytes.count || bytes[index + 1] != 0x0A {
                    line += 1
                    column = 1
                }
            case 0x20, 0x09:
                column += 1
            default:
                seen.append("\(line):\(column):\(byte)")
                if byte & 0xC0 != 0x80 { column += 1 }
            }
        }
        return seen
    }

    /// `text` with each character of `parts` (each the first after the one
    /// before) a space, its line breaks kept.
    static func blanked(_ text: String, _ parts: [String]) -> String {
        var result = text
        var from = result.startIndex
        for part in parts {
            let range = result.range(of: part, range: from..<result.endIndex)!
            result.replaceSubrange(range, with: String(part.map { $0 == "\n" ? "\n" : " " }))
            from = result.index(range.lowerBound, offsetBy: part.count)
        }
        return result
    }

    @Test func siblingsBeforeTerritoriesAreHandedOnEmpty() throws {
        let handed = Self.handedOn(Self.document, length: 4096)
        // libxml2 reads what it would of the document with each character
        // of the siblings' content a space.
        let expected = Self.blanked(Self.document, [
            "<localePattern>{0} ({1})</localePattern>",
            "\n\t\t\t<language type=\"fr\">français</language><!-- a < comment -->\n\t\t\t<language type=\"ja\">日本語 <![CDATA[ </languages> ]]>"
                + "</language><language type=\"x\" alt=\"a&amp;b\">x</language>\n\t\t",
            "<script type=\"Latn\">latin</script>",
        ])
        // Up to the cut, and the end tags of the elements open there.
        let cut = expected.range(of: "</territories>")!.upperBound
        #expect(Self.visible(handed) == Self.visible(Array((expected[..<cut] + "</localeDisplayNames></ldml>").utf8)))
        // Of the lines in between, only their breaks are handed on.
        let lines = String(decoding: handed, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[5] == "\t\t<languages>")
        #expect(lines[6].isEmpty && lines[7].isEmpty)
        #expect(lines[8] == "  </languages><scripts>" + String(repeating: " ", count: "<script type=\"Latn\">latin</script>".count) + "</scripts>")
        // What is read is handed on as it is.
        #expect(lines[2] == "\t<identity><language type=\"fr\"/></identity>")
        #expect(lines[10] == "\t\t\t<territory type=\"FR\">France</territory>")
    }

    @Test(arguments: [2, 3, 4, 5, 7, 8, 13, 64])
    func readsOfAnyLengthHandOnTheSame(length: Int) {
        let whole = Self.visible(Self.handedOn(Self.document, length: 4096))
        let pieces = Self.visible(Self.handedOn(Self.document, length: length))
        let differs = zip(whole, pieces).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(whole.count, pieces.count)
        #expect(differs == whole.count && pieces.count == whole.count, "from \(differs): \(pieces.dropFirst(differs).prefix(3))")
    }

    /// A `<` at the end of one read is held until the next shows whether
    /// it starts `</languages>`: at every place the document can be cut.
    @Test func everyCutAroundTheEndTagHandsOnTheSame() {
        let whole = Self.visible(Self.handedOn(Self.document, length: 4096))
        for length in 9...40 {
            #expect(Self.visible(Self.handedOn(Self.document, length: length)) == whole, "length \(length)")
        }
    }

    @Test func namesAreReadAsBefore() throws {
        let path = Scratch.url("ccpipe-elision-\(UUID()).xml").path
        try AtomicFile.write(Self.document, to: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let names = try TerritoryNamesLoader.load(.disk(path))
        #expect(names.standard == ["FR": "France"])
    }

    /// The error reading `text` as `fr.xml` gives, as text.
    static func failure(_ text: String, _ options: XMLReaderOptions) -> String {
        do {
            try XMLReader.read(bytes: Array(text.utf8), file: "fr.xml", options: options) { _ in .proceed }
            return "no error"
        } catch { return "\(error)" }
    }

    /// libxml2's errors after a blanked element name the file's line and
    /// column, as when it read everything: one character, one column.
    @Test func errorsAfterBlankedElementsNameTheFilesPlaces() throws {
        let text = "<ldml><localeDisplayNames><languages><language type=\"fr\">Français ©✓</language></languages>"
            + "<territories><territory type=\"FR\">France</territor></territories></localeDisplayNames></ldml>\n"
        let blanked = Self.failure(text, TerritoryNamesLoader.readOptions)
        #expect(blanked.hasPrefix("fr.xml:1:"))
        #expect(blanked == Self.failure(text, XMLReaderOptions(rootElement: "ldml")))
    }

    /// The same over lines of any ending, blanked lines dropped but for
    /// their breaks: the error's line and column are the file's.
    @Test(arguments: ["\n", "\r\n", "\r"])
    func errorsAfterBlankedLinesNameTheFilesPlaces(lineEnd: String) throws {
        let text = ["<ldml>", "<localeDisplayNames>", "<languages>", "\t<language type=\"fr\">Français ©✓</language>",
                    "\t<language type=\"de\">Deutsch</language>", "\t\t</languages>   <scripts>", "<script type=\"Latn\">x</script>",
                    "</scripts>", "<territories><territory type=\"FR\">France</territor></territories></localeDisplayNames></ldml>", ""]
            .joined(separator: lineEnd)
        let blanked = Self.failure(text, TerritoryNamesLoader.readOptions)
        // libxml2 counts lines by their line feeds: with carriage returns
        // alone, all is one line, and the columns tell.
        #expect(blanked.hasPrefix(lineEnd == "\r" ? "fr.xml:1:" : "fr.xml:9:"))
        #expect(blanked == Self.failure(text, XMLReaderOptions(rootElement: "ldml")))
    }

    @Test func malformedSiblingsBeforeTerritoriesAreNotParsed() throws {
        let text = "<ldml><localeDisplayNames><languages><language type=\"x\">y</lang>\u{01}</languages>"
            + "<territories><territory type=\"FR\">France</territory></territories></localeDisplayNames></ldml>\n"
        var names: [String] = []
        try XMLReader.read(bytes: Array(text.utf8), file: "x.xml", options: TerritoryNamesLoader.readOptions) { event in
            if case .text(let value, _) = event { names.append(value) }
            return .proceed
        }
        #expect(names.contains("France"))
    }

    /// Tags that do not balance inside `languages`: the parser finds it
    /// left open, at the file's line and column of the end tag it meets.
    @Test func unbalancedSiblingsAreRefusedWhereTheParserFindsThemOpen() {
        let text = "<ldml><localeDisplayNames><languages><language type=\"x\">y</languages>\n"
            + "<territories><territory type=\"FR\">France</territory></territories>\n</localeDisplayNames></ldml>\n"
        do {
            try XMLReader.read(bytes: Array(text.utf8), file: "x.xml", options: TerritoryNamesLoader.readOptions) { _ in .proceed }
            Issue.record("read without an error")
        } catch {
            #expect("\(error)".hasPrefix("x.xml:3:"))
            #expect("\(error)".contains("languages"))
        }
    }

    /// Every CLDR 41 locale file gives the loader's visitor the same names
    /// with and without the blanking.
    @Test(.enabled(if: TestData.hasSystemCLDR, "needs Debian unicode-cldr-core"))
    func everyCLDRFileReadsAlike() throws {
        let main = TestData.systemCLDR + "/main"
        let files = try FileManager.default.contentsOfDirectory(atPath: main).filter { $0.hasSuffix(".xml") }.sorted()
        var unblanked = TerritoryNamesLoader.readOptions
        unblanked.readsUpToEndOf = nil
        func territories(_ path: String, _ options: XMLReaderOptions) throws -> [String] {
            var found: [String] = []
            var inside = false
            try XMLReader.read(file: path, options: options) { event in
                switch event {
                case .startElement(let start):
                    if start.name == "territories" { inside = true }
                    if inside, start.name == "territory" { found.append((start.attributes["type"] ?? "") + (start.attributes["alt"] ?? "")) }
                case .text(let value, _): if inside { found.append(value) }
                case .endElement(let name, _): if name == "territories" { return .stop }
                default: break
                }
                return .proceed
            }
            return found
        }
        for file in files {
            let path = main + "/" + file
            #expect(try territories(path, TerritoryNamesLoader.readOptions) == territories(path, unblanked), "\(file)")
        }
    }
}
