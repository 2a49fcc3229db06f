import CCPipeBuild
import CCPipeCore
import CCPipeIngest
import CCPipeModel
import CCPipeReference
import CCPipeReport
import CCPipeValidate
import Foundation

/// `ccpipe init`: writes a `.ccpipe.json` for the dataset in a directory,
/// recording what ccpipe recognised in it (shape, field mapping, the
/// locales its names are in), where `build` should write, and the reference.
package enum ProjectInitializer {
    /// The output directory a new project file names.
    package static let defaultOutputDirectory = "picker"

    package typealias Written = InitializedProject

    /// Reads the dataset through the pipeline, as `check` will read it: the
    /// same reader, limits and field mapping, its bytes once.
    /// - Parameter options: `workingDirectory` is where `.ccpipe.json` goes,
    ///   and where the dataset is looked for when `dataset` names none;
    ///   `fields` and `reference` as the command line gives them.
    package static func write(_ options: ProjectOptions) throws(PipelineError) -> Written {
        let directory = options.workingDirectory
        let fields = try PipelineError.wrapping { try options.fields.map(FieldMapping.init(parsing:)) }
        let reference = options.reference.map { ReferenceSetting(parsing: $0, relativeTo: directory) }
        let path = URL(fileURLWithPath: directory).appendingPathComponent(Configuration.defaultFileName).path
        // Anything of that name, a link that leads nowhere included, is kept.
        var status = stat()
        guard lstat(path, &status) != 0 else {
            let what = status.st_mode & S_IFMT == S_IFLNK ? "is a symbolic link" : "already exists"
            throw PipelineError(.cannotWrite, "\(Configuration.defaultFileName) \(what); 'ccpipe init' does not overwrite it",
                                location: DisplayPath.of(path, workingDirectory: directory),
                                hint: "Edit it, or remove it and run 'ccpipe init' again.")
        }
        // The project file's paths stay inside its repository: a dataset
        // that resolves elsewhere is not read, and not written into it.
        let confinement = PathConfinement(projectFile: path)
        let source: DatasetSource
        if let argument = options.dataset {
            source = DatasetSource(argument: argument, workingDirectory: directory)
        } else {
            source = try findDataset(in: directory, confinement: confinement)
        }
        guard case .file(let datasetPath, _) = source else {
            throw PipelineError(.usage, "'ccpipe init' writes the dataset's path into \(Configuration.defaultFileName), and standard input has none",
                                hint: "Name the dataset file: ccpipe init <dataset>")
        }
        guard confinement.admits(DisplayPath.absolute(datasetPath, relativeTo: directory)) else {
            throw PipelineError(.usage, "the dataset \(PathConfinement.quoted(datasetPath)) resolves outside the repository at "
                                    + "\(PathConfinement.quoted(confinement.root, relative: false)), where \(Configuration.defaultFileName) cannot name it",
                                hint: "Paths in the project file stay inside the repository it belongs to: copy the dataset in, "
                                    + "or check it where it is with 'ccpipe check <dataset>'.")
        }
        let pipeline = Pipeline(.standalone(reference: ReferenceLocation(cldrDirectory: reference?.path, isoFile: nil), dataset: source,
                                            fields: fields, workingDirectory: directory))
        let input = try pipeline.read()
        let dataset = input.dataset
        let context = try inferredConventions(dataset, in: pipeline)
        let observed = observedConventions(context.conventionTallies)
        var configuration = Configuration()
        configuration.project = ProjectSettings(
            dataset: datasetPath, reference: reference ?? .embedded, fields: recognisedMapping(input, in: pipeline),
            locales: .list(builtLocales(dataset, nameLocale: context.conventions.nameLocale, in: pipeline)),
            out: DisplayPath.absolute(defaultOutputDirectory, relativeTo: directory), shape: dataset.shape.description)
        configuration.conventions = observed.stated
        // Printed as well as written: strings escaped as in a JSON report.
        let text = JSONOutput.object(ProjectFile.members(configuration, in: directory)).renderedForReport()
        let ignore = try plannedIgnore(for: directory)
        try AtomicFile.write(text, to: path)
        try apply(ignore.plan, in: ignore.directory)
        return Written(path: path, text: text, dataset: dataset, datasetPath: datasetPath,
                       observed: observed.evidence,
                       ignoredIn: ignore.plan == .present ? nil : ignore.directory.path(of: ".gitignore"),
                       ignoreEntry: ignoreEntry)
    }

    /// The locales its names are in that the reference can build; the
    /// others are reported by check (name-locale-unchecked), not built.
    private static func builtLocales(_ dataset: Dataset, nameLocale: String, in pipeline: Pipeline) -> [String] {
        [nameLocale] + Set(dataset.records.flatMap { $0.localizedNames.keys.map(\.locale) })
            .subtracting([nameLocale, ""]).sorted().filter { CLDRReference.hasLocaleFile($0, in: pipeline.project.reference) }
    }

    /// The conventions the file shows, each with what it was counted from
    /// as `check` counts it; one it does not show (no dial codes, no shared
    /// codes with leading digits, names that match no locale, CLDR's names) is left out,
    /// so that `check` goes on inferring it rather than holding the file to
    /// a default it never followed.
    static func observedConventions(_ tallies: ConventionTallies) -> (stated: StatedConventions, evidence: [String]) {
        var stated = StatedConventions()
        var evidence: [String] = []
        func counted<Value>(_ key: String, _ value: String, _ tally: ConventionInference.Tally<Value>, _ what: String) {
            evidence.append("\(key) \"\(value)\": \(tally.following) of \(tally.counted) \(what)")
        }
        if let tally = tallies.dialCodePrefix {
            stated.dialCode = tally.value
            counted("dial_code", tally.value.rawValue, tally, "dial codes")
        }
        if let tally = tallies.dialCodeSeparator {
            stated.separator = tally.value
            counted("dial_code_separator", tally.value.rawValue, tally, "dial codes with leading digits")
        }
        if let tally = tallies.nameLocale, tally.following * 2 >= tally.counted {
            stated.nameLocale = tally.value
            counted("name_locale", tally.value, tally, "names")
        }
        // Only names that are not CLDR's are a choice to write down.
        if let tally = tallies.names, tally.value != .cldr {
            stated.names = tally.value
            evidence.append("names \"\(tally.value.rawValue)\": \(tally)")
        }
        if let tally = tallies.codeCase {
            stated.codeCase = tally.value
            counted("code_case", tally.value.rawValue, tally, "region codes")
        }
        return (stated, evidence)
    }

    /// The conventions the dataset's records follow, as `check` would infer
    /// them, written down so that later checks hold the file to them.
    /// The reference is loaded as `check` loads it (`Pipeline.reference`),
    /// with every locale when the names are not English.
    static func inferredConventions(_ dataset: Dataset, in pipeline: Pipeline) throws(PipelineError) -> ValidationContext {
        ValidationContext(dataset: dataset, reference: try pipeline.reference(for: [dataset]))
    }

    /// The one JSON, CSV, TSV, property list or CLDR XML file that reads as
    /// a dataset: in `directory`, else one level below it (`data/`, `src/`,
    /// `assets/`), else two (`src/main/`), the nearest level that has any;
    /// two at one level are for the user to choose between. A file or
    /// directory that resolves outside the repository (a link planted in a
    /// checkout) is left out unread, and hidden directories and those of
    /// packages and builds (`node_modules`, `Pods`, `build`) are not looked in.
    ///
    /// The search is bounded whatever the directories hold: candidates of at
    /// most `searchedFileBytes` are read, `searchBudget` bytes of them in
    /// all, and a level's search stops at the second that reads as a dataset
    /// (the answer is then "several"); a larger file is read only when it is
    /// its level's one candidate. The error lists at most `listedNames`
    /// names of each kind and counts the rest.
    static func findDataset(in directory: String, confinement: PathConfinement) throws(PipelineError) -> DatasetSource {
        var level = [""]
        var outside: [String] = [], large: [String] = [], unsearched: [String] = []
        var spent = 0
        func reads(_ entry: String) -> Bool {
            (try? Pipeline(.standalone(dataset: DatasetSource(file: entry, workingDirectory: directory), workingDirectory: directory)).read()) != nil
        }
        for depth in 0...2 {
            var candidates: [String] = [], directories: [String] = []
            for parent in level {
                let entries = ((try? FileManager.default.contentsOfDirectory(atPath: DisplayPath.absolute(parent.isEmpty ? "." : parent, relativeTo: directory))) ?? [])
                    .filter { !$0.hasPrefix(".") }.sorted()
                for name in entries {
                    let relative = parent.isEmpty ? name : parent + "/" + name
                    let absolute = DisplayPath.absolute(relative, relativeTo: directory)
                    var isDirectory: ObjCBool = false
                    guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else { continue }
                    if isDirectory.boolValue {
                        guard depth < 2, !skippedDirectories.contains(name) else { continue }
                        if confinement.admits(absolute) { directories.append(relative) } else { outside.append(relative + "/") }
                    } else if DatasetFormatDetector.datasetExtensions.contains(where: { name.lowercased().hasSuffix("." + $0) }) {
                        if confinement.admits(absolute) { candidates.append(relative) } else { outside.append(relative) }
                    }
                }
            }
            var readable: [String] = [], levelLarge: [String] = []
            for entry in candidates {
                guard readable.count < 2 else { unsearched.append(entry); continue }
                let size = FileStamp.of(DisplayPath.absolute(entry, relativeTo: directory)).map { Int($0.size) } ?? 0
                if size > searchedFileBytes {
                    levelLarge.append(entry)
                } else if spent + size > searchBudget {
                    unsearched.append(entry)
                } else {
                    spent += size
                    if reads(entry) { readable.append(entry) }
                }
            }
            if candidates.count == 1, levelLarge.count == 1 {
                if reads(levelLarge[0]) { readable = levelLarge }
                levelLarge = []
            }
            large += levelLarge
            if readable.count == 1, large.isEmpty, unsearched.isEmpty { return DatasetSource(file: readable[0], workingDirectory: directory) }
            if !readable.isEmpty || !large.isEmpty || !unsearched.isEmpty {
                throw notFound(readable: readable, large: large, unsearched: unsearched, outside: outside)
            }
            level = Array(directories.prefix(maximumEntries))
            if level.isEmpty { break }
        }
        throw notFound(readable: [], large: [], unsearched: [], outside: outside)
    }

    /// Why `findDataset` has no answer, with what it left out and why.
    private static func notFound(readable: [String], large: [String], unsearched: [String], outside: [String]) -> PipelineError {
        var found = readable.isEmpty
            ? "no JSON, CSV, TSV, property list or CLDR XML file there, or one or two directories below, reads as a country dataset"
            : readable.count == 1 ? "\(listed(readable)) reads as a country dataset"
            : "several files there read as country datasets: \(listed(readable))"
        var left: [String] = []
        if !large.isEmpty { left.append("larger than \(searchedFileBytes >> 20) MiB, not read: \(listed(large))") }
        if !unsearched.isEmpty { left.append("not read once the search had its answer or had read \(searchBudget >> 20) MiB: \(listed(unsearched))") }
        if !outside.isEmpty { left.append("resolving outside the repository: \(listed(outside))") }
        if !left.isEmpty { found += " (left out, as " + left.joined(separator: "; as ") + ")" }
        return PipelineError(.usage, "cannot tell which dataset to use: \(found)", hint: "Name it: ccpipe init <dataset>")
    }

    /// Candidates larger than this are not read while searching (a
    /// 1,000,000-record dataset is 60 MB; real ones are under 1 MB).
    static let searchedFileBytes = 8 << 20
    /// What the search reads of all its candidates together.
    static let searchBudget = 64 << 20
    static let listedNames = 10

    /// Names as an error lists them: escaped and cut, at most `listedNames`.
    private static func listed(_ names: [String]) -> String {
        let shown = names.prefix(listedNames).map(\.echoed).joined(separator: ", ")
        return names.count > listedNames ? shown + " and \(names.count - listedNames) more" : shown
    }

    /// Directories of dependencies and build products, never a project's own dataset.
    static let skippedDirectories: Set<String> = ["node_modules", "Pods", "Carthage", "build", "DerivedData", "vendor", "target", "dist"]

    /// At most this many directories of a level are looked in (every file
    /// of a level is a candidate, read within the search's bounds).
    static let maximumEntries = 500

    /// The keys the dataset's records were read with, written so that
    /// reading the file with them gives the same records. A field is written
    /// only when every record that has it has it under one key: a key that
    /// differs from record to record (`"AF"`, `"AL"` in an object keyed by
    /// region code, `names[3]` in parallel arrays) is data, not a key name,
    /// and no mapping can say it. Nil when nothing is left, or when reading
    /// with the mapping would give other records.
    static func recognisedMapping(_ input: DatasetInput, in pipeline: Pipeline) -> FieldMapping? {
        let dataset = input.dataset
        var parts: [String] = []
        func keyName(_ values: [FieldValue]) -> String? {
            guard let key = values.first?.key, values.allSatisfy({ $0.key == key }),
                  key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "-" || $0 == " " }) else { return nil }
            return key
        }
        let fields: [(String, (DatasetRecord) -> FieldValue?)] = [("name", \.name), ("dial_code", \.dialCode), ("code", \.code)]
        for (field, value) in fields {
            guard let key = keyName(dataset.records.compactMap(value)) else { continue }
            parts.append("\(field)=\(key)")
        }
        var byLocale: [NameField: [FieldValue]] = [:]
        for record in dataset.records {
            for (locale, value) in record.localizedNames { byLocale[locale, default: []].append(value) }
        }
        for (field, values) in byLocale.sorted(by: { $0.key < $1.key }) {
            if let key = keyName(values) { parts.append("name@\(field)=\(key)") }
        }
        guard !parts.isEmpty else { return nil }
        // Only a mapping that reads the same records is worth writing down.
        guard let mapping = try? FieldMapping(parsing: parts.joined(separator: ",")),
              let reread = try? Pipeline(pipeline.project.reading(fields: mapping)).parse(input.bytes, name: dataset.file).dataset,
              reread.records.map(\.fieldSignature) == dataset.records.map(\.fieldSignature) else { return nil }
        return mapping
    }
}

private extension DatasetRecord {
    /// What a record holds, for comparing two readings of one file.
    var fieldSignature: [String?] {
        [name?.text, dialCode?.text, code?.text] + localizedNames.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.text ?? "")" }
    }
}
