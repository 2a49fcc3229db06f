import CCPipeCore
import CCPipeModel

/// The first reading of a top-level object, member by member: what decides
/// its shape, without its tree. The first `treeMembers` members stay in the
/// tree, so an object of no more is read from it as before; a larger one
/// keyed by one kind of key whose values fit it is read again member by
/// member (`KeyedRecordStream`), and any other is read again whole.
final class KeyedObjectSurvey {
    let reader: RecordReader
    let treeMembers: Int
    private var keys: [String] = []
    private var keyLocations: [SourceLocation] = []
    private var fit = KeyedRecords.ValuesFit()
    /// Whether a member could make the object read as something other than keyed.
    private var readOtherwise = false

    init(reader: RecordReader, treeMembers: Int) {
        self.reader = reader
        self.treeMembers = treeMembers
    }

    /// Takes a member as the parser completes it; true while the tree keeps it.
    func take(_ member: JSONMember) -> Bool {
        keys.append(member.key)
        keyLocations.append(member.keyLocation)
        readOtherwise = readOtherwise || DatasetShapeRecognizer.mayReadOtherwise(member, mapping: reader.mapping)
        if !readOtherwise { fit.add(member, reader: reader) }
        return keys.count <= treeMembers
    }

    /// Whether the tree kept every member.
    var isWhole: Bool { keys.count <= treeMembers }

    /// The kind of its keys, when the object is one that is keyed and too
    /// large to keep; nil when its tree must be read whole.
    var streamedKind: DatasetKeyKind? {
        guard !isWhole, !readOtherwise, let kind = DatasetKeyKind(keys: keys), fit.fits(kind) else { return nil }
        return kind
    }

    var members: Int { keys.count }

    /// The keys repeated among the members; the keys are let go, before
    /// the object is read again.
    func takeDuplicateKeys() -> [DuplicateKey] {
        defer { (keys, keyLocations) = ([], []) }
        return DuplicateKeyFinder.repeats(keys: keys, locations: keyLocations)
    }
}

/// The second reading of a keyed object too large to keep: each member is
/// turned into its records, duplicate keys and out-of-range numbers as the
/// parser completes it, and let go. Gives what the tree would have given,
/// in the same order.
final class KeyedRecordStream {
    let kind: DatasetKeyKind
    let reader: RecordReader
    private var records: [DatasetRecord] = []
    private var duplicateKeys: [DuplicateKey]
    private var numbersOutOfRange: [(literal: String, location: SourceLocation)] = []

    /// `duplicateKeys`: those among the members, from the survey.
    init(kind: DatasetKeyKind, reader: RecordReader, members: Int, duplicateKeys: [DuplicateKey]) {
        self.kind = kind
        self.reader = reader
        self.duplicateKeys = duplicateKeys
        records.reserveCapacity(members)
    }

    func take(_ member: JSONMember) -> Bool {
        records += KeyedRecords.records(of: member, kind: kind, reader: reader)
        duplicateKeys += DuplicateKeyFinder.duplicates(in: member.value)
        numbersOutOfRange += NumberRange.outOfRange(in: member.value)
        return false
    }

    /// What was read, once the document has parsed; handed over, not
    /// shared, so that the reader can sort the duplicate keys in place.
    func finish() -> (
        records: [DatasetRecord], duplicateKeys: [DuplicateKey], numbersOutOfRange: [(literal: String, location: SourceLocation)]
    ) {
        // One member can give several records, so indices are given last, in dataset order.
        for index in records.indices { records[index].index = index }
        defer { (records, duplicateKeys, numbersOutOfRange) = ([], [], []) }
        return (records, duplicateKeys, numbersOutOfRange)
    }
}

extension DatasetReader {
    /// The most members of a top-level object read from its tree: more than
    /// any dataset of regions has (CLDR knows about 300), so that only a
    /// generated or hostile object is read twice.
    package static let treeMembers = 4096

    /// The document, its top-level array's elements streamed into
    /// `elements`, and a top-level object surveyed first: kept whole when
    /// small, streamed into the returned `KeyedRecordStream` when keyed,
    /// else read again whole.
    static func document(
        _ bytes: [UInt8], file: String, limits: JSONParser.Limits, elements: RecordStream,
        treeMembers: Int
    ) throws -> (DatasetDocument, KeyedRecordStream?) {
        let survey = KeyedObjectSurvey(reader: elements.reader, treeMembers: treeMembers)
        let source = try DatasetDocument.read(
            bytes, file: file, limits: limits, rootElements: elements.take, rootMembers: survey.take,
            reserveElements: elements.reserve(count:))
        guard source.rootMembersStreamed, !survey.isWhole else { return (source, nil) }
        guard let kind = survey.streamedKind else { return (try DatasetDocument.read(bytes, file: file, limits: limits), nil) }
        let keyed = KeyedRecordStream(kind: kind, reader: elements.reader, members: survey.members, duplicateKeys: survey.takeDuplicateKeys())
        return (try DatasetDocument.read(bytes, file: file, limits: limits, rootMembers: keyed.take), keyed)
    }
}
