import CCPipeCore
import CCPipeIngest
import CCPipeModel
import CCPipeReference

/// A record without a name, dial code or region code cannot be shown or
/// used, when the other records have one. A field no record has is the
/// dataset's shape (`dataset-convention` says so once), and a region with
/// no calling code of its own rightly has no dial code.
package struct FieldMissingRule: ValidationRule {
    package static let description = RuleDescription(
        id: "field-missing", severity: .error,
        summary: "a record lacks its name, dial code or region code",
        rationale: "A picker needs all three: the name to show, the code to identify the region and the dial code to prefix the number. A dataset none of whose records has names or dial codes leaves them to the reference by design, and 'build' fills them in.",
        passing: [.record(name: "Afghanistan", dialCode: "+93", code: "AF"),
                  RuleExample(#"{"AF": "+93", "AL": "+355", "DZ": "+213", "AD": "+376", "AO": "+244"}"#),
                  RuleExample(#"[{"name": "Antarctica", "code": "AQ"}, {"name": "Afghanistan", "dial_code": "+93", "code": "AF"}]"#)],
        triggering: [RuleExample(#"[{"name": "Afghanistan", "code": "AF"}]"#),
                     RuleExample(#"{"AF": "+93", "AL": "+355", "DZ": "+213", "AD": "+376", "AO": {"name": "Angola"}}"#)])

    package init() {}


    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        forEach(context.dataset.records, reportAll: report) { record in
            RecordField.allCases.compactMap { field -> Finding? in
                guard field.value(in: record) == nil else { return nil }
                // A code found from the alpha-3 code or the name is reported
                // once, by code-derived, not as a missing field per record.
                if field == .code, context.regions[record.index] != nil { return nil }
                if context.uncarried.contains(field) { return nil }
                if field == .dialCode, context.hasNoCallingCode(record) { return nil }
                // Names by language (`name_ru`, `name_en_short`) are names.
                if field == .name, record.carriesName { return nil }
                return finding("record has no \(field.rawValue)\(Self.whereMissing(field, record: record, shape: context.dataset.shape))",
                               at: record.location, code: context.code(of: record), field: field.rawValue)
            } + Self.missingFromMaps(record, shape: context.dataset.shape).map { map, source in
                finding("\"\(map.key)\" has no \"\(record.code?.text ?? "")\"; the record's \(map.field) is read from \"\(source)\" alone",
                        at: record.location, code: context.code(of: record), field: map.field)
            }
        }
    }

    /// In a dataset of region maps, the maps a region is missing from whose
    /// field the record has from another one (a dial code in `"美國 (+1)"`),
    /// with that one: apps that read the map still lack the region.
    static func missingFromMaps(_ record: DatasetRecord, shape: DatasetShape) -> [(RegionMap, String)] {
        guard case .regionMaps(let maps) = shape else { return [] }
        let values = [record.name, record.dialCode].compactMap { $0 } + Array(record.localizedNames.values)
        return maps.compactMap { map in
            guard !values.contains(where: { $0.key.hasPrefix(map.key + ".") }),
                  let other = (map.field == "dial_code" ? record.dialCode : map.field == "name" ? record.name : nil) else { return nil }
            return (map, String(other.key.prefix { $0 != "." }))
        }
    }

    /// In a dataset of region maps, the map the region is missing from.
    static func whereMissing(_ field: RecordField, record: DatasetRecord, shape: DatasetShape) -> String {
        guard case .regionMaps(let maps) = shape, let map = maps.first(where: { $0.field == field.rawValue }),
              let region = record.code?.text else { return "" }
        return ": \"\(map.key)\" has no \"\(region)\""
    }
}
