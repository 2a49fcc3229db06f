import CCPipeCore
import CCPipeIngest
import CCPipeModel
import CountryCatalogCore

/// The phone data of a catalog's countries (`Country.Phone`), made once
/// per build from the reference's `PhoneNumbering`: the mobile example
/// written nationally and internationally as libphonenumber writes it,
/// after checking that the reference agrees with itself. A region whose
/// data does not is a build error at its `<phoneNumbering>` that names the
/// region, rather than a finding: the dataset is not at fault, and no
/// catalog should show an example that is no number of the country.
package enum PhoneExample {
    /// Longer layouts than libphonenumber's (at most a dozen characters) are
    /// refused: each is copied into every locale's file.
    static let maximumLayout = 64

    /// By region, every region of the reference that has a calling code.
    /// The regions are checked on every core (each example is matched and
    /// laid out afresh, a build's one step before its catalogs that is not
    /// spread over them otherwise), in the order of their codes: a
    /// reference with several faults reports the first region's.
    package static func phones(_ reference: ReferenceData) throws -> [String: Country.Phone] {
        try phoneData(reference).regions
    }

    /// Every region's phone data with libphonenumber's metadata, and the
    /// non-geographic calling codes': what `phone.json` holds
    /// (`PhoneFile`). Besides each region's own checks, every example of
    /// every kind of number, dialled with its calling code, must be placed
    /// in its own region as `PickerCatalog.country(forNumber:)` places it
    /// (`PhoneMetadataCheck`). The embedded telephone file's data, as read
    /// (`ReferenceData.telephoneFileIsEmbeddedAsRead`), is not checked
    /// again: the tests check it so (`PhoneExampleTests`), and no checkout
    /// can change it. With `checking`, it is checked all the same.
    package static func phoneData(_ reference: ReferenceData, checking: Bool = false) throws -> PhoneData {
        let checks = checking || !reference.telephoneFileIsEmbeddedAsRead
        // The codes sorted, not the regions' data: moving a region's
        // numbering at each step of the sort cost more than making it all.
        let regions = reference.phoneNumbering.keys.sorted { $0.precedesInUTF8($1) }.compactMap { region in
            reference.telephoneCodes[region]?.first.map {
                (region: region, numbering: reference.phoneNumbering[region]!, callingCode: $0.code)
            }
        }
        let patterns = reference.phonePatterns.take()
        let made = try ParallelMap.map(regions) {
            try phone($0.numbering, region: $0.region, callingCode: $0.callingCode, patterns: patterns, checking: checks)
        }
        let codes = reference.nonGeographicNumbering.keys.sorted()
        let nonGeographic = try codes.map { code in
            try phone(reference.nonGeographicNumbering[code]!, region: "001", callingCode: code, patterns: patterns, checking: checks)
        }
        let data = PhoneData(regions: Dictionary(uniqueKeysWithValues: zip(regions.map(\.region), made)),
                             nonGeographic: Dictionary(uniqueKeysWithValues: zip(codes, nonGeographic)),
                             source: reference.sources.first { $0.role == "telephone codes" }?.version)
        if checks { try PhoneMetadataCheck.placesEveryExample(data, numbering: reference.phoneNumbering, patterns: patterns) }
        return data
    }

    /// One region's phone, its metadata checked (unless not `checking`:
    /// then only what writing its example needs) and compiled with the
    /// patterns the reference's reader compiled (any other is compiled here).
    static func phone(_ numbering: PhoneNumbering, region: String, callingCode: String,
                      patterns: PhonePatterns = PhonePatterns(), checking: Bool = true) throws -> Country.Phone {
        var phone = Country.Phone(nationalPrefix: numbering.nationalPrefix, mobileLengths: numbering.mobile?.possibleLengths ?? [],
                                  fixedLineLengths: numbering.fixedLineLengths, exampleNational: nil, exampleInternational: nil,
                                  metadata: numbering.metadata)
        let location = numbering.location ?? SourceLocation(file: "telephoneCodeData.xml", line: 1, column: 1)
        func failure(_ message: String) -> InputError { InputError(PhoneExampleMessage.region(region, message), at: location) }
        if checking, let metadata = numbering.metadata {
            try PhoneMetadataCheck.check(metadata, examples: numbering.examples, patterns: patterns).get(failure)
        }
        guard let mobile = numbering.mobile, let example = mobile.exampleNumber else { return phone }
        guard mobile.possibleLengths.contains(example.count) else {
            throw failure(PhoneExampleMessage.length(example, mobile.possibleLengths))
        }
        guard !checking || (try? NumberPattern.shared(mobile.nationalNumberPattern).matches(example)) == true else {
            throw failure(PhoneExampleMessage.pattern(example, mobile.nationalNumberPattern))
        }
        guard let format = numbering.exampleFormat else {
            phone.exampleNational = example
            phone.exampleInternational = "+\(callingCode) \(example)"
            return phone
        }
        for layout in [format.format, format.intlFormat, format.nationalPrefixFormattingRule].compactMap({ $0 })
        where layout.utf8.count > maximumLayout {
            throw failure(PhoneExampleMessage.layoutTooLong(layout, limit: maximumLayout))
        }
        let written = try PhoneFormatting.write(example, format, nationalPrefix: numbering.nationalPrefix).get(failure)
        // Internationally every digit once, in order, and no other. Nationally
        // each group once, in order, up to the last: a layout may leave out
        // leading groups and add digits of its own (Argentina writes
        // 9 11 2345-6789 as 011 15-2345-6789).
        if let international = written.international, PhoneFormatting.digits(international) != example {
            throw failure(PhoneExampleMessage.digits(international, example))
        }
        let placed = written.nationalGroups
        guard let first = placed.first, placed == Array(first...written.groupCount) else {
            throw failure(PhoneExampleMessage.groups(written.national, placed, of: written.groupCount))
        }
        phone.exampleNational = written.national
        phone.exampleInternational = "+\(callingCode) \(written.international ?? example)"
        return phone
    }
}

extension Result where Failure == PhoneFormatting.Problem {
    /// The value, or the problem as the caller's error.
    func get(_ error: (String) -> InputError) throws -> Success {
        switch self {
        case .success(let value): return value
        case .failure(let problem): throw error(problem.message)
        }
    }
}

/// Messages of the build's check of the phone data.
enum PhoneExampleMessage {
    static func region(_ region: String, _ problem: String) -> String {
        "region \(InputExcerpt.quoted(region)) in the telephone reference: \(problem)"
    }

    static func length(_ example: String, _ lengths: [Int]) -> String {
        "its mobile example \(InputExcerpt.quoted(example)) has \(example.count) digits, not one of its mobile lengths (\(lengths.map(String.init).joined(separator: ", ")))"
    }

    static func pattern(_ example: String, _ pattern: String) -> String {
        "its mobile example \(InputExcerpt.quoted(example)) does not match its mobile pattern \(InputExcerpt.quoted(pattern))"
    }

    static func layoutTooLong(_ layout: String, limit: Int) -> String {
        "expected a number layout of at most \(limit) bytes, found \(InputExcerpt.quoted(layout))"
    }

    static func groups(_ written: String, _ placed: [Int], of count: Int) -> String {
        "its example is written \(InputExcerpt.quoted(written)) nationally, from groups \(placed.map { "$\($0)" }.joined(separator: " ")) of \(count): expected each group once, in order, up to the last"
    }

    static func unfit(_ example: String, _ pattern: String) -> String {
        "its mobile example \(InputExcerpt.quoted(example)) does not fit its format pattern \(InputExcerpt.quoted(pattern))"
    }

    static func notGroups(_ pattern: String) -> String {
        "expected a format pattern of capturing groups, found \(InputExcerpt.quoted(pattern))"
    }

    static func unknownGroup(_ layout: String, groups: Int) -> String {
        "expected $1 to $\(groups) in the layout \(InputExcerpt.quoted(layout))"
    }

    static func digits(_ written: String, _ example: String) -> String {
        "its example is written \(InputExcerpt.quoted(written)), which does not hold the digits of \(InputExcerpt.quoted(example)) once each in order and no other"
    }
}
