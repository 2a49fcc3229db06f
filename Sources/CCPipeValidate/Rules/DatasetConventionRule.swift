import CCPipeCore
import CCPipeModel
import CCPipeReference

/// A convention the dataset follows consistently that differs from ccpipe's
/// canonical output, reported once for the whole dataset.
package struct DatasetConventionRule: ListingRule {
    package static let description = RuleDescription(
        id: "dataset-convention", severity: .notice,
        summary: "the dataset consistently writes values another way than ccpipe's canonical output",
        rationale: "Dial codes without '+', with '00' or as numbers, names in another language, ISO 3166-1's names or names of the dataset's own, and lower-case codes are house styles, not mistakes, when a whole file follows them; each is said once, with how 'build' converts it, and only records that depart from the file's own style are reported. So is a field no record carries: a map of regions to dial codes leaves the names to CLDR, and 'build' fills them in.",
        passing: [RuleExample(Self.records(dialCodes: ["+93", "+355", "+213", "+376", "+244"]))],
        triggering: [RuleExample(Self.records(dialCodes: ["93", "355", "213", "376", "244"])),
                     RuleExample(#"{"AF": "+93", "AL": "+355", "DZ": "+213", "AD": "+376", "AO": "+244"}"#),
                     RuleExample(#"{"AF": "Afghanistan", "AL": "Albania", "DZ": "Algeria", "AD": "Andorra", "AO": "Angola"}"#),
                     RuleExample(Self.records(dialCodes: ["0093", "00355", "00213", "00376", "00244"])),
                     RuleExample(#"[{"name": "Antarctica", "dial_code": "-", "code": "AQ"}, {"name": "Bouvet Island", "dial_code": "-", "code": "BV"}]"#),
                     RuleExample(Self.records(dialCodes: ["+93", "+355", "+213", "+376", "+244"]), configuration: #"{"conventions": {"names": "own"}}"#),
                     RuleExample(#"""
                         [{"name": "Antigua and Barbuda", "dial_code": "+1 268", "code": "AG"}, {"name": "Bosnia and Herzegovina", "dial_code": "+387", "code": "BA"},
                          {"name": "Cabo Verde", "dial_code": "+238", "code": "CV"}, {"name": "Saint Lucia", "dial_code": "+1 758", "code": "LC"},
                          {"name": "Trinidad and Tobago", "dial_code": "+1 868", "code": "TT"}]
                         """#)])

    static func records(dialCodes: [String]) -> String {
        let regions = [("Afghanistan", "AF"), ("Albania", "AL"), ("Algeria", "DZ"), ("Andorra", "AD"), ("Angola", "AO")]
        return "[" + zip(regions, dialCodes).map { #"{"name": "\#($0.0.0)", "dial_code": "\#($0.1)", "code": "\#($0.0.1)"}"# }
            .joined(separator: ", ") + "]"
    }

    package init() {}

    package func findings(in context: ValidationContext) -> [Finding] {
        let at = SourceLocation(file: context.dataset.file, line: 1, column: 1)
        let conventions = context.conventions
        let tallies = context.conventionTallies
        var findings: [Finding] = []
        let schema = context.stated.dialCode == nil ? context.dataset.format.schemaDialCodePrefix.map { _ in "as the format's schema writes them" } : nil
        func evidence<Value>(_ tally: ConventionInference.Tally<Value>?) -> String {
            tally.map { "\($0.following) of \($0.counted) records" } ?? schema ?? "stated in the project file"
        }
        if conventions.dialCode != .canonical {
            // Each part of the style with the records that show it.
            let prefixStyled = conventions.dialCode.prefix != .plus, separatorStyled = conventions.dialCode.separator != .space
            let shown = [prefixStyled ? evidence(tallies.dialCodePrefix) : nil,
                         separatorStyled ? evidence(tallies.dialCodeSeparator).replacingOccurrences(of: " records", with: prefixStyled ? " with leading digits" : " records with leading digits") : nil]
                .compactMap { $0 }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.joined(separator: "; ")
            let canonical = separatorStyled ? "'+', the calling code and a space before leading digits" : "'+' and the calling code"
            findings.append(finding("dial codes are written as \(conventions.dialCode.description) (\(shown)); they are judged as written, and 'build' writes \(canonical)",
                                    at: at, code: nil, field: "dial_code"))
        }
        if conventions.codeCase == .lower {
            findings.append(finding("region codes are written in lower case (\(evidence(tallies.codeCase))); they are judged as written, and 'build' writes them in upper case",
                                    at: at, code: nil, field: "code"))
        }
        let count = context.dataset.records.count
        let none = count == 1 ? "the one record has none" : "none of the \(count) records has one"
        if context.uncarried.contains(.name) {
            findings.append(finding("names are not carried (\(none)); 'build' takes CLDR's names in each locale",
                                    at: at, code: nil, field: "name"))
        }
        if context.uncarried.contains(.dialCode) {
            findings.append(finding("dial codes are not carried (\(none)); 'build' takes each region's from libphonenumber",
                                    at: at, code: nil, field: "dial_code"))
        }
        if let placeholders = placeholders(context) { findings.append(placeholders) }
        findings += setAside(context.dataset)
        if conventions.nameLocale != "en" {
            findings.append(finding("names are CLDR's \(conventions.nameLocale) names (\(evidence(tallies.nameLocale)) match); they are checked against those, and 'build' writes each locale's CLDR names",
                                    at: at, code: nil, field: "name"))
        }
        // ISO 3166-1's names spell "Saint" and "and" themselves; otherwise the
        // file's spelling is said with the names it follows, or on its own.
        var spelling: String?
        if conventions.names != .iso, let spelt = context.spelling.description, let tally = tallies.spelling {
            let counts = [context.spelling.saint ? tally.saint : nil, context.spelling.and ? tally.and : nil].compactMap { $0 }
            spelling = "spelt with \(spelt) (\(counts.map(String.init).joined(separator: ", ")) names)"
        }
        if !context.uncarried.contains(.name), let names = Self.names(conventions, stated: context.stated.names != nil, tally: tallies.names) {
            findings.append(finding(names + (spelling.map { "; " + $0 } ?? ""), at: at, code: nil, field: "name"))
        } else if !context.uncarried.contains(.name), let spelling {
            findings.append(finding("names are CLDR's, \(spelling) where CLDR writes \(context.spelling.cldrWords); they are checked and fixed in that spelling, and 'build' writes CLDR's",
                                    at: at, code: nil, field: "name"))
        }
        return findings
    }

    /// Which names the dataset follows, when not CLDR's, with what they
    /// were counted from, how they are checked and what 'build' writes.
    static func names(_ conventions: DatasetConventions, stated: Bool, tally: ConventionInference.NameTally?) -> String? {
        let shown = tally.flatMap { $0.cldr + $0.iso > 0 ? $0.description : nil }
        let counted = [stated ? "stated in the project file" : nil, shown].compactMap { $0 }.joined(separator: "; ")
        switch conventions.names {
        case .cldr:
            return nil
        case .iso:
            return "names are ISO 3166-1's short names (\(counted)); each is checked against ISO's, and 'build' writes each locale's CLDR names"
        case .own:
            return "names are the dataset's own (\(counted)); each is checked to be a known name of its region (CLDR's, ISO 3166-1's or a former one), and 'build' shows them in the \(conventions.nameLocale) picker, CLDR's in other locales"
        }
    }

    /// Placeholders (`"-"`, `"N/A"`) as the dial code of the regions
    /// libphonenumber gives no calling code of their own: none is the
    /// truth for them, and the file says so its way; said once, with the
    /// records, where the first is.
    private func placeholders(_ context: ValidationContext) -> Finding? {
        var texts: [String] = [], regions: [String] = []
        var first: SourceLocation?
        for record in context.dataset.records {
            guard let value = record.dialCode, let raw = value.string, DialCodeText(raw).intrinsicProblems == [.placeholder],
                  context.hasNoCallingCode(record), let region = context.region(of: record) else { continue }
            let shown = "\"\(raw.trimmingWhitespace.escapedForReport.excerpt(16))\""
            if !texts.contains(shown) { texts.append(shown) }
            regions.append(region)
            first = first ?? value.location
        }
        guard let first else { return nil }
        let listed = regions.prefix(8).joined(separator: ", ") + (regions.count > 8 ? ", …" : "")
        return finding("regions with no calling code of their own have \(texts.prefix(3).joined(separator: " or ")) as their dial code "
                           + "(\(Plural.count(regions.count, "record")): \(listed)); "
                           + "it is read as none, and 'build' writes none",
                       at: first, code: nil, field: "dial_code", records: regions.count)
    }

    /// What the reader set aside, each kind said once where it first is.
    private func setAside(_ dataset: Dataset) -> [Finding] {
        var findings: [Finding] = []
        var ended: [(code: String, to: String, territory: String)] = []
        var endedAt: SourceLocation?
        for value in dataset.setAside {
            switch value {
            case .nonGeographic(let codes, let location):
                let shown = codes.prefix(4).map { "+\($0)" }.joined(separator: ", ") + (codes.count > 4 ? ", …" : "")
                findings.append(finding("territory 001 holds the calling codes of no region (\(shown)); a picker has no row for them, so they are not checked and 'build' leaves them out",
                                        at: location, code: nil, field: "dial_code"))
            case .endedDialCode(let code, let to, let territory, let location):
                ended.append((code, to, territory))
                endedAt = endedAt ?? location
            }
        }
        if let endedAt {
            let shown = ended.prefix(3).map { "+\($0.code) for \($0.territory) until \($0.to)" }.joined(separator: ", ") + (ended.count > 3 ? ", …" : "")
            let codes = "\(ended.count) dial \(Plural.word(ended.count, "code has", "codes have"))"
            findings.append(finding("\(codes) a 'to' date (\(shown)): former codes, not checked as current ones, and not built",
                                    at: endedAt, code: nil, field: "dial_code"))
        }
        return findings
    }
}
