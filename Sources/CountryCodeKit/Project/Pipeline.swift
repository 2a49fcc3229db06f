import CCPipeBuild
import CCPipeCore
import CCPipeIngest
import CCPipeModel
import CCPipeOutput
import CCPipeReference
import CCPipeReport
import CCPipeValidate
import CountryCatalogCore
import Foundation

/// The stages every command runs, on one resolved `Project`:
///
///     read      → DatasetInput      (bytes read once, through one reader and its limits)
///     reference → ReferenceData     (the locales validation needs, decided in one place)
///     check     → Checked           (findings, with the configuration applied)
///     fix       → Fixed             (edited bytes, and what remains after the edits)
///     build     → Built             (catalogs written to, or checked against, the output directory)
///     diff      → DiffReport        (two datasets validated and built as check and build do, compared)
///     preview   → pages             (the built catalogs, read as a build reads its outputs)
///     import    → reference files   (libphonenumber's metadata, CLDR's trimmed subset)
///
/// Commands are declarations on top of this type (`init` reads and judges
/// its dataset with a standalone project, `rules` lists `Pipeline.rules`),
/// so `check`, `fix`, `build` and `diff` cannot judge the same data
/// differently. Every stage throws only `PipelineError`.
package struct Pipeline: Sendable {
    package let project: Project
    package var limits: JSONParser.Limits

    package init(_ project: Project, limits: JSONParser.Limits = .dataset) {
        self.project = project
        self.limits = limits
    }

    // MARK: read

    /// The project's dataset, read once.
    package func read() throws(PipelineError) -> DatasetInput {
        try read(bytes: readBytes())
    }

    /// The dataset's bytes, not yet parsed (a build that finds them
    /// unchanged since the last one goes no further).
    func readBytes() throws(PipelineError) -> [UInt8] {
        guard let source = project.dataset else {
            throw PipelineError(.usage, "no dataset named")
        }
        return try PipelineError.wrapping { try InputFile.bytes(atPath: source.path, maxBytes: limits.maxBytes, acceptingStandardInput: true) }
    }

    /// The dataset read from `bytes`, checked against the shape the project file declares.
    func read(bytes: [UInt8]) throws(PipelineError) -> DatasetInput {
        let source = project.dataset ?? .standardInput
        let input = try parse(bytes, name: source.name)
        if let expected = project.configuration.project.shape, input.dataset.shape.description != expected {
            throw PipelineError(.data, "the dataset reads as \(input.dataset.shape), but \(project.configuration.file ?? ".ccpipe.json") says \"\(expected.echoed)\"",
                                location: source.name,
                                hint: "If the file was reformatted on purpose, set \"shape\" to \"\(input.dataset.shape)\" there, or remove the key.")
        }
        return input
    }

    /// Bytes from anywhere (a git revision, say), read as a dataset with the
    /// project's field mapping and limits.
    package func parse(_ bytes: [UInt8], name: String) throws(PipelineError) -> DatasetInput {
        let dataset = try PipelineError.wrapping {
            try DatasetReader.parse(bytes: bytes, file: name, fields: project.fields, limits: limits)
        }
        return DatasetInput(bytes: bytes, dataset: dataset)
    }

    // MARK: reference

    /// English, plus every locale the datasets have names in that the
    /// reference has a file for; the others are reported as unchecked.
    package func validationLocales(for datasets: [Dataset]) -> [String] {
        let named = Set(datasets.flatMap { $0.records.flatMap { $0.localizedNames.keys.map(\.locale) } }).subtracting(["en", ""])
        return ["en"] + named.sorted().filter { CLDRReference.hasLocaleFile($0, in: project.reference) }
    }

    /// The reference with the names of the locales validation needs for
    /// `datasets`, and of `outputLocales`. When the project states no
    /// language for its names and they are not English, every locale of the
    /// reference is loaded, so that validation can tell which one they are in.
    /// A keyed dataset whose keys mostly name no region is refused here,
    /// as an unknown shape (`KeyedShapeCheck`): only the reference tells.
    package func reference(for datasets: [Dataset], outputLocales: [String] = []) throws(PipelineError) -> ReferenceData {
        let reference = try loadedReference(for: datasets, outputLocales: outputLocales)
        for dataset in datasets {
            if let error = KeyedShapeCheck.unknownShape(dataset, reference: reference) {
                throw PipelineError(error)
            }
        }
        return reference
    }

    private func loadedReference(for datasets: [Dataset], outputLocales: [String]) throws(PipelineError) -> ReferenceData {
        var locales = validationLocales(for: datasets)
        if let stated = project.configuration.conventions.nameLocale { locales.append(stated) }
        var listed = Set(locales)
        for locale in outputLocales where listed.insert(locale).inserted { locales.append(locale) }
        let reference = try PipelineError.wrapping { try ReferenceLoader.load(project.reference, locales: locales) }
        // Names not in English, or names that must find their records'
        // regions, are looked up in every locale.
        let namesFindRegions = datasets.contains { $0.records.contains { $0.code == nil && $0.alpha3 == nil && $0.embeddedCode == nil && $0.carriesName } }
        guard namesFindRegions || (project.configuration.conventions.nameLocale == nil
              && datasets.contains(where: { !ConventionInference.namesLookEnglish($0, reference: reference) })) else { return reference }
        return try PipelineError.wrapping {
            let every = try CLDRReference.availableLocales(in: project.reference)
            return try ReferenceLoader.load(project.reference, locales: locales + every.filter { !listed.contains($0) })
        }
    }

    /// How reports name the reference: its directory with the CLDR
    /// release its DTD states (`/usr/share/unicode/cldr/common (CLDR 41)`),
    /// or the embedded subset (`embedded (CLDR 48.2 subset)`).
    package var referenceName: String {
        guard let directory = project.reference.cldrDirectory else { return ReferenceLocation.embedded.cldrDescription }
        let version = CLDRReference.dtdVersion(commonDirectory: URL(fileURLWithPath: DisplayPath.absolute(directory, relativeTo: project.workingDirectory)))
        return DisplayPath.of(directory, workingDirectory: project.workingDirectory) + (version.map { " (CLDR \($0))" } ?? "")
    }

    /// How reports name `reference`, loaded from the project's: as
    /// `referenceName`, with the release its supplemental files state where
    /// they state one (a tree `import cldr --release` wrote says 48.2 where
    /// its DTD says 48; `CLDRReference.release` keeps only what reads as one).
    package func referenceName(of reference: ReferenceData) -> String {
        guard let directory = project.reference.cldrDirectory, let release = reference.sources.first?.version,
              release.hasPrefix("CLDR ") else { return referenceName }
        return DisplayPath.of(directory, workingDirectory: project.workingDirectory) + " (\(release))"
    }

    // MARK: check

    /// Validates the project's dataset; `outputLocales` are loaded into the
    /// same reference for a build that follows. Without `keepingBytes`
    /// (`check`, which edits nothing), the dataset's bytes are let go once it
    /// is read, and `Checked.input.bytes` is empty: for a large dataset they
    /// are the largest thing held beside the records.
    package func check(outputLocales: [String] = [], keepingBytes: Bool = true) throws(PipelineError) -> Checked {
        var input = try read()
        if !keepingBytes { input.bytes = [] }
        return try check(input, outputLocales: outputLocales)
    }

    /// `loaded` is given the reference before validation starts; with
    /// `publishing`, validation works out what the outputs publish.
    func check(_ input: DatasetInput, outputLocales: [String], publishing: Bool = false,
               loaded: (ReferenceData) -> Void = { _ in }) throws(PipelineError) -> Checked {
        let reference = try reference(for: [input.dataset], outputLocales: outputLocales)
        loaded(reference)
        return Checked(input: input, reference: reference, result: validate(input.dataset, against: reference, publishing: publishing))
    }

    /// With `publishing` (`build`, `diff`), the values the outputs take from
    /// the reference are worked out too (`ValidationResult.corrections`).
    package func validate(_ dataset: Dataset, against reference: ReferenceData, publishing: Bool = false) -> ValidationResult {
        Validator.validate(dataset, against: reference, configuration: project.configuration, publishing: publishing)
    }
}

