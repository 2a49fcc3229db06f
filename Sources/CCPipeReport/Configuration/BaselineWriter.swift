import CCPipeBuild
import CCPipeCore
import CCPipeIngest
import CCPipeModel
import CCPipeValidate
import Foundation

/// Writes a configuration with today's findings accepted, so a project can
/// adopt ccpipe and fail only on new problems. Keeps the accepted entries
/// that still match something and, when the project file exists
/// (`existing`), every other member as written, in its order; else the
/// configuration as `ProjectFile` writes it.
package enum BaselineWriter {
    package static let reason = "baseline: present when ccpipe was adopted"

    package static func render(_ configuration: Configuration, result: ValidationResult, existing: JSONNode? = nil) -> String {
        var adopted = configuration
        adopted.accepted = acceptedEntries(configuration, result: result)
        let accepted = (ProjectFile.acceptedKey.key.name, JSONOutput.array(adopted.accepted.map(ProjectFile.entry)))
        guard case .object(let members)? = existing?.value else {
            let directory = configuration.file.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
                ?? FileManager.default.currentDirectoryPath
            var members = ProjectFile.members(adopted, in: directory)
            if !members.contains(where: { $0.0 == accepted.0 }) { members.append(accepted) }
            return JSONOutput.object(members).rendered()
        }
        var kept = members.map { ($0.key, $0.key == accepted.0 ? accepted.1 : JSONOutput($0.value)) }
        if !members.contains(where: { $0.key == accepted.0 }) { kept.append(accepted) }
        return JSONOutput.object(kept).rendered()
    }

    private static func acceptedEntries(_ configuration: Configuration, result: ValidationResult) -> [Configuration.Acceptance] {
        let matched = AcceptanceIndex(configuration.accepted).matched(by: result.accepted, count: configuration.accepted.count)
        let kept = zip(configuration.accepted, matched).filter(\.1).map(\.0)
        let new = result.findings.filter { $0.ruleID != Validator.unusedAcceptanceID }.map { finding in
            Configuration.Acceptance(rule: finding.ruleID, code: finding.code, field: finding.field, actual: finding.actual,
                                     reason: reason)
        }
        return kept + unique(new)
    }

    private static func unique(_ entries: [Configuration.Acceptance]) -> [Configuration.Acceptance] {
        var seen: Set<[String?]> = []
        return entries.filter { seen.insert([$0.rule, $0.code, $0.field, $0.actual]).inserted }
    }
}
