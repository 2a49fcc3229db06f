import CCPipeCore
import CCPipeIngest
import CCPipeModel
import CCPipeOutput
import CCPipeReference
import CCPipeReport
import CCPipeValidate
import Foundation

/// A dataset repository as ccpipe sees it: the dataset, the reference, the
/// configuration, the locales and the output directory, each from the
/// command line, else from `.ccpipe.json`, else a default that never points
/// into ccpipe's own files. `resolve` is the one place these are decided, so
/// every command reads the same project the same way.
package struct Project: Sendable {
    /// Where a setting came from, for messages that say what was used.
    package enum Origin: Sendable, Equatable {
        case commandLine
        case projectFile(String)
        case builtIn
    }

    package var workingDirectory: String
    package var configuration: Configuration
    /// Nil when the command named its inputs otherwise (`diff <old> <new>`).
    package var dataset: DatasetSource?
    package var reference: ReferenceLocation
    package var referenceOrigin: Origin
    package var fields: FieldMapping?
    package var locales: LocaleSelection?
    /// Where `build` writes; nil when neither the command line nor the
    /// project file says.
    package var outputDirectory: String?
    /// The locales the command works on, decided once by `resolve` for the
    /// command's `Requirements` (empty for a command that has none).
    package var outputLocales: [String] = []
    /// The commits of killed commands that `resolve` found in the output
    /// directory and finished or undid, before anything read it.
    package var recovered: [CommitRecovery] = []

    /// What a command needs the project to name.
    package struct Requirements: OptionSet, Sendable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }
        package static let dataset = Requirements(rawValue: 1)
        /// The output directory, settled (what a killed command left there
        /// finished or undone) before anything reads it.
        package static let outputDirectory = Requirements(rawValue: 2)
        /// The locales `build` writes: as asked, `all` for every locale of
        /// the reference, else those already in the output directory, else `en`.
        package static let builtLocales = Requirements(rawValue: 4)
        /// The locales `preview` shows: as asked, else (or `all`) every
        /// locale built into the output directory; each must be built.
        package static let previewedLocales = Requirements(rawValue: 8)
        /// The locales a diff of two datasets compares: `en` and those asked.
        package static let comparedLocales = Requirements(rawValue: 16)
    }

    /// - Parameter command: the command's name, for messages (`check`).
    package static func resolve(_ options: ProjectOptions, requiring requirements: Requirements,
                               command: String) throws(PipelineError) -> Project {
        let here = options.workingDirectory
        let fields = try PipelineError.wrapping { try options.fields.map(FieldMapping.init(parsing:)) }
        var configuration = try configuration(options)
        if let conventions = options.conventions {
            configuration.conventions = configuration.conventions.overridden(by: conventions)
        }
        let settings = configuration.project
        let origin: Origin = configuration.file.map { .projectFile($0) } ?? .builtIn
        // What the project file names is confined to its repository; what
        // the command line names is not (it is the user's own choice).
        let confinement = configuration.file.map(PathConfinement.init(projectFile:))
        func confined(_ path: String, _ key: String, _ expected: PathConfinement.Expectation) throws(PipelineError) -> String {
            guard let confinement else { return path }
            return try confinement.confine(path, key: key, at: settings.locations[key], expecting: expected)
        }

        var dataset: DatasetSource?
        if let argument = options.dataset {
            dataset = DatasetSource(argument: argument, workingDirectory: here)
        } else if let path = settings.dataset {
            dataset = .file(path: try confined(path, "dataset", .regularFile), name: DisplayPath.inRepository(path, workingDirectory: here))
        }
        if requirements.contains(.dataset), dataset == nil {
            throw noDataset(command: command, workingDirectory: here)
        }

        var outputDirectory: String?
        if let out = options.out {
            outputDirectory = DisplayPath.absolute(out, relativeTo: here)
        } else if let out = settings.out {
            outputDirectory = try confined(out, "out", .directoryOrAbsent)
        }
        if requirements.contains(.outputDirectory), outputDirectory == nil {
            throw PipelineError(.usage, "no output directory: '\(command)' writes to the \"out\" directory of .ccpipe.json or --out, and neither is given",
                                hint: "Give --out <dir>, or add \"out\": \"<dir>\" to \(configuration.file ?? "the project's .ccpipe.json ('ccpipe init' writes one)").")
        }

        let reference = options.reference.map { ReferenceSetting(parsing: $0, relativeTo: here) } ?? settings.reference ?? .embedded
        if options.reference == nil, let path = settings.reference?.path {
            _ = try confined(path, "reference", .directory)
            try confinement?.confineReferenceTree(path, key: "reference", at: settings.locations["reference"])
        }
        let iso = options.iso.map { ReferenceSetting(parsing: $0, relativeTo: here) } ?? settings.iso ?? .embedded
        if options.iso == nil, let path = settings.iso?.path { _ = try confined(path, "iso", .regularFile) }
        var project = Project(
            workingDirectory: here, configuration: configuration, dataset: dataset,
            reference: ReferenceLocation(cldrDirectory: reference.path, isoFile: iso.path),
            referenceOrigin: options.reference != nil ? .commandLine : settings.reference != nil ? origin : .builtIn,
            fields: fields ?? settings.fields,
            locales: options.locales.map(LocaleSelection.init) ?? settings.locales,
            outputDirectory: outputDirectory)
        if requirements.contains(.outputDirectory) { project.recovered = try project.settleOutputs() }
        project.outputLocales = try project.resolvedLocales(for: requirements, asked: options.locales.map(LocaleSelection.init))
        return project
    }

    /// `--config`, else the `.ccpipe.json` found from the dataset's directory
    /// (or, with no dataset named, the working directory) up to the
    /// repository root, else the defaults.
    private static func configuration(_ options: ProjectOptions) throws(PipelineError) -> Configuration {
        let here = options.workingDirectory
        let path: String?
        if let config = options.config {
            path = config
        } else if let dataset = options.dataset, dataset != ProjectOptions.standardInput {
            path = ConfigurationReader.locate(forDataset: DisplayPath.absolute(dataset, relativeTo: here))
        } else {
            path = ConfigurationReader.locate(from: here)
        }
        guard let path else { return Configuration() }
        // A project file that was found, not named, is the checkout's: it
        // must be one the user may trust (not another user's), and itself a
        // file of the repository it was found in.
        if options.config == nil {
            try ProjectFileTrust.check(path)
            try PathConfinement(projectFile: path).confineProjectFile(path)
        }
        return try PipelineError.wrapping {
            try ConfigurationReader.read(path: path, name: DisplayPath.inRepository(path, workingDirectory: here),
                                         knownRules: Set(Pipeline.rules.map(\.id)))
        }
    }

    private static func noDataset(command: String, workingDirectory: String) -> PipelineError {
        let top = RepositoryRoot.containing(workingDirectory)
        let searched = top.map { "\(DisplayPath.of(workingDirectory)) and its parents up to the repository root \($0)" }
            ?? "\(DisplayPath.of(workingDirectory)) and its parents"
        return PipelineError(
            .usage, "no dataset to \(command): no <dataset> argument, and no .ccpipe.json naming one in \(searched)",
            hint: "Name the dataset (ccpipe \(command) CountryCodes.json), or run 'ccpipe init' beside it to write a .ccpipe.json that does.")
    }
}

/// Where a dataset's bytes come from.
package enum DatasetSource: Sendable, Equatable {
    /// `path` is absolute; `name` is how messages and reports name it.
    case file(path: String, name: String)
    case standardInput

    package var name: String {
        switch self {
        case .file(_, let name): name
        case .standardInput: "<stdin>"
        }
    }

    /// The path to read, and to write back to for `fix --write`.
    package var path: String {
        switch self {
        case .file(let path, _): path
        case .standardInput: "/dev/stdin"
        }
    }
}
