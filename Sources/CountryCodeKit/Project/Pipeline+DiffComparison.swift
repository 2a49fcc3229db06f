import CCPipeCore
import CCPipeDiff
import CCPipeReport

extension Pipeline {
    /// The one comparison `diff`'s arguments ask for: two datasets, a
    /// dataset and a revision of it, or a dataset under two references.
    package struct DiffComparison: Sendable, Equatable {
        package enum Kind: Sendable, Equatable {
            case datasets(old: String, new: String)
            case revision(String)
            case reference(String)
        }

        /// Arguments that ask for no comparison, or for two at once.
        package struct Misuse: Error, Equatable {
            package var message: String
        }

        package var kind: Kind

        package static func from(positionals: [String], base: String?, baseReference: String?) -> Result<DiffComparison, Misuse> {
            if let baseReference {
                guard base == nil else {
                    return .failure(Misuse(message: "--base-reference compares one dataset under two references; it cannot be combined with --base"))
                }
                guard positionals.count <= 1 else {
                    return .failure(Misuse(message: "--base-reference compares one dataset under two references; give at most one <dataset>"))
                }
                return .success(DiffComparison(kind: .reference(baseReference)))
            }
            if let base {
                guard positionals.count <= 1 else {
                    return .failure(Misuse(message: "--base compares one dataset with a revision; give at most one <dataset>"))
                }
                return .success(DiffComparison(kind: .revision(base)))
            }
            guard positionals.count >= 2 else { return .failure(Misuse(message: "give <old> and <new>, --base <rev> or --base-reference <dir>")) }
            return .success(DiffComparison(kind: .datasets(old: positionals[0], new: positionals[1])))
        }

        /// What the project must name, and the locales it compares: those
        /// `build` builds under two references, else `en` and those asked.
        package var requirements: Project.Requirements {
            switch kind {
            case .datasets: .comparedLocales
            case .revision: [.dataset, .comparedLocales]
            case .reference: [.dataset, .builtLocales]
            }
        }

        /// The dataset the project is resolved from: the new side's, when it
        /// is a file (its project file applies, as it would after the change);
        /// nil for the positional argument or the project file's.
        package func dataset(positionals: [String]) -> String? {
            switch kind {
            case .datasets(_, let new): new.contains(":") ? nil : new
            case .revision, .reference: positionals.first
            }
        }
    }

    /// The comparison's report.
    package func diff(_ comparison: DiffComparison) throws(PipelineError) -> DiffReport {
        switch comparison.kind {
        case .reference(let base): try diff(baseReference: base)
        case .revision(let base): try diff(old: .revision(base), new: .project)
        case .datasets(let old, let new): try diff(old: .argument(old), new: .argument(new))
        }
    }
}
