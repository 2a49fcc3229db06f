import CCPipeCore
import CCPipeOutput
import Foundation

extension Project {
    /// The build cache (`BuildCache`) that holds the manifest of a build
    /// into `outputDirectory`: in the `.git` directory of the repository
    /// the directory is in, the one that commits the outputs (for an
    /// output directory the project file names, inside the repository its
    /// paths are confined to); for one in no repository, beside it.
    /// Links resolved first, so two spellings of a directory share one
    /// manifest.
    package func buildCache(for outputDirectory: String) -> BuildCache {
        let output = PathConfinement.resolved(outputDirectory) ?? outputDirectory
        let repository = RepositoryRoot.containing(output) ?? URL(fileURLWithPath: output).deletingLastPathComponent().path
        return BuildCache(repository: repository, outputDirectory: output)
    }
}
