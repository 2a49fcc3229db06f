import CCPipeCore
import CCPipeModel

/// A dataset file read into the positioned tree every later stage walks,
/// whatever its format, with what only the format itself can tell.
struct DatasetDocument {
    var format: DatasetFormat
    var root: JSONNode
    /// Repeats the tree cannot hold, such as a CSV header naming a column twice.
    var duplicateKeys: [DuplicateKey] = []
    var raggedRows: [RaggedRow] = []
    var syntaxIssues: [JSONSyntaxIssue] = []
    var oversized: [SourceLocation: OversizedText] = [:]
    /// Whether the elements of a top-level array went to `rootElements`
    /// rather than into `root`, as they do in a JSON document.
    var rootElementsStreamed = false
    /// Whether the members of a top-level object went to `rootMembers`, and
    /// `root` holds only those it kept, as they do in a JSON document.
    var rootMembersStreamed = false
    /// The shape, when the format alone says it (CLDR telephoneCodeData).
    var shape: DatasetShape?
    var setAside: [SetAsideValue] = []

    /// A JSON document's top-level array elements go to `rootElements` as
    /// they are read (see `JSONParser.parseRecovering`), its top-level
    /// object's members to `rootMembers`, and a CSV table's rows to
    /// `rootElements` (`reserveElements` told first about how many); other
    /// formats build their whole tree.
    static func read(_ bytes: [UInt8], file: String, limits: JSONParser.Limits, rootElements: ((JSONNode) -> Void)? = nil,
                     rootMembers: ((JSONMember) -> Bool)? = nil,
                     reserveElements: ((Int) -> Void)? = nil) throws -> DatasetDocument {
        guard bytes.count <= limits.maxBytes else {
            throw InputError(JSONSyntaxMessage.tooLarge(bytes.count, limit: limits.maxBytes), file: file)
        }
        let format = try DatasetFormatDetector.detect(bytes, file: file)
        switch format {
        case .json:
            let recovered = try JSONParser.parseRecovering(bytes, file: file, limits: limits, rootElements: rootElements, rootMembers: rootMembers)
            var document = DatasetDocument(format: format, root: recovered.root, syntaxIssues: recovered.issues, oversized: recovered.oversized)
            switch recovered.root.value {
            case .array: document.rootElementsStreamed = rootElements != nil
            case .object: document.rootMembersStreamed = rootMembers != nil
            default: break
            }
            return document
        case .propertyList:
            let list = try PropertyListReader.read(bytes, file: file, limits: limits)
            return DatasetDocument(format: format, root: list.root, oversized: list.oversized)
        case .telephoneCodeData:
            return try TelephoneCodeDataReader.read(bytes, file: file, limits: limits)
        case .delimited(let delimiter):
            let table = try DelimitedTable.read(bytes, file: file, delimiter: delimiter, limits: limits, rootElements: rootElements,
                                                reserve: reserveElements)
            return DatasetDocument(format: format, root: table.root, duplicateKeys: table.duplicateKeys, raggedRows: table.raggedRows,
                                   oversized: table.oversized, rootElementsStreamed: rootElements != nil)
        }
    }
}
