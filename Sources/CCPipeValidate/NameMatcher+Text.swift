import CCPipeCore
import Foundation

// How names are compared: folded, measured, and recognised when damaged.
extension NameMatcher {
    /// How `name` is a damaged copy of `standard`, if it is one.
    static func damage(of name: String, standard: String) -> String? {
        if name.unicodeScalars.contains("\u{FFFD}") { return "holds U+FFFD, the mark of undecodable bytes" }
        if name != standard, misreadForms(of: standard).contains(name) {
            return "is UTF-8 read as Latin-1 or Windows-1252"
        }
        let asciiOnly = String(standard.unicodeScalars.filter(\.isASCII).map(Character.init))
        if asciiOnly != standard, name == asciiOnly || name == asciiOnly.trimmingWhitespace {
            return "has lost its non-ASCII letters"
        }
        return nil
    }

    /// Windows-1252's characters for bytes 0x80–0x9F, where it differs from Latin-1.
    private static let windows1252: [Unicode.Scalar: UInt8] = [
        "€": 0x80, "‚": 0x82, "ƒ": 0x83, "„": 0x84, "…": 0x85, "†": 0x86, "‡": 0x87, "ˆ": 0x88, "‰": 0x89,
        "Š": 0x8A, "‹": 0x8B, "Œ": 0x8C, "Ž": 0x8E, "‘": 0x91, "’": 0x92, "“": 0x93, "”": 0x94, "•": 0x95,
        "–": 0x96, "—": 0x97, "˜": 0x98, "™": 0x99, "š": 0x9A, "›": 0x9B, "œ": 0x9C, "ž": 0x9E, "Ÿ": 0x9F,
    ]

    /// What `text` looks like when its UTF-8 bytes are read as Windows-1252
    /// or Latin-1: with C1 control characters kept, or dropped as most
    /// displays drop them (`Åland` becomes `Ã…land`, `Ã\u{85}land` or `Ãland`).
    static func misreadForms(of text: String) -> Set<String> {
        let bytes = Array(text.utf8)
        guard bytes.contains(where: { $0 >= 0x80 }) else { return [] }
        let byScalar = Dictionary(uniqueKeysWithValues: windows1252.map { ($0.value, $0.key) })
        var windows = "", latin1 = "", dropped = ""
        for byte in bytes {
            let plain = Unicode.Scalar(byte)
            latin1.unicodeScalars.append(plain)
            windows.unicodeScalars.append(byScalar[byte] ?? plain)
            if !(0x80...0x9F).contains(byte) { dropped.unicodeScalars.append(plain) }
        }
        return [windows, latin1, dropped]
    }

    /// Lower case, no diacritics, letters and digits only.
    static func fold(_ name: String) -> String {
        // ASCII folds to its lower-case letters and digits; Foundation's
        // folding is only needed beyond it.
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(name.utf8.count)
            for byte in name.utf8 {
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 32)
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): bytes.append(byte)
                default: break
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        return String(folded.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }
            .map(Character.init))
    }

    /// Names longer than this (in Unicode scalars) are not measured: CLDR's
    /// longest territory name in any locale is under 100 characters, and a
    /// name of 1,000 measured against names of 1,000 took 18 ms a record.
    static let longestMeasured = 128

    /// Of `candidates`, the one nearest to `text` (both as given: fold them
    /// first to compare folded), the first of equals; nil when `text` is
    /// longer than `longestMeasured`, or no candidate is that short. Each
    /// candidate is measured once, and only as far as it could still be
    /// nearer than the nearest so far (`distance(_:_:below:)`).
    static func closest(to text: String, among candidates: [String], measuring: (String) -> String = { $0 }) -> String? {
        let measured = Array(text.unicodeScalars)
        guard measured.count <= longestMeasured else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let other = Array(measuring(candidate).unicodeScalars)
            guard other.count <= longestMeasured else { continue }
            let bound = best?.distance ?? Int.max
            if let distance = distance(measured, other, below: bound) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Levenshtein distance over Unicode scalars.
    static func distance(_ a: String, _ b: String) -> Int {
        distance(Array(a.unicodeScalars), Array(b.unicodeScalars), below: Int.max)!
    }

    /// Levenshtein distance when it is less than `bound`, else nil: the
    /// lengths alone can rule a candidate out, and a row whose every cell
    /// has reached the bound ends the measuring.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], below bound: Int) -> Int? {
        guard abs(a.count - b.count) < bound else { return nil }
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            var smallest = i
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                smallest = min(smallest, current[j])
            }
            guard smallest < bound else { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] < bound ? previous[b.count] : nil
    }
}
