@testable import CCPipeBuild
@testable import CCPipeIngest
import Testing

/// An element's attributes read like the dictionary they replaced: looked up
/// by name, compared without regard to order; the start compares the order.
@Suite("XMLAttributes")
struct XMLAttributesTests {
    private let x = XMLAttributes.Attribute(name: "x", value: "1")
    private let y = XMLAttributes.Attribute(name: "y", value: "2")

    @Test func looksUpByNameAndKeepsTheOrder() {
        let attributes = XMLAttributes([y, x])
        #expect(attributes["x"] == "1")
        #expect(attributes["y"] == "2")
        #expect(attributes["z"] == nil)
        #expect(attributes.names == ["y", "x"])
        #expect(XMLAttributes()["x"] == nil)
    }

    /// libxml2 refuses a repeated attribute; were one let through, the
    /// lookup gives what a dictionary filled in order would.
    @Test func aRepeatedNameGivesItsLastValue() {
        let attributes = XMLAttributes([x, XMLAttributes.Attribute(name: "x", value: "3")])
        #expect(attributes["x"] == "3")
        #expect(attributes.names == ["x", "x"])
        #expect(attributes == ["x": "3"])
    }

    @Test func comparesLikeADictionary() {
        #expect(XMLAttributes([y, x]) == ["x": "1", "y": "2"])
        #expect(XMLAttributes([x]) != ["x": "1", "y": "2"])
        #expect(XMLAttributes([x, y]) != ["x": "1", "y": "3"])
    }

    @Test func elementStartsCompareTheOrderToo() {
        let first = XMLElementStart(name: "a", attributes: XMLAttributes([x, y]), depth: 0, line: 1)
        let second = XMLElementStart(name: "a", attributes: XMLAttributes([y, x]), depth: 0, line: 1)
        #expect(first.attributeOrder == ["x", "y"])
        #expect(first != second)
        #expect(first == XMLElementStart(name: "a", attributes: XMLAttributes([x, y]), depth: 0, line: 1))
    }
}
