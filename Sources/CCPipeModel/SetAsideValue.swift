import CCPipeCore

/// A value a dataset holds that is not a record's current field: the
/// `dataset-convention` rule says what was set aside, once.
package enum SetAsideValue: Hashable, Sendable {
    /// CLDR's territory `001`: calling codes of no region (+800, +808).
    case nonGeographic(codes: [String], location: SourceLocation)
    /// A dial code the territory used until `to`.
    case endedDialCode(code: String, to: String, territory: String, location: SourceLocation)
}
