import CCPipeIngest

/// What `field-unknown` and `field-near-miss` tell apart: a key that names
/// a field once its spelling is set aside.
enum NearMissKey {
    /// The field an unread key would name once white space, case, `_` and
    /// `-` are set aside; nil when it names none.
    static func field(for key: String) -> String? {
        let squeezed = String(FieldAliases.normalized(key).unicodeScalars.filter { !$0.properties.isWhitespace })
        if FieldAliases.normalizedName.contains(squeezed) { return RecordField.name.rawValue }
        if FieldAliases.normalizedDialCode.contains(squeezed) { return RecordField.dialCode.rawValue }
        if FieldAliases.normalizedCode.contains(squeezed) { return RecordField.code.rawValue }
        if FieldAliases.normalizedFlag.contains(squeezed) { return CanonicalField.flag }
        return nil
    }
}
