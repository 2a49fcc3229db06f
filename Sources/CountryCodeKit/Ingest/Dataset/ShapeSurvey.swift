/// What a dataset that cannot be read held: each key with the pattern of its
/// values, and the `--fields` mapping that would read it when its records are
/// objects. Gives the user the next command, not only the refusal.
struct ShapeSurvey {
    struct Key {
        var key: String
        var pattern: ValuePattern
        /// How many values the pattern was judged from: one for a member of the top-level object.
        var values: Int
    }

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
        keys = order.map { Key(key: $0, pattern: ValuePattern.common(values[$0]!), values: values[$0]!.count) }
        suggestedFields = Self.suggestion(for: keys)
    }

    /// The members of a top-level object, one value each.
    init(members: [JSONMember]) {
        keys = members.map { Key(key: $0.key, pattern: ValuePattern($0.value), values: 1) }
        suggestedFields = nil
    }

    /// The first key holding each field's pattern, most telling pattern first.
    /// Keys a `--fields` path cannot spell (`.`, `,`, `=`), and keys a
    /// message would not quote whole (long, or with invisible characters),
    /// are left out: the suggestion is a command to copy.
    private static func suggestion(for keys: [Key]) -> String? {
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
