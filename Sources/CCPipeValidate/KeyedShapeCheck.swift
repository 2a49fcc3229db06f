import CCPipeCore
import CCPipeIngest
import CCPipeModel

/// An object is read as keyed by region code, alpha-3 code or name from
/// the look of its keys alone (`DatasetKeyKind`): `{"foo": 1}` has three
/// letters, as an alpha-3 code has. With the reference at hand, keys most
/// of which name no region show that the object is something else, and
/// its shape is unknown: the reader's error for it, with the keys it saw.
package enum KeyedShapeCheck {
    /// Nil when the dataset is not keyed, or at least half its keys name a region.
    package static func unknownShape(_ dataset: Dataset, reference: ReferenceData) -> InputError? {
        let kind: String
        let keys: [FieldValue]
        let known: (String) -> Bool
        switch dataset.shape {
        case .keyedByCode:
            kind = "region codes"
            keys = dataset.records.compactMap(\.code).filter { $0.key == RecordReader.objectKey }
            known = { key in
                let code = key.uppercased()
                // A reserved or private-use code names no region either.
                let status = reference.regionStatus[code]
                return status == .regular || status == .deprecated || !(reference.territoryAliases[code] ?? []).isEmpty
            }
        case .keyedByAlpha3:
            kind = "alpha-3 codes"
            keys = dataset.records.compactMap(\.code).filter { $0.key == RecordReader.objectKey }
            let table = RegionLookup.byAlpha3(reference)
            known = { table[$0.uppercased()] != nil }
        case .keyedByName:
            kind = "region names"
            keys = dataset.records.compactMap(\.name).filter { $0.key == RecordReader.objectKey }
            let lookup = RegionLookup(reference: reference)
            known = { !lookup.regions(named: $0).isEmpty }
        default:
            return nil
        }
        // An over-long key is field-too-long's, and the shape it was read
        // as is the reader's best guess: it is judged as that.
        guard !keys.contains(where: { $0.kind == .oversized }) else { return nil }
        let texts = keys.compactMap(\.text)
        guard !texts.isEmpty, texts.count(where: known) * 2 < texts.count else { return nil }
        let shown = texts.prefix(DatasetMessage.listedKeys).map(DatasetMessage.quoted).joined(separator: ", ")
            + (texts.count > DatasetMessage.listedKeys ? ", … (\(texts.count) keys)" : "")
        let named = texts.count(where: known)
        return InputError("unknown dataset shape: \(DatasetMessage.expectedShapes); found an object whose keys look like \(kind) but "
                              + "\(named == 0 ? "none" : "only \(named) of \(texts.count)") names a region: \(shown)",
                          at: keys[0].location)
    }
}
