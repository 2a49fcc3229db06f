import Foundation

/// `SearchFolding` for what the user types, one keystroke at a time,
/// without Foundation's general folding (microseconds per call) on the
/// usual path: each character's fold is looked up in a table made when the
/// catalog is loaded, and the result recomposed. The table covers the
/// characters of the catalog's texts and their other case, and those typed
/// from a keyboard or input method (Latin-1 and Extended-A, kana, half- and
/// full-width forms); a query with anything else is folded by
/// `SearchFolding` itself. `ccpipe preview` gives the browser this table,
/// so the page folds as the app does.
struct QueryFolding: Sendable {
    let folding: SearchFolding
    /// Scalars whose fold is not themselves, with their fold.
    let table: [Unicode.Scalar: String]
    /// Every scalar the table has looked at, whether it folds or not.
    private let covered: Set<Unicode.Scalar>

    init(locale: String, texts: [String]) {
        folding = SearchFolding(locale: locale)
        var scalars = Set<Unicode.Scalar>()
        for text in texts {
            for scalar in text.unicodeScalars where !scalar.isASCII {
                scalars.insert(scalar)
                for other in String(scalar).lowercased().unicodeScalars { scalars.insert(other) }
                for other in String(scalar).uppercased().unicodeScalars { scalars.insert(other) }
            }
        }
        for range in Self.typedRanges {
            for value in range { if let scalar = Unicode.Scalar(value) { scalars.insert(scalar) } }
        }
        var table: [Unicode.Scalar: String] = [:]
        for scalar in scalars {
            let folded = folding.fold(String(scalar))
            if folded != String(scalar) { table[scalar] = folded }
        }
        self.table = table
        covered = scalars
    }

    /// What people type from keyboards and input methods. ASCII is folded
    /// without the table, but the page folds everything with it.
    static let typedRanges: [ClosedRange<UInt32>] = [0x20...0x7E, 0xA0...0x17F, 0x2019...0x2019, 0x3041...0x30FF, 0xFF01...0xFF9F]

    /// What `SearchFolding.fold` gives for `text`.
    func fold(_ text: String) -> String {
        // Turkish and Azerbaijani fold ASCII `I` apart: the general path.
        guard folding.foldsASCIIByLowercasing else { return folding.fold(text) }
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return folding.fold(text) }
        var out = String.UnicodeScalarView()
        var needsComposing = false
        let input = Self.mayDecompose(text) ? text.precomposedStringWithCanonicalMapping : text
        for scalar in input.unicodeScalars {
            if scalar.isASCII {
                out.append(("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 0x20)! : scalar)
            } else if let folded = table[scalar] {
                out.append(contentsOf: folded.unicodeScalars)
                needsComposing = needsComposing || folded.unicodeScalars.contains(where: Self.isCombining)
            } else if covered.contains(scalar) {
                out.append(scalar)
            } else {
                return folding.fold(text)
            }
        }
        let result = String(out)
        return needsComposing ? result.precomposedStringWithCanonicalMapping : result
    }

    /// Whether NFC could change the text: it has a combining mark.
    private static func mayDecompose(_ text: String) -> Bool { text.unicodeScalars.contains(where: isCombining) }

    private static func isCombining(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.canonicalCombiningClass != .notReordered || (0x3099...0x309A).contains(scalar.value)
    }
}
