/// Reads a country-code dataset in any of the shapes `DatasetShape` names
/// into a `Dataset`, keeping every value's location and every duplicate key.
public enum DatasetReader {
    /// Reads and parses the file at `path`; locations use `path` as given.
    /// - Throws: `InputError` for an unreadable file, malformed JSON, XML or
    ///   CSV, a binary property list or an unknown shape.
    public static func read(path: String, fields: FieldMapping? = nil, limits: JSONParser.Limits = .dataset) throws -> Dataset {
        try parse(bytes: InputFile.bytes(atPath: path, maxBytes: limits.maxBytes), file: path, fields: fields, limits: limits)
    }

    public static func parse(bytes: [UInt8], file: String, fields: FieldMapping? = nil,
                             limits: JSONParser.Limits = .dataset) throws -> Dataset {
        let source = try DatasetDocument.read(bytes, file: file, limits: limits)
        let root = source.root
        let reader = RecordReader(mapping: fields ?? FieldMapping())
        let (shape, records) = try DatasetShapeRecognizer.recognize(root, reader: reader)
        let datasetRecords: [DatasetRecord]
        switch records {
        case .objects(let objects):
            datasetRecords = objects.enumerated().map { index, object in
                reader.record(index: index, object: object, location: object.location)
            }
            // Objects none of whose keys is a known field are a shape ccpipe
            // does not know, not a list of records that each lack every field.
            if !datasetRecords.isEmpty,
               datasetRecords.allSatisfy({ $0.name == nil && $0.dialCode == nil && $0.code == nil }) {
                throw InputError(DatasetMessage.unknownShape(ShapeSurvey(records: objects)), at: objects[0].location)
            }
        case .keyed(let kind, let members):
            datasetRecords = KeyedRecords.records(members, kind: kind, reader: reader)
        case .parallel(let arrays):
            datasetRecords = arrays.records()
        }
        let duplicateKeys = (DuplicateKeyFinder.duplicates(in: root) + source.duplicateKeys).sorted { $0.location < $1.location }
        var dataset = Dataset(file: file, shape: shape, records: FieldRoles.resolve(datasetRecords).map { $0.markingOversized(source.oversized) },
                              duplicateKeys: duplicateKeys, format: source.format, raggedRows: source.raggedRows)
        dataset.syntaxIssues = source.syntaxIssues
        dataset.oversizedValues = source.oversized
        if case .objects(let objects) = records {
            dataset.unreadKeys = UnreadKeyFinder.unread(in: objects, records: dataset.records)
        }
        dataset.numbersOutOfRange = NumberRange.outOfRange(in: root)
        return dataset
    }
}
