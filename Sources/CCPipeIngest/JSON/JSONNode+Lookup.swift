import CCPipeModel

/// Reading helpers for the ingest code that walks the tree.
extension JSONNode {
    /// The members, when the node is an object.
    package var members: [JSONMember]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The elements, when the node is an array.
    package var elements: [JSONNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The string, when the node is a string.
    package var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The first member with this key. Later repeats are reported as
    /// duplicate keys, so taking the first (as `JSONDecoder` does) loses nothing.
    package func member(_ key: String) -> JSONNode? {
        members?.first { $0.key == key }?.value
    }

    /// Follows a dotted key path such as `name.common`.
    func value(atPath path: [String]) -> JSONNode? {
        var node = self
        for key in path {
            guard let next = node.member(key) else { return nil }
            node = next
        }
        return node
    }

    /// What kind of JSON value this is, in words, for messages.
    package var kindDescription: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

extension FieldValue {
    /// The field as found: strings, numbers and booleans keep their text, so a
    /// dial code written as the number `93` can be reported as such.
    init(key: String, node: JSONNode) {
        switch node.value {
        case .string(let text): self.init(key: key, kind: .string, text: text, location: node.location)
        case .number(let literal): self.init(key: key, kind: .number, text: literal, location: node.location)
        case .bool(let flag): self.init(key: key, kind: .bool, text: flag ? "true" : "false", location: node.location)
        case .null: self.init(key: key, kind: .null, text: nil, location: node.location)
        case .array: self.init(key: key, kind: .array, text: nil, location: node.location)
        case .object: self.init(key: key, kind: .object, text: nil, location: node.location)
        }
    }
}
