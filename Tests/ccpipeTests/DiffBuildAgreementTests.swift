import Foundation
import Testing

/// `diff` shows a reviewer what `build` will write: for a change to a
/// dataset whose records have no region code of their own (keyed by alpha-3
/// code, or by name), the regions added and removed, the sections gained and
/// lost, the rows moved and the index letters emptied and filled that
/// `diff --format json` reports are those that differ between `build`'s
/// outputs of the two sides.
struct DiffBuildAgreementTests {
    static let changes: [String: (old: String, new: String)] = [
        "alpha-3": (#"{"SWE": "+46", "NOR": "+47", "DNK": "+45", "ISL": "+354", "EST": "+372", "LVA": "+371"}"#,
                    #"{"SWE": "+46", "NOR": "+47", "DNK": "+45", "ISL": "+354", "EST": "+372", "FIN": "+358", "ALA": "+358"}"#),
        "name": (#"{"Sweden": "+46", "Norway": "+47", "Denmark": "+45", "Iceland": "+354", "Estonia": "+372", "Latvia": "+371"}"#,
                 #"{"Sweden": "+46", "Norway": "+47", "Denmark": "+45", "Iceland": "+354", "Estonia": "+372", "Finland": "+358", "Åland Islands": "+358"}"#),
    ]
    static let locales = ["en", "sv"]

    @Test(arguments: ["alpha-3", "name"])
    func diffReportsWhatBuildWritesForADatasetKeyedBy(_ key: String) throws {
        let change = try #require(Self.changes[key])
        let repository = try GitFixture.repository(commits: [change.old, change.new])
        try Data(change.old.utf8).write(to: repository.appendingPathComponent("old.json"))
        for (dataset, out) in [("old.json", "old-out"), ("data/countries.json", "new-out")] {
            let built = try CommandRunner.run(["build", dataset, "--out", out, "--locales", Self.locales.joined(separator: ",")], in: repository)
            try #require(built.status == 0, "\(dataset): \(built.stderr)")
        }
        let result = try CommandRunner.run(["diff", "HEAD~1:data/countries.json", "HEAD:data/countries.json", "--format", "json",
                                            "--locales", "sv"], in: repository)
        try #require(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])

        let oldEnglish = try Built(repository.appendingPathComponent("old-out/en"))
        let newEnglish = try Built(repository.appendingPathComponent("new-out/en"))
        let added = (report["added"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
        let removed = (report["removed"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
        #expect(Set(added) == newEnglish.codes.subtracting(oldEnglish.codes), "added")
        #expect(Set(removed) == oldEnglish.codes.subtracting(newEnglish.codes), "removed")
        #expect(!added.isEmpty && !removed.isEmpty, "the change must add and remove regions to show anything")

        let outputs = try #require(report["outputs"] as? [[String: Any]])
        #expect(outputs.compactMap { $0["locale"] as? String } == Self.locales)
        for output in outputs {
            let locale = try #require(output["locale"] as? String)
            let old = try Built(repository.appendingPathComponent("old-out/\(locale)"))
            let new = try Built(repository.appendingPathComponent("new-out/\(locale)"))
            let expected = new.delta(from: old)
            #expect(output["sections_gained"] as? [String] == expected.sectionsGained, "\(locale)")
            #expect(output["sections_lost"] as? [String] == expected.sectionsLost, "\(locale)")
            #expect((output["rows_moved"] as? [[String: String]])?.map { [$0["code"], $0["from"], $0["to"]] } == expected.rowsMoved, "\(locale)")
            #expect(output["letters_emptied"] as? [String] == expected.lettersEmptied, "\(locale)")
            #expect(output["letters_filled"] as? [String] == expected.lettersFilled, "\(locale)")
            let skipped = try #require(output["skipped"] as? [String: Int])
            #expect(skipped["old"] == 6 - old.codes.count && skipped["new"] == 7 - new.codes.count, "\(locale): \(skipped)")
            #expect(!expected.sectionsGained.isEmpty && !expected.lettersEmptied.isEmpty, "\(locale): the change must show in the sections")
        }
    }

    /// One locale's `countries.json` and `index.json` as `build` wrote them.
    struct Built {
        var sections: [(title: String, codes: [String])] = []
        var letters: [(label: String, count: Int)] = []
        var codes: Set<String> { Set(sections.flatMap(\.codes)) }

        init(_ directory: URL) throws {
            let countries = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("countries.json"))) as? [String: Any])
            for section in try #require(countries["sections"] as? [[String: Any]]) {
                let rows = try #require(section["countries"] as? [[String: Any]])
                sections.append((try #require(section["title"] as? String), rows.compactMap { $0["code"] as? String }))
            }
            let index = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("index.json"))) as? [String: Any])
            for letter in try #require(index["letters"] as? [[String: Any]]) {
                letters.append((try #require(letter["label"] as? String), try #require(letter["count"] as? Int)))
            }
        }

        /// What differs from `old`, worked out from the two builds alone.
        func delta(from old: Built) -> (sectionsGained: [String], sectionsLost: [String], rowsMoved: [[String?]],
                                        lettersEmptied: [String], lettersFilled: [String]) {
            let oldTitles = old.sections.map(\.title), newTitles = sections.map(\.title)
            var oldSection: [String: String] = [:]
            for section in old.sections { for code in section.codes { oldSection[code] = section.title } }
            let moved = sections.flatMap { section in
                section.codes.compactMap { code in oldSection[code].flatMap { $0 == section.title ? nil : [code, $0, section.title] } }
            }
            func counts(_ built: Built) -> [String: Int] { Dictionary(built.letters.map { ($0.label, $0.count) }, uniquingKeysWith: +) }
            let (before, after) = (counts(old), counts(self))
            var labels: [String] = []
            for label in letters.map(\.label) + old.letters.map(\.label) where !labels.contains(label) { labels.append(label) }
            return (newTitles.filter { !oldTitles.contains($0) }, oldTitles.filter { !newTitles.contains($0) }, moved,
                    labels.filter { before[$0, default: 0] > 0 && after[$0, default: 0] == 0 },
                    labels.filter { before[$0, default: 0] == 0 && after[$0, default: 0] > 0 })
        }
    }
}
