import CCPipeCore
import CCPipeIngest
import CCPipeModel

/// The values the canonical outputs take from the reference because the
/// dataset's are wrong, as validation judges them (`OutputCorrection`):
/// worked out with the findings, whether or not a finding is accepted, so
/// that `build` and `diff` publish what `check` calls right.
///
/// - A region code the references replace with one region (`BU`, `FX`,
///   `UK`) is published as that region, unless another record has it; a
///   code that names no one region (`AN`, `EU`, `QQ`), or a region an
///   earlier record has, leaves the record out.
/// - A dial code that dials another region or none, that the region no
///   longer uses, or that is no dial code at all, is published as the
///   region's from libphonenumber (`+537` for Cyprus is `+357`); one the
///   region's own digits lead to (`+876`, Jamaica's area code) with its
///   calling code (`+1 876`).
/// - A name that is another region's is published as CLDR's, where the
///   outputs would show the dataset's names, unless the project file
///   states the dataset's own names (`"names": "own"`): those stand.
///
/// An entry of the project file's `own_values` keeps the dataset's value
/// of that region's field, and is listed too.
package enum OutputCorrections {
    package static func of(_ context: ValidationContext, ownValues: [Configuration.OwnValue]) -> [OutputCorrection] {
        let kept = Dictionary(ownValues.map { ("\($0.code.uppercased()) \($0.field)", $0.reason) }, uniquingKeysWith: { first, _ in first })
        let reference = context.reference
        let plan = context.dialingPlan
        let suggestions = RegionCode.Suggestions(reference)
        var corrections: [OutputCorrection] = []
        var published: [String: SourceLocation] = [:]
        let otherRegions = Set(context.names.compactMap { entry -> SourceLocation? in
            guard case .otherRegion = entry.match else { return nil }
            return entry.value.location
        })
        let isOtherRegions = { (record: DatasetRecord) in record.name.map { otherRegions.contains($0.location) } ?? false }
        // The regions the records name as they are, for telling a successor another record has.
        var named = Set<String>()
        for record in context.dataset.records {
            if let region = context.region(of: record), reference.regionStatus[region] == .regular { named.insert(region) }
        }
        func add(_ record: DatasetRecord, _ value: FieldValue?, _ region: String, _ field: String, published: String?,
                 _ kind: OutputCorrection.Kind, _ reason: String) {
            let location = value?.location ?? record.location
            corrections.append(OutputCorrection(record: record.index, line: location.line, column: location.column, code: region, field: field,
                                                written: value?.text ?? "", published: published, kind: kind, reason: reason))
        }
        for record in context.dataset.records {
            guard let written = context.region(of: record) else { continue }
            let ownCode = kept["\(written) code"]
            // The region the record is published under, or none.
            var region = written
            if let reason = ownCode {
                if reference.regionStatus[written] != .regular { add(record, record.code, written, "code", published: written, .kept, reason) }
            } else if reference.regionStatus[written] != .regular {
                // A code that is not two letters may still name one region (`AFG`).
                let suggested = RegionCode.isWellFormed(written) ? nil : suggestions.suggestion(for: written)
                let successors = suggested.map { [$0] } ?? (reference.territoryAliases[written] ?? []).filter { reference.regionStatus[$0] == .regular }
                if successors.count == 1, !named.contains(successors[0]) {
                    region = successors[0]
                    add(record, record.code, written, "code", published: region, .reference,
                        suggested == nil ? "\(written) is \(region)'s former code" : "\(written) is \(region)'s code written otherwise")
                } else {
                    let why = successors.count == 1 ? "\(written) is \(successors[0])'s former code, and another record is \(successors[0])"
                        : successors.count > 1 ? "\(written) was divided among \(successors.joined(separator: ", ")), and which is meant is a person's choice"
                        : RegionCode.isWellFormed(written) ? "\(written) names no region" : "it has no region code"
                    add(record, record.code, written, "code", published: nil, .leftOut, why)
                    continue
                }
            }
            // One record a region: a later one repeats it.
            if let first = published[region] {
                add(record, record.code, region, "code", published: nil, .leftOut, "the record at \(first.line):\(first.column) is \(region) too")
                continue
            }
            published[region] = record.location
            if let correction = dialCode(of: record, region: region, plan: plan, kept: kept["\(written) dial_code"], context: context) {
                corrections.append(correction)
            }
            // A dataset stated to follow its own names keeps them (`"names": "own"`).
            guard context.stated.names != .own else { continue }
            if let reason = kept["\(written) name"], let value = record.name, isOtherRegions(record) {
                add(record, value, region, "name", published: value.text, .kept, reason)
            } else if let value = record.name, isOtherRegions(record), let name = context.namesInNameLocale.standard[region] {
                add(record, value, region, "name", published: name, .reference, "it is another region's name")
            }
        }
        return corrections
    }

    /// The record's dial code as published, when it is not the dataset's.
    private static func dialCode(of record: DatasetRecord, region: String, plan: DialingPlan, kept: String?,
                                 context: ValidationContext) -> OutputCorrection? {
        // A record without a dial code, or whose region has none, is the reference's to fill, as ever.
        guard let value = record.dialCode, let canonical = plan.canonicalDialCode(of: region) else { return nil }
        let raw = ValidationContext.dialCodeText(value, style: context.conventions.dialCode) ?? ""
        let text = DialCodeText(raw)
        let why: String
        var fixed = canonical
        if let digits = text.digits, !text.intrinsicProblems.contains(where: \.unreadable) {
            switch DialCodeAssessment.verdict(raw: ValidationContext.plusForm(raw), digits: digits, region: region, plan: plan) {
            case .otherRegion(let reached, _): why = "+\(digits) dials \(reached.map(context.displayName(of:)).joined(separator: ", "))"
            case .unassigned: why = "+\(digits) is no calling code"
            case .foreignDigits: why = "+\(digits) is not \(region)'s"
            case .discontinued(let until, _): why = "+\(digits) was \(region)'s until \(until.prefix { $0 != "," })"
            case .missingCallingCode(let callingCode, let withCode, _):
                why = "+\(digits) lacks its calling code +\(callingCode)"
                fixed = withCode ?? canonical
            default: return nil
            }
        } else {
            why = raw.trimmingWhitespace.isEmpty ? "it is empty" : "it is not a dial code"
        }
        let location = value.location
        if let kept {
            // As written, with '+': split by the plan it would read as another region's (`+53 7`).
            return OutputCorrection(record: record.index, line: location.line, column: location.column, code: region, field: "dial_code",
                                    written: raw, published: ValidationContext.plusForm(raw).trimmingWhitespace, kind: .kept, reason: kept)
        }
        return OutputCorrection(record: record.index, line: location.line, column: location.column, code: region, field: "dial_code",
                                written: raw, published: fixed, kind: .reference, reason: why)
    }
}
