import CCPipeCore
import CCPipeModel

/// `{"names": [...], "codes": [...], "dial_codes": [...]}`: one array per
/// field, the record at index i made of element i of each. The pairing is
/// unambiguous only when the arrays have one length, so unequal lengths are
/// an input error rather than records paired by guesswork.
struct ParallelArrays {
    enum Field { case name, dialCode, code }

    struct Column {
        var field: Field
        var key: String
        var elements: [JSONNode]
    }

    /// In the object's member order.
    var columns: [Column]

    /// Nil unless at least two members hold arrays of values (not objects)
    /// under keys naming different fields; other members are left alone.
    init?(members: [JSONMember], mapping: FieldMapping) {
        var columns: [Column] = []
        for member in members {
            guard let elements = member.value.elements, !elements.contains(where: { $0.members != nil }),
                  let field = Self.field(of: member.key, mapping: mapping),
                  !columns.contains(where: { $0.field == field }) else { continue }
            columns.append(Column(field: field, key: member.key, elements: elements))
        }
        guard columns.count >= 2 else { return nil }
        self.columns = columns
    }

    var keys: [String] { columns.map(\.key) }

    func checkLengths(at location: SourceLocation) throws {
        guard Set(columns.map(\.elements.count)).count > 1 else { return }
        throw InputError(DatasetMessage.parallelArraysDifferInLength(columns.map { ($0.key, $0.elements.count) }), at: location)
    }

    /// Each record starts at its element in the first array.
    func records() -> [DatasetRecord] {
        let count = columns.first?.elements.count ?? 0
        return (0..<count).map { index in
            var record = DatasetRecord(index: index, location: columns[0].elements[index].location,
                                       name: nil, dialCode: nil, code: nil)
            for column in columns {
                let node = column.elements[index]
                let keyPath = "\(column.key)[\(index)]"
                switch column.field {
                case .name: record.name = FieldValue(key: keyPath, node: node)
                case .dialCode: record.dialCode = DialCodeValue.read(node, key: keyPath)
                case .code: record.code = FieldValue(key: keyPath, node: node)
                }
            }
            return record
        }
    }

    /// `--fields` first, then the aliases in the singular or plural
    /// (`names`, `codes`, `dial_codes`, `countries`).
    static func field(of key: String, mapping: FieldMapping) -> Field? {
        if mapping.name == [key] { return .name }
        if mapping.dialCode == [key] { return .dialCode }
        if mapping.code == [key] { return .code }
        let normalized = FieldAliases.normalized(key)
        var candidates = [normalized]
        if normalized.hasSuffix("ies") { candidates.append(normalized.dropLast(3) + "y") }
        if normalized.hasSuffix("s") { candidates.append(String(normalized.dropLast())) }
        for candidate in candidates {
            if FieldAliases.normalizedName.contains(candidate) { return .name }
            if FieldAliases.normalizedDialCode.contains(candidate) { return .dialCode }
            if FieldAliases.normalizedCode.contains(candidate) { return .code }
        }
        return nil
    }
}
