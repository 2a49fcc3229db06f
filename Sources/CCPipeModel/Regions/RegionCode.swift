/// ISO 3166-1 alpha-2 region codes as written in datasets: whether one is
/// well formed, and what a malformed one most likely meant.
package enum RegionCode {
    /// Two scalars, each of `A` to `Z` (read without an array of them: rules ask of every record's code).
    package static func isWellFormed(_ text: String) -> Bool {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next(), let second = scalars.next(), scalars.next() == nil else { return false }
        return ("A"..."Z").contains(first) && ("A"..."Z").contains(second)
    }

    /// A likely intended code: the upper-cased form, or the alpha-2 of an alpha-3 or numeric code.
    package static func suggestion(for text: String, in reference: ReferenceData) -> String? {
        Suggestions(reference).suggestion(for: text)
    }

    /// `suggestion(for:in:)` with the reference's alpha-3 and numeric codes
    /// in a table made once, for the codes of a whole dataset: each was a
    /// search of the reference's code mappings, about a twelfth of a `diff`
    /// of 1,000,000 records of unknown three-character codes.
    package struct Suggestions {
        private var alpha2: [String: String] = [:]

        package init(_ reference: ReferenceData) {
            // Of two mappings with a code, the first in the table's order, as a search of it finds.
            for (region, mapping) in reference.codeMappings {
                for code in [mapping.alpha3, mapping.numeric].compactMap({ $0 }) where alpha2[code] == nil { alpha2[code] = region }
            }
        }

        package func suggestion(for text: String) -> String? {
            let upper = text.uppercased()
            if isWellFormed(upper) { return upper }
            return upper.count == 3 ? alpha2[upper] : nil
        }
    }
}
