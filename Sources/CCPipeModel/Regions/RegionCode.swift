/// ISO 3166-1 alpha-2 region codes as written in datasets: whether one is
/// well formed, and what a malformed one most likely meant.
package enum RegionCode {
    package static func isWellFormed(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        return scalars.count == 2 && scalars.allSatisfy { ("A"..."Z").contains($0) }
    }

    /// `suggestion(for:in:)` of each text, worked out once per text: a
    /// dataset repeats its few wrong codes (a million records of a hundred
    /// codes), and a code of three characters is looked for among every
    /// code mapping. For the texts of one validation, in one thread.
    package struct Suggestions {
        private let reference: ReferenceData
        private var made: [String: String?] = [:]
        /// Enough for the distinct wrong codes of any real dataset.
        private static var kept: Int { 4_096 }

        package init(_ reference: ReferenceData) { self.reference = reference }

        package mutating func suggestion(for text: String) -> String? {
            if let known = made[text] { return known }
            let found = RegionCode.suggestion(for: text, in: reference)
            if made.count < Self.kept { made[text] = found }
            return found
        }
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
