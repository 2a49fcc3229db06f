import CCPipeCore
import CCPipeIngest
import CCPipeModel

/// Records without a region code: found from their alpha-3 code or name,
/// said once; a name that names no region, or several, is an error.
package struct CodeDerivedRule: ListingRule {
    package static let description = RuleDescription(
        id: "code-derived", severity: .notice,
        summary: "records have no region code; their regions are found from their alpha-3 codes or names",
        rationale: "A list of names and dial codes can still be checked, and built, once each name is matched to its region in CLDR or ISO 3166-1; 'build' writes the region codes it found.",
        passing: [.record(name: "Sweden", dialCode: "+46", code: "SE")],
        triggering: [RuleExample(#"[{"name": "Sweden", "dial_code": "+46"}]"#),
                     RuleExample(#"[{"name": "Sweden", "dial_code": "+46", "iso3": "SWE"}]"#)])

    package init() {}

    package func findings(in context: ValidationContext) -> [Finding] {
        let byName = context.derivations.values.filter { $0 == .name }.count
        let byAlpha3 = context.derivations.values.filter { $0 == .alpha3 }.count
        var byEmbedding: [String: Int] = [:]
        for case .embedded(let key) in context.derivations.values { byEmbedding[key, default: 0] += 1 }
        let embedded = byEmbedding.values.reduce(0, +)
        guard byName + byAlpha3 + embedded > 0 else { return [] }
        let how = byEmbedding.sorted { $0.key < $1.key }.map { "\($0.value) from the codes in the values of \"\($0.key)\" (file names such as …/AF.svg)" }
            + [byAlpha3 > 0 ? "\(byAlpha3) from alpha-3 codes" : nil, byName > 0 ? "\(byName) from names" : nil].compactMap { $0 }
        let total = byName + byAlpha3 + embedded
        let found = "the regions were found \(how.joined(separator: " and ")), and 'build' writes them"
        return [finding("\(Plural.count(total, "record has", "records have")) no region code; \(found)",
                        at: SourceLocation(file: context.dataset.file, line: 1, column: 1), code: nil, field: "code")]
    }
}
