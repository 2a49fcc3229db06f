/// How the dataset was laid out on disk; recognised without flags.
package enum DatasetShape: Hashable, Sendable, CustomStringConvertible {
    /// `[{"name", "dial_code", "code"}, …]` and arrays of richer objects.
    case array
    /// `{"phone_codes": [ … ]}`: an object wrapping the array under `key`.
    case wrappedArray(key: String)
    /// `{"AF": "+93", …}` or `{"AF": {…}, …}`: an object keyed by ISO code.
    case keyedByCode
    /// `{"46": "SE", …}` or `{"+1": ["US", "CA"], …}`: keyed by dial code,
    /// each region in a value list a record of its own.
    case keyedByDialCode
    /// `{"SWE": "+46", …}`: keyed by ISO 3166-1 alpha-3 code.
    case keyedByAlpha3
    /// `{"Sweden": "+46", …}`: keyed by the region's name.
    case keyedByName
    /// `{"names": […], "codes": […]}`: one array per field, a record per index.
    case parallelArrays(keys: [String])
    /// `{"countries": ["Afghanistan", …], "codes": [{…}, …]}`: the records
    /// under `key`, and beside them an array of as many names under `names`.
    case wrappedArrayWithNames(key: String, names: String)
    /// `{"names": {"US": "美國 (+1)", …}, "dial_codes": {"US": "+1", …}}`:
    /// objects keyed by region code, each one field of the same records.
    case regionMaps([RegionMap])
    /// CLDR's `<telephoneCodeData>`: a record per `<codesByTerritory>`.
    case telephoneCodeData

    package var description: String {
        switch self {
        case .array: "array of records"
        case .wrappedArray(let key): "array of records under \"\(key)\""
        case .keyedByCode: "object keyed by region code"
        case .keyedByDialCode: "object keyed by dial code"
        case .keyedByAlpha3: "object keyed by alpha-3 code"
        case .keyedByName: "object keyed by name"
        case .parallelArrays(let keys): "parallel arrays " + keys.map { "\"\($0)\"" }.joined(separator: ", ")
        case .wrappedArrayWithNames(let key, let names): "array of records under \"\(key)\", names under \"\(names)\""
        case .regionMaps(let maps): "objects keyed by region code, " + maps.map { "\"\($0.key)\" for \($0.field)" }.joined(separator: ", ")
        case .telephoneCodeData: "CLDR telephoneCodeData, a record per codesByTerritory"
        }
    }
}

/// One object of a `regionMaps` dataset: its key and the field its values
/// are (`name`, `dial_code`, or `name@zh_Hant` for a map named by a language).
package struct RegionMap: Hashable, Sendable {
    package var key: String
    package var field: String

    package init(key: String, field: String) {
        self.key = key
        self.field = field
    }
}
