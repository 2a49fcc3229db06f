/// A JSON value with the position of its first character. The dataset reader
/// and the ISO 3166-1 loader work on this tree instead of Foundation's, which
/// keeps no positions and accepts input that RFC 8259 rejects.
public struct JSONNode: Sendable {
    public var value: JSONValue
    public var location: SourceLocation

    public init(value: JSONValue, location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

public enum JSONValue: Sendable {
    /// Members in file order; a repeated key stays in the list, so nothing is lost.
    case object([JSONMember])
    case array([JSONNode])
    case string(String)
    /// The number's literal text, exactly as written.
    case number(String)
    case bool(Bool)
    case null
}

public struct JSONMember: Sendable {
    public var key: String
    public var keyLocation: SourceLocation
    public var value: JSONNode

    public init(key: String, keyLocation: SourceLocation, value: JSONNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
