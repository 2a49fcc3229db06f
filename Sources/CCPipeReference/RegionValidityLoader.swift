import CCPipeCore
import CCPipeIngest
import CCPipeModel

/// Reads `validity/region.xml`: `<id type="region" idStatus="…">` lists of
/// codes, where CLDR abbreviates runs as ranges. A code is a region code
/// (two letters A–Z, or three digits), and the codes the file's lists
/// expand to, ranges and repeats counted, are at most `maximumCodes`, the
/// number of region codes there can be: a file of ranges that expanded
/// without bound (6.4 MB took 1.7 GB) is refused at the list that passes it.
package enum RegionValidityLoader {
    /// 26 × 26 letter codes and 1,000 digit codes.
    package static let maximumCodes = 26 * 26 + 1_000

    package static func load(_ file: ReferenceFile) throws -> [String: RegionStatus] {
        var statuses: [String: RegionStatus] = [:]
        var expanded = 0
        var current: (status: RegionStatus, line: Int)?
        var text = ""
        try file.readXML(options: XMLReaderOptions(rootElement: "supplementalData")) { event in
            switch event {
            case .startElement(let start) where start.name == "id":
                guard start.attributes["type"] == "region" else { return .skipChildren }
                let raw = start.attributes["idStatus"] ?? ""
                guard let status = RegionStatus(rawValue: raw) else {
                    throw InputError("expected an idStatus of \(RegionStatus.allCases.map(\.rawValue).joined(separator: ", ")), found \(InputExcerpt.quoted(raw))",
                                     at: SourceLocation(file: file.path, line: start.line, column: 1))
                }
                current = (status, start.line)
                text = ""
            case .text(let value, _):
                if current != nil { text += value }
            case .endElement(let name, _) where name == "id":
                guard let id = current else { break }
                for token in cldrList(text) {
                    guard let codes = expandCodeRange(token) else {
                        throw InputError("expected a region code or range like \"AC~G\", found \(InputExcerpt.quoted(token))",
                                         at: SourceLocation(file: file.path, line: id.line, column: 1))
                    }
                    expanded += codes.count
                    guard expanded <= maximumCodes else {
                        throw InputError("expected the region codes of the validity lists to number at most \(maximumCodes) once ranges are expanded",
                                         at: SourceLocation(file: file.path, line: id.line, column: 1))
                    }
                    for code in codes { statuses[code] = id.status }
                }
                current = nil
            default:
                break
            }
            return .proceed
        }
        return statuses
    }

    /// Expands CLDR's range shorthand: `AC~G` is AC…AG, `001~3` is 001…003,
    /// `013~5` is 013…015. The part after `~` replaces the last characters of
    /// the first code and the range runs over that last position only, which
    /// is what CLDR's own tools generate. A plain code expands to itself;
    /// nil for anything malformed (empty ends, end before start, mixed kinds).
    package static func expandCodeRange(_ token: String) -> [String]? {
        let parts = token.split(separator: "~", omittingEmptySubsequences: false)
        guard let first = parts.first.map(Array.init), isRegionCode(first) else { return nil }
        if parts.count == 1 { return [token] }
        guard parts.count == 2 else { return nil }
        let endSuffix = Array(parts[1])
        guard !endSuffix.isEmpty, endSuffix.count <= first.count else { return nil }
        let prefix = first.dropLast(endSuffix.count)
        let startSuffix = Array(first.suffix(endSuffix.count))
        // Only the last character varies; the rest of the suffix must match.
        guard startSuffix.dropLast() == endSuffix.dropLast(),
              let low = startSuffix.last?.unicodeScalars.first?.value,
              let high = endSuffix.last?.unicodeScalars.first?.value,
              low <= high,
              (startSuffix.last!.isNumber) == (endSuffix.last!.isNumber),
              endSuffix.allSatisfy(isCodeCharacter) else { return nil }
        let fixed = String(prefix) + String(startSuffix.dropLast())
        return (low...high).compactMap { Unicode.Scalar($0).map { fixed + String(Character($0)) } }
    }

    /// Two letters A–Z, or three digits 0–9.
    static func isRegionCode(_ characters: [Character]) -> Bool {
        characters.count == 2 && characters.allSatisfy { ("A"..."Z").contains($0) }
            || characters.count == 3 && characters.allSatisfy { ("0"..."9").contains($0) }
    }

    static func isCodeCharacter(_ character: Character) -> Bool {
        ("A"..."Z").contains(character) || ("0"..."9").contains(character)
    }
}
