/// Reads a CLDR-style `telephoneCodeData.xml`: CLDR's own schema (as in CLDR
/// 33.1, the last release that had it) plus two attributes written by
/// `PhoneMetadataImporter`: `leadingDigits` and `mainForCode="true"`.
///
/// ```xml
/// <codesByTerritory territory="AS">
///     <telephoneCountryCode code="1" leadingDigits="684"/>
/// </codesByTerritory>
/// ```
public enum TelephoneCodeLoader {
    public struct Result: Sendable {
        /// Region → its calling codes, in file order.
        public var codes: [String: [TelephoneCode]] = [:]
        /// `<version number="…">` unless it is an unexpanded `$Revision$`.
        public var version: String?
    }

    public static func load(_ file: ReferenceFile) throws -> Result {
        var result = Result()
        var territory: String?
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
                    guard !code.isEmpty, code.allSatisfy(\.isASCIIDigit) else {
                        throw InputError("expected a calling code of digits, found \(InputExcerpt.quoted(code))",
                                         at: SourceLocation(file: file.path, line: start.line, column: 1))
                    }
                    let isMain = start.attributes["mainForCode"] == "true"
                    result.codes[territory, default: []].append(
                        TelephoneCode(code: code, leadingDigits: start.attributes["leadingDigits"], isMainForCode: isMain))
                default:
                    break
                }
            case .endElement(let name, _) where name == "codesByTerritory":
                territory = nil
            default:
                break
            }
            return .proceed
        }
        return result
    }

    private static func required(_ attribute: String, of start: XMLElementStart, in path: String) throws -> String {
        guard let value = start.attributes[attribute] else {
            throw InputError("expected attribute \"\(attribute)\" on <\(InputExcerpt.text(start.name))>",
                             at: SourceLocation(file: path, line: start.line, column: 1))
        }
        return value
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
