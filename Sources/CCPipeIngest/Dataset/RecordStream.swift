import CCPipeCore
import CCPipeModel

/// Reads the records of a top-level array as the JSON parser completes each
/// element, so that the document's tree is never whole in memory: an
/// element's part of it is released once its record, duplicate keys, unread
/// keys and out-of-range numbers are taken from it. Gives what the tree
/// would have given, in the same order.
final class RecordStream {
    let reader: RecordReader
    private(set) var records: [DatasetRecord] = []
    private(set) var duplicateKeys: [DuplicateKey] = []
    private(set) var numbersOutOfRange: [(literal: String, location: SourceLocation)] = []
    private var unreadKeys = UnreadKeyFinder.Tally()
    /// The first element that is not an object; reported once the whole
    /// document has parsed, so that a syntax error later in it still comes first.
    private var notAnObject: InputError?
    /// Objects are kept only while no record has a known field: if none
    /// ever has one, the shape is unknown, and its message surveys them.
    private var objectsWithoutFields: [JSONNode] = []
    private var anyRecordHasField = false

    init(reader: RecordReader) {
        self.reader = reader
    }

    /// Makes room for as many records as `bytes` has objects directly in a
    /// top-level array, counted in one pass over the bytes, so that the
    /// records never exist twice while their array grows (which would
    /// briefly take twice their memory).
    func reserve(for bytes: [UInt8]) {
        let count = Self.topLevelObjects(in: bytes)
        if count > 0 { records.reserveCapacity(count) }
    }

    /// Makes room for about `count` records (a CSV table's line breaks).
    func reserve(count: Int) {
        if count > records.capacity { records.reserveCapacity(count) }
    }

    /// The objects at depth one of a document that starts (after white space
    /// and a byte order mark) with `[`; 0 for any other document. Strings are
    /// skipped; anything the parser would refuse or recover from only makes
    /// the count an estimate.
    static func topLevelObjects(in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
            while start < buffer.count, [0x20, 0x09, 0x0A, 0x0D].contains(buffer[start]) { start += 1 }
            guard start < buffer.count, buffer[start] == UInt8(ascii: "[") else { return 0 }
            var depth = 0, count = 0
            var inString = false, escaped = false
            for byte in buffer[start...] {
                if inString {
                    if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "{"):
                    if depth == 1 { count += 1 }
                    depth += 1
                case UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
                default: break
                }
            }
            return count
        }
    }

    func take(_ element: JSONNode) {
        guard notAnObject == nil else { return }
        guard element.members != nil else {
            notAnObject = InputError(DatasetMessage.recordNotObject(index: records.count, found: element.kindDescription),
                                     at: element.location)
            return
        }
        let record = reader.record(index: records.count, object: element, location: element.location)
        duplicateKeys += DuplicateKeyFinder.duplicates(in: element)
        numbersOutOfRange += NumberRange.outOfRange(in: element)
        unreadKeys.count(element, record: record)
        if !anyRecordHasField {
            if record.name != nil || record.dialCode != nil || record.code != nil {
                anyRecordHasField = true
                objectsWithoutFields = []
            } else {
                objectsWithoutFields.append(element)
            }
        }
        records.append(record)
    }

    /// The records, once the document has parsed.
    /// - Throws: `InputError` for an element that is not an object, or
    ///   records none of which has a known field.
    func finish() throws -> (records: [DatasetRecord], unreadKeys: [UnreadKey]) {
        if let notAnObject { throw notAnObject }
        // Objects none of whose keys is a known field are a shape ccpipe
        // does not know, not a list of records that each lack every field.
        if !records.isEmpty, !anyRecordHasField {
            throw InputError(DatasetMessage.unknownShape(ShapeSurvey(records: objectsWithoutFields)),
                             at: objectsWithoutFields[0].location)
        }
        defer { records = [] }
        return (records, unreadKeys.keys)
    }
}
