import CCPipeModel

// How name findings speak of the names the dataset is held to, by its
// names policy (`DatasetConventions.names`).
extension ValidationContext {
    /// Whose names the dataset is held to, as messages say it: `CLDR English`
    /// (`CLDR zh_Hant`), or `ISO 3166-1` in a dataset of ISO's names. A
    /// dataset of its own names is measured against CLDR's where it names
    /// another region's.
    package var nameAuthority: String {
        conventions.names == .iso ? "ISO 3166-1" : "CLDR \(nameLanguage)"
    }

    /// The clause that gives the name a finding suggests:
    /// `CLDR English names the region "Eswatini"`, `ISO 3166-1 names the
    /// region "Cabo Verde"`, or, in a dataset of its own names, `the
    /// region's known name is "Åland Islands"`.
    func regionNamed(_ name: String) -> String {
        conventions.names == .own ? "the region's known name is \"\(name)\"" : "\(nameAuthority) names the region \"\(name)\""
    }
}
