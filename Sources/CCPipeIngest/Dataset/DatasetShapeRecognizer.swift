import CCPipeCore
import CCPipeModel

/// Decides, without flags, how a document lays out its records.
enum DatasetShapeRecognizer {
    /// The records to read: objects in order, the members of a keyed object,
    /// or the columns of parallel arrays.
    enum Records {
        /// With, when the objects sit beside an array of as many strings, that array.
        case objects([JSONNode], names: JSONMember? = nil)
        case keyed(DatasetKeyKind, [JSONMember])
        case parallel(ParallelArrays)
        case maps(RegionMaps)
    }

    /// Tried in this order:
    /// 1. an array → its elements (each must be an object);
    /// 2. an object with two or more arrays of values under field keys
    ///    (`names`, `codes`, `dial_codes`) → parallel arrays, of one length;
    /// 3. an object with a known wrapper key (`countries`, `phone_codes`, …)
    ///    holding an array, or with exactly one member and that an array of
    ///    objects → that array; of several such arrays, the one of objects,
    ///    and an array of as many strings beside it is their names;
    /// 4. an object holding two or more objects keyed by the same region
    ///    codes → one field each of the same records (`RegionMaps`);
    /// 5. an object whose keys are all of one kind (`DatasetKeyKind`) and
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
                if let names = pairedNames(members, beside: wrapper) {
                    return (.wrappedArrayWithNames(key: wrapper.key, names: names.key), .objects(try objects(elements), names: names))
                }
                return (.wrappedArray(key: wrapper.key), .objects(try objects(elements)))
            }
            if let maps = RegionMaps(members: members, mapping: reader.mapping) {
                return (maps.shape, .maps(maps))
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

    /// Whether a member could have steps 2 to 4 read its object, rather
    /// than step 5: an array that could be a column or hold the records,
    /// or a map of regions. Judged one member at a time, for an object too
    /// large to keep (`KeyedObjectSurvey`): of two or more members none of
    /// which could, only step 5 can read the object.
    static func mayReadOtherwise(_ member: JSONMember, mapping: FieldMapping) -> Bool {
        if RegionMaps.couldBeMap(member) { return true }
        guard let elements = member.value.elements else { return false }
        let knownKeys = Set(FieldAliases.wrapperKeys.map(FieldAliases.normalized))
        return knownKeys.contains(FieldAliases.normalized(member.key)) || isArrayOfObjects(member.value)
            || (ParallelArrays.field(of: member.key, mapping: mapping) != nil && !elements.contains { $0.members != nil })
    }

    private static func wrapperMember(_ members: [JSONMember]) -> JSONMember? {
        let knownKeys = Set(FieldAliases.wrapperKeys.map(FieldAliases.normalized))
        let known = members.filter { knownKeys.contains(FieldAliases.normalized($0.key)) && $0.value.elements != nil }
        // `{"countries": ["Afghanistan", …], "codes": [{…}, …]}`: the objects are the records.
        if let records = known.first(where: { isArrayOfObjects($0.value) }) ?? known.first { return records }
        let arraysOfObjects = members.filter { isArrayOfObjects($0.value) }
        if arraysOfObjects.count == 1, members.contains(where: { isArrayOfStrings($0.value) }) { return arraysOfObjects[0] }
        if members.count == 1, let elements = members[0].value.elements, elements.allSatisfy({ $0.members != nil }) {
            return members[0]
        }
        return nil
    }

    /// The one array of strings beside the records with as many elements:
    /// a name per record, in the same order.
    private static func pairedNames(_ members: [JSONMember], beside records: JSONMember) -> JSONMember? {
        guard let count = records.value.elements?.count, count > 0, isArrayOfObjects(records.value) else { return nil }
        let paired = members.filter { $0.key != records.key && isArrayOfStrings($0.value) && $0.value.elements?.count == count }
        return paired.count == 1 ? paired[0] : nil
    }

    private static func isArrayOfObjects(_ node: JSONNode) -> Bool {
        guard let elements = node.elements, !elements.isEmpty else { return false }
        return elements.allSatisfy { $0.members != nil }
    }

    private static func isArrayOfStrings(_ node: JSONNode) -> Bool {
        guard let elements = node.elements, !elements.isEmpty else { return false }
        return elements.allSatisfy { $0.string != nil }
    }

    private static func objects(_ elements: [JSONNode]) throws -> [JSONNode] {
        for (index, element) in elements.enumerated() where element.members == nil {
            throw InputError(DatasetMessage.recordNotObject(index: index, found: element.kindDescription), at: element.location)
        }
        return elements
    }
}
