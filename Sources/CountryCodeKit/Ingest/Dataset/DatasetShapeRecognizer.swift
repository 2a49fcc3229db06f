/// Decides, without flags, how a document lays out its records.
enum DatasetShapeRecognizer {
    /// The records to read: objects in order, or the members of a keyed object.
    enum Records {
        case objects([JSONNode])
        case keyedByCode([JSONMember])
    }

    /// Tried in this order:
    /// 1. an array → its elements (each must be an object);
    /// 2. an object with a known wrapper key (`countries`, `phone_codes`, …)
    ///    holding an array, or with exactly one member and that an array of
    ///    objects → that array;
    /// 3. an object whose keys are all two-letter codes → keyed by code;
    /// otherwise an `InputError` at the top-level value listing its keys.
    static func recognize(_ root: JSONNode) throws -> (DatasetShape, Records) {
        switch root.value {
        case .array(let elements):
            return (.array, .objects(try objects(elements)))
        case .object(let members):
            if let wrapper = wrapperMember(members), let elements = wrapper.value.elements {
                return (.wrappedArray(key: wrapper.key), .objects(try objects(elements)))
            }
            if !members.isEmpty, members.allSatisfy({ isRegionCode($0.key) }) {
                return (.keyedByCode, .keyedByCode(members))
            }
            let message = members.isEmpty
                ? DatasetMessage.unknownShape(found: "an empty object")
                : DatasetMessage.unknownShape(foundKeys: members.map(\.key))
            throw InputError(message, at: root.location)
        default:
            throw InputError(DatasetMessage.unknownShape(found: root.kindDescription), at: root.location)
        }
    }

    private static func wrapperMember(_ members: [JSONMember]) -> JSONMember? {
        let knownKeys = Set(FieldAliases.wrapperKeys.map(FieldAliases.normalized))
        if let known = members.first(where: { knownKeys.contains(FieldAliases.normalized($0.key)) && $0.value.elements != nil }) {
            return known
        }
        if members.count == 1, let elements = members[0].value.elements, elements.allSatisfy({ $0.members != nil }) {
            return members[0]
        }
        return nil
    }

    private static func objects(_ elements: [JSONNode]) throws -> [JSONNode] {
        for (index, element) in elements.enumerated() where element.members == nil {
            throw InputError(DatasetMessage.recordNotObject(index: index, found: element.kindDescription), at: element.location)
        }
        return elements
    }

    /// Two ASCII letters, any case: whether the code is valid is the
    /// validator's question, not the reader's.
    private static func isRegionCode(_ key: String) -> Bool {
        key.utf8.count == 2 && key.utf8.allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
    }
}
