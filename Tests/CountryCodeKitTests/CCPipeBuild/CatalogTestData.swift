@testable import CCPipeBuild
@testable import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeModel

/// Small in-memory datasets and references for the build-stage tests.
enum CatalogTestData {
    static func record(_ index: Int, code: String?, name: String?, dialCode: String?) -> DatasetRecord {
        let location = SourceLocation(file: "test.json", line: index + 2, column: 3)
        func field(_ key: String, _ text: String?) -> FieldValue? {
            text.map { FieldValue(key: key, kind: .string, text: $0, location: location) }
        }
        return DatasetRecord(index: index, location: location, name: field("name", name),
                             dialCode: field("dial_code", dialCode), code: field("code", code))
    }

    static func dataset(_ rows: [(code: String?, name: String?, dialCode: String?)]) -> Dataset {
        Dataset(file: "test.json", shape: .array,
                records: rows.enumerated().map { record($0.offset, code: $0.element.code, name: $0.element.name, dialCode: $0.element.dialCode) })
    }

    /// Swedish names for a few territories; `sv_FI` has none of its own.
    static let reference = ReferenceData(territoryNames: [
        "sv": TerritoryNames(standard: ["AX": "Åland", "ZM": "Zambia", "AT": "Österrike", "EG": "Egypten", "BR": "Brasilien"]),
        "en": TerritoryNames(standard: ["AX": "Åland Islands", "ZM": "Zambia", "AT": "Austria", "EG": "Egypt"]),
        "root": TerritoryNames(standard: ["XK": "XK"]),
        "zh": TerritoryNames(standard: ["CN": "中国", "US": "美国"]),
        "zh_Hant": TerritoryNames(standard: ["CN": "中國"]),
    ], parentLocales: ["zh_Hant": "root"])

    static let swedishDataset = dataset([
        ("ZM", "Zambia", "+260"),
        ("AX", "Aland Islands", " +358 18 "),
        ("AT", "Austria", "+43"),
        ("EG", "Egypt", "+20"),
        ("BR", "Brazil", "+55"),
    ])
}
