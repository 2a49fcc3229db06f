import CCPipeBuild
import CCPipeCore
import CCPipeIngest
import CCPipeModel
import CCPipeValidate

/// Writes a configuration with today's findings accepted, so a project can
/// adopt ccpipe and fail only on new problems. Keeps the accepted entries
/// that still match something and, when the project file exists
/// (`existing`), every other member as written, in its order; else the
/// configuration's rules and scope.
package enum BaselineWriter {
    package static let reason = "baseline: present when ccpipe was adopted"

    package static func render(_ configuration: Configuration, result: ValidationResult, existing: JSONNode? = nil) -> String {
        let accepted = acceptedEntries(configuration, result: result)
        guard case .object(let members)? = existing?.value else { return render(configuration, accepted: accepted) }
        var kept = members.map { ($0.key, $0.key == "accepted" ? accepted : JSONOutput($0.value)) }
        if !members.contains(where: { $0.key == "accepted" }) { kept.append(("accepted", accepted)) }
        return JSONOutput.object(kept).rendered()
    }

    private static func acceptedEntries(_ configuration: Configuration, result: ValidationResult) -> JSONOutput {
        let matched = AcceptanceIndex(configuration.accepted).matched(by: result.accepted, count: configuration.accepted.count)
        let kept = zip(configuration.accepted, matched).filter(\.1).map(\.0)
        let new = result.findings.filter { $0.ruleID != Validator.unusedAcceptanceID }.map { finding in
            Configuration.Acceptance(rule: finding.ruleID, code: finding.code, field: finding.field, actual: finding.actual,
                                     reason: reason)
        }
        return .array((kept + unique(new)).map(entry))
    }

    private static func render(_ configuration: Configuration, accepted: JSONOutput) -> String {
        var members: [(String, JSONOutput)] = []
        if !configuration.severities.isEmpty {
            members.append(("rules", .object(configuration.severities.sorted { $0.key < $1.key }.map { id, severity in
                (id, .string(severity?.rawValue ?? "off"))
            })))
        }
        var scope: [(String, JSONOutput)] = []
        if let include = configuration.scope.include { scope.append(("include", .array(include.sorted().map(JSONOutput.string)))) }
        if !configuration.scope.exclude.isEmpty { scope.append(("exclude", .array(configuration.scope.exclude.sorted().map(JSONOutput.string)))) }
        if !scope.isEmpty { members.append(("scope", .object(scope))) }
        members.append(("accepted", accepted))
        return JSONOutput.object(members).rendered()
    }

    private static func unique(_ entries: [Configuration.Acceptance]) -> [Configuration.Acceptance] {
        var seen: Set<[String?]> = []
        return entries.filter { seen.insert([$0.rule, $0.code, $0.field, $0.actual]).inserted }
    }

    private static func entry(_ acceptance: Configuration.Acceptance) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("rule", .string(acceptance.rule))]
        if let code = acceptance.code { members.append(("code", .string(code))) }
        if let field = acceptance.field { members.append(("field", .string(field))) }
        if let actual = acceptance.actual { members.append(("actual", .string(actual))) }
        members.append(("reason", .string(acceptance.reason)))
        return .object(members)
    }
}
