/// English names regions no longer use, which old datasets still carry.
/// Sources: the UN Statistics Division's M49 list and the ISO 3166
/// Maintenance Agency's newsletters recording the renamings.
enum FormerNames {
    struct Entry: Sendable {
        var region: String
        /// The renaming, as the message states it.
        var change: String
    }

    /// Former name, folded as `NameMatcher.fold` folds → entry.
    static let byFoldedName: [String: Entry] = {
        var table: [String: Entry] = [:]
        for (name, region, change) in entries { table[NameMatcher.fold(name)] = Entry(region: region, change: change) }
        return table
    }()

    /// Region → its former names as written here, for a dataset of its own
    /// names, where each is a known name.
    static let byRegion: [String: [String]] = Dictionary(grouping: entries, by: \.1).mapValues { $0.map(\.0) }

    /// Name, region, renaming.
    private static let entries: [(String, String, String)] = [
        ("Swaziland", "SZ", "renamed Eswatini in 2018"),
        ("Kingdom of Swaziland", "SZ", "renamed Eswatini in 2018"),
        ("Macedonia", "MK", "renamed North Macedonia in 2019"),
        ("Republic of Macedonia", "MK", "renamed North Macedonia in 2019"),
        ("The former Yugoslav Republic of Macedonia", "MK", "renamed North Macedonia in 2019"),
        ("Macedonia, the former Yugoslav Republic of", "MK", "renamed North Macedonia in 2019"),
        ("FYROM", "MK", "renamed North Macedonia in 2019"),
        ("Burma", "MM", "renamed Myanmar in 1989"),
        ("Zaire", "CD", "renamed Democratic Republic of the Congo in 1997"),
        ("Ceylon", "LK", "renamed Sri Lanka in 1972"),
        ("Upper Volta", "BF", "renamed Burkina Faso in 1984"),
        ("Dahomey", "BJ", "renamed Benin in 1975"),
        ("Western Samoa", "WS", "renamed Samoa in 1997"),
        ("Libyan Arab Jamahiriya", "LY", "renamed Libya in 2011"),
        ("Turkey", "TR", "renamed Türkiye at the United Nations in 2022"),
    ]
}
