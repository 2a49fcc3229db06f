/// Messages of reference errors that are about limits, in one place.
package enum ReferenceMessages {
    package static func tooManyNames(_ names: Int, _ bytes: Int) -> String {
        "expected at most \(names) territory names of at most \(bytes) bytes each in a locale file, found more"
    }

    static func namesOverBudget(_ bytes: Int) -> String {
        "expected the territory names of all locales read to take at most \(bytes / 1024 / 1024) MiB, found more"
    }

    static func indexLettersTooLong(_ limit: Int) -> String {
        "expected index letters (exemplarCharacters type=\"index\") of at most \(limit) bytes, found more"
    }
}
