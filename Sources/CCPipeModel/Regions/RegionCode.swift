/// ISO 3166-1 alpha-2 region codes as written in datasets: whether one is
/// well formed, and what a malformed one most likely meant.
package enum RegionCode {
    package static func isWellFormed(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        return scalars.count == 2 && scalars.allSatisfy { ("A"..."Z").contains($0) }
    }

    /// A likely intended code: the upper-cased form, or the alpha-2 of an alpha-3 or numeric code.
    package static func suggestion(for text: String, in reference: ReferenceData) -> String? {
        let upper = text.uppercased()
        if isWellFormed(upper) { return upper }
        if upper.count == 3 {
            return reference.codeMappings.first { $0.value.alpha3 == upper || $0.value.numeric == upper }?.key
        }
        return nil
    }
}
