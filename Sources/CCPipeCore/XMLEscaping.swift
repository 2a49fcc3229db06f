/// Escaping for the XML the importers write. Attribute values also escape
/// tab and line breaks, which a parser would otherwise normalise to spaces.
package enum XMLEscaping {
    package static func attribute(_ value: String) -> String {
        escape(value) { scalar in
            switch scalar {
            case "\"": "&quot;"
            case "\t": "&#9;"
            case "\n": "&#10;"
            default: nil
            }
        }
    }

    package static func text(_ value: String) -> String {
        escape(value) { _ in nil }
    }

    /// Escapes the characters markup needs escaped everywhere, then those
    /// `extra` names.
    private static func escape(_ value: String, extra: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\r": result += "&#13;"
            default:
                if let replacement = extra(scalar) { result += replacement } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }

    /// A comment may not contain `--` nor end in `-`.
    package static func comment(_ value: String) -> String {
        var result = value
        while result.contains("--") { result = result.replacingOccurrences(of: "--", with: "- -") }
        if result.hasSuffix("-") { result += " " }
        return result
    }
}
