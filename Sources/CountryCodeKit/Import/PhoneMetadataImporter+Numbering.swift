import CCPipeCore
import CCPipeIngest
import CCPipeModel
import Foundation

extension PhoneMetadataImporter {
    /// What a region's numbers look like, from the same file, by region
    /// (`001`, the non-geographic codes, left out), resolved as
    /// libphonenumber's own build resolves it:
    /// - a kind of number whose element is missing does not exist there
    ///   (libphonenumber's length `-1`): no mobile, or no fixed-line lengths;
    /// - a kind without `possibleLengths` takes the general description's,
    ///   the lengths of every kind together;
    /// - a region that shares a calling code and has no formats of its own
    ///   is formatted with the main region's (libphonenumber formats by
    ///   calling code), whose `$NP` is the main region's prefix;
    /// - the example's format is the first whose last `leadingDigits`
    ///   matches the start of the example and whose pattern matches all of
    ///   it; internationally, the first such among the formats not marked
    ///   `NA`, when the region has any `intlFormat` at all.
    package static func readNumbering(file path: String) throws -> [String: PhoneNumbering] {
        try readAllNumbering(file: path).regions
    }

    /// As `readNumbering`, with the non-geographic calling codes' (`001`) by calling code.
    package static func readAllNumbering(file path: String) throws -> (regions: [String: PhoneNumbering], nonGeographic: [String: PhoneNumbering]) {
        var territories: [MetadataTerritory] = []
        var text: String?
        let options = XMLReaderOptions(allowsInternalSubset: true, rootElement: "phoneNumberMetadata")
        try XMLReader.read(file: path, options: options) { event in
            switch event {
            case .startElement(let start):
                try MetadataTerritory.open(start, in: &territories, file: path)
                text = MetadataTerritory.textElements.contains(start.name) ? "" : nil
            case .text(let chunk, _):
                text? += chunk
            case .endElement(let name, let depth):
                if let collected = text, !territories.isEmpty {
                    // Patterns and numbers are laid out over lines; a layout's spaces are its own.
                    let kept = MetadataTerritory.layoutElements.contains(name) ? collected
                        : String(collected.unicodeScalars.filter { !$0.properties.isWhitespace })
                    territories[territories.count - 1].take(kept, of: name, depth: depth)
                }
                text = nil
            default:
                break
            }
            return .proceed
        }
        let mains = Dictionary(territories.filter(\.isMainForCode).map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
        let shared = Dictionary(grouping: territories, by: \.code).filter { $0.value.count > 1 }
        var numbering: [String: PhoneNumbering] = [:]
        var nonGeographic: [String: PhoneNumbering] = [:]
        for territory in territories {
            guard territory.region != "001" else {
                nonGeographic[territory.code] = try territory.numbering(formattedBy: territory, file: path)
                continue
            }
            let owner = territory.formats.isEmpty && shared[territory.code] != nil ? mains[territory.code] ?? territory : territory
            numbering[territory.region] = try territory.numbering(formattedBy: owner, file: path)
        }
        return (numbering, nonGeographic)
    }

    /// `possibleLengths national` as libphonenumber writes it: numbers and
    /// ranges separated by commas (`9`, `[7-9]`, `5,6,[8-10]`), ascending.
    static func possibleLengths(_ text: String) -> [Int]? {
        var lengths: Set<Int> = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let item = part.trimmingCharacters(in: .whitespaces)
            if item.hasPrefix("["), item.hasSuffix("]") {
                let bounds = item.dropFirst().dropLast().split(separator: "-", omittingEmptySubsequences: false)
                guard bounds.count == 2, let low = Int(bounds[0]), let high = Int(bounds[1]), 0 < low, low < high, high <= 32 else { return nil }
                lengths.formUnion(low...high)
            } else {
                guard let length = Int(item), 0 < length, length <= 32 else { return nil }
                lengths.insert(length)
            }
        }
        return lengths.sorted()
    }
}

/// One `<territory>` of the metadata, as much of it as `PhoneNumbering` needs.
struct MetadataTerritory {
    struct Format {
        var pattern: String
        var nationalPrefixFormattingRule: String?
        /// The format's own `nationalPrefixOptionalWhenFormatting`, when it states one.
        var nationalPrefixOptional: Bool?
        /// The format's own `carrierCodeFormattingRule`, when it states one.
        var carrierCodeFormattingRule: String?
        var leadingDigits: [String] = []
        var format = ""
        /// nil when the element has no `<intlFormat>`.
        var intlFormat: String?
        var line: Int
    }

    struct Kind {
        var lengths: [Int]?
        var localOnlyLengths: [Int] = []
        var example: String?
        var pattern: String?
    }

    static let textElements: Set<String> = ["leadingDigits", "format", "intlFormat", "exampleNumber", "nationalNumberPattern"]
    /// Text kept as written: how a number is laid out.
    static let layoutElements: Set<String> = ["format", "intlFormat"]

    var region: String
    var code: String
    var isMainForCode: Bool
    var nationalPrefix: String?
    var nationalPrefixFormattingRule: String?
    var nationalPrefixOptional = false
    var carrierCodeFormattingRule: String?
    var internationalPrefix: String?
    var nationalPrefixForParsing: String?
    var nationalPrefixTransformRule: String?
    /// For a region sharing its calling code: what starts its numbers.
    var leadingDigits: String?
    var line: Int
    var formats: [Format] = []
    var kinds: [String: Kind] = [:]
    /// The element at depth 3 being read: a kind of number, or `availableFormats`.
    var open: String?

    /// Starts a territory, a format or a kind; checks what the rest relies on.
    static func open(_ start: XMLElementStart, in territories: inout [MetadataTerritory], file: String) throws {
        let location = SourceLocation(file: file, line: start.line, column: 1)
        switch (start.depth, start.name) {
        case (2, "territory"):
            // `read(file:)` has checked the id and code.
            let attributes = start.attributes
            territories.append(MetadataTerritory(
                region: attributes["id"] ?? "", code: attributes["countryCode"] ?? "",
                isMainForCode: attributes["mainCountryForCode"] == "true",
                nationalPrefix: attributes["nationalPrefix"].flatMap { $0.isEmpty ? nil : $0 },
                nationalPrefixFormattingRule: attributes["nationalPrefixFormattingRule"],
                nationalPrefixOptional: attributes["nationalPrefixOptionalWhenFormatting"] == "true",
                carrierCodeFormattingRule: attributes["carrierCodeFormattingRule"],
                internationalPrefix: attributes["internationalPrefix"].map(withoutWhiteSpace),
                nationalPrefixForParsing: attributes["nationalPrefixForParsing"].map(withoutWhiteSpace),
                nationalPrefixTransformRule: attributes["nationalPrefixTransformRule"],
                leadingDigits: attributes["leadingDigits"].map(withoutWhiteSpace), line: start.line))
        case (3, let name) where !territories.isEmpty:
            territories[territories.count - 1].open = name
        case (4, "numberFormat") where territories.last?.open == "availableFormats":
            guard let pattern = start.attributes["pattern"] else {
                throw InputError("expected attribute \"pattern\" on <numberFormat>", at: location)
            }
            territories[territories.count - 1].formats.append(Format(
                pattern: withoutWhiteSpace(pattern), nationalPrefixFormattingRule: start.attributes["nationalPrefixFormattingRule"],
                nationalPrefixOptional: start.attributes["nationalPrefixOptionalWhenFormatting"].map { $0 == "true" },
                carrierCodeFormattingRule: start.attributes["carrierCodeFormattingRule"], line: start.line))
        case (4, "possibleLengths") where !territories.isEmpty:
            guard let kind = territories.last?.open, let national = start.attributes["national"],
                  let lengths = PhoneMetadataImporter.possibleLengths(national) else {
                throw InputError("expected possibleLengths national=\"…\" of lengths and [low-high] ranges", at: location)
            }
            territories[territories.count - 1].kinds[kind, default: Kind()].lengths = lengths
            if let localOnly = start.attributes["localOnly"] {
                guard let lengths = PhoneMetadataImporter.possibleLengths(localOnly) else {
                    throw InputError("expected possibleLengths localOnly=\"…\" of lengths and [low-high] ranges", at: location)
                }
                territories[territories.count - 1].kinds[kind, default: Kind()].localOnlyLengths = lengths
            }
        default:
            break
        }
    }

    /// The text of an element that `open` did not keep itself.
    mutating func take(_ text: String, of name: String, depth: Int) {
        switch (depth, name) {
        case (5, "leadingDigits"): if !formats.isEmpty { formats[formats.count - 1].leadingDigits.append(text) }
        case (5, "format"): if !formats.isEmpty { formats[formats.count - 1].format = text }
        case (5, "intlFormat"): if !formats.isEmpty { formats[formats.count - 1].intlFormat = text }
        case (4, "exampleNumber"): if let open { kinds[open, default: Kind()].example = text }
        case (4, "nationalNumberPattern"): if let open { kinds[open, default: Kind()].pattern = text }
        default: break
        }
    }

    /// The general description's lengths: those of every kind together.
    private var generalLengths: [Int] {
        Array(Set(kinds.values.compactMap(\.lengths).joined())).sorted()
    }

    func lengths(of kind: String) -> [Int] {
        guard let described = kinds[kind] else { return [] }
        return described.lengths ?? generalLengths
    }

    func numbering(formattedBy owner: MetadataTerritory, file: String) throws -> PhoneNumbering {
        var numbering = PhoneNumbering(nationalPrefix: nationalPrefix, fixedLineLengths: lengths(of: "fixedLine"),
                                       location: SourceLocation(file: file, line: line, column: 1))
        (numbering.metadata, numbering.examples) = metadata()
        guard let mobile = kinds["mobile"] else { return numbering }
        numbering.mobile = PhoneNumberDescription(nationalNumberPattern: mobile.pattern ?? "", possibleLengths: lengths(of: "mobile"),
                                                  exampleNumber: mobile.example)
        if let example = mobile.example {
            numbering.exampleFormat = try owner.format(for: example, file: file, nationalPrefix: nationalPrefix)
        }
        return numbering
    }

    /// libphonenumber's choice of format for `number`, nationally and
    /// internationally (see `PhoneMetadataImporter.readNumbering`).
    func format(for number: String, file: String, nationalPrefix regionPrefix: String?) throws -> PhoneNumberFormat? {
        guard let national = try formats.firstIndex(where: { try $0.fits(number, file: file) }) else { return nil }
        let explicit = formats.contains { $0.intlFormat != nil }
        let international = try formats.indices.first { index in
            try (!explicit || formats[index].intlFormat != PhoneNumberFormat.notFormatted) && formats[index].fits(number, file: file)
        }
        let chosen = formats[national]
        var rule = chosen.nationalPrefixFormattingRule ?? nationalPrefixFormattingRule
        if rule?.isEmpty == true { rule = nil }
        // Written with the prefix of the region whose formats these are.
        if nationalPrefix != regionPrefix { rule = rule?.replacingOccurrences(of: "$NP", with: nationalPrefix ?? "") }
        var format = PhoneNumberFormat(pattern: chosen.pattern, format: chosen.format, nationalPrefixFormattingRule: rule)
        switch international {
        case nil:
            format.intlFormat = PhoneNumberFormat.notFormatted
        case national?:
            format.intlFormat = chosen.intlFormat == chosen.format ? nil : chosen.intlFormat
        case let other?:
            let layout = formats[other].intlFormat ?? formats[other].format
            format.intlFormat = layout == chosen.format ? nil : layout
            format.intlPattern = formats[other].pattern == chosen.pattern ? nil : formats[other].pattern
        }
        return format
    }
}

extension MetadataTerritory.Format {
    /// libphonenumber's test: the last (most detailed) `leadingDigits`
    /// matches the start of the number, and the pattern all of it.
    func fits(_ number: String, file: String) throws -> Bool {
        do {
            if let last = leadingDigits.last, !(try NumberPattern.shared(last).matchesStart(of: number)) { return false }
            return try NumberPattern.shared(pattern).matches(number)
        } catch {
            throw InputError(error.description, at: SourceLocation(file: file, line: line, column: 1))
        }
    }
}
