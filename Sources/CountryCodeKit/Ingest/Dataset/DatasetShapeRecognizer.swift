/// Decides, without flags, how a document lays out its records.
enum DatasetShapeRecognizer {
    /// The records to read: objects in order, the members of a keyed object,
    /// or the columns of parallel arrays.
    enum Records {
        case objects([JSONNode])
        case keyed(DatasetKeyKind, [JSONMember])
        case parallel(ParallelArrays)
    }

    /// Tried in this order:
    /// 1. an array → its elements (each must be an object);
    /// 2. an object with two or more arrays of values under field keys
    ///    (`names`, `codes`, `dial_codes`) → parallel arrays, of one length;
    /// 3. an object with a known wrapper key (`countries`, `phone_codes`, …)
    ///    holding an array, or with exactly one member and that an array of
    ///    objects → that array;
    /// 4. an object whose keys are all of one kind (`DatasetKeyKind`) and
    ///    whose values fit it → keyed by region code, dial code, alpha-3 or name;
    /// otherwise an `InputError` at the top-level value listing its keys and
    /// what they hold. The reader settles whether records have any field, so
    /// a `--fields` mapping can make a keyed object of records readable.
    static func recognize(_ root: JSONNode, reader: RecordReader) throws -> (DatasetShape, Records) {
        switch root.value {
        case .array(let elements):
            return (.array, .objects(try objects(elements)))
        case .object(let members):
            // Before wrappers: `codes` and `countries` are wrapper keys too,
            // but an array of strings under them is a column, not records.
            if let parallel = ParallelArrays(members: members, mapping: reader.mapping) {
                try parallel.checkLengths(at: root.location)
                return (.parallelArrays(keys: parallel.keys), .parallel(parallel))
            }
            if let wrapper = wrapperMember(members), let elements = wrapper.value.elements {
                return (.wrappedArray(key: wrapper.key), .objects(try objects(elements)))
            }
            if let kind = DatasetKeyKind(keys: members.map(\.key)), KeyedRecords.valuesFit(members, kind: kind, reader: reader) {
                return (kind.shape, .keyed(kind, members))
            }
            if members.isEmpty {
                throw InputError(DatasetMessage.unknownShape(found: "an empty object"), at: root.location)
            }
            // Objects under unknown keys: what their members hold is what `--fields` needs.
            let values = members.map(\.value)
            let survey = values.allSatisfy({ $0.members != nil }) ? ShapeSurvey(records: values) : ShapeSurvey(members: members)
            throw InputError(DatasetMessage.unknownShape(survey), at: root.location)
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
}
