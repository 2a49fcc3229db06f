import CCPipeModel

/// What the keys of a keyed object are. Decided from all keys together, so
/// that `"UK"` among region codes is read as a (wrong) region code and `"1"`
/// among dial codes as a dial code, not each key on its own.
enum DatasetKeyKind: Hashable {
    case regionCode, dialCode, alpha3, name

    /// Nil when the keys do not agree on one kind, or there are none.
    init?(keys: [String]) {
        guard !keys.isEmpty else { return nil }
        if keys.allSatisfy({ ValuePattern.isLetters($0, count: 2) }) {
            self = .regionCode
        } else if keys.allSatisfy(ValuePattern.isDialCode) {
            self = .dialCode
        } else if keys.allSatisfy({ ValuePattern.isLetters($0, count: 3) }) {
            self = .alpha3
        } else if keys.allSatisfy({ $0.unicodeScalars.contains(where: \.properties.isAlphabetic) }) {
            self = .name
        } else {
            return nil
        }
    }

    var shape: DatasetShape {
        switch self {
        case .regionCode: .keyedByCode
        case .dialCode: .keyedByDialCode
        case .alpha3: .keyedByAlpha3
        case .name: .keyedByName
        }
    }
}
