import CCPipeCore

/// A JSON value with the position of its first character. The dataset reader
/// and the ISO 3166-1 loader work on this tree instead of Foundation's, which
/// keeps no positions and accepts input that RFC 8259 rejects.
package struct JSONNode: Sendable {
    package var value: JSONValue
    package var location: SourceLocation

    package init(value: JSONValue, location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

package enum JSONValue: Sendable {
    /// Members in file order; a repeated key stays in the list, so nothing is lost.
    case object([JSONMember])
    case array([JSONNode])
    case string(String)
    /// The number's literal text, exactly as written.
    case number(String)
    case bool(Bool)
    case null
}

package struct JSONMember: Sendable {
    package var key: String
    package var keyLocation: SourceLocation
    package var value: JSONNode

    package init(key: String, keyLocation: SourceLocation, value: JSONNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
