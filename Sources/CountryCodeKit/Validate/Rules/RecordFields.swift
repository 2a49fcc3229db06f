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
