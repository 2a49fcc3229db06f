import CCPipeCore
import CCPipeModel
import CCPipeReference
import Foundation

extension Project {
    /// A project of what the command line gives alone: no project file, no
    /// output directory. What `init` reads and judges a dataset with before
    /// it has a project file, and what tests and fuzzers run the pipeline's
    /// stages on.
    package static func standalone(reference: ReferenceLocation = .embedded, dataset: DatasetSource? = nil, fields: FieldMapping? = nil,
                                   workingDirectory: String = FileManager.default.currentDirectoryPath) -> Project {
        Project(workingDirectory: workingDirectory, configuration: Configuration(), dataset: dataset, reference: reference,
                referenceOrigin: .commandLine, fields: fields, locales: nil, outputDirectory: nil)
    }

    /// The same project, its dataset read with `fields`.
    package func reading(fields: FieldMapping?) -> Project {
        var project = self
        project.fields = fields
        return project
    }
}

extension DatasetSource {
    /// A dataset named on the command line: `-` for standard input, else a file.
    package init(argument: String, workingDirectory: String) {
        self = argument == ProjectOptions.standardInput ? .standardInput : DatasetSource(file: argument, workingDirectory: workingDirectory)
    }

    /// The file at `path` (relative to `workingDirectory`, or absolute),
    /// named in messages by its path in the repository.
    package init(file path: String, workingDirectory: String) {
        self = .file(path: DisplayPath.absolute(path, relativeTo: workingDirectory),
                     name: DisplayPath.inRepository(path, workingDirectory: workingDirectory))
    }
}

extension Project {
    /// The same project judged by another CLDR tree (nil for the embedded
    /// subset), its ISO 3166-1 names unchanged: the base side of `diff
    /// --base-reference`.
    package func judged(byCLDR directory: String?) -> Project {
        var project = self
        project.reference.cldrDirectory = directory
        return project
    }
}
