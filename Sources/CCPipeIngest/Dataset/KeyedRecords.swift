import CCPipeCore
import CCPipeModel

/// Turns the members of a keyed object into records, reading each key as the
/// field its `DatasetKeyKind` says. A field taken from a key has the key path
/// `RecordReader.objectKey` and the key's location, so findings point at it.
enum KeyedRecords {
    static func records(_ members: [JSONMember], kind: DatasetKeyKind, reader: RecordReader) -> [DatasetRecord] {
        var records: [DatasetRecord] = []
        records.reserveCapacity(members.count)
        for member in members { records += self.records(of: member, kind: kind, reader: reader) }
        // One member can give several records, so indices are given last, in dataset order.
        for index in records.indices { records[index].index = index }
        return records
    }

    /// The records of one member, their indices still to be given.
    static func records(of member: JSONMember, kind: DatasetKeyKind, reader: RecordReader) -> [DatasetRecord] {
        switch kind {
        case .regionCode, .alpha3: [codeKeyed(member, kind: kind, reader: reader)]
        case .dialCode: dialCodeKeyed(member, reader: reader)
        case .name: [nameKeyed(member, reader: reader)]
        }
    }

    /// Whether the values fit the key kind; a mismatch means the object is
    /// something else (metadata, a wrapper) and its shape stays unknown.
    static func valuesFit(_ members: [JSONMember], kind: DatasetKeyKind, reader: RecordReader) -> Bool {
        var fit = ValuesFit()
        for member in members { fit.add(member, reader: reader) }
        return fit.fits(kind)
    }

    /// Whether the values fit each key kind, learnt one member at a time, so
    /// that a keyed object streamed member by member is judged as its tree is.
    struct ValuesFit {
        private var alpha3 = true
        private var dialCode = true
        /// `.name`: no member is keyed by a field; if all values are
        /// objects, each is a record with a code or dial code, else each
        /// value (or element) is a code or dial code.
        private var nameKeyedByField = false
        private var allObjects = true
        private var objectsHaveCodes = true
        private var valuesAreCodes = true

        /// `{"name": "Sweden", "dial_code": "+46"}` is one record, not two names.
        private static let fieldKeys = Set(FieldAliases.normalizedName + FieldAliases.normalizedDialCode + FieldAliases.normalizedCode)

        mutating func add(_ member: JSONMember, reader: RecordReader) {
            let value = member.value
            alpha3 = alpha3 && ValuePattern(value) != .other
            nameKeyedByField = nameKeyedByField || Self.fieldKeys.contains(FieldAliases.normalized(member.key))
            if value.members != nil {
                if dialCode || objectsHaveCodes {
                    let record = reader.record(index: 0, object: value, location: member.keyLocation)
                    dialCode = dialCode && record.dialCode == nil && (record.code != nil || record.name != nil)
                    objectsHaveCodes = objectsHaveCodes && (record.code != nil || record.dialCode != nil)
                }
            } else {
                allObjects = false
                if let elements = value.elements {
                    dialCode = dialCode && elements.allSatisfy { $0.string != nil }
                } else {
                    dialCode = dialCode && value.string != nil
                }
            }
            if valuesAreCodes {
                let values = value.elements ?? [value]
                valuesAreCodes = !values.isEmpty && values.allSatisfy { value in
                    let pattern = ValuePattern(value)
                    return pattern.isDialCode || pattern == .twoLetterCode || pattern == .threeLetterCode
                }
            }
        }

        func fits(_ kind: DatasetKeyKind) -> Bool {
            switch kind {
            case .regionCode: true
            case .alpha3: alpha3
            case .dialCode: dialCode
            case .name: !nameKeyedByField && (allObjects ? objectsHaveCodes : valuesAreCodes)
            }
        }
    }

    private static func keyValue(_ member: JSONMember) -> FieldValue {
        FieldValue(key: RecordReader.objectKey, kind: .string, text: member.key, location: member.keyLocation)
    }

    /// `{"AF": "+93"}` gives a dial code only, `{"AF": "Afghanistan"}` a name
    /// only; `{"AF": {…}}` a full record. Alpha-3 keys (`{"SWE": "+46"}`) are
    /// kept as written in `code`; the validator finds their region.
    private static func codeKeyed(_ member: JSONMember, kind: DatasetKeyKind, reader: RecordReader) -> DatasetRecord {
        if member.value.members != nil {
            var record = reader.record(index: 0, object: member.value, location: member.keyLocation)
            // An alpha-3 key over a record with its own region code is the lesser of the two.
            if kind == .regionCode || record.code == nil { record.code = keyValue(member) }
            return record
        }
        let code = keyValue(member)
        // `{"AF": "Afghanistan"}`, as iOS pickers ship in property lists: a
        // value with letters is a name, since no dial code has any.
        if let text = member.value.string, text.unicodeScalars.contains(where: \.properties.isAlphabetic) {
            return DatasetRecord(index: 0, location: member.keyLocation, name: FieldValue(key: member.key, node: member.value),
                                 dialCode: nil, code: code)
        }
        return DatasetRecord(index: 0, location: member.keyLocation, name: nil,
                             dialCode: DialCodeValue.read(member.value, key: member.key), code: code)
    }

    /// `{"46": "SE"}`, `{"+1": ["US", "CA"]}`: each region listed is a record
    /// with the key's dial code, starting at its own element.
    private static func dialCodeKeyed(_ member: JSONMember, reader: RecordReader) -> [DatasetRecord] {
        let dialCode = keyValue(member)
        if member.value.members != nil {
            var record = reader.record(index: 0, object: member.value, location: member.keyLocation)
            record.dialCode = dialCode
            return [record]
        }
        guard let elements = member.value.elements else {
            return [region(member.value, keyPath: member.key, dialCode: dialCode, location: member.keyLocation)]
        }
        if elements.isEmpty {
            return [DatasetRecord(index: 0, location: member.keyLocation, name: nil, dialCode: dialCode, code: nil)]
        }
        return elements.enumerated().map { offset, element in
            region(element, keyPath: "\(member.key)[\(offset)]", dialCode: dialCode, location: element.location)
        }
    }

    /// A region named by code (`"SE"`, `"SWE"`) or, when it is longer text, by name.
    private static func region(_ node: JSONNode, keyPath: String, dialCode: FieldValue, location: SourceLocation) -> DatasetRecord {
        let value = FieldValue(key: keyPath, node: node)
        let isName = ValuePattern(node) == .text
        return DatasetRecord(index: 0, location: location, name: isName ? value : nil, dialCode: dialCode,
                             code: isName ? nil : value)
    }

    /// `{"Sweden": "+46"}`, `{"Sweden": "SE"}`, `{"Sweden": {…}}`: the key is
    /// the name unless the record names itself.
    private static func nameKeyed(_ member: JSONMember, reader: RecordReader) -> DatasetRecord {
        if member.value.members != nil {
            var record = reader.record(index: 0, object: member.value, location: member.keyLocation)
            if record.name == nil { record.name = keyValue(member) }
            return record
        }
        var record = DatasetRecord(index: 0, location: member.keyLocation, name: keyValue(member), dialCode: nil, code: nil)
        switch ValuePattern(member.value) {
        case .twoLetterCode, .threeLetterCode: record.code = FieldValue(key: member.key, node: member.value)
        default: record.dialCode = DialCodeValue.read(member.value, key: member.key)
        }
        return record
    }
}
