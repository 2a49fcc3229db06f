import CCPipeCore
import Foundation

/// A country-code dataset as read from a file, whatever shape it had on disk.
/// Every value keeps where it came from so findings can point at it.
package struct Dataset: Sendable {
    /// The path as the user gave it; locations use the same string.
    package var file: String
    package var shape: DatasetShape
    /// JSON, a property list or a delimited table.
    package var format: DatasetFormat
    package var records: [DatasetRecord]
    /// Keys repeated inside one JSON object. JSON parsers keep one of the
    /// values silently; ccpipe reports every repetition.
    package var duplicateKeys: [DuplicateKey]
    /// Rows of a delimited table whose width differs from the header's.
    package var raggedRows: [RaggedRow]
    /// Departures from JSON the reader read past (`json-syntax`).
    package var syntaxIssues: [JSONSyntaxIssue] = []
    /// Values and keys longer than the reader keeps, by where they start:
    /// their length and excerpt (`field-too-long`).
    package var oversizedValues: [SourceLocation: OversizedText] = [:]
    /// Keys of the records that no field reads, each once, at its first use.
    package var unreadKeys: [UnreadKey] = []
    /// Numbers a JSON reader cannot hold: too large for a double, or
    /// integers past 2^53 that lose digits.
    package var numbersOutOfRange: [(literal: String, location: SourceLocation)] = []
    /// What the reader read but does not judge as a record's current value.
    package var setAside: [SetAsideValue] = []

    package init(file: String, shape: DatasetShape, records: [DatasetRecord], duplicateKeys: [DuplicateKey] = [],
                format: DatasetFormat = .json, raggedRows: [RaggedRow] = []) {
        self.file = file
        self.shape = shape
        self.format = format
        self.records = records
        self.duplicateKeys = duplicateKeys
        self.raggedRows = raggedRows
    }
}

/// One record: a region's name, dial code and ISO 3166-1 code.
///
/// Most records have a name, a dial code and a code and nothing else, and a
/// dataset can hold hundreds of thousands of them, so the fields few records
/// have are kept out of line: a record stays small (`DatasetMemoryTests`
/// holds its size), and takes more only when it has them (or a text of
/// more than 15 bytes, which Swift keeps on the heap).
package struct DatasetRecord: Sendable {
    /// Zero-based position in the dataset's order.
    package var index: Int
    /// Where the record starts (its `{`, or its key in a keyed object).
    package var location: SourceLocation
    package var name: FieldValue?
    package var dialCode: FieldValue?
    package var code: FieldValue?
    private var uncommon: Uncommon?

    /// Further dial codes of the same record (`["+1 809", "+1 829"]`,
    /// `"1-809,1-829"`); each is judged like `dialCode`.
    package var moreDialCodes: [FieldValue] {
        get { uncommon?.fields.moreDialCodes ?? [] }
        set { updateUncommon { $0.moreDialCodes = newValue } }
    }

    /// An ISO 3166-1 alpha-3 code (`SWE`), checked against ISO and used to
    /// find the region when the record has no alpha-2 code.
    package var alpha3: FieldValue? {
        get { uncommon?.fields.alpha3 }
        set { updateUncommon { $0.alpha3 = newValue } }
    }

    /// Names in other languages, or in other forms, found in the record,
    /// by language and form.
    package var localizedNames: [NameField: FieldValue] {
        get { uncommon?.fields.localizedNames ?? [:] }
        set { updateUncommon { $0.localizedNames = newValue } }
    }

    /// A flag emoji, when the record carries one.
    package var flag: FieldValue? {
        get { uncommon?.fields.flag }
        set { updateUncommon { $0.flag = newValue } }
    }

    /// A region code found inside another value, for a record without a
    /// code field: a flag image's file name (`…/images/AF.svg` gives `AF`).
    /// `key` names the member it came from; `text` is the code; the
    /// location is the value's.
    package var embeddedCode: FieldValue? {
        get { uncommon?.fields.embeddedCode }
        set { updateUncommon { $0.embeddedCode = newValue } }
    }

    package init(index: Int, location: SourceLocation, name: FieldValue?, dialCode: FieldValue?, code: FieldValue?,
                localizedNames: [NameField: FieldValue] = [:]) {
        self.index = index
        self.location = location
        self.name = name
        self.dialCode = dialCode
        self.code = code
        self.localizedNames = localizedNames
    }

    private mutating func updateUncommon(_ change: (inout UncommonFields) -> Void) {
        var fields = uncommon?.fields ?? UncommonFields()
        change(&fields)
        uncommon = fields.isEmpty ? nil : .fields(fields)
    }

    private struct UncommonFields: Sendable {
        var moreDialCodes: [FieldValue] = []
        var alpha3: FieldValue?
        var localizedNames: [NameField: FieldValue] = [:]
        var flag: FieldValue?
        var embeddedCode: FieldValue?

        var isEmpty: Bool { moreDialCodes.isEmpty && alpha3 == nil && localizedNames.isEmpty && flag == nil && embeddedCode == nil }
    }

    /// A box: an indirect case lives on the heap, so a record pays one pointer for these fields.
    private indirect enum Uncommon: Sendable {
        case fields(UncommonFields)

        var fields: UncommonFields {
            switch self { case .fields(let fields): fields }
        }
    }
}

/// A field's value as found. A value of the wrong JSON type is kept, not
/// dropped, so the schema rule can report it.
///
/// A dataset has a value per field per record, and only a few distinct
/// keys, kinds and files among them: those live in a `FieldShape` the
/// values share, so that a value is its text and its line and column beside
/// the shared part (`DatasetMemoryTests` holds its size).
package struct FieldValue: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable {
        case string, number, bool, null, array, object
        /// A string longer than the reader keeps; `text` is an excerpt.
        case oversized
    }

    private var shape: FieldShape
    /// The text of a string, the literal of a number or bool; nil otherwise.
    package var text: String?
    private var line: UInt32
    private var column: UInt32

    /// The key path the value came from, e.g. `dial_code` or `idd.root+idd.suffixes`.
    package var key: String {
        get { shape.name }
        set { shape = FieldShape.named(newValue, kind: shape.kind, path: shape.path) }
    }

    package var kind: Kind {
        get { shape.kind }
        set { shape = FieldShape.named(shape.name, kind: newValue, path: shape.path) }
    }

    package var location: SourceLocation {
        get { SourceLocation(path: shape.path, storedLine: line, storedColumn: column) }
        set {
            line = newValue.storedLine
            column = newValue.storedColumn
            if newValue.path !== shape.path { shape = FieldShape.named(shape.name, kind: shape.kind, path: newValue.path) }
        }
    }

    package init(key: String, kind: Kind, text: String?, location: SourceLocation) {
        self.shape = FieldShape.named(key, kind: kind, path: location.path)
        self.text = text
        self.line = location.storedLine
        self.column = location.storedColumn
    }

    package static func == (lhs: FieldValue, rhs: FieldValue) -> Bool {
        lhs.line == rhs.line && lhs.column == rhs.column && lhs.text == rhs.text
            && (lhs.shape === rhs.shape || lhs.shape.sameParts(as: rhs.shape))
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(kind)
        hasher.combine(text)
        hasher.combine(location)
    }

    /// The string value, when the field is a string.
    package var string: String? { kind == .string ? text : nil }
}

/// A record key that no field reads (`population`, `alpha2 ` with a space).
package struct UnreadKey: Hashable, Sendable {
    package var key: String
    /// Its first occurrence.
    package var location: SourceLocation
    /// How many records have it.
    package var records: Int

    package init(key: String, location: SourceLocation, records: Int) {
        self.key = key
        self.location = location
        self.records = records
    }
}

package struct DuplicateKey: Hashable, Sendable {
    package var key: String
    /// The repeated occurrence.
    package var location: SourceLocation
    /// The first occurrence.
    package var firstLocation: SourceLocation

    package init(key: String, location: SourceLocation, firstLocation: SourceLocation) {
        self.key = key
        self.location = location
        self.firstLocation = firstLocation
    }
}

/// A field's key, kind and file, made once per distinct combination and
/// shared by the values that have it. The first `limit` are kept for the
/// process; a file with more (only a hostile one has) gets one per value,
/// as if none were shared.
final class FieldShape: Sendable {
    let name: String
    let kind: FieldValue.Kind
    let path: SourceLocation.Path

    private init(_ name: String, kind: FieldValue.Kind, path: SourceLocation.Path) {
        self.name = name
        self.kind = kind
        self.path = path
    }

    /// Equal parts, whether shared or not; files compare by their path.
    func sameParts(as other: FieldShape) -> Bool {
        kind == other.kind && name == other.name && (path === other.path || path.name == other.path.name)
    }

    private static let limit = 4_096
    private static let known = KnownShapes()

    static func named(_ name: String, kind: FieldValue.Kind, path: SourceLocation.Path) -> FieldShape {
        let key = Key(name: name, kind: kind, file: path.name)
        known.lock.lock()
        defer { known.lock.unlock() }
        // A file read again (another revision under the same name) shares
        // the path of the first: locations compare their files by name.
        if let found = known.shapes[key] { return found }
        let made = FieldShape(name, kind: kind, path: path)
        if known.shapes.count < limit { known.shapes[key] = made }
        return made
    }

    private struct Key: Hashable {
        var name: String
        var kind: FieldValue.Kind
        var file: String
    }

    private final class KnownShapes: @unchecked Sendable {
        let lock = NSLock()
        var shapes: [Key: FieldShape] = [:]
    }
}
