/// Each of a dataset's region codes' position among them, looked up by the
/// code's bytes rather than by hashing it: a catalog build looks up every
/// region each CLDR locale names (about 300 in a locale with names of its
/// own, times 1,122 locales of CLDR 48.2), and hashing a `String` costs
/// several times what its two or three bytes do as an index.
///
/// Two ASCII capital letters (`SE`, `XK`) and three ASCII digits (`001`,
/// `419`) each have a slot of their own; any other code (a dataset's own,
/// which names no CLDR region) goes to a dictionary, which compares as
/// `String` does.
struct RegionPositions: Sendable {
    private static let letterSlots = 26 * 26
    private static let slotCount = letterSlots + 1000
    /// By slot: the position, or -1.
    private var slots: [Int32]
    private var others: [String: Int] = [:]

    /// `codes` are distinct (`PreparedDataset.regionCodes`).
    init(_ codes: [String]) {
        slots = Array(repeating: -1, count: Self.slotCount)
        for (position, code) in codes.enumerated() {
            if let slot = Self.slot(of: code) {
                slots[slot] = Int32(position)
            } else {
                others[code] = position
            }
        }
    }

    /// `code`'s position among the codes; nil when it is none of them.
    func position(of code: String) -> Int? {
        guard let slot = Self.slot(of: code) else { return others[code] }
        let position = slots[slot]
        return position < 0 ? nil : Int(position)
    }

    /// The slot of two capital letters or three digits; nil for any other code.
    private static func slot(of code: String) -> Int? {
        var utf8 = code.utf8.makeIterator()
        guard let first = utf8.next(), let second = utf8.next() else { return nil }
        guard let third = utf8.next() else {
            guard isCapital(first), isCapital(second) else { return nil }
            return Int(first &- UInt8(ascii: "A")) * 26 + Int(second &- UInt8(ascii: "A"))
        }
        guard utf8.next() == nil, isDigit(first), isDigit(second), isDigit(third) else { return nil }
        return letterSlots + Int(first &- UInt8(ascii: "0")) * 100 + Int(second &- UInt8(ascii: "0")) * 10 + Int(third &- UInt8(ascii: "0"))
    }

    private static func isCapital(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
