import CCPipeModel

/// What a change does to one locale's canonical output: the names a picker
/// shows, its sections and its index bar. Order within a section is left
/// out, since it follows from the names.
package struct OutputDelta: Equatable, Sendable {
    package var locale: String
    /// Countries on both sides shown under another name, in new-side order:
    /// a reference update renames them (`Turkey` → `Türkiye`), a dataset
    /// change only those CLDR does not name.
    package var namesChanged: [NameChange]
    /// Section titles only the new output has, in its order.
    package var sectionsGained: [String]
    /// Section titles only the old output has, in its order.
    package var sectionsLost: [String]
    /// Countries on both sides filed under another section, in new-side order.
    package var rowsMoved: [RowMove]
    /// Index labels that held countries and now hold none.
    package var lettersEmptied: [String]
    /// Index labels that held no countries and now hold some.
    package var lettersFilled: [String]
    /// Records each side's build left out (no usable code, or no name).
    package var skippedOld: Int
    package var skippedNew: Int
    /// Both sides' catalogs, for reports that show them (`diff --format html`
    /// embeds their previews).
    package var oldCatalog: Catalog?
    package var newCatalog: Catalog?

    /// Whether a picker's sections look different: a section gained or lost,
    /// or a row filed elsewhere.
    package var sectionsChanged: Bool { !sectionsGained.isEmpty || !sectionsLost.isEmpty || !rowsMoved.isEmpty }

    package struct NameChange: Equatable, Sendable {
        package var code: String
        package var from: String
        package var to: String

        package init(code: String, from: String, to: String) {
            self.code = code
            self.from = from
            self.to = to
        }
    }

    package struct RowMove: Equatable, Sendable {
        package var code: String
        /// The name the new output shows.
        package var name: String
        package var from: String
        package var to: String

        package init(code: String, name: String, from: String, to: String) {
            self.code = code
            self.name = name
            self.from = from
            self.to = to
        }
    }

    package var isEmpty: Bool {
        namesChanged.isEmpty && sectionsGained.isEmpty && sectionsLost.isEmpty && rowsMoved.isEmpty && lettersEmptied.isEmpty && lettersFilled.isEmpty
    }

    /// A country is matched by its code; a code listed twice counts where it
    /// first appears, as a lookup by code finds it there.
    package init(old: Catalog, new: Catalog) {
        locale = new.locale
        let oldTitles = old.sections.map(\.title), newTitles = new.sections.map(\.title)
        sectionsGained = newTitles.filter { !oldTitles.contains($0) }
        sectionsLost = oldTitles.filter { !newTitles.contains($0) }

        var oldRows: [String: (section: String, name: String)] = [:]
        for section in old.sections {
            for country in section.countries where oldRows[country.code] == nil { oldRows[country.code] = (section.title, country.name) }
        }
        var seen: Set<String> = []
        rowsMoved = []
        namesChanged = []
        for section in new.sections {
            for country in section.countries where seen.insert(country.code).inserted {
                guard let before = oldRows[country.code] else { continue }
                if before.name != country.name { namesChanged.append(NameChange(code: country.code, from: before.name, to: country.name)) }
                if before.section != section.title {
                    rowsMoved.append(RowMove(code: country.code, name: country.name, from: before.section, to: section.title))
                }
            }
        }

        var oldCounts: [String: Int] = [:]
        for letter in old.letters { oldCounts[letter.label, default: 0] += letter.count }
        var newCounts: [String: Int] = [:]
        for letter in new.letters { newCounts[letter.label, default: 0] += letter.count }
        let labels = Self.labelsInOrder(new.letters.map(\.label) + old.letters.map(\.label))
        lettersEmptied = labels.filter { (oldCounts[$0] ?? 0) > 0 && (newCounts[$0] ?? 0) == 0 }
        lettersFilled = labels.filter { (oldCounts[$0] ?? 0) == 0 && (newCounts[$0] ?? 0) > 0 }
        skippedOld = old.skipped.count
        skippedNew = new.skipped.count
        oldCatalog = old
        newCatalog = new
    }

    private static func labelsInOrder(_ labels: [String]) -> [String] {
        var seen: Set<String> = []
        return labels.filter { seen.insert($0).inserted }
    }
}
