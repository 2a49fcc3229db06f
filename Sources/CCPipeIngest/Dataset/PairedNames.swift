import CCPipeModel

/// An array of names beside the array of records, one per record in the
/// same order: the records' name when they have none, else a second name
/// field in the same language, checked against the same names.
enum PairedNames {
    static func attach(_ names: JSONMember, to records: inout [DatasetRecord]) {
        guard let elements = names.value.elements, elements.count == records.count else { return }
        let asName = records.allSatisfy { $0.name == nil }
        for (index, element) in elements.enumerated() {
            let value = FieldValue(key: "\(names.key)[\(index)]", node: element)
            if asName {
                records[index].name = value
            } else {
                records[index].localizedNames[.sameLanguage] = value
            }
        }
    }
}
