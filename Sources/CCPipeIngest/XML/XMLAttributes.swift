/// The attributes of one start tag, namespace declarations first, in
/// document order, looked up by name. An element carries a handful (CLDR 41
/// and libphonenumber at most 8), so a lookup scans them: cheaper than
/// building a dictionary for each of the elements a build reads.
///
/// Compares like a dictionary: the same names with the same values, in any
/// order (`XMLElementStart` compares the order too).
package struct XMLAttributes: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    package struct Attribute: Sendable, Equatable {
        package var name: String
        package var value: String

        package init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// As written.
    package private(set) var inOrder: [Attribute]

    package init(_ inOrder: [Attribute] = []) {
        self.inOrder = inOrder
    }

    package init(dictionaryLiteral elements: (String, String)...) {
        self.inOrder = elements.map { Attribute(name: $0.0, value: $0.1) }
    }

    /// The value of the attribute `name`. Of a name given twice (libxml2
    /// refuses that), the last, as a dictionary filled in order would hold.
    package subscript(name: String) -> String? {
        var index = inOrder.endIndex
        while index > inOrder.startIndex {
            index -= 1
            if inOrder[index].name == name { return inOrder[index].value }
        }
        return nil
    }

    /// The names in document order.
    package var names: [String] { inOrder.map(\.name) }

    package static func == (lhs: XMLAttributes, rhs: XMLAttributes) -> Bool {
        lhs.dictionary == rhs.dictionary
    }

    private var dictionary: [String: String] {
        Dictionary(inOrder.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
    }
}
