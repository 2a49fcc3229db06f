import CCPipeCore
import CCPipeModel

/// Reads a country-code dataset in any of the shapes `DatasetShape` names
/// into a `Dataset`, keeping every value's location and every duplicate key.
package enum DatasetReader {
    /// Reads and parses the file at `path`; locations use `path` as given.
    /// - Throws: `InputError` for an unreadable file, malformed JSON, XML or
    ///   CSV, a binary property list or an unknown shape.
    package static func read(path: String, fields: FieldMapping? = nil, limits: JSONParser.Limits = .dataset) throws -> Dataset {
        try parse(bytes: InputFile.bytes(atPath: path, maxBytes: limits.maxBytes, acceptingStandardInput: true), file: path, fields: fields, limits: limits)
    }

    /// `treeMembers`: the most members of a top-level object read from its
    /// tree; a larger keyed object is read member by member.
    package static func parse(bytes: [UInt8], file: String, fields: FieldMapping? = nil, limits: JSONParser.Limits = .dataset,
                             treeMembers: Int = DatasetReader.treeMembers) throws -> Dataset {
        let reader = RecordReader(mapping: fields ?? FieldMapping())
        let stream = RecordStream(reader: reader)
        stream.reserve(for: bytes)
        let (source, keyed) = try document(bytes, file: file, limits: limits, elements: stream, treeMembers: treeMembers)
        let root = source.root
        let shape: DatasetShape
        var records: [DatasetRecord]
        var unreadKeys: [UnreadKey] = []
        var duplicateKeys: [DuplicateKey]
        var numbersOutOfRange: [(literal: String, location: SourceLocation)]
        if source.rootElementsStreamed {
            shape = .array
            (records, unreadKeys) = try stream.finish()
            duplicateKeys = stream.duplicateKeys
            numbersOutOfRange = stream.numbersOutOfRange
        } else if let keyed {
            shape = keyed.kind.shape
            (records, duplicateKeys, numbersOutOfRange) = keyed.finish()
        } else {
            let recognized: DatasetShapeRecognizer.Records
            if let stated = source.shape, let members = root.members {
                // A format that says its own shape: territories keyed by code.
                (shape, recognized) = (stated, .keyed(.regionCode, members))
            } else {
                (shape, recognized) = try DatasetShapeRecognizer.recognize(root, reader: reader)
            }
            switch recognized {
            case .objects(let objects, let names):
                records = objects.enumerated().map { index, object in
                    reader.record(index: index, object: object, location: object.location)
                }
                if let names { PairedNames.attach(names, to: &records) }
                // Objects none of whose keys is a known field are a shape ccpipe
                // does not know, not a list of records that each lack every field.
                if !records.isEmpty, records.allSatisfy({ $0.name == nil && $0.dialCode == nil && $0.code == nil }) {
                    throw InputError(DatasetMessage.unknownShape(ShapeSurvey(records: objects)), at: objects[0].location)
                }
                unreadKeys = UnreadKeyFinder.unread(in: objects, records: records)
            case .keyed(let kind, let members):
                records = KeyedRecords.records(members, kind: kind, reader: reader)
            case .parallel(let arrays):
                records = arrays.records()
            case .maps(let maps):
                records = maps.records()
            }
            duplicateKeys = DuplicateKeyFinder.duplicates(in: root)
            numbersOutOfRange = NumberRange.outOfRange(in: root)
        }
        // The fields roles move between are read under the same keys, so
        // the unread keys found before they move stay the same.
        FieldRoles.resolve(&records)
        EmbeddedCodes.settle(&records)
        if !source.oversized.isEmpty {
            for index in records.indices { records[index].markOversized(source.oversized) }
            // Only an excerpt is known of them: field-too-long reports them,
            // and nothing is said of what the excerpt alone would suggest (two
            // long keys that start alike are not a duplicate).
            numbersOutOfRange.removeAll { source.oversized[$0.location] != nil }
            duplicateKeys.removeAll { source.oversized[$0.location] != nil || source.oversized[$0.firstLocation] != nil }
            unreadKeys.removeAll { source.oversized[$0.location] != nil }
        }
        // In place: a million repeated keys (an object keyed by a few names
        // over and over) take 48 MB a copy.
        duplicateKeys += source.duplicateKeys
        duplicateKeys.sort { $0.location < $1.location }
        var dataset = Dataset(file: file, shape: shape, records: records, duplicateKeys: duplicateKeys,
                              format: source.format, raggedRows: source.raggedRows)
        dataset.syntaxIssues = source.syntaxIssues
        dataset.oversizedValues = source.oversized
        dataset.unreadKeys = unreadKeys
        dataset.numbersOutOfRange = numbersOutOfRange
        dataset.setAside = source.setAside
        return dataset
    }
}
