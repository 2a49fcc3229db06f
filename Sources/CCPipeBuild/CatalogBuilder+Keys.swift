import CCPipeCore
import CCPipeIngest
import Foundation

// The keys under which locales share what their catalogs derive
// (`CatalogBuilder.Derived`): the name columns their names come from, and
// failing that the names themselves.
extension CatalogBuilder {
    /// The inputs of `Derived`: the locale's language and index class, and
    /// the name columns its names come from (`Head`), by locale id, the
    /// `alt` values of its alternates' columns, and whether its rows show
    /// the dataset's own names: with
    /// the prepared dataset (the same for every locale), those make every
    /// name, alternate, English name and skipped record. Locales with equal
    /// keys (siblings such as `en_AG` and `en_AI`) share one `Derived`.
    package struct DerivedKey: Hashable {
        private(set) var bytes: [UInt8] = []

        init(language: String, indexClass: Int, tables: [[NameColumns.Column]], alternates: [String] = [], ownNames: Bool = false) {
            append(language)
            append(String(indexClass))
            for table in tables {
                bytes.append(UInt8(truncatingIfNeeded: table.count))
                for column in table { append(column.locale) }
            }
            bytes.append(ownNames ? 1 : 0)
            for alt in alternates { append(alt) }
        }

        /// Length-prefixed, so no two sequences of strings run together alike.
        private mutating func append(_ text: String) {
            let count = text.utf8.count
            bytes.append(UInt8(truncatingIfNeeded: count))
            bytes.append(UInt8(truncatingIfNeeded: count >> 8))
            bytes.append(contentsOf: text.utf8)
        }
    }

    /// By country: its search keys and its search abbreviations
    /// (`SearchKeys.terms`), what `NamesKey` determines.
    package struct SearchTerms {
        var keys: [[String]] = []
        var abbreviations: [[String]] = []

        init(capacity: Int) {
            keys.reserveCapacity(capacity)
            abbreviations.reserveCapacity(capacity)
        }

        mutating func append(_ terms: (keys: [String], abbreviations: [String])) {
            keys.append(terms.keys)
            abbreviations.append(terms.abbreviations)
        }
    }

    /// What a locale's names derive, in its language (`SearchKeys`), with
    /// the same names, alternates, English names and records: equal keys
    /// derive equal search keys.
    package struct NamesKey: Hashable {
        let language: String
        let names: [String]
        let alternatesOf: [[String]]
        let englishOf: [String?]
        let recordIndexes: [Int]
        /// Worked out once: the key is looked up in two memos, and
        /// compared only when this is equal. Of the language, the names and
        /// the alternates that there are: keys equal in those and not in
        /// the English names or records (which follow from the names in
        /// nearly every build) are told apart by `==`.
        private let digest: Int

        init(language: String, names: [String], alternatesOf: [[String]], englishOf: [String?], recordIndexes: [Int]) {
            (self.language, self.names, self.alternatesOf, self.englishOf, self.recordIndexes)
                = (language, names, alternatesOf, englishOf, recordIndexes)
            var digest = ContentHasher()
            digest.update(language)
            for name in names { digest.update(name) }
            for (position, alternates) in alternatesOf.enumerated() where !alternates.isEmpty {
                digest.update(UInt64(position))
                digest.update(UInt64(alternates.count))
                for alternate in alternates { digest.update(alternate) }
            }
            self.digest = Int(truncatingIfNeeded: digest.finish().low)
        }

        package func hash(into hasher: inout Hasher) { hasher.combine(digest) }

        /// Whether the record at `position` has the same name, alternates
        /// and English name (by bytes) here and at the same position in
        /// `other`, whose records are these (`recordIndexes` equal).
        package func samePart(at position: Int, as other: NamesKey) -> Bool {
            guard Self.sameText(names[position], other.names[position]) else { return false }
            let (alternates, otherAlternates) = (alternatesOf[position], other.alternatesOf[position])
            guard alternates.count == otherAlternates.count else { return false }
            for index in alternates.indices where !Self.sameText(alternates[index], otherAlternates[index]) { return false }
            switch (englishOf[position], other.englishOf[position]) {
            case (nil, nil): return true
            case (let english?, let otherEnglish?): return Self.sameText(english, otherEnglish)
            default: return false
            }
        }

        /// Whether two texts are the same bytes (`ExactText`). Sibling
        /// locales' names mostly come from one column, so are one value:
        /// two strings whose representations are equal hold the same bytes,
        /// found without reading them.
        @inline(__always)
        private static func sameText(_ text: String, _ other: String) -> Bool {
            let oneValue = withUnsafeBytes(of: text) { text in
                withUnsafeBytes(of: other) { other in memcmp(text.baseAddress!, other.baseAddress!, text.count) == 0 }
            }
            return oneValue || ExactText(text) == ExactText(other)
        }

        /// By bytes (`ExactText`): two spellings of a name that `String`
        /// finds equal may fold, or be transliterated, differently.
        package static func == (lhs: NamesKey, rhs: NamesKey) -> Bool {
            lhs.digest == rhs.digest && lhs.recordIndexes == rhs.recordIndexes && ExactText(lhs.language) == ExactText(rhs.language)
                && lhs.names.count == rhs.names.count && lhs.alternatesOf.count == rhs.alternatesOf.count
                && lhs.englishOf.count == rhs.englishOf.count && lhs.names.count == lhs.alternatesOf.count
                && lhs.names.count == lhs.englishOf.count && lhs.names.indices.allSatisfy { lhs.samePart(at: $0, as: rhs) }
        }
    }

    /// A `NamesKey` and the index class that files the names: what a
    /// `Derived` depends on.
    package struct ClassedNames: Hashable {
        let names: NamesKey
        let indexClass: Int
    }
}
