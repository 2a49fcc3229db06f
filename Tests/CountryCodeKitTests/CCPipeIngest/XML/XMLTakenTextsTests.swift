@testable import CCPipeBuild
@testable import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeModel
@testable import CCPipeOutput
@testable import CCPipeReference
@testable import CountryCodeKit
import Foundation
import Testing

/// The territories `XMLMarkupGuard` reads itself for a read of texts
/// (`XMLTakenTexts`) against the same read with libxml2 reading them: the
/// same events in the same order, the same errors at the same places, the
/// same visitor's answers obeyed, whatever the document.
@Suite("Elements the guard takes for a read of texts")
struct XMLTakenTextsTests {
    static let options = TerritoryNamesLoader.readOptions
    static let request = XMLTextsRequest(path: ["ldml", "localeDisplayNames", "territories", "territory"], maximumTextBytes: 24) {
        InputError("too long", at: SourceLocation(file: "t.xml", line: $0, column: 1))
    }

    /// How a visitor answers: every element read; the read stopped, or a
    /// visitor error thrown, at the element of that type; elements of odd
    /// position skipped.
    enum Visitor: CaseIterable {
        case proceeds, stopsAtB, throwsAtB, skipsOdd
    }

    /// The events a read gave, then how it ended (an error in full, with
    /// its place), as text to compare.
    static func outcome(_ bytes: [UInt8], takes: Bool, visitor: Visitor = .proceeds,
                        request: XMLTextsRequest = request) -> [String] {
        var seen: [String] = []
        var elements = 0
        do {
            try XMLReader.read(bytes: bytes, file: "t.xml", options: options, consumer: .texts(request, { event in
                seen.append("\(event)")
                guard case .element(let start) = event else { return .proceed }
                elements += 1
                switch visitor {
                case .proceeds: return .proceed
                case .stopsAtB: return start.attributes["type"] == "B" ? .stop : .proceed
                case .throwsAtB:
                    if start.attributes["type"] == "B" { throw InputError("visitor", at: SourceLocation(file: "t.xml", line: start.line, column: 1)) }
                    return .proceed
                case .skipsOdd: return elements % 2 == 1 ? .skipChildren : .proceed
                }
            }), takesTexts: takes)
            seen.append("ok")
        } catch {
            seen.append("error: \(error)")
        }
        return seen
    }

    static func document(_ territories: String, before: String = "") -> [UInt8] {
        Array("""
        <?xml version="1.0" encoding="UTF-8" ?>
        <ldml>
        \t<identity><version number="1"/></identity>\(before)
        \t<localeDisplayNames>
        \t\t<languages><language type="fr">French</language></languages>
        \t\t<territories>
        \(territories)
        \t\t</territories>
        \t\t<variants><variant type="x">y</variant></variants>
        \t</localeDisplayNames>
        \t<dates/>
        </ldml>

        """.utf8)
    }

    static let a = "\t\t\t<territory type=\"A\">Alpha</territory>"
    static let b = "\t\t\t<territory type=\"B\" alt=\"short\">Bravo</territory>"
    static let c = "\t\t\t<territory type=\"C\">Charlie</territory>"

    /// Each in place of the second of three territories, between two that
    /// are taken: elements taken (non-ASCII text, single quotes, an empty
    /// or blank text, a `>`) and elements libxml2 must read or refuse.
    static let middles: [String] = [
        b,
        "\t\t\t<territory type='B' draft=\"contributed\">Åland 中国 😀 ></territory>",
        "\t\t\t<territory type=\"B\"/>",
        "\t\t\t<territory type=\"B\"></territory>",
        "\t\t\t<territory type=\"B\">  </territory>",
        "\t\t\t<territory type=\"B\"   alt=\"variant\"  >Bravo</territory>",
        "\t\t\t<territory type=\"B\">a\nb\n</territory>",
        "\t\t\t<territory type=\"B\">B &amp; b</territory>",
        // Predefined references, taken and replaced; those that are not.
        "\t\t\t<territory type=\"B\">&lt;&gt;&amp;&quot;&apos;]]&gt;</territory>",
        "\t\t\t<territory type=\"B\">&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;</territory>",
        "\t\t\t<territory type=\"B\">&#65;&#x42;</territory>",
        "\t\t\t<territory type=\"B\">&amp</territory>",
        "\t\t\t<territory type=\"B\">&ampx;&lt</territory>",
        "\t\t\t<territory type=\"B\">&quo;&aposs;</territory>",
        "\t\t\t<territory type=\"B\">a&</territory>",
        "\t\t\t<territory type=\"B\" a=\"&amp;\">b</territory>",
        "\t\t\t<territory type=\"B\"><![CDATA[<b>]]></territory>",
        "\t\t\t<!-- a comment --><territory type=\"B\">Bravo</territory>",
        "\t\t\t<territory type=\"B\">Bravo<!-- in it --></territory>",
        "\t\t\t<territory type=\"B\">Bravo<b>bold</b></territory>",
        "\t\t\t<territory\ntype=\"B\">Bravo</territory>",
        "\t\t\t<territory type=\"B\">Bravo</territory\n>",
        "\t\t\t<territory type=\"B\">Bravo</territory >",
        "\t\t\t<territory type = \"B\">Bravo</territory>",
        "\t\t\t<territory type=\"B\"\talt=\"short\">Bravo</territory>",
        "\t\t\t<territory type=\"B\ttab\">Bravo</territory>",
        "\t\t\t<territory type=\"B\" xmlns=\"urn:x\">Bravo</territory>",
        "\t\t\t<territory xmlns:p=\"urn:p\" p:type=\"B\">Bravo</territory>",
        "\t\t\t<p:territory xmlns:p=\"urn:p\" type=\"B\">Bravo</p:territory>",
        "\t\t\t<territory type=\"B\">Bravo\r\nmore</territory>",
        "\t\t\t<territory type=\"B\">Bravo</territory>\r\n",
        "\t\t\t<other type=\"B\">Bravo</other>",
        "\t\t\t<territory type=\"B>b\">Bra]]vo</territory><territory type=\"b\">on one line</territory>",
        "\t\t\t<territory type=\"B\"><territory type=\"b\">nested</territory></territory>",
        "\t\t\t<territory type=\"B\">Bravo</territory>\r\t\t\t<territory type=\"b\">after a carriage return</territory>",
        "\t\t\t</territories><territories><territory type=\"B\">after the cut</territory>",
        "\t\t\t<territory type=\"B\">\u{FFFF}</territory>",
        "\t\t\t<territory type=\"B\">\u{10FFFF}\u{D7FF}\u{E000}</territory>",
        // What libxml2 refuses.
        "\t\t\t<territory type=\"B\" type=\"b\">Bravo</territory>",
        "\t\t\t<territory type\"B\">Bravo</territory>",
        "\t\t\t<territory type=\"B\"alt=\"x\">Bravo</territory>",
        "\t\t\t<territory type=\"B\">Bravo</territorx>",
        "\t\t\t<territory type=\"B\">Br\u{1}avo</territory>",
        "\t\t\t<territory type=\"B\">Bra]]>vo</territory>",
        "\t\t\t<territory type=\"B\u{1}\">Bravo</territory>",
        "\t\t\t<territory type=\"B\">Bravo</territory>\u{1}",
        "\t\t\t<territory type=\"B\">Bravo &unknown; </territory>",
        "\t\t\t<territory 1type=\"B\">Bravo</territory>",
        // Over the request's limit (24 bytes): the visitor's error.
        "\t\t\t<territory type=\"B\">\(String(repeating: "b", count: 30))</territory>",
        // Longer than the storage the taken bytes start with (4 KiB), twice over.
        "\t\t\t<territory type=\"B\">\(String(repeating: "é", count: 5_000))</territory>",
    ]

    @Test(arguments: middles.indices)
    func aTerritoryAmongTakenOnesReadsAsLibxml2ReadsIt(index: Int) {
        let bytes = Self.document([Self.a, Self.middles[index], Self.c].joined(separator: "\n"))
        for visitor in Visitor.allCases {
            let taken = Self.outcome(bytes, takes: true, visitor: visitor)
            #expect(taken == Self.outcome(bytes, takes: false, visitor: visitor), "\(Self.middles[index]) \(visitor)")
        }
    }

    /// Bytes libxml2 refuses outside the elements (invalid UTF-8, a control
    /// character, U+FFFE, a surrogate), before, between or after taken
    /// elements, on a line of their own or just before one, with the visitor
    /// stopping or failing beside them: what comes first in the file decides,
    /// and the error says the same (libxml2 shows the bytes from the one it
    /// refuses: blanks, after it, are not shown).
    @Test func anErrorBetweenTakenElementsIsReportedInItsPlace() {
        let faults: [[UInt8]] = [[0xFF], [0xC3, 0x28], [0x01], [0xEF, 0xBF, 0xBE], [0xED, 0xA0, 0x80]]
        let halves = Self.document("@").split(separator: UInt8(ascii: "@"), omittingEmptySubsequences: false)
        for fault in faults {
            for slot in 0...3 {
                var parts: [[UInt8]] = [Self.a, Self.b, Self.c].map { Array($0.utf8) + [0x0A] }
                parts.insert(Array("\t\t\tx".utf8) + fault + (slot % 2 == 0 ? [] : [0x0A]), at: slot)
                // Just before the next element's `<`.
                if slot % 2 == 0, slot < 3 { parts[slot + 1].removeFirst(3) }
                let bytes = Array(halves[0]) + parts.joined() + Array(halves[1])
                for visitor in Visitor.allCases {
                    #expect(Self.outcome(bytes, takes: true, visitor: visitor) == Self.outcome(bytes, takes: false, visitor: visitor),
                            "\(fault) at \(slot) \(visitor)")
                }
            }
        }
    }

    /// Random documents of taken, untaken and broken territories, text and
    /// comments between them, long enough that chunks (64 KiB) end inside
    /// them: both reads agree on every one.
    @Test func randomDocumentsReadAlike() {
        var generator = SeededGenerator(seed: 12)
        let pieces = Self.middles + [Self.a, Self.c, "\t\t\ttext & more", "\t\t\t<!-- c -->", "\t\t\t&amp;"]
        for round in 0..<200 {
            let count = round % 3 == 0 ? 2_400 : Int.random(in: 1...12, using: &generator)
            var lines: [String] = []
            for index in 0..<count {
                // Mostly elements that are taken, so that a broken one can come late.
                let piece = Int.random(in: 0..<10, using: &generator) < 8 ? "\t\t\t<territory type=\"T\(index)\">Name \(index)</territory>"
                    : pieces.randomElement(using: &generator)!
                lines.append(piece)
            }
            let bytes = Self.document(lines.joined(separator: "\n"))
            for visitor in Visitor.allCases {
                let taken = Self.outcome(bytes, takes: true, visitor: visitor)
                let libxml2 = Self.outcome(bytes, takes: false, visitor: visitor)
                #expect(taken == libxml2, "round \(round) \(visitor): \(taken.last ?? "") / \(libxml2.last ?? "")")
            }
        }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: XMLTextsTests.systemCLDR),
                   "needs Debian's unicode-cldr-core (CLDR 41) at /usr/share/unicode/cldr/common"))
    func everyCLDRLocaleFileReadsAlikeWithTheSameExtent() throws {
        var request = Self.request
        request.maximumTextBytes = TerritoryNamesLoader.maximumNameBytes
        for file in try XMLTextsTests.systemLocaleFiles() {
            let path = XMLTextsTests.systemCLDR + "/" + file
            var reads: [(events: [XMLTextsEvent], extent: XMLReadExtent?)] = []
            for takes in [true, false] {
                var events: [XMLTextsEvent] = []
                let extent = try XMLReader.read(file: path, options: Self.options, consumer: .texts(request, {
                    events.append($0)
                    return .proceed
                }), takesTexts: takes)
                reads.append((events, extent))
            }
            #expect(reads[0].events == reads[1].events, "\(file)")
            #expect(reads[0].extent == reads[1].extent, "\(file)")
        }
    }

    /// Each of `middles` as elements of another name and as territories
    /// off the request's path (in `<dates>`, which the guard hands libxml2
    /// as blanks where it finds them well-formed), between two plain ones,
    /// before the territories and in a file without them: both reads agree.
    @Test(arguments: middles.indices)
    func anElementOffThePathReadsAsLibxml2ReadsIt(index: Int) {
        for name in ["territory", "dateFormatItem"] {
            let middle = Self.middles[index].replacingOccurrences(of: "territory", with: name)
            let dates = "\n\t<dates>\n\t\t<pattern>a</pattern>\n\(middle)\n\t\t<pattern b=\"c\"/>\n\t</dates>"
            let documents = [Self.document([Self.a, Self.c].joined(separator: "\n"), before: dates),
                             Array("<?xml version=\"1.0\"?>\n<ldml>\n\t<identity/>\(dates)\n</ldml>\n".utf8)]
            for bytes in documents {
                for visitor in Visitor.allCases {
                    let taken = Self.outcome(bytes, takes: true, visitor: visitor)
                    #expect(taken == Self.outcome(bytes, takes: false, visitor: visitor), "\(middle) \(visitor)")
                }
            }
        }
    }

    /// Well-formed elements off the path are handed on as blanks, those
    /// that libxml2 must read (a character reference, a comment in it) as they are,
    /// and those on the path or beside them only by the request's rules.
    @Test func elementsOffThePathAreHandedOnAsBlanks() {
        let text = "<ldml><identity><version number=\"1\"/>\n\t<language type=\"sv\">x</language></identity>"
            + "<dates><a>&#38;</a><b>b<!-- c --></b><c x='1' y=\"2\">é &amp;</c></dates><localeDisplayNames>"
        var bytes = Array(text.utf8)
        var markup = XMLMarkupGuard(options: Self.options, taking: XMLTakenTexts(name: "territory"))
        let (accepted, rejection) = bytes.withUnsafeMutableBytes { markup.scan($0) }
        #expect(rejection == nil)
        #expect(String(decoding: bytes[..<accepted], as: UTF8.self)
            == "<ldml><identity>\n" + String(repeating: " ", count: "\t<language type=\"sv\">x</language>".count)
            + "</identity><dates><a>&#38;</a><b>b<!-- c --></b>" + String(repeating: " ", count: "<c x='1' y=\"2\">é &amp;</c>".count)
            + "</dates><localeDisplayNames>")
    }

    /// Each before the rest of a document, from its root's start tag on:
    /// comments outside the root that the guard hands libxml2 as blanks,
    /// and those it leaves to libxml2 to refuse, with an error after them.
    static let heads: [[UInt8]] = [
        "<?xml version=\"1.0\" encoding=\"UTF-8\" ?>\n<!-- Copyright © 1991-2026 Unicode, Inc.\nSPDX -->\n<ldml>",
        "<!-- first --><?xml version=\"1.0\" encoding=\"UTF-8\" ?>\n<ldml>",
        "<!-- only -->",
        "<?xml version=\"1.0\"?><!DOCTYPE ldml SYSTEM \"ldml.dtd\"><!----><!-- a --><!-- é\r\n--><ldml>",
        "<?xml version=\"1.0\"?>\n<!-- © 2026 --><ldml a=\"1\" a=\"2\">",
        "<?xml version=\"1.0\"?>\n<!-- © 2026 -->é<ldml>",
        "<?xml version=\"1.0\"?>\n<!-- © 2026 --><ldml>é</ldml><!-- after -->",
        "<?xml version=\"1.0\"?>\n<!-- a -- b --><ldml>",
        "<?xml version=\"1.0\"?>\n<!-- a ---><ldml>",
        "<?xml version=\"1.0\"?>\n<!-- a -\u{1} --><ldml>",
        "<?xml version=\"1.0\"?>\n<!-- a \u{FFFF} --><ldml>",
        "<?xml version=\"1.0\"?>\n<!-- <ldml> & -->\n<ldml>",
    ].map { Array($0.utf8) } + [
        Array("<!-- a ".utf8) + [0xC3, 0x28] + Array(" --><ldml>".utf8),
        Array("<!-- a ".utf8) + [0xED, 0xA0, 0x80] + Array(" --><ldml>".utf8),
    ]

    @Test(arguments: heads.indices)
    func aCommentOutsideTheRootReadsAsLibxml2ReadsIt(index: Int) {
        let document = Self.document([Self.a, Self.b, Self.c].joined(separator: "\n"))
        let rest = document[(document.firstIndex(of: UInt8(ascii: ">"))! + 1)...].drop { $0 != UInt8(ascii: ">") }.dropFirst()
        let bytes = Self.heads[index] + rest
        for visitor in Visitor.allCases {
            #expect(Self.outcome(bytes, takes: true, visitor: visitor) == Self.outcome(bytes, takes: false, visitor: visitor),
                    "\(String(decoding: Self.heads[index], as: UTF8.self)) \(visitor)")
        }
    }

    /// A comment before the root is handed on as blanks, one that libxml2
    /// refuses as it is.
    @Test func aCommentBeforeTheRootIsHandedOnAsBlanks() {
        let text = "<?xml version=\"1.0\"?>\n<!-- © 2026\nUnicode --><!-- a -- b -->\n<ldml>"
        var bytes = Array(text.utf8)
        var markup = XMLMarkupGuard(options: Self.options, taking: XMLTakenTexts(name: "territory"))
        let (accepted, rejection) = bytes.withUnsafeMutableBytes { markup.scan($0) }
        #expect(rejection == nil)
        #expect(String(decoding: bytes[..<accepted], as: UTF8.self)
            == "<?xml version=\"1.0\"?>\n\n" + String(repeating: " ", count: "Unicode -->".count) + "<!-- a -- b -->\n<ldml>")
    }

    /// The guard takes the elements, and hands libxml2 blanks in their
    /// place, as many characters on the same lines.
    @Test func takenElementsAreHandedOnAsBlanks() {
        let text = "<ldml><localeDisplayNames><territories>\n\t<territory type=\"AX\">Åland</territory>\n"
            + "\t<territory type=\"B\">b</territory><!-- c --><territory type=\"C\">c</territory>\n</territories>"
        var bytes = Array(text.utf8)
        let taken = XMLTakenTexts(name: "territory")
        var markup = XMLMarkupGuard(options: Self.options, taking: taken)
        let (accepted, rejection) = bytes.withUnsafeMutableBytes { markup.scan($0) }
        #expect(rejection == nil)
        let handed = String(decoding: bytes[..<accepted], as: UTF8.self)
        // Blanked as a sibling before the territories: the line break, then
        // a space for each character of the last line (the tab between two
        // taken elements is blanked with them).
        #expect(handed == "<ldml><localeDisplayNames><territories>\n\t\n"
            + String(repeating: " ", count: "\t<territory type=\"B\">b</territory>".count)
            + "<!-- c --><territory type=\"C\">c</territory>\n</territories>")
        var positions: [Int] = []
        while let element = taken.removeFirst() {
            positions.append(element.line)
            #expect(taken.string(element.text) == (positions.count == 1 ? "Åland" : "b"))
        }
        // The comment ends the taking: the third element is libxml2's.
        #expect(positions == [2, 3])
    }
}

extension XMLTakenTextsTests {
    /// A text with predefined references is taken, and reported with each
    /// replaced, as libxml2 reports it.
    @Test func referencesInATakenTextAreReplaced() {
        let text = "<ldml><localeDisplayNames><territories>\n\t<territory type=\"AG\">A &amp; B &lt;&gt;&quot;&apos;</territory>\n</territories>"
        var bytes = Array(text.utf8)
        let taken = XMLTakenTexts(name: "territory")
        var markup = XMLMarkupGuard(options: Self.options, taking: taken)
        let (_, rejection) = bytes.withUnsafeMutableBytes { markup.scan($0) }
        #expect(rejection == nil)
        let element = taken.removeFirst()
        #expect(element.map { taken.text(of: $0) } == "A & B <>\"'")
    }
}

extension XMLTakenTextsTests {
    /// The guard's own position after elements it takes (text on several
    /// lines, references, no attribute, single quotes, one closing itself)
    /// is the one its state machine reaches: a rejection after them, and
    /// where it stands, are the same with and without the taking.
    @Test func theGuardStandsWhereItsStateMachineStands() {
        let territories = ["<territory type=\"A\">a\nb\n\nc</territory>", "<territory>&amp;é</territory>",
                           "<territory type='B' alt=\"x\">b</territory>", "<territory type=\"C\"/>"]
        for count in 1...territories.count {
            let text = "<ldml><localeDisplayNames><territories>\n\t" + territories.prefix(count).joined(separator: "\n\t")
                + " é &bad; </territories>"
            var outcomes: [String] = []
            for (taking, whole) in [(true, true), (false, true), (false, false)] {
                var bytes = Array(text.utf8)
                let taken = XMLTakenTexts(name: "territory")
                var markup = XMLMarkupGuard(options: Self.options, taking: taking ? taken : nil)
                markup.readsSimpleElements = whole
                let (_, rejection) = bytes.withUnsafeMutableBytes { markup.scan($0) }
                // All of them taken, when taking.
                var took = 0
                while taken.removeFirst() != nil { took += 1 }
                #expect(took == (taking ? count : 0))
                outcomes.append("\(rejection.map { "\($0.message) \($0.line):\($0.column)" } ?? "-") \(markup.line):\(markup.column)")
            }
            #expect(outcomes[0] == outcomes[2], "\(count)")
            #expect(outcomes[1] == outcomes[2], "\(count)")
            #expect(outcomes[2].hasPrefix("expected no entity references"), "\(outcomes[2])")
        }
    }
}

/// A small deterministic generator (splitmix64), so that a failure repeats.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
