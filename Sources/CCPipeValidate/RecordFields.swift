import CCPipeIngest
import CCPipeModel

/// The three fields every record must have, with the names reports use.
enum RecordField: String, CaseIterable, Sendable {
    case name
    case dialCode = "dial_code"
    case code

    func value(in record: DatasetRecord) -> FieldValue? {
        switch self {
        case .name: record.name
        case .dialCode: record.dialCode
        case .code: record.code
        }
    }
}

/// The canonical names of fields beyond the three every record has, as
/// findings and `.ccpipe.json` `accepted` entries name them.
enum CanonicalField {
    static let flag = "flag"

    /// `name@ru`, `name@en/full`: a name in another CLDR locale or form, spelt as `--fields` spells it.
    static func localizedName(_ field: NameField) -> String { field.hasLocale ? "name@\(field)" : RecordField.name.rawValue }

    /// The field a record's key holds, for findings about a key itself
    /// (a duplicate key); nil for a key no field reads.
    static func of(key: String) -> String? {
        let normalized = FieldAliases.normalized(key)
        if FieldAliases.normalizedName.contains(normalized) { return RecordField.name.rawValue }
        if FieldAliases.normalizedDialCode.contains(normalized) { return RecordField.dialCode.rawValue }
        if FieldAliases.normalizedCode.contains(normalized) { return RecordField.code.rawValue }
        if FieldAliases.normalizedFlag.contains(normalized) { return flag }
        return LocalizedNameKey.field(of: key).map(localizedName)
    }
}

extension DatasetRecord {
    /// Whether the record has a name, in its `name` field or in a field of a language.
    package var carriesName: Bool { name != nil || !localizedNames.isEmpty }

    /// Its string names, `name` first, then by language and form: what can
    /// find the region of a record without a code.
    var namesForLookup: [FieldValue] {
        ([name].compactMap { $0 } + localizedNames.sorted { $0.key < $1.key }.map(\.value)).filter { $0.string != nil }
    }

    /// The names in other languages and forms with their canonical field names, in order.
    var localizedNameFields: [(field: String, value: FieldValue)] {
        localizedNames.sorted { $0.key < $1.key }.map { (CanonicalField.localizedName($0.key), $0.value) }
    }
}
