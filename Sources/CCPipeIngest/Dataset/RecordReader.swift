import CCPipeCore
import CCPipeModel

/// Turns one JSON object into a `DatasetRecord`, finding each field by the
/// `--fields` mapping when given, else by `FieldAliases`.
package struct RecordReader {
    var mapping: FieldMapping

    /// The pseudo key path of a code taken from the key of a keyed object.
    package static let objectKey = "(key)"

    func record(index: Int, object: JSONNode, location: SourceLocation, codeFromKey: JSONMember? = nil) -> DatasetRecord {
        // Each key normalized once for the five fields looked for by alias.
        let keys = (object.members ?? []).map { FieldAliases.normalized($0.key) }
        let name = name(in: object, keys: keys)
        var record = DatasetRecord(index: index, location: location, name: name, dialCode: dialCode(in: object, keys: keys),
                                   code: code(in: object, keys: keys),
                                   localizedNames: localizedNames(in: object, besides: name.map { String($0.key.prefix { $0 != "." }) }))
        record.flag = flag(in: object, keys: keys)
        if let (key, node) = firstMember(matching: FieldAliases.normalizedAlpha3, in: object, keys: keys) {
            record.alpha3 = FieldValue(key: key, node: node)
        }
        (record.dialCode, record.moreDialCodes) = Self.splitDialCodes(record.dialCode, in: object)
        if record.alpha3 == nil { record.embeddedCode = EmbeddedCodes.candidate(in: object, besides: record) }
        if let codeFromKey {
            record.code = FieldValue(key: Self.objectKey, kind: .string, text: codeFromKey.key, location: codeFromKey.keyLocation)
        }
        return record
    }

    /// Several dial codes in one record, as an array (`["+1 809", "+1 829"]`)
    /// or a list in a string (`"1-809,1-829"`): the first is the record's
    /// dial code, the rest are judged beside it.
    static func splitDialCodes(_ value: FieldValue?, in object: JSONNode) -> (FieldValue?, [FieldValue]) {
        guard let value else { return (nil, []) }
        if value.kind == .array, let node = object.value(atPath: value.key.split(separator: ".").map(String.init)),
           let elements = node.elements, elements.count > 1 {
            let values = elements.enumerated().map { FieldValue(key: "\(value.key)[\($0.offset)]", node: $0.element) }
            return (values[0], Array(values.dropFirst()))
        }
        // mledoze/countries `idd` with several suffixes: root + each suffix.
        if value.key.hasSuffix(".root"), let root = value.string {
            let base = String(value.key.dropLast(".root".count))
            let suffixes = object.value(atPath: base.split(separator: ".").map(String.init))?.member("suffixes")?.elements ?? []
            let values = suffixes.enumerated().compactMap { offset, suffix in
                suffix.string.map { FieldValue(key: "\(base).root+\(base).suffixes[\(offset)]", kind: .string, text: root + $0, location: value.location) }
            }
            if values.count > 1 { return (values[0], Array(values.dropFirst())) }
        }
        // A comma's byte first: Foundation's search for one costs thousands of
        // instructions a record. Where the byte joins a mark, `split` finds no comma either.
        if let text = value.string, text.utf8.contains(UInt8(ascii: ",")), !text.contains(where: \.isLetter) {
            // Parts of one string have no literal of their own to rewrite.
            let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard parts.count > 1 else { return (value, []) }
            let values = parts.enumerated().map { FieldValue(key: "\(value.key)+part\($0.offset + 1)", kind: .string, text: $0.element, location: value.location) }
            return (values[0], Array(values.dropFirst()))
        }
        return (value, [])
    }

    private func name(in object: JSONNode, keys: [String]) -> FieldValue? {
        if let path = mapping.name { return mapped(path, in: object) }
        guard let (key, node) = firstMember(matching: FieldAliases.normalizedName, in: object, keys: keys) else { return nil }
        // mledoze/countries and REST Countries: "name": {"common": …, "official": …}.
        if let common = node.member("common") { return FieldValue(key: key + ".common", node: common) }
        return FieldValue(key: key, node: node)
    }

    private func dialCode(in object: JSONNode, keys: [String]) -> FieldValue? {
        if let path = mapping.dialCode {
            guard let node = object.value(atPath: path) else { return nil }
            return DialCodeValue.read(node, key: path.joined(separator: "."))
        }
        guard let (key, node) = firstMember(matching: FieldAliases.normalizedDialCode, in: object, keys: keys) else { return nil }
        return DialCodeValue.read(node, key: key)
    }

    private func code(in object: JSONNode, keys: [String]) -> FieldValue? {
        if let path = mapping.code { return mapped(path, in: object) }
        guard let (key, node) = firstMember(matching: FieldAliases.normalizedCode, in: object, keys: keys) else { return nil }
        return FieldValue(key: key, node: node)
    }

    /// Names by language and form: keys such as `name_ru` or `name_en_full`
    /// (not the one `name` was read from), a `names` object keyed by
    /// language (`names.de`, or `names.de.official` by form), and
    /// `translations` objects; `--fields name@…` wins.
    private func localizedNames(in object: JSONNode, besides nameKey: String?) -> [NameField: FieldValue] {
        var names: [NameField: FieldValue] = [:]
        for member in object.members ?? [] where member.key != nameKey {
            guard let field = LocalizedNameKey.field(of: member.key), names[field] == nil else { continue }
            names[field] = FieldValue(key: member.key, node: member.value)
        }
        for member in object.member("names")?.members ?? [] {
            guard let locale = LocalizedNameKey.locale(ofLanguageKey: member.key) else { continue }
            guard let forms = member.value.members else {
                if names[NameField(locale)] == nil { names[NameField(locale)] = FieldValue(key: "names.\(member.key)", node: member.value) }
                continue
            }
            for form in forms {
                guard let named = NameForm(word: form.key), names[NameField(locale, form: named)] == nil else { continue }
                names[NameField(locale, form: named)] = FieldValue(key: "names.\(member.key).\(form.key)", node: form.value)
            }
        }
        // mledoze/countries: "translations": {"deu": {"common": …, "official": …}, …}.
        for member in object.member("translations")?.members ?? [] {
            guard let locale = LocalizedNameKey.locale(ofISO6392: member.key), names[NameField(locale)] == nil,
                  let common = member.value.member("common") else { continue }
            names[NameField(locale)] = FieldValue(key: "translations.\(member.key).common", node: common)
        }
        for (field, path) in mapping.localizedNames {
            names[field] = mapped(path, in: object)
        }
        return names
    }

    private func flag(in object: JSONNode, keys: [String]) -> FieldValue? {
        guard let (key, node) = firstMember(matching: FieldAliases.normalizedFlag, in: object, keys: keys) else { return nil }
        return FieldValue(key: key, node: node)
    }

    private func mapped(_ path: [String], in object: JSONNode) -> FieldValue? {
        object.value(atPath: path).map { FieldValue(key: path.joined(separator: "."), node: $0) }
    }

    /// The member for the earliest alias in the table that the object has;
    /// `keys` are its members' keys, normalized (`FieldAliases.normalized`).
    private func firstMember(matching aliases: [String], in object: JSONNode, keys: [String]) -> (String, JSONNode)? {
        let members = object.members ?? []
        for alias in aliases {
            if let index = keys.firstIndex(of: alias) { return (members[index].key, members[index].value) }
        }
        return nil
    }
}
