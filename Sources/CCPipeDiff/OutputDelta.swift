import CCPipeCore
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
    /// Countries only the new output has, in its order.
    package var rowsAdded: [Row]
    /// Countries only the old output has, in its order.
    package var rowsRemoved: [Row]
    /// The dataset's changes of a name or a dial code that this output does
    /// not show: the picker shows CLDR's name, or the reference's dial code
    /// where the dataset's was wrong, on both sides, and not the new value.
    package var unreached: [Unreached]
    /// The dataset's changes of a name or a dial code to what the picker
    /// showed already on both sides (`Antigua and Barbuda` → CLDR's
    /// `Antigua & Barbuda`): they change nothing a user sees.
    package var alreadyShown: Int
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

    /// A country as the output shows it: its code, name and section.
    package struct Row: Equatable, Sendable {
        package var code: String
        package var name: String
        package var section: String

        package init(code: String, name: String, section: String) {
            self.code = code
            self.name = name
            self.section = section
        }
    }

    /// A change of the dataset's (`field`, `from` → `to`) the output does
    /// not show: it shows `shown` before and after.
    package struct Unreached: Equatable, Sendable {
        package var code: String
        package var field: String
        package var from: String
        package var to: String
        package var shown: String

        package init(code: String, field: String, from: String, to: String, shown: String) {
            self.code = code
            self.field = field
            self.from = from
            self.to = to
            self.shown = shown
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
            && rowsAdded.isEmpty && rowsRemoved.isEmpty && unreached.isEmpty
    }

    /// Whether any row was added, removed, renamed or moved.
    package var rowsChanged: Bool { !rowsAdded.isEmpty || !rowsRemoved.isEmpty || !namesChanged.isEmpty || !rowsMoved.isEmpty }

    /// A country is matched by its code; a code listed twice counts where it
    /// first appears, as a lookup by code finds it there. `changes` are the
    /// dataset's (`DatasetDiff.changed`): those of a name or a dial code the
    /// output shows the same on both sides are `unreached`.
    /// `nameLocale` is the locale the dataset's `name` is in: a change of it
    /// is looked for in that language's pickers only.
    package init(old: Catalog, new: Catalog, changes: [RegionChange] = [], nameLocale: String = "en") {
        locale = new.locale
        let oldTitles = old.sections.map(\.title), newTitles = new.sections.map(\.title)
        sectionsGained = newTitles.filter { !oldTitles.contains($0) }
        sectionsLost = oldTitles.filter { !newTitles.contains($0) }

        var oldRows: [String: (section: String, name: String, dialCode: String)] = [:]
        rowsRemoved = []
        for section in old.sections {
            for country in section.countries where oldRows[country.code] == nil {
                oldRows[country.code] = (section.title, country.name, country.dialCode)
            }
        }
        var seen: Set<String> = []
        var newRows: [String: (name: String, dialCode: String)] = [:]
        rowsMoved = []
        rowsAdded = []
        namesChanged = []
        for section in new.sections {
            for country in section.countries where seen.insert(country.code).inserted {
                newRows[country.code] = (country.name, country.dialCode)
                guard let before = oldRows[country.code] else {
                    rowsAdded.append(Row(code: country.code, name: country.name, section: section.title))
                    continue
                }
                if before.name != country.name { namesChanged.append(NameChange(code: country.code, from: before.name, to: country.name)) }
                if before.section != section.title {
                    rowsMoved.append(RowMove(code: country.code, name: country.name, from: before.section, to: section.title))
                }
            }
        }

        var removedSeen: Set<String> = []
        for section in old.sections {
            for country in section.countries where newRows[country.code] == nil && removedSeen.insert(country.code).inserted {
                rowsRemoved.append(Row(code: country.code, name: country.name, section: section.title))
            }
        }
        let locale = new.locale
        let unchangedInPicker = changes.flatMap { change -> [Unreached] in
            let code = change.code.uppercased()
            guard let before = oldRows[code], let after = newRows[code] else { return [] }
            return change.fields.compactMap { field in
                guard let from = field.old?.description, let to = field.new?.description else { return nil }
                switch field.field {
                case "name" where locale == nameLocale || locale.hasPrefix(nameLocale + "_"), "name_" + locale:
                    return before.name == after.name ? Unreached(code: code, field: field.field, from: from, to: to, shown: after.name) : nil
                case "dial_code":
                    return before.dialCode == after.dialCode ? Unreached(code: code, field: field.field, from: from, to: to, shown: after.dialCode) : nil
                default: return nil
                }
            }
        }
        unreached = unchangedInPicker.filter { $0.to.trimmingWhitespace != $0.shown }
        alreadyShown = unchangedInPicker.count - unreached.count

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
