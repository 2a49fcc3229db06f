import CCPipeBuild
import CCPipeCore
import CCPipeDiff
import CCPipeIngest
import CCPipeModel
import CCPipeValidate
import CountryCatalogCore

/// The tables of the HTML diff report.
package enum DiffHTMLTables {
    private static let escape = ReportText.html

    static func records(_ data: DatasetDiff) -> String {
        var rows: [String] = []
        func cell(_ value: DiffValue?) -> String { value.map { escape($0.description) } ?? "" }
        func changedCell(_ field: String, _ changes: [FieldChange], current: DiffValue?) -> String {
            guard let change = changes.first(where: { $0.field == field }) else { return cell(current) }
            return "<del>\(cell(change.old))</del> → <ins>\(cell(change.new))</ins>"
        }
        func others(_ changes: [FieldChange]) -> String {
            changes.filter { $0.field != "name" && $0.field != "dial_code" }
                .map { "\(escape($0.field)): <del>\(cell($0.old))</del> → <ins>\(cell($0.new))</ins>" }
                .joined(separator: "<br>")
        }
        func row(_ kind: String, _ mark: String, _ cells: [String]) -> String {
            "<tr class=\"\(kind)\"><td class=\"mark\">\(mark)</td>" + cells.map { "<td>\($0)</td>" }.joined() + "</tr>\n"
        }
        func plain(_ kind: String, _ mark: String, _ record: RegionRecord) -> String {
            row(kind, mark, [escape(record.code ?? "(no code)"), cell(record.name), cell(record.dialCode), "", escape(record.location.description)])
        }
        for record in data.added { rows.append(plain("add", "+++", record)) }
        for record in data.removed { rows.append(plain("del", "---", record)) }
        for recode in data.recoded {
            rows.append(row("recode", "→", [
                "<del>\(escape(recode.old.code ?? ""))</del> → <ins>\(escape(recode.new.code ?? ""))</ins>",
                changedCell("name", recode.fields, current: recode.new.name),
                changedCell("dial_code", recode.fields, current: recode.new.dialCode),
                ([escape(recode.reason.rawValue)] + [others(recode.fields)].filter { !$0.isEmpty }).joined(separator: "<br>"),
                escape(recode.new.location.description),
            ]))
        }
        for change in data.changed {
            rows.append(row("mod", "→", [
                escape(change.code),
                changedCell("name", change.fields, current: change.record.name),
                changedCell("dial_code", change.fields, current: change.record.dialCode),
                others(change.fields),
                escape(change.record.location.description),
            ]))
        }
        for record in data.unmatchedOld { rows.append(plain("del", "---", record)) }
        for record in data.unmatchedNew { rows.append(plain("add", "+++", record)) }
        guard !rows.isEmpty else { return "<h2>Records</h2>\n<p>No record changed.</p>\n" }
        return "<h2>Records</h2>\n<table class=\"diff\">\n<tr><th>@@</th><th>code</th><th>name</th><th>dial code</th><th>other fields</th><th>location</th></tr>\n"
            + rows.joined() + "</table>\n"
    }

    static func findings(_ delta: FindingsDelta) -> String {
        var rows: [String] = []
        func add(_ kind: String, _ label: String, _ findings: [Finding]) {
            for finding in findings {
                rows.append("<tr class=\"\(kind)\"><td>\(label)</td><td class=\"\(finding.severity.rawValue)\">\(finding.severity.rawValue)</td>"
                    + "<td>\(escape(finding.ruleID))</td><td>\(escape(finding.code ?? ""))</td>"
                    + "<td>\(escape(finding.location.description))</td><td>\(escape(finding.messageWithRelated))</td></tr>\n")
            }
        }
        add("del", "introduced", delta.introduced)
        add("add", "fixed", delta.fixed)
        add("same", "still present", delta.unchanged)
        guard !rows.isEmpty else { return "<h2>Findings</h2>\n<p>No findings on either side.</p>\n" }
        return "<h2>Findings</h2>\n<table class=\"findings\">\n<tr><th>status</th><th>severity</th><th>rule</th><th>region</th><th>location</th><th>message</th></tr>\n"
            + rows.joined() + "</table>\n"
    }

    /// Region codes whose validity changes, and locales only one reference has.
    static func referenceUpdate(_ update: ReferenceUpdate) -> String {
        var out = "<h2>Region codes</h2>\n"
        if update.validity.isEmpty {
            out += "<p>No region code becomes valid or invalid.</p>\n"
        } else {
            out += "<table class=\"validity\">\n<tr><th>code</th><th>becomes</th><th>base reference</th><th>reference</th><th>in the dataset</th></tr>\n"
            for change in update.validity {
                out += "<tr class=\"\(change.becomesValid ? "add" : "del")\"><td>\(escape(change.code))</td><td>\(change.becomesValid ? "valid" : "invalid")</td>"
                    + "<td>\(escape(change.old?.rawValue ?? "(not listed)"))</td><td>\(escape(change.new?.rawValue ?? "(not listed)"))</td>"
                    + "<td>\(change.inDataset ? "yes" : "no")</td></tr>\n"
            }
            out += "</table>\n"
        }
        for (locales, title) in [(update.localesAdded, "Locales only the reference has"),
                                 (update.localesRemoved, "Locales the project builds that the reference lacks")] where !locales.isEmpty {
            out += "<p>\(title): \(locales.map(escape).joined(separator: ", ")).</p>\n"
        }
        return out
    }

    package static func outputs(_ deltas: [OutputDelta]) -> String {
        var out = "<h2>Picker outputs</h2>\n"
        for delta in deltas {
            out += "<h3>\(escape(delta.locale))</h3>\n"
            guard !delta.isEmpty else { out += "<p>No row, name, section or index letter changed.</p>\n"; continue }
            out += "<p>\(escape(DiffWording.outputCounts(delta))).</p>\n"
            out += "<table class=\"outputs\">\n<tr><th>change</th><th>what</th></tr>\n"
            func add(_ kind: String, _ label: String, _ what: String) {
                out += "<tr class=\"\(kind)\"><td>\(label)</td><td>\(what)</td></tr>\n"
            }
            for row in delta.rowsAdded { add("add", "row added", "\(escape(row.code)) \(escape(row.name)) (\(escape(row.section)))") }
            for row in delta.rowsRemoved { add("del", "row removed", "\(escape(row.code)) \(escape(row.name)) (\(escape(row.section)))") }
            for change in delta.namesChanged {
                add("mod", "name changed", "\(escape(change.code)): <del>\(escape(change.from))</del> → <ins>\(escape(change.to))</ins>")
            }
            for title in delta.sectionsGained { add("add", "section gained", escape(title)) }
            for title in delta.sectionsLost { add("del", "section lost", escape(title)) }
            for move in delta.rowsMoved {
                add("mod", "row moved", "\(escape(move.code)) \(escape(move.name)): <del>\(escape(move.from))</del> → <ins>\(escape(move.to))</ins>")
            }
            for label in delta.lettersEmptied { add("del", "index letter now empty", escape(label)) }
            for label in delta.lettersFilled { add("add", "index letter now filled", escape(label)) }
            for change in delta.unreached {
                add("mod", "not in the picker", "\(escape(change.code)) \(escape(change.field)): \(escape(change.from)) → \(escape(change.to)); it shows \(escape(change.shown))")
            }
            out += "</table>\n"
            out += previews(delta)
        }
        return out
    }

    /// The picker before and after, side by side, for a locale whose sections
    /// changed: each `ccpipe preview` page in a sandboxed frame (its script
    /// runs, isolated from this page), so the report stays one file.
    static func previews(_ delta: OutputDelta) -> String {
        guard delta.sectionsChanged, let old = delta.oldCatalog, let new = delta.newCatalog else { return "" }
        var out = "<div class=\"previews\">"
        for (caption, catalog) in [("before", old), ("after", new)] {
            // The sections are what changed: no phone field, and none of the phone data it would carry.
            let page = PreviewPage.render(PickerCatalog(countries: catalog.countries, index: catalog.index), phoneField: false)
            // Markup as entities: the browser decodes the attribute into the
            // frame's document, and this page holds no markup of the data's.
            let attribute = page.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
                .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            out += "<figure><figcaption>\(caption)</figcaption><iframe sandbox=\"allow-scripts\" title=\"\(escape(delta.locale)) \(caption)\" srcdoc=\"\(attribute)\"></iframe></figure>"
        }
        return out + "</div>\n"
    }
}
