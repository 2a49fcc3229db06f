import CCPipeCore
import CCPipeModel

/// Turns the members of a keyed object into records, reading each key as the
/// field its `DatasetKeyKind` says. A field taken from a key has the key path
/// `RecordReader.objectKey` and the key's location, so findings point at it.
enum KeyedRecords {
    static func records(_ members: [JSONMember], kind: DatasetKeyKind, reader: RecordReader) -> [DatasetRecord] {
        var records: [DatasetRecord] = []
        records.reserveCapacity(members.count)
        for member in members {
            switch kind {
            case .regionCode, .alpha3: records.append(codeKeyed(member, kind: kind, reader: reader))
            case .dialCode: records += dialCodeKeyed(member, reader: reader)
            case .name: records.append(nameKeyed(member, reader: reader))
            }
        }
        // One member can give several records, so indices are given last, in dataset order.
        for index in records.indices { records[index].index = index }
        return records
    }

    /// Whether the values fit the key kind; a mismatch means the object is
    /// something else (metadata, a wrapper) and its shape stays unknown.
    static func valuesFit(_ members: [JSONMember], kind: DatasetKeyKind, reader: RecordReader) -> Bool {
        switch kind {
        case .regionCode:
            return true
        case .alpha3:
            return members.allSatisfy { ValuePattern($0.value) != .other }
        case .dialCode:
            return members.allSatisfy { member in
                if let elements = member.value.elements { return elements.allSatisfy { $0.string != nil } }
                if member.value.members != nil {
                    let record = reader.record(index: 0, object: member.value, location: member.keyLocation)
                    return record.dialCode == nil && (record.code != nil || record.name != nil)
                }
                return member.value.string != nil
            }
        case .name:
            // `{"name": "Sweden", "dial_code": "+46"}` is one record, not two names.
            let fieldKeys = Set(FieldAliases.normalizedName + FieldAliases.normalizedDialCode + FieldAliases.normalizedCode)
            guard !members.contains(where: { fieldKeys.contains(FieldAliases.normalized($0.key)) }) else { return false }
            if members.allSatisfy({ $0.value.members != nil }) {
                return members.allSatisfy { member in
                    let record = reader.record(index: 0, object: member.value, location: member.keyLocation)
                    return record.code != nil || record.dialCode != nil
                }
            }
            return members.allSatisfy { member in
                let values = member.value.elements ?? [member.value]
                return !values.isEmpty && values.allSatisfy { value in
                    let pattern = ValuePattern(value)
                    return pattern.isDialCode || pattern == .twoLetterCode || pattern == .threeLetterCode
                }
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
