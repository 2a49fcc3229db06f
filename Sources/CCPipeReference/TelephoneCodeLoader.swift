import CCPipeCore
import CCPipeIngest
import CCPipeModel
import CountryCatalogCore

/// Reads a CLDR-style `telephoneCodeData.xml`: CLDR's own schema (as in CLDR
/// 33.1, the last release that had it) plus what `PhoneMetadataImporter`
/// writes beyond it: the attributes `leadingDigits` and `mainForCode="true"`,
/// and `<numberType>` elements with the pattern of each kind of number,
/// and a `<phoneNumbering>` per region (`TelephoneCodeLoader+Numbering`).
///
/// ```xml
/// <codesByTerritory territory="AS">
///     <telephoneCountryCode code="1" leadingDigits="684"/>
/// </codesByTerritory>
/// <codesByTerritory territory="EH">
///     <telephoneCountryCode code="212">
///         <numberType type="fixedLine" nationalNumberPattern="528[89]\d{5}"/>
///     </telephoneCountryCode>
/// </codesByTerritory>
/// ```
///
/// Every pattern is compiled as it is read, so one ccpipe cannot match is
/// an error at its line; a `type` ccpipe does not know is passed over.
package enum TelephoneCodeLoader {
    package struct Result: Sendable {
        /// Region → its calling codes, in file order.
        package var codes: [String: [TelephoneCode]] = [:]
        /// `<version number="…">` unless it is an unexpanded `$Revision$`.
        package var version: String?
        /// Region → what its phone numbers look like; empty for CLDR's own files.
        package var numbering: [String: PhoneNumbering] = [:]
        /// The same for each non-geographic calling code (territory `001`).
        package var nonGeographicNumbering: [String: PhoneNumbering] = [:]
        /// Every metadata pattern, compiled once.
        package var patterns = PhonePatterns()
    }

    /// - Parameter compilingMetadata: whether the metadata's patterns are
    ///   compiled (`PhonePatterns`) as they are read; by default, unless the
    ///   file is the embedded one. ccpipe's own file, which no checkout can
    ///   change, is compiled and checked by the tests instead, and a build
    ///   does not check its phone data (`PhoneExample.phoneData`), which
    ///   is what they are compiled for. The calling codes' and number
    ///   types' patterns are compiled whatever the file.
    package static func load(_ file: ReferenceFile, compilingMetadata: Bool? = nil) throws -> Result {
        let compiling = compilingMetadata ?? !file.isEmbedded
        var result = Result()
        var territory: String?
        var budget = NumberPatternBudget()
        var described: NumberingInProgress?
        try file.readXML(options: XMLReaderOptions(rootElement: "supplementalData")) { event in
            switch event {
            case .startElement(let start):
                switch (start.depth, start.name) {
                case (0, _), (1, "telephoneCodeData"):
                    break
                case (1, "version"):
                    if let number = start.attributes["number"], !number.hasPrefix("$Revision") { result.version = number }
                case (1, _):
                    return .skipChildren
                case (2, "codesByTerritory"):
                    territory = try required("territory", of: start, in: file.path)
                    result.codes[territory!, default: []] += []
                case (3, "telephoneCountryCode"):
                    guard let territory else { break }
                    let code = try required("code", of: start, in: file.path)
                    guard isDigits(code) else {
                        throw InputError("expected a calling code of digits, found \(InputExcerpt.quoted(code))",
                                         at: SourceLocation(file: file.path, line: start.line, column: 1))
                    }
                    let isMain = start.attributes["mainForCode"] == "true"
                    let leadingDigits = start.attributes["leadingDigits"]
                    if let leadingDigits { try compiled(leadingDigits, at: start, in: file.path, territory: territory, budget: &budget) }
                    result.codes[territory, default: []].append(
                        TelephoneCode(code: code, leadingDigits: leadingDigits, isMainForCode: isMain))
                case (3, "phoneNumbering"):
                    guard let territory else { break }
                    let codes = result.codes[territory] ?? []
                    described = try NumberingInProgress(
                        start, territory: territory, codes: codes, in: file.path, budget: &budget, patterns: &result.patterns,
                        compiling: compiling)
                case (4, "numberFormat"), (5, "leadingDigits"), (4, "numberPattern"):
                    try described?.take(start, in: file.path, patterns: &result.patterns)
                case (4, "numberType"):
                    guard let territory, let type = PhoneNumberType(rawValue: try required("type", of: start, in: file.path)),
                          !(result.codes[territory]?.isEmpty ?? true) else { break }
                    let pattern = try required("nationalNumberPattern", of: start, in: file.path)
                    try compiled(pattern, at: start, in: file.path, territory: territory, budget: &budget)
                    let last = result.codes[territory]!.count - 1
                    result.codes[territory]![last].numberTypes[type] = PhoneNumberDescription(nationalNumberPattern: pattern)
                default:
                    break
                }
            case .endElement(let name, let depth) where depth == 3 && name == "phoneNumbering":
                if let done = described?.finished {
                    if let code = described?.nonGeographicCode {
                        result.nonGeographicNumbering[code] = done
                    } else if let territory {
                        result.numbering[territory] = done
                    }
                }
                described = nil
            case .endElement(let name, _) where name == "codesByTerritory":
                territory = nil
            default:
                break
            }
            return .proceed
        }
        return result
    }

    /// Compiles `pattern` against the file's `budget`; one ccpipe cannot
    /// match, or one that takes the file's patterns past the budget, is an
    /// error at its line (the budget's naming the region).
    static func compiled(_ pattern: String, at start: XMLElementStart, in path: String, territory: String,
                         budget: inout NumberPatternBudget) throws {
        do {
            _ = try budget.compile(pattern)
        } catch {
            let message = if case .budget = error { "region \"\(territory.echoed)\": \(error.description)" } else { error.description }
            throw InputError(message, at: SourceLocation(file: path, line: start.line, column: 1))
        }
    }

    /// `text` is one or more ASCII digits, read as the bytes they are.
    static func isDigits(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { (0x30...0x39).contains($0) }
    }

    /// The lengths `attribute` lists, ascending without repeats; none when it
    /// is absent or empty. Each is read as `Int(_:)` reads it (a `+` may lead)
    /// and must be from 1 to 32, and there are at most 32 of them.
    static func lengths(_ attribute: String, of start: XMLElementStart, at location: SourceLocation) throws -> [Int] {
        guard let text = start.attributes[attribute], !text.isEmpty else { return [] }
        var found: UInt64 = 0, fields = 1, valid = true
        var value = 0, digits = 0, signed = false
        func close() {
            valid = valid && digits > 0 && (1...32).contains(value)
            if valid { found |= 1 << UInt64(value) }
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: ","):
                close()
                (fields, value, digits, signed) = (fields + 1, 0, 0, false)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                // Past 32 the value is wrong anyway: kept at 33, it cannot overflow.
                value = min(value * 10 + Int(byte - 0x30), 33)
                digits += 1
            case UInt8(ascii: "+") where digits == 0 && !signed:
                signed = true
            default:
                valid = false
            }
        }
        close()
        guard valid, fields <= 32 else {
            throw InputError("expected \(attribute) of lengths from 1 to 32 separated by commas, found \(InputExcerpt.quoted(text))", at: location)
        }
        return (1...32).filter { found & (1 << UInt64($0)) != 0 }
    }

    static func required(_ attribute: String, of start: XMLElementStart, in path: String) throws -> String {
        guard let value = start.attributes[attribute] else {
            throw InputError("expected attribute \"\(attribute)\" on <\(InputExcerpt.text(start.name))>",
                             at: SourceLocation(file: path, line: start.line, column: 1))
        }
        return value
    }
}

extension Character {
    package var isASCIIDigit: Bool { isASCII && isNumber }
}
