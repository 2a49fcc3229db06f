import CCPipeModel

/// Dial codes are not always a string. This turns the shapes seen in the wild
/// into one `FieldValue`, recording in its key what was combined.
enum DialCodeValue {
    /// - `"+93"` or `93`: as found (a number stays a number for the schema rule).
    /// - `["+93"]`: the single element; several elements stay an array.
    /// - `{"root": "+1", "suffixes": ["684"]}` (mledoze/countries `idd`):
    ///   one suffix → root + suffix (`+1684`, key `idd.root+idd.suffixes`);
    ///   several suffixes → the root here (`+1`, key `idd.root`), and
    ///   `RecordReader` then judges root + each suffix as the record's dial
    ///   codes (the US lists hundreds of area codes, Russia `3`…`9`); `build`
    ///   writes the calling code they share. No suffixes → the root.
    ///   A few regions come out short this way (Saint Helena `+2` from `90`/`47`,
    ///   Vatican `+3`); the dial-code rules report them against libphonenumber.
    static func read(_ node: JSONNode, key: String) -> FieldValue {
        switch node.value {
        case .object:
            guard let root = node.member("root") else { return FieldValue(key: key, node: node) }
            let rootKey = key + ".root"
            guard case .string(let rootText) = root.value else { return FieldValue(key: rootKey, node: root) }
            if let suffixes = node.member("suffixes")?.elements, suffixes.count == 1, let suffix = suffixes[0].string {
                return FieldValue(key: "\(rootKey)+\(key).suffixes", kind: .string, text: rootText + suffix, location: root.location)
            }
            return FieldValue(key: rootKey, node: root)
        case .array(let elements) where elements.count == 1:
            return FieldValue(key: key + "[0]", node: elements[0])
        default:
            return FieldValue(key: key, node: node)
        }
    }
}
