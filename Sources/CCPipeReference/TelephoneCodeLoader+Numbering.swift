import CCPipeCore
import CCPipeIngest
import CCPipeModel
import CountryCatalogCore

extension TelephoneCodeLoader {
    /// A region's `<phoneNumbering>`, as `PhoneMetadataImporter` writes it:
    ///
    /// ```xml
    /// <phoneNumbering nationalPrefix="0" fixedLineLengths="7,8,9" mobileLengths="9"
    ///     mobilePattern="7[02369]\d{7}" mobileExample="701234567" formatPattern="(\d{2})(\d{3})(\d{2})(\d{2})"
    ///     format="$1-$2 $3 $4" intlFormat="$1 $2 $3 $4" nationalPrefixFormattingRule="$NP$FG"/>
    /// ```
    ///
    /// What each value is made of is checked here (digits, lengths, patterns
    /// ccpipe can match); whether they agree with each other (the example
    /// fits its pattern and lengths, the format writes its digits) is the
    /// build's check (`PhoneExample`), which names the region.
    static func numbering(_ start: XMLElementStart, in path: String, territory: String,
                          budget: inout NumberPatternBudget) throws -> PhoneNumbering {
        let location = SourceLocation(file: path, line: start.line, column: 1)
        func digits(_ attribute: String) throws -> String? {
            guard let value = start.attributes[attribute] else { return nil }
            guard TelephoneCodeLoader.isDigits(value) else {
                throw InputError("expected \(attribute) of digits, found \(InputExcerpt.quoted(value))", at: location)
            }
            return value
        }
        func lengths(_ attribute: String) throws -> [Int] {
            try TelephoneCodeLoader.lengths(attribute, of: start, at: location)
        }
        func pattern(_ attribute: String) throws -> String? {
            guard let value = start.attributes[attribute] else { return nil }
            try compiled(value, at: start, in: path, territory: territory, budget: &budget)
            return value
        }
        var numbering = PhoneNumbering(nationalPrefix: try digits("nationalPrefix"), fixedLineLengths: try lengths("fixedLineLengths"),
                                       location: location)
        if let mobilePattern = try pattern("mobilePattern") {
            numbering.mobile = PhoneNumberDescription(nationalNumberPattern: mobilePattern, possibleLengths: try lengths("mobileLengths"),
                                                      exampleNumber: try digits("mobileExample"))
        }
        if let formatPattern = try pattern("formatPattern") {
            numbering.exampleFormat = PhoneNumberFormat(
                pattern: formatPattern, format: try required("format", of: start, in: path), intlFormat: start.attributes["intlFormat"],
                intlPattern: try pattern("intlFormatPattern"), nationalPrefixFormattingRule: start.attributes["nationalPrefixFormattingRule"])
        }
        return numbering
    }
}

/// A `<phoneNumbering>` being read: its attributes (`TelephoneCodeLoader.numbering`),
/// then the metadata's elements inside it, as `PhoneMetadataImporter` writes them:
///
/// ```xml
/// <phoneNumbering nationalPrefix="0" internationalPrefix="00" …>
///     <numberFormat pattern="(\d{2})(\d{3})(\d{2})(\d{2})" format="$1-$2 $3 $4" intlFormat="$1 $2 $3 $4" nationalPrefixFormattingRule="0$1">
///         <leadingDigits pattern="10|7"/>
///     </numberFormat>
///     <numberPattern type="mobile" nationalNumberPattern="7[023689]\d{7}" lengths="9" example="701234567"/>
/// </phoneNumbering>
/// ```
///
/// A `<phoneNumbering>` with none of them (and no `internationalPrefix`)
/// has no metadata, as in files written before them. Each pattern is
/// compiled as it is read (`PhonePattern`, the matcher CountryCatalog
/// runs), so one it cannot match is an error at its line; unless not
/// `compiling` (the embedded file: see `TelephoneCodeLoader.load`).
struct NumberingInProgress {
    var numbering: PhoneNumbering
    var metadata: PhoneMetadata
    var examples: [String: String] = [:]
    /// For territory `001`: the calling code it describes.
    let nonGeographicCode: String?
    private var hasMetadata: Bool
    private let compiling: Bool

    init(_ start: XMLElementStart, territory: String, codes: [TelephoneCode], in path: String, budget: inout NumberPatternBudget,
         patterns: inout PhonePatterns, compiling: Bool = true) throws {
        self.compiling = compiling
        numbering = try TelephoneCodeLoader.numbering(start, in: path, territory: territory, budget: &budget)
        let code = territory == "001" ? start.attributes["callingCode"] : codes.first?.code
        nonGeographicCode = territory == "001" ? code : nil
        let nationalPrefix = numbering.nationalPrefix
        let internationalPrefix = try Self.pattern("internationalPrefix", of: start, in: path, patterns: &patterns, compiling: compiling)
        let prefixForParsing = try Self.pattern("nationalPrefixForParsing", of: start, in: path, patterns: &patterns, compiling: compiling)
        metadata = PhoneMetadata(callingCode: code ?? "", leadingDigits: codes.first?.leadingDigits,
                                 isMainCountryForCode: codes.first?.isMainForCode ?? false,
                                 internationalPrefix: internationalPrefix,
                                 nationalPrefixForParsing: prefixForParsing ?? nationalPrefix,
                                 nationalPrefixTransformRule: start.attributes["nationalPrefixTransformRule"])
        hasMetadata = metadata.internationalPrefix != nil
        // What the metadata's rules run besides its own patterns, compiled with them.
        for pattern in [metadata.leadingDigits, metadata.nationalPrefixForParsing].compactMap({ $0 }) where compiling {
            _ = patterns.compile(pattern)
        }
        if territory == "001", !(code.map(TelephoneCodeLoader.isDigits) ?? false) {
            throw InputError("expected a callingCode of digits on <phoneNumbering> of territory \"001\"",
                             at: SourceLocation(file: path, line: start.line, column: 1))
        }
    }

    /// A format, a format's leading digits, or the pattern of a kind of number.
    mutating func take(_ start: XMLElementStart, in path: String, patterns: inout PhonePatterns) throws {
        hasMetadata = true
        switch start.name {
        case "numberFormat":
            let pattern = try Self.pattern("pattern", of: start, in: path, required: true, patterns: &patterns, compiling: compiling)!
            metadata.formats.append(PhoneMetadata.Format(
                pattern: pattern, format: try TelephoneCodeLoader.required("format", of: start, in: path),
                nationalPrefixFormattingRule: start.attributes["nationalPrefixFormattingRule"],
                nationalPrefixOptionalWhenFormatting: start.attributes["nationalPrefixOptionalWhenFormatting"] == "true",
                carrierCodeFormattingRule: start.attributes["carrierCodeFormattingRule"], intlFormat: start.attributes["intlFormat"]))
        case "leadingDigits":
            guard !metadata.formats.isEmpty else { return }
            metadata.formats[metadata.formats.count - 1].leadingDigits.append(
                try Self.pattern("pattern", of: start, in: path, required: true, patterns: &patterns, compiling: compiling)!)
        default:
            let type = try TelephoneCodeLoader.required("type", of: start, in: path)
            guard let kind = Self.kindsByElementName[type] else { return }
            let pattern = try Self.pattern("nationalNumberPattern", of: start, in: path, required: true, patterns: &patterns, compiling: compiling)!
            let location = SourceLocation(file: path, line: start.line, column: 1)
            func lengths(_ attribute: String) throws -> [Int] {
                try TelephoneCodeLoader.lengths(attribute, of: start, at: location)
            }
            metadata.numberTypes[kind.rawValue] = PhoneMetadata.NumberType(pattern: pattern, lengths: try lengths("lengths"),
                                                                           localOnlyLengths: try lengths("localOnlyLengths"))
            if let example = start.attributes["example"] {
                guard TelephoneCodeLoader.isDigits(example) else {
                    throw InputError("expected an example of digits, found \(InputExcerpt.quoted(example))", at: location)
                }
                examples[kind.rawValue] = example
            }
        }
    }

    /// The numbering with its metadata, when it has any.
    var finished: PhoneNumbering {
        var done = numbering
        if hasMetadata {
            done.metadata = metadata
            done.examples = examples
        }
        return done
    }

    /// The kinds by the names `elementName` gives them.
    static let kindsByElementName = Dictionary(uniqueKeysWithValues: PhoneMetadata.Kind.allCases.map { (elementName($0), $0) })

    /// `fixedLine` for `fixed_line`: libphonenumber's names for the kinds.
    static func elementName(_ kind: PhoneMetadata.Kind) -> String {
        let parts = kind.rawValue.split(separator: "_")
        return parts.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
    }

    /// A pattern attribute, compiled once into `patterns` to check it when `compiling`.
    private static func pattern(_ attribute: String, of start: XMLElementStart, in path: String, required: Bool = false,
                                patterns: inout PhonePatterns, compiling: Bool) throws -> String? {
        guard let value = start.attributes[attribute] else {
            if required { _ = try TelephoneCodeLoader.required(attribute, of: start, in: path) }
            return nil
        }
        guard !compiling || patterns.compile(value) != nil else {
            throw InputError("expected \(attribute) in libphonenumber's pattern syntax (digits, \\d, [classes], groups, '|', quantifiers, '$') within ccpipe's limits, found \(InputExcerpt.quoted(value))",
                             at: SourceLocation(file: path, line: start.line, column: 1))
        }
        return value
    }
}
