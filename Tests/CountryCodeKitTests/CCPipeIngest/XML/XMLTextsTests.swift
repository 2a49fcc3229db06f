@testable import CCPipeBuild
@testable import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeReference
import Foundation
import Testing

/// `XMLReader.readTexts` against a visit of every event: the elements at the
/// path, and each one's text (its descendants' included), alike.
@Suite("Reading the texts at a path")
struct XMLTextsTests {
    static let path = ["ldml", "localeDisplayNames", "territories", "territory"]
    static let request = XMLTextsRequest(path: path, maximumTextBytes: 64) { InputError("too long", at: SourceLocation(file: "t.xml", line: $0, column: 1)) }

    /// What `readTexts` reports, `.proceed` to every element.
    static func texts(_ bytes: [UInt8], options: XMLReaderOptions = .default) throws -> [XMLTextsEvent] {
        var events: [XMLTextsEvent] = []
        try XMLReader.readTexts(bytes: bytes, file: "t.xml", options: options, request: request) { event in
            events.append(event)
            return .proceed
        }
        return events
    }

    /// The same, made from every event: an element is on the path when its
    /// ancestors and itself are named by it, depth by depth.
    static func textsFromEvents(_ bytes: [UInt8], options: XMLReaderOptions = .default) throws -> [XMLTextsEvent] {
        var events: [XMLTextsEvent] = []
        var open: [String] = []
        var inside: (depth: Int, text: String)?
        try XMLReader.read(bytes: bytes, file: "t.xml", options: options) { event in
            switch event {
            case .startElement(let start):
                open.append(start.name)
                if inside == nil, open == path {
                    events.append(.element(start))
                    inside = (start.depth, "")
                }
            case .text(let value, _):
                inside?.text += value
            case .endElement(_, let depth):
                open.removeLast()
                if let element = inside, element.depth == depth {
                    events.append(.text(element.text))
                    inside = nil
                }
            default:
                break
            }
            return .proceed
        }
        return events
    }

    @Test(arguments: [
        "<ldml><localeDisplayNames><territories><territory type=\"AX\">Åland</territory></territories></localeDisplayNames></ldml>",
        // Outside the path, nested, empty, with CDATA, a comment and entities.
        """
        <ldml><identity><territory type="no">x</territory></identity>
        <localeDisplayNames><languages><territory type="no">y</territory></languages>
        <territories>
          <territory type="A" alt="short">a<b>b<territory type="inner">c</territory></b>d</territory>
          <other><territory type="no">z</territory></other>
          <territory type="E"/><territory type="F"></territory>
          <territory type="G"><![CDATA[<g>]]><!-- c -->&amp;&#x41;</territory>
          <territory xmlns:p="urn:p" p:type="H">h</territory>
        </territories>
        <scripts><territory type="no">w</territory></scripts>
        <territories><territory type="2">second</territory></territories>
        </localeDisplayNames></ldml>
        """,
        "<x><localeDisplayNames><territories><territory type=\"no\">root differs</territory></territories></localeDisplayNames></x>",
    ])
    func documentsGiveTheTextsTheirEventsGive(text: String) throws {
        let bytes = Array(text.utf8)
        let texts = try Self.texts(bytes)
        #expect(texts == (try Self.textsFromEvents(bytes)))
        #expect(texts.count == (text.hasPrefix("<x>") ? 0 : text.contains("second") ? 12 : 2))
    }

    static let systemCLDR = "/usr/share/unicode/cldr/common/main"

    /// The locale files of the system's CLDR tree, by name.
    static func systemLocaleFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: systemCLDR).filter { $0.hasSuffix(".xml") }.sorted()
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: systemCLDR),
                   "needs Debian's unicode-cldr-core (CLDR 41) at /usr/share/unicode/cldr/common"))
    func everyCLDRLocaleFileGivesTheTextsItsEventsGive() throws {
        var request = Self.request
        request.maximumTextBytes = 1_024
        for file in try Self.systemLocaleFiles() {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Self.systemCLDR + "/" + file)))
            var texts: [XMLTextsEvent] = []
            try XMLReader.readTexts(bytes: bytes, file: file, options: TerritoryNamesLoader.readOptions, request: request) {
                texts.append($0)
                return .proceed
            }
            #expect(texts == (try Self.textsFromEvents(bytes, options: TerritoryNamesLoader.readOptions)), "\(file)")
        }
    }

    @Test func anElementSkippedHasNoTextAndAStopEndsTheRead() throws {
        let text = "<ldml><localeDisplayNames><territories><territory type=\"A\">a</territory><territory type=\"B\">b</territory>"
            + "<territory type=\"C\">c</territory></territories></localeDisplayNames></ldml>"
        var seen: [XMLTextsEvent] = []
        try XMLReader.readTexts(bytes: Array(text.utf8), file: "t.xml", request: Self.request) { event in
            seen.append(event)
            guard case .element(let start) = event else { return .stop }
            return start.attributes["type"] == "A" ? .skipChildren : .proceed
        }
        #expect(seen.count == 3)
        #expect(seen.last == .text("b"))
    }

    @Test func aTextOverTheLimitIsRefusedAtItsElement() throws {
        let text = "<ldml><localeDisplayNames><territories>\n<territory type=\"A\">\(String(repeating: "a", count: 40))"
            + "<b>\n\(String(repeating: "b", count: 40))</b></territory></territories></localeDisplayNames></ldml>"
        let error = try #require(throws: InputError.self) { try Self.texts(Array(text.utf8)) }
        #expect(error.message == "too long")
        #expect(error.location?.line == 2)
        let fits = text.replacingOccurrences(of: String(repeating: "b", count: 40), with: "b")
        #expect(try Self.texts(Array(fits.utf8)).count == 2)
    }

    @Test func malformedDocumentsFailAsAVisitOfEveryEventDoes() {
        for text in ["<ldml><localeDisplayNames><territories><territory type=\"A\">a</territories>", "<ldml>&x;</ldml>", "<ldml><a b='1' b='2'/></ldml>"] {
            let visit = (try? Self.textsFromEvents(Array(text.utf8))) == nil
            #expect(throws: InputError.self, "\(text)") { try Self.texts(Array(text.utf8)) }
            #expect(visit)
        }
    }
}
