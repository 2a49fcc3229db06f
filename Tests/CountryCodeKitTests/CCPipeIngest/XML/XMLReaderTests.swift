@testable import CCPipeBuild
@testable import CCPipeCore
@testable import CCPipeIngest
import Foundation
import Testing

/// Reads `text` completely and returns the events, or throws the reader's error.
private func events(_ text: String, options: XMLReaderOptions = .default) throws -> [XMLEvent] {
    var seen: [XMLEvent] = []
    try XMLReader.read(bytes: Array(text.utf8), file: "test.xml", options: options) { event in
        seen.append(event)
        return .proceed
    }
    return seen
}

private func inputError(_ text: String, options: XMLReaderOptions = .default) -> InputError? {
    do {
        _ = try events(text, options: options)
        return nil
    } catch let error as InputError {
        return error
    } catch {
        return nil
    }
}

@Suite("XMLReader")
struct XMLReaderTests {
    @Test func reportsElementsAttributesTextAndLines() throws {
        let seen = try events("<a x=\"1\" y=\"&amp;2\">\n  <b>hi</b>\n  <c/>\n</a>")
        let starts = seen.compactMap { if case .startElement(let start) = $0 { start } else { nil } }
        #expect(starts.map(\.name) == ["a", "b", "c"])
        #expect(starts[0].attributes == ["x": "1", "y": "&2"])
        #expect(starts[0].attributeOrder == ["x", "y"])
        #expect(starts.map(\.line) == [1, 2, 3])
        #expect(starts.map(\.depth) == [0, 1, 1])
        let ends = seen.compactMap { if case .endElement(let name, _) = $0 { name } else { nil } }
        #expect(ends == ["b", "c", "a"])
        #expect(seen.contains(.text("hi", line: 2)))
    }

    /// What a parser handing over its input in pieces must still give as
    /// one event each: a text broken by references and across the reader's
    /// chunks, a CDATA section, namespace declarations among the attributes,
    /// and `&` in a value however it was written.
    @Test func textsValuesAndNamespacesComeWhole() throws {
        // 56 KB of text that starts 20 KB in: it crosses the reader's 64 KiB pieces.
        let long = String(repeating: "Ωmega ", count: 8_000)
        let filler = String(repeating: "<x>abc</x>", count: 2_000)
        let seen = try events("""
            <r xmlns="urn:x" xmlns:p="urn:p" p:k="a&amp;b&#38;c" v="&lt;&#x41;">
            <t>Trinidad &amp; Tobago</t><u><![CDATA[<b>&</b>]]></u>\(filler)<w>\(long)</w>
            </r>
            """)
        let starts = seen.compactMap { if case .startElement(let start) = $0 { start } else { nil } }
        #expect(starts[0].attributeOrder == ["xmlns", "xmlns:p", "p:k", "v"])
        #expect(starts[0].attributes == ["xmlns": "urn:x", "xmlns:p": "urn:p", "p:k": "a&b&c", "v": "<A"])
        let texts = seen.compactMap { if case .text(let text, _) = $0 { text } else { nil } }
        #expect(texts.contains("Trinidad & Tobago"))
        #expect(texts.contains("<b>&</b>"))
        #expect(texts.contains(long))
    }

    @Test func skipsChildrenAndStops() throws {
        var names: [String] = []
        try XMLReader.read(bytes: Array("<r><skip><x/></skip><keep/><stop/><after/></r>".utf8), file: "t.xml") { event in
            guard case .startElement(let start) = event else { return .proceed }
            names.append(start.name)
            switch start.name {
            case "skip": return .skipChildren
            case "stop": return .stop
            default: return .proceed
            }
        }
        #expect(names == ["r", "skip", "keep", "stop"])
    }

    @Test(arguments: [
        ("<a>\n<b>\n</a>", 3),                    // unclosed <b>
        ("<a>\n\n<b x=1/></a>", 3),               // unquoted attribute value
        ("<a>\n<b x=\"1\" x=\"2\"/></a>", 2),     // repeated attribute
        ("<a></a>\n<b/>", 2),                     // second root
    ])
    func malformedXMLIsAnErrorWithItsLine(text: String, line: Int) throws {
        let error = try #require(inputError(text))
        #expect(error.location?.file == "test.xml")
        #expect(error.location?.line == line)
        #expect((error.location?.column ?? 0) >= 1)
    }

    @Test func errorsCarryTheColumnLibxml2Reports() throws {
        let error = try #require(inputError("<a>\n  <b x=1/></a>"))
        #expect(error.location?.line == 2)
        #expect(error.location?.column == 8)
    }

    @Test func externalEntityIsRejectedAndNeverRead() throws {
        let text = "<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><x>&e;</x>"
        var texts: [String] = []
        var failure: InputError?
        do {
            try XMLReader.read(bytes: Array(text.utf8), file: "test.xml",
                               options: XMLReaderOptions(allowsInternalSubset: true)) { event in
                if case .text(let value, _) = event { texts.append(value) }
                return .proceed
            }
        } catch let error as InputError {
            failure = error
        }
        let error = try #require(failure)
        #expect(error.message.contains("entity"))
        #expect(!error.description.contains("root:"))
        #expect(!texts.joined().contains("root:"))
    }

    @Test func undeclaredEntityReferenceIsRejected() throws {
        #expect(inputError("<!DOCTYPE x SYSTEM \"x.dtd\">\n<x>&e;</x>") != nil)
        #expect(inputError("<x>&e;</x>") != nil)
    }

    @Test func billionLaughsIsRejected() throws {
        var text = "<!DOCTYPE lolz [\n<!ENTITY lol0 \"lol\">\n"
        for level in 1...9 {
            let previous = "&lol\(level - 1);"
            text += "<!ENTITY lol\(level) \"\(String(repeating: previous, count: 10))\">\n"
        }
        text += "]>\n<lolz>&lol9;</lolz>"
        let error = try #require(inputError(text, options: XMLReaderOptions(allowsInternalSubset: true)))
        #expect(error.message.contains("entity"))
    }

    @Test func internalSubsetIsRejectedByDefaultAndAllowedByOption() throws {
        let text = "<!DOCTYPE a [\n<!ELEMENT a (b*)>\n<!ATTLIST a x CDATA #IMPLIED>\n]>\n<a x=\"1\"/>"
        let error = try #require(inputError(text))
        #expect(error.message.contains("internal DTD subset"))
        let seen = try events(text, options: XMLReaderOptions(allowsInternalSubset: true))
        #expect(seen.contains { if case .startElement(let start) = $0 { start.name == "a" } else { false } })
    }

    @Test func externalDTDIsNamedButNotLoaded() throws {
        let seen = try events("<!DOCTYPE ldml SYSTEM \"../../common/dtd/ldml.dtd\">\n<ldml/>")
        #expect(seen.first == .documentType(name: "ldml", publicID: nil, systemID: "../../common/dtd/ldml.dtd"))
    }

    @Test func depthLimit() throws {
        let deep = String(repeating: "<a>\n", count: 10) + String(repeating: "</a>", count: 10)
        let error = try #require(inputError(deep, options: XMLReaderOptions(maximumDepth: 5)))
        #expect(error.location?.line == 6)
        #expect(error.message.contains("at most 5"))
        #expect(inputError(deep, options: XMLReaderOptions(maximumDepth: 10)) == nil)
    }

    @Test func sizeLimit() throws {
        let error = try #require(inputError("<a>0123456789</a>", options: XMLReaderOptions(maximumFileSize: 10)))
        #expect(error.message.contains("at most 10 bytes"))
    }

    @Test func emptyAndMissingFiles() throws {
        #expect(inputError("") != nil)
        #expect(throws: InputError.self) {
            try XMLReader.read(file: "/nonexistent/ccpipe.xml") { _ in .proceed }
        }
    }
}
