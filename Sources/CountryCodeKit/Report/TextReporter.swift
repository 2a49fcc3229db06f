/// `file:line:column: severity: message [rule-id]`, one finding a line in
/// location order, then a summary line: the format compilers use, so editors
/// and terminals link each line to its place.
public enum TextReporter {
    public static func render(_ findings: [Finding], dataset: Dataset) -> String {
        var out = ""
        for finding in findings.sorted() {
            out += "\(finding.location): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]\n"
            if let expected = finding.expected, !expected.isEmpty {
                out += "    suggested: \(expected)\n"
            }
        }
        let records = dataset.records.count
        out += "\(dataset.file): \(records) \(records == 1 ? "record" : "records") (\(dataset.shape)): \(FindingSummary(findings).sentence)\n"
        return out
    }
}
