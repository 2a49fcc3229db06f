import CCPipeCore
import CCPipeIngest
import CCPipeModel
import CountryCatalogCore

/// The build's check of the metadata it writes into `phone.json`, as the
/// mobile example is checked (`PhoneExample`): what CountryCatalog will
/// run must be read by its own matcher, and agree with libphonenumber's
/// own examples. A region that fails is a build error at its
/// `<phoneNumbering>` that names it.
enum PhoneMetadataCheck {
    /// Longer layouts than libphonenumber's are refused, as for the example's.
    static let maximumLayout = PhoneExample.maximumLayout

    /// One region's metadata on its own: every pattern compiles; every
    /// format is a run of capturing groups whose layouts (national and
    /// international) place only those groups; every example of a kind of
    /// number has one of the kind's lengths and matches its pattern and
    /// the general description, as libphonenumber's tests require of its data.
    static func check(_ metadata: PhoneMetadata, examples: [String: String],
                      patterns compiled: PhonePatterns = PhonePatterns()) -> Result<Void, PhoneFormatting.Problem> {
        Result {
            for (name, pattern) in patterns(of: metadata) where compiled.pattern(pattern) == nil {
                throw PhoneFormatting.Problem(message: PhoneMetadataMessage.pattern(name, pattern))
            }
            for format in metadata.formats {
                let groups = try PhoneFormatting.groupSources(format.pattern).count
                let layouts = [format.format, format.intlFormat, format.nationalPrefixFormattingRule, format.carrierCodeFormattingRule]
                for layout in layouts.compactMap({ $0 }) {
                    guard layout.utf8.count <= maximumLayout else {
                        throw PhoneFormatting.Problem(message: PhoneExampleMessage.layoutTooLong(layout, limit: maximumLayout))
                    }
                }
                for layout in [format.format, format.intlFormat].compactMap({ $0 }) where layout != PhoneNumberFormat.notFormatted {
                    _ = try PhoneFormatting.place(Array(repeating: Substring("9"), count: groups), in: layout)
                }
            }
            let general = metadata.numberType(.generalDesc)
            for kind in PhoneMetadata.Kind.allCases {
                guard let example = examples[kind.rawValue] else { continue }
                guard let type = metadata.numberType(kind) else {
                    throw PhoneFormatting.Problem(message: PhoneMetadataMessage.exampleWithoutPattern(kind.rawValue, example))
                }
                for (described, described_kind) in [(type, kind.rawValue), (general, PhoneMetadata.Kind.generalDesc.rawValue)] {
                    guard let described else { continue }
                    guard described.lengths.isEmpty || described.lengths.contains(example.count) else {
                        throw PhoneFormatting.Problem(message: PhoneMetadataMessage.length(kind.rawValue, example, described_kind, described.lengths))
                    }
                    guard compiled.pattern(described.pattern)?.matches(PhonePattern.digits(example)) == true else {
                        throw PhoneFormatting.Problem(message: PhoneMetadataMessage.unmatched(kind.rawValue, example, described_kind, described.pattern))
                    }
                }
            }
        }.mapError { $0 as? PhoneFormatting.Problem ?? PhoneFormatting.Problem(message: "\($0)") }
    }

    /// Every pattern of the metadata, each with what it is.
    static func patterns(of metadata: PhoneMetadata) -> [(String, String)] {
        var found: [(String, String)] = []
        if let leading = metadata.leadingDigits { found.append(("leading digits", leading)) }
        if let prefix = metadata.internationalPrefix { found.append(("international prefix", prefix)) }
        if let prefix = metadata.nationalPrefixForParsing { found.append(("national prefix for parsing", prefix)) }
        for format in metadata.formats {
            found.append(("format pattern", format.pattern))
            found += format.leadingDigits.map { ("format leading digits", $0) }
        }
        for kind in PhoneMetadata.Kind.allCases {
            if let type = metadata.numberType(kind) { found.append(("\(kind.rawValue) pattern", type.pattern)) }
        }
        return found
    }

    /// Every region's examples of every kind, dialled with its calling
    /// code, are numbers of some region of that code as
    /// `PickerCatalog.country(forNumber:)` reads them: the leading digits
    /// and patterns that tell the regions of a code apart take them. (Which
    /// region is libphonenumber's to say: toll-free numbers of the regions
    /// of +1 are the United States'. The oracle test compares it.)
    /// The regions are compiled with `patterns` for this check alone: the
    /// phones the catalogs keep hold no compiled rules of it.
    static func placesEveryExample(_ data: PhoneData, numbering: [String: PhoneNumbering], patterns: PhonePatterns = PhonePatterns()) throws {
        let regions = Dictionary(uniqueKeysWithValues: try ParallelMap.map(Array(data.regions)) { ($0.key, $0.value.compiled(with: patterns)) })
        let directory = PhoneDirectory(regions: regions, nonGeographic: data.nonGeographic.mapValues { $0.compiled(with: patterns) })
        for region in data.regions.keys.sortedInUTF8() {
            guard let described = numbering[region], let code = described.metadata?.callingCode else { continue }
            for kind in PhoneMetadata.Kind.allCases {
                guard let example = described.examples[kind.rawValue], directory.region(forNumber: "+" + code + example) == nil else { continue }
                let location = described.location ?? SourceLocation(file: "telephoneCodeData.xml", line: 1, column: 1)
                throw InputError(PhoneExampleMessage.region(region, PhoneMetadataMessage.unplaced(kind.rawValue, example, code)), at: location)
            }
        }
    }
}

/// Messages of the build's check of the metadata.
enum PhoneMetadataMessage {
    static func pattern(_ what: String, _ pattern: String) -> String {
        "its \(what) \(InputExcerpt.quoted(pattern)) is not in the pattern syntax CountryCatalog matches"
    }

    static func exampleWithoutPattern(_ kind: String, _ example: String) -> String {
        "its \(kind) example \(InputExcerpt.quoted(example)) has no \(kind) pattern"
    }

    static func length(_ kind: String, _ example: String, _ described: String, _ lengths: [Int]) -> String {
        "its \(kind) example \(InputExcerpt.quoted(example)) has \(example.count) digits, not one of its \(described) lengths (\(lengths.map(String.init).joined(separator: ", ")))"
    }

    static func unmatched(_ kind: String, _ example: String, _ described: String, _ pattern: String) -> String {
        "its \(kind) example \(InputExcerpt.quoted(example)) does not match its \(described) pattern \(InputExcerpt.quoted(pattern))"
    }

    static func unplaced(_ kind: String, _ example: String, _ code: String) -> String {
        "its \(kind) example \(InputExcerpt.quoted(example)) is no valid number of any region of +\(code)"
    }
}

/// Every region's phone data, with libphonenumber's metadata, and the
/// non-geographic calling codes': what a build writes once into `phone.json`.
package struct PhoneData: Sendable {
    package var regions: [String: Country.Phone]
    /// By calling code.
    package var nonGeographic: [String: Country.Phone]
    /// The telephone reference's version (`libphonenumber v9.0.35`), when it states one.
    package var source: String?

    package init(regions: [String: Country.Phone] = [:], nonGeographic: [String: Country.Phone] = [:], source: String? = nil) {
        self.regions = regions
        self.nonGeographic = nonGeographic
        self.source = source
    }
}
