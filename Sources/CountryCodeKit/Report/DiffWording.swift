/// Words every diff report shares, so the formats say the same thing.
enum DiffWording {
    static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
    }

    /// The one-line verdict: whether the change brings in error findings.
    static func verdict(_ report: DiffReport) -> String {
        let errors = report.introducedErrors
        return errors == 0 ? "This change introduces no error findings."
            : "This change introduces \(count(errors, "error finding"))."
    }

    /// What the change does to the data and the findings, in one sentence.
    static func outline(_ report: DiffReport) -> String {
        let data = report.data
        let dataPart = data.isEmpty ? "no data change"
            : "\(data.added.count) added, \(data.removed.count) removed, \(data.changed.count) changed, \(data.recoded.count) recoded"
                + (data.unmatchedOld.count + data.unmatchedNew.count > 0
                    ? ", \(count(data.unmatchedOld.count + data.unmatchedNew.count, "record")) without a code unmatched" : "")
        let findings = report.findings
        return "\(dataPart); findings: \(findings.introduced.count) introduced, \(findings.fixed.count) fixed, \(findings.unchanged.count) still present"
    }

    static func side(_ side: DiffReport.Side) -> String {
        "\(side.file) (\(count(side.records, "record")), \(side.summary.sentence))"
    }

    /// A value as the text formats show it: strings quoted, other JSON kinds
    /// as literals, and `(absent)` when the side has no such field.
    static func value(_ value: DiffValue?) -> String {
        guard let value else { return "(absent)" }
        return value.kind == .string ? "\"\(printable(value.description))\"" : printable(value.description)
    }

    static func record(_ record: RegionRecord) -> String {
        "\(printable(record.code ?? "(no code)")) \(value(record.name)) \(value(record.dialCode))"
    }

    /// Control characters written as `\u{…}`, so that data cannot move the
    /// cursor, recolour a terminal or break a line of a report.
    static func printable(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}" {
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
