import CCPipeBuild
import CCPipeCore
import CCPipeIngest
import CCPipeModel
import CCPipeReference
import CountryCatalogCore
import Foundation

/// Turns libphonenumber's `PhoneNumberMetadata.xml` into a CLDR-style
/// `telephoneCodeData.xml` (the shape CLDR used until release 33.1), which
/// `TelephoneCodeLoader` reads. Two attributes carry what CLDR never had:
/// `leadingDigits` (a regular expression on the national number, only when
/// libphonenumber puts it on `<territory>` itself) and `mainForCode="true"`;
/// `<numberType type="fixedLine" nationalNumberPattern="…"/>` inside a
/// `<telephoneCountryCode>` carries the pattern of one kind of the
/// region's numbers, one element per kind; `<phoneNumbering>` in each
/// `<codesByTerritory>` what someone typing a number of the region needs
/// (`readNumbering`, `PhoneNumbering`).
package enum PhoneMetadataImporter {
    /// The command that writes the output, named in its header.
    package static let generatorCommand = "ccpipe import phone-metadata"

    /// Reads and converts in one step, for the command line.
    /// - Parameter sourceVersion: how the input is identified in the output's
    ///   `<version number>` and header, e.g. `libphonenumber 9.0.35`; the
    ///   metadata file does not state its own release.
    package static func telephoneCodeData(fromFile path: String, sourceVersion: String) throws -> String {
        let numbering = try readAllNumbering(file: path)
        return render(try read(file: path), numbering: numbering.regions, nonGeographic: numbering.nonGeographic, sourceVersion: sourceVersion,
                      sourceName: URL(fileURLWithPath: path).lastPathComponent)
    }

    /// Region → calling codes, as libphonenumber states them. Non-geographic
    /// codes (+800, +808, …) are all under `001`. The regions that share a
    /// calling code keep the patterns of their numbers (`keptNumberTypes`),
    /// which tell them apart where leading digits do not.
    package static func read(file path: String) throws -> [String: [TelephoneCode]] {
        var codes: [String: [TelephoneCode]] = [:]
        var current: (region: String, type: PhoneNumberType?)?
        /// The text of the `<nationalNumberPattern>` being read.
        var patternText: String?
        // The file declares its elements in an internal DTD subset (no
        // entities); it is the one input for which the subset is allowed.
        let options = XMLReaderOptions(allowsInternalSubset: true, rootElement: "phoneNumberMetadata")
        try XMLReader.read(file: path, options: options) { event in
            switch event {
            case .startElement(let start):
                switch (start.depth, start.name) {
                case (0, "phoneNumberMetadata"), (1, "territories"):
                    return .proceed
                case (2, "territory"):
                    guard let region = start.attributes["id"], let code = start.attributes["countryCode"],
                          !region.isEmpty, !code.isEmpty, code.allSatisfy(\.isASCIIDigit) else {
                        throw InputError("expected <territory> with an id and a numeric countryCode",
                                         at: SourceLocation(file: path, line: start.line, column: 1))
                    }
                    codes[region, default: []].append(TelephoneCode(
                        code: code,
                        leadingDigits: start.attributes["leadingDigits"],
                        isMainForCode: start.attributes["mainCountryForCode"] == "true"))
                    current = (region, nil)
                    return .proceed
                case (3, let name) where current != nil && PhoneNumberType(rawValue: name) != nil:
                    current!.type = PhoneNumberType(rawValue: name)
                    return .proceed
                case (4, "nationalNumberPattern") where current?.type != nil:
                    patternText = ""
                    return .proceed
                case (0, _):
                    throw InputError("expected <phoneNumberMetadata>, found <\(InputExcerpt.text(start.name))>",
                                     at: SourceLocation(file: path, line: start.line, column: 1))
                default:
                    // Formats, examples, lengths and the other kinds of number.
                    return .skipChildren
                }
            case .text(let text, _):
                patternText? += text
            case .endElement(let name, let depth):
                if depth == 4, name == "nationalNumberPattern", let region = current?.region, let type = current?.type, let text = patternText {
                    patternText = nil
                    let pattern = String(text.unicodeScalars.filter { !$0.properties.isWhitespace })
                    let last = codes[region]!.count - 1
                    codes[region]![last].numberTypes[type] = PhoneNumberDescription(nationalNumberPattern: pattern)
                } else if depth == 3 {
                    current?.type = nil
                } else if depth == 2 {
                    current = nil
                }
            default:
                break
            }
            return .proceed
        }
        return keptNumberTypes(codes)
    }

    /// Number patterns are kept for the regions that share a calling code
    /// and have no leading digits of their own, the main region included:
    /// libphonenumber's region lookup reads them for those regions only,
    /// and they are what places a dial code such as `+212 5288` (Western
    /// Sahara) in one of them. The embedded reference stays small.
    static func keptNumberTypes(_ codes: [String: [TelephoneCode]]) -> [String: [TelephoneCode]] {
        var regionsByCode: [String: Int] = [:]
        for (region, list) in codes where region != "001" {
            for code in list { regionsByCode[code.code, default: 0] += 1 }
        }
        var kept = codes
        for (region, list) in codes {
            kept[region] = list.map { code in
                var code = code
                if region == "001" || code.leadingDigits != nil || (regionsByCode[code.code] ?? 0) < 2 { code.numberTypes = [:] }
                return code
            }
        }
        return kept
    }

    /// Deterministic output: regions sorted by code (`001` first), each
    /// region's codes in numeric order.
    package static func render(_ codes: [String: [TelephoneCode]], numbering: [String: PhoneNumbering] = [:],
                              nonGeographic: [String: PhoneNumbering] = [:], sourceVersion: String,
                              sourceName: String = "PhoneNumberMetadata.xml") -> String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\" ?>",
            "<!--",
            XMLEscaping.comment("Calling codes per region, in CLDR's former telephoneCodeData shape."),
            XMLEscaping.comment("Source: \(sourceName), \(sourceVersion),"),
            "https://github.com/google/libphonenumber",
            "Copyright (C) 2009 The Libphonenumber Authors.",
            "Licensed under the Apache License, Version 2.0: http://www.apache.org/licenses/LICENSE-2.0",
            XMLEscaping.comment("Generated by `\(generatorCommand)`: do not edit by hand."),
            "leadingDigits, mainForCode and numberType (libphonenumber's nationalNumberPattern",
            "of each kind of number, for the regions that share a calling code without leading",
            "digits of their own) are ccpipe extensions of CLDR's schema, and so is phoneNumbering:",
            "a region's national prefix, the lengths of its fixed-line and mobile numbers, the",
            "pattern and an example of its mobile numbers, and the format libphonenumber writes",
            "that example in (formatPattern, format, intlFormat when it differs, NA for none,",
            "intlFormatPattern when another format is chosen internationally, and the",
            "nationalPrefixFormattingRule: $NP the national prefix, $FG the first group);",
            "inside it, the region's metadata whole as libphonenumber's build resolves it:",
            "its internationalPrefix, nationalPrefixForParsing (where it is not the national",
            "prefix) and nationalPrefixTransformRule, each numberFormat (its leadingDigits,",
            "intlFormat as written, NA for none, and the formatting rules with $NP and $FG",
            "replaced: $1 the first group) and the numberPattern of each kind of number (its",
            "national lengths, local-only lengths and example). The non-geographic calling",
            "codes (territory 001) have one phoneNumbering each, with its callingCode.",
            "-->",
            "<supplementalData>",
            "\t<version number=\"\(XMLEscaping.attribute(sourceVersion))\"/>",
            "\t<telephoneCodeData>",
        ]
        for region in codes.keys.sorted() {
            lines.append("\t\t<codesByTerritory territory=\"\(XMLEscaping.attribute(region))\">")
            let sorted = codes[region, default: []].sorted { ($0.code.count, $0.code) < ($1.code.count, $1.code) }
            for code in sorted {
                var element = "\t\t\t<telephoneCountryCode code=\"\(XMLEscaping.attribute(code.code))\""
                if let leadingDigits = code.leadingDigits {
                    element += " leadingDigits=\"\(XMLEscaping.attribute(leadingDigits))\""
                }
                if code.isMainForCode { element += " mainForCode=\"true\"" }
                guard !code.numberTypes.isEmpty else {
                    lines.append(element + "/>")
                    continue
                }
                lines.append(element + ">")
                for (type, description) in code.numberTypes.sorted(by: { $0.key < $1.key }) {
                    lines.append("\t\t\t\t<numberType type=\"\(type.rawValue)\" nationalNumberPattern=\"\(XMLEscaping.attribute(description.nationalNumberPattern))\"/>")
                }
                lines.append("\t\t\t</telephoneCountryCode>")
            }
            if let described = numbering[region] { lines += element(described) }
            if region == "001" {
                for code in nonGeographic.keys.sorted(by: { ($0.count, $0) < ($1.count, $1) }) {
                    lines += element(nonGeographic[code]!, callingCode: code)
                }
            }
            lines.append("\t\t</codesByTerritory>")
        }
        lines += ["\t</telephoneCodeData>", "</supplementalData>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `<phoneNumbering …>` and its metadata's elements, tabbed as they
    /// stand in the file; attributes in a fixed order, absent ones left out.
    static func element(_ numbering: PhoneNumbering, callingCode: String? = nil) -> [String] {
        let metadata = numbering.metadata
        var attributes: [(String, String?)] = [
            ("callingCode", callingCode),
            ("nationalPrefix", numbering.nationalPrefix),
            ("internationalPrefix", metadata?.internationalPrefix),
            ("nationalPrefixForParsing", metadata?.nationalPrefixForParsing == numbering.nationalPrefix ? nil : metadata?.nationalPrefixForParsing),
            ("nationalPrefixTransformRule", metadata?.nationalPrefixTransformRule),
            ("fixedLineLengths", numbering.fixedLineLengths.map(String.init).joined(separator: ",")),
        ]
        if let mobile = numbering.mobile {
            attributes += [("mobileLengths", mobile.possibleLengths.map(String.init).joined(separator: ",")),
                           ("mobilePattern", mobile.nationalNumberPattern), ("mobileExample", mobile.exampleNumber)]
        }
        if let format = numbering.exampleFormat {
            attributes += [("formatPattern", format.pattern), ("format", format.format), ("intlFormat", format.intlFormat),
                           ("intlFormatPattern", format.intlPattern), ("nationalPrefixFormattingRule", format.nationalPrefixFormattingRule)]
        }
        let head = "\t\t\t<phoneNumbering" + written(attributes)
        guard let metadata else { return [head + "/>"] }
        var lines = [head + ">"]
        for format in metadata.formats {
            let start = "\t\t\t\t<numberFormat" + written([
                ("pattern", format.pattern), ("format", format.format), ("intlFormat", format.intlFormat),
                ("nationalPrefixFormattingRule", format.nationalPrefixFormattingRule),
                ("nationalPrefixOptionalWhenFormatting", format.nationalPrefixOptionalWhenFormatting ? "true" : nil),
                ("carrierCodeFormattingRule", format.carrierCodeFormattingRule),
            ])
            guard !format.leadingDigits.isEmpty else {
                lines.append(start + "/>")
                continue
            }
            lines.append(start + ">")
            lines += format.leadingDigits.map { "\t\t\t\t\t<leadingDigits pattern=\"\(XMLEscaping.attribute($0))\"/>" }
            lines.append("\t\t\t\t</numberFormat>")
        }
        for kind in PhoneMetadata.Kind.allCases {
            guard let type = metadata.numberType(kind) else { continue }
            lines.append("\t\t\t\t<numberPattern" + written([
                ("type", MetadataTerritory.elementName(of: kind)), ("nationalNumberPattern", type.pattern),
                ("lengths", type.lengths.map(String.init).joined(separator: ",")),
                ("localOnlyLengths", type.localOnlyLengths.isEmpty ? nil : type.localOnlyLengths.map(String.init).joined(separator: ",")),
                ("example", numbering.examples[kind.rawValue]),
            ]) + "/>")
        }
        lines.append("\t\t\t</phoneNumbering>")
        return lines
    }

    /// ` name="value"` for each present attribute.
    private static func written(_ attributes: [(String, String?)]) -> String {
        attributes.compactMap { name, value in value.map { " \(name)=\"\(XMLEscaping.attribute($0))\"" } }.joined()
    }
}
