@testable import CCPipeBuild
@testable import CCPipeIngest
@testable import CCPipeReference
import Foundation
import Testing

/// `XMLMarkupGuard` takes simple elements whole (`XMLSimpleElement`); its
/// state machine alone is the reference. Both read the same documents, cut
/// into the same chunks as `XMLSource` cuts them, and must hand on the same
/// bytes and refuse the same things at the same places.
@Suite("Simple elements read whole")
struct XMLSimpleElementTests {
    /// Everything the guard shows of one read of `bytes` in chunks of
    /// `length` (a held byte comes first in the next chunk, as in
    /// `XMLSource`): each chunk's accepted count, rejection, handed-on
    /// bytes and position, then `finish` and the read's extent.
    static func trace(_ bytes: [UInt8], options: XMLReaderOptions, length: Int, whole: Bool) -> [String] {
        var markup = XMLMarkupGuard(options: options)
        markup.readsSimpleElements = whole
        var log: [String] = []
        var position = 0
        var held: UInt8?
        while position < bytes.count {
            let count = min(length, bytes.count - position)
            var buffer = (held.map { [$0] } ?? []) + bytes[position..<position + count]
            let first = held == nil ? 0 : 1
            position += count
            let (accepted, rejection) = buffer.withUnsafeMutableBytes { markup.scan($0, from: first) }
            let handed = buffer.count - markup.compactedBy
            log.append("\(accepted) \(rejection.map { "\($0.message) at \($0.line):\($0.column)" } ?? "-") "
                       + "\(markup.line):\(markup.column) cut \(markup.isCut) held \(markup.holdsLastByte) "
                       + String(decoding: buffer[..<min(handed, accepted)], as: UTF8.self))
            if rejection != nil || markup.isCut { break }
            held = markup.holdsLastByte ? buffer[handed - 1] : nil
        }
        log.append("finish \(markup.finish().map { "\($0.message) at \($0.line):\($0.column)" } ?? "-")")
        log.append("read \(markup.bytesRead) \(markup.readHash.finish())")
        return log
    }

    private static let tight = XMLReaderOptions(maximumDepth: 6, maximumAttributes: 2, maximumElements: 40, maximumTokenBytes: 24,
                                                readsUpToEndOf: ["ldml", "localeDisplayNames", "territories"])
    private static let roomy = XMLReaderOptions(readsUpToEndOf: ["ldml", "localeDisplayNames", "territories"])
    private static let uncut = XMLReaderOptions(maximumDepth: 5, maximumAttributes: 3, maximumElements: 60, maximumTokenBytes: 40)

    /// Pieces of CLDR files and of what goes wrong in them.
    private static let pieces = [
        "<language type=\"fr\">français</language>", "<territory type=\"AX\">Åland</territory>", "<t type='a' alt=\"short\">x</t>",
        "<x/>", "<x />", "<x a=\"1\"/>", "<x a=\"1\" b='2' c=\"3\">3 attributes</x>", "<y>\n</y>", "<y a=\"\n\">v\nw</y>",
        "<z a=\"&amp;\">r</z>", "<z>&lt;</z>", "<z>&e;</z>", "<z a=\"<\">b</z>", "<z a\"b\">c</z>", "<z\"b\">c</z>", "<z/ >d</z>",
        "<p><q>n</q></p>", "<p><!-- c --></p>", "<!-- a < comment -->", "<![CDATA[ </languages> ]]>", "<?pi x?>",
        "<a>日本語</a>", "<b>\u{1F1E6}\u{1F1FD}</b>", "<long>" + String(repeating: "é", count: 30) + "</long>", "</x>", "<", ">", "&",
        "\"", "'", "/", "\n", "\t\t\t", " ", "<1a>", "<_a>", "<a></a >", "<a>x</a\n>", "<!DOCTYPE x>", "<e a=\"1\" a2=\"2\" a3=\"3\"/>",
        "<v a='' b='' c=''/>", "<w a='' b='' c='' d=''>4</w>",
    ]

    private static func document(_ random: inout SeededRandom, cut: Bool) -> [UInt8] {
        func run(_ count: Int) -> String {
            (0..<count).map { _ in pieces[random.below(pieces.count)] + (random.below(3) == 0 ? "\n\t\t\t" : "") }.joined()
        }
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\" ?>\n<ldml>\n\t<identity><language type=\"fr\"/></identity>\n"
        if cut {
            text += "\t<localeDisplayNames>\n\t\t<languages>\n\t\t\t" + run(random.below(12)) + "\n\t\t</languages>\n"
                + "\t\t<scripts>" + run(random.below(6)) + "</scripts>\n\t\t<territories>\n\t\t\t" + run(random.below(12))
                + "\n\t\t</territories>\n\t\t<variants>" + run(2) + "</variants>\n\t</localeDisplayNames>\n"
        } else {
            text += "\t<data>" + run(random.below(16)) + "</data>\n"
        }
        text += "</ldml>\n"
        var bytes = Array(text.utf8)
        // Sometimes cut short, or with a byte changed.
        switch random.below(6) {
        case 0: bytes = Array(bytes.prefix(random.below(bytes.count)))
        case 1: bytes[random.below(bytes.count)] = UInt8(ascii: "<")
        case 2: bytes[random.below(bytes.count)] = UInt8(ascii: "\"")
        default: break
        }
        return bytes
    }

    @Test(arguments: [1, 2, 3, 4])
    func randomDocumentsReadAsByTheStateMachine(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var differences = 0
        for _ in 0..<600 {
            let cut = random.below(4) != 0
            let bytes = Self.document(&random, cut: cut)
            let options = cut ? (random.below(2) == 0 ? Self.tight : Self.roomy) : Self.uncut
            let length = [3, 7, 16, 29, 64, 4096][random.below(6)]
            let expected = Self.trace(bytes, options: options, length: length, whole: false)
            let actual = Self.trace(bytes, options: options, length: length, whole: true)
            if actual != expected {
                differences += 1
                if differences <= 3 {
                    Issue.record("\(String(decoding: bytes, as: UTF8.self))\nchunks of \(length)\nexpected \(expected)\nactual \(actual)")
                }
            }
        }
        #expect(differences == 0)
    }

    /// Runs inside an element are read eight bytes at a time and columns
    /// counted after (`XMLByteRun`): a stop, a line break and the end of
    /// the bytes at every offset of a word, after characters of one to
    /// four bytes, give the state machine's outcome, down to the column of
    /// a refusal after them on the same line.
    @Test(arguments: ["a", "\u{E9}", "\u{65E5}", "\u{1F1E6}"])
    func runsOfEveryLengthReadAsByTheStateMachine(character: String) {
        for length in 0..<18 {
            let run = String(repeating: character, count: length)
            let name = "n" + String(repeating: "m", count: length)
            let elements = "<\(name) a=\"\(run)\" b='\(run)\n\(run)'>\(run)\n\(run)</\(name)\n>\(run)<f/>\t<g a=\"\(run)\"/>\(run)"
                + "<\(name)>\(run)</\(name)>\(run)<h a='\(run)'>\(run)</h>\n\t\t<\(name) a=\"x\">\(run)</\(name)>"
            let documents = [
                "<r>\n" + elements + "&bad;</r>",
                "<ldml><localeDisplayNames><languages>" + elements + "</languages><territories>" + elements
                    + "</territories></localeDisplayNames></ldml>\n",
            ]
            for (text, options) in zip(documents, [XMLReaderOptions(), Self.roomy]) {
                for chunk in Array(1...17) + [4096] {
                    let whole = Self.trace(Array(text.utf8), options: options, length: chunk, whole: true)
                    #expect(whole == Self.trace(Array(text.utf8), options: options, length: chunk, whole: false),
                            "\(length) of \(character) in chunks of \(chunk)")
                }
            }
            // Line 6 is `\t\t<n… a="x">…</n…>&bad;`: its characters, not its bytes.
            let refused = Self.trace(Array(documents[0].utf8), options: XMLReaderOptions(), length: 4096, whole: true)
            #expect(refused.first?.contains("expected no entity references, found \"&bad;\" at 6:\(16 + 3 * length) ") == true, "\(refused)")
        }
    }

    @Test func stopBitsAreTheBytesTheyName() {
        func bits(_ text: String) -> UInt64 { text.utf8.reduce(0) { $0 | 1 << UInt64($1) } }
        #expect(XMLSimpleElement.nameStops == bits(">/ \t\n\r\"'"))
        #expect(XMLSimpleElement.tagStops == bits(">\"'\n"))
        #expect(XMLSimpleElement.doubleQuotedValueStops == bits("\"<&\n"))
        #expect(XMLSimpleElement.singleQuotedValueStops == bits("'<&\n"))
        #expect(XMLSimpleElement.textStops == bits("<&\n"))
        #expect(XMLSimpleElement.endTagStops == bits(">\n"))
    }

    static let systemCLDR = "/usr/share/unicode/cldr/common/main"

    @Test(.enabled(if: FileManager.default.fileExists(atPath: systemCLDR),
                   "needs Debian's unicode-cldr-core (CLDR 41) at /usr/share/unicode/cldr/common"),
          arguments: ["fr", "ja", "ar", "zh_Hant", "root"])
    func realLocaleFilesReadAsByTheStateMachine(locale: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: "\(Self.systemCLDR)/\(locale).xml")))
        for length in [5, 100, 4096, 65536] {
            #expect(Self.trace(bytes, options: Self.roomy, length: length, whole: true)
                    == Self.trace(bytes, options: Self.roomy, length: length, whole: false))
        }
    }

    /// Each refusal the state machine makes in or at an element is made at
    /// the same place when elements are read whole.
    @Test(arguments: [
        ("<r><x a=\"\" b=\"\" c=\"\">t</x></r>", "expected at most 2 attributes on one element, found more at 1:"),
        ("<r><x>&bad;</x></r>", "expected no entity references, found \"&bad;\" at 1:"),
        ("<r><x>" + String(repeating: "y", count: 30) + "</x></r>", "expected at most 24 bytes of text, attribute value or comment in one piece, found more at 1:"),
        ("<r><a>1</a><a>2</a><a>3</a></r>", "expected at most 2 elements in one file, found more at 1:"),
        ("<r><p><q>x</q></p></r>", "expected elements nested at most 2 deep at 1:"),
    ])
    func refusalsInsideAnElementKeepTheirPlace(text: String, expected: String) throws {
        let options = XMLReaderOptions(maximumDepth: 2, maximumAttributes: 2, maximumElements: text.contains("<a>") ? 2 : 40,
                                       maximumTokenBytes: 24)
        let whole = Self.trace(Array(text.utf8), options: options, length: 4096, whole: true)
        #expect(whole == Self.trace(Array(text.utf8), options: options, length: 4096, whole: false))
        #expect(whole.first?.contains(expected) == true, "\(whole)")
    }
}

/// SplitMix64: the same documents on every run.
private struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func below(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        value ^= value >> 31
        return Int(value % UInt64(max(1, bound)))
    }
}
