import CCPipeModel

/// What a dataset that cannot be read held: each key with the pattern of its
/// values and one example, and the `--fields` mapping that would read it
/// when its records are objects. Gives the user the next command, not only
/// the refusal.
struct ShapeSurvey {
    struct Key {
        var key: String
        var pattern: ValuePattern
        /// How many values the pattern was judged from: one for a member of the top-level object.
        var values: Int
        /// The first value's text, when it is a string or a number.
        var example: String?
    }

    /// Whether the keys are those of record objects, or the members of the top-level object.
    var ofRecords: Bool
    /// How many records (objects) the keys were read from.
    var records: Int
    var keys: [Key]
    /// `name=land,dial_code=tel,code=iso`, when any field can be told from its values.
    var suggestedFields: String?

    /// Records as objects: each key's values across all of them, keys in first-seen order.
    init(records: [JSONNode]) {
        var order: [String] = []
        var values: [String: [JSONNode]] = [:]
        for record in records {
            for member in record.members ?? [] {
                if values[member.key] == nil { order.append(member.key) }
                values[member.key, default: []].append(member.value)
            }
        }
        ofRecords = true
        self.records = records.count
        keys = order.map { Key(key: $0, pattern: ValuePattern.common(values[$0]!), values: values[$0]!.count,
                               example: values[$0]!.lazy.compactMap(Self.exampleText).first) }
        suggestedFields = Self.suggestion(for: keys)
    }

    /// The members of a top-level object, one value each.
    init(members: [JSONMember]) {
        ofRecords = false
        records = 0
        keys = members.map { Key(key: $0.key, pattern: ValuePattern($0.value), values: 1, example: Self.exampleText($0.value)) }
        suggestedFields = nil
    }

    private static func exampleText(_ node: JSONNode) -> String? {
        switch node.value {
        case .string(let text), .number(let text): text
        default: nil
        }
    }

    /// The first key holding each field's pattern, most telling pattern first.
    /// Keys a `--fields` path cannot spell (`.`, `,`, `=`), and keys a
    /// message would not quote whole (long, or with invisible characters),
    /// are left out: the suggestion is a command to copy. There is none to
    /// give when most keys are codes themselves.
    private static func suggestion(for keys: [Key]) -> String? {
        // Keys that are mostly region or dial codes are data, not field names.
        let dataKeys = keys.filter { [.twoLetterCode, .plusDigits, .digits].contains(ValuePattern(text: $0.key)) }
        guard dataKeys.count * 2 <= keys.count else { return nil }
        let spellable = keys.filter {
            !$0.key.contains(where: { $0 == "." || $0 == "," || $0 == "=" || $0 == " " }) && !$0.key.isEmpty
                && InputExcerpt.text($0.key) == $0.key
        }
        func first(_ patterns: [ValuePattern], excluding taken: [String]) -> String? {
            for pattern in patterns {
                if let key = spellable.first(where: { $0.pattern == pattern && !taken.contains($0.key) }) { return key.key }
            }
            return nil
        }
        let code = first([.twoLetterCode, .threeLetterCode], excluding: [])
        let dialCode = first([.plusDigits, .digits, .number], excluding: [code].compactMap { $0 })
        let name = first([.text], excluding: [code, dialCode].compactMap { $0 })
        let parts = zip(FieldMapping.fieldNames, [name, dialCode, code]).compactMap { field, key in key.map { "\(field)=\($0)" } }
        return parts.isEmpty ? nil : parts.joined(separator: ",")
    }
}
