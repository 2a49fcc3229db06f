/// The build stage's output for one locale: what a country picker shows, as
/// is. Sections follow ICU's `AlphabeticIndex` for the locale; rows within a
/// section follow the locale's ICU collation, ties broken by code.
public struct Catalog: Equatable, Sendable {
    /// The CLDR locale id the catalog was built for (`sv`, `sr_Latn`, `root`).
    public var locale: String
    /// Non-empty buckets only, in index order.
    public var sections: [Section]
    /// The index bar: every normal label of the locale in order, empty or not,
    /// plus each non-normal bucket (`…`) that holds countries, so the bar can
    /// reach every section. Empty when the catalog has no countries (there is
    /// nothing to scroll to).
    public var letters: [Letter]
    /// Dataset records left out, with why; the validator reports them in detail.
    public var skipped: [SkippedRecord]

    public init(locale: String, sections: [Section], letters: [Letter], skipped: [SkippedRecord] = []) {
        self.locale = locale
        self.sections = sections
        self.letters = letters
        self.skipped = skipped
    }

    /// ICU's bucket kinds; raw values are what the JSON says.
    public enum Kind: String, Sendable, CaseIterable {
        case normal, underflow, inflow, overflow
    }

    public struct Section: Equatable, Sendable {
        /// ICU's label: `A`, `Å`, `CH`, `あ`, or `…` for the non-normal kinds.
        public var title: String
        public var kind: Kind
        public var countries: [Country]

        public init(title: String, kind: Kind, countries: [Country]) {
            self.title = title
            self.kind = kind
            self.countries = countries
        }
    }

    public struct Country: Equatable, Sendable {
        public var code: String
        public var name: String
        /// As the dataset gives it, trimmed; empty when the record has none.
        public var dialCode: String
        public var nameSource: NameSource
        /// The region's flag emoji; nil when the code is not two letters.
        public var flag: String?
        /// Other texts search should match: CLDR's alternate names, folded forms.
        public var searchKeys: [String]

        public init(code: String, name: String, dialCode: String, nameSource: NameSource,
                    flag: String? = nil, searchKeys: [String] = []) {
            self.code = code
            self.name = name
            self.dialCode = dialCode
            self.nameSource = nameSource
            self.flag = flag
            self.searchKeys = searchKeys
        }
    }

    /// Where a country's name came from.
    public enum NameSource: Equatable, Sendable {
        /// CLDR's standard territory name, found in this locale of the inheritance chain.
        case cldr(locale: String)
        /// No locale in the chain names the territory: the dataset's own `name`.
        case dataset
    }

    public struct Letter: Equatable, Sendable {
        public var label: String
        public var kind: Kind
        /// Index into `sections` a tap scrolls to: the label's own section, or
        /// for an empty label the next non-empty one, else the previous one.
        public var section: Int
        /// Countries filed under this label itself; 0 for an empty label.
        public var count: Int

        public init(label: String, kind: Kind, section: Int, count: Int) {
            self.label = label
            self.kind = kind
            self.section = section
            self.count = count
        }
    }

    public struct SkippedRecord: Equatable, Sendable {
        public enum Reason: String, Sendable {
            /// No `code`, or one that is not a non-empty string.
            case noUsableCode = "no usable code"
            /// Neither CLDR nor the dataset names the territory.
            case noName = "no name"
        }

        /// The record's position in the dataset.
        public var index: Int
        public var location: SourceLocation
        public var reason: Reason

        public init(index: Int, location: SourceLocation, reason: Reason) {
            self.index = index
            self.location = location
            self.reason = reason
        }
    }
}
