/// Calling codes that regions used to have and that copies of old datasets
/// still carry. Source: ITU-T E.164 assignments as recorded in the ITU
/// Operational Bulletins.
enum HistoricCallingCodes {
    struct Entry: Sendable {
        /// The former calling code's digits.
        var digits: String
        /// Regions that used it.
        var regions: Set<String>
        /// When it stopped being theirs, as the message states it.
        var until: String
    }

    static let entries: [Entry] = [
        Entry(digits: "684", regions: ["AS"], until: "2004, when American Samoa joined the North American Numbering Plan"),
        Entry(digits: "671", regions: ["GU"], until: "1997, when Guam joined the North American Numbering Plan"),
        Entry(digits: "670", regions: ["MP"], until: "1997, when the Northern Mariana Islands joined the North American Numbering Plan"),
        Entry(digits: "42", regions: ["CZ", "SK"], until: "1997, when Czechoslovakia's code was split into +420 and +421"),
        Entry(digits: "38", regions: ["RS", "ME", "HR", "SI", "BA", "MK", "XK"], until: "the 1990s, when Yugoslavia's code was split"),
    ]

    static func entry(for digits: String, region: String) -> Entry? {
        entries.first { $0.digits == digits && $0.regions.contains(region) }
    }
}
