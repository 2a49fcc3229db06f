import CCPipeIngest
import CCPipeModel

/// Shared shape of the name rules: each reports the records whose name falls
/// in one class of `NameMatch`.
protocol NameRule: ValidationRule {
    /// The message for a name of this rule's class, nil for other names.
    func message(for match: NameMatch, name: String, context: ValidationContext) -> (text: String, expected: String?)?
    /// Whether the name it suggests is a guess or one of several, which
    /// `fix` leaves to a person. False by default.
    func needsJudgement(_ match: NameMatch, name: String, expected: String) -> Bool
}

extension NameRule {
    func needsJudgement(_ match: NameMatch, name: String, expected: String) -> Bool { false }


    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        forEach(context.names, report: report) { entry in
            guard let name = entry.value.string,
                  let (text, expected) = message(for: entry.match, name: name, context: context) else { return nil }
            return finding(text, at: entry.value.location, code: entry.region, field: "name", keyPath: entry.value.key,
                           expected: expected, actual: name,
                           judgement: expected.map { needsJudgement(entry.match, name: name, expected: $0) } ?? false)
        }
    }
}
