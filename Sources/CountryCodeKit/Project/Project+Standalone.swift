import CCPipeModel
import CCPipeReference
import Foundation

extension Project {
    /// A project of a reference alone: no project file, no dataset, no
    /// output directory. What `init` judges a dataset with before it has a
    /// project file, and what tests and fuzzers run the pipeline's stages on.
    package static func standalone(reference: ReferenceLocation = .embedded,
                                   workingDirectory: String = FileManager.default.currentDirectoryPath) -> Project {
        Project(workingDirectory: workingDirectory, configuration: Configuration(), dataset: nil, reference: reference,
                referenceOrigin: .commandLine, fields: nil, locales: nil, outputDirectory: nil)
    }
}
