import CCPipeModel

extension UnknownLocaleError {
    /// The one check every command makes on the locale ids it is given, before
    /// any of them becomes part of a path: each must be well-formed (so
    /// `../x` never reaches the file system) and have its `main/<id>.xml`.
    package static func check(_ locales: [String], in location: ReferenceLocation) throws(UnknownLocaleError) {
        for locale in locales {
            guard isWellFormed(locale) else {
                throw UnknownLocaleError(locale: locale, directory: location.cldrDescription, reason: .malformed)
            }
            guard CLDRReference.hasLocaleFile(locale, in: location) else {
                throw UnknownLocaleError(locale: locale, directory: location.cldrDescription, reason: .noFile)
            }
        }
    }
}
