import CCPipeModel
import CCPipeValidate

/// The formats `ccpipe check --format` offers, each rendered by one reporter.
package enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, markdown, github, sarif

    /// The report as text to write. `color` only affects `text`;
    /// `reference` names what the dataset was checked against.
    /// `omitted` counts the findings past the caps; every report says how many.
    /// `referenceVersions` (`ReferenceVersions.of`) go where a format has a
    /// place for them: SARIF's tool properties.
    package func render(_ findings: [Finding], dataset: Dataset, reference: String? = nil, referenceVersions: [String] = [],
                       rules: [RuleDescription], color: Bool = false, omitted: [OmittedFindings] = []) -> String {
        switch self {
        case .text: TextReporter.render(findings, dataset: dataset, reference: reference, color: color, omitted: omitted)
        case .json: JSONReporter.render(findings, dataset: dataset, reference: reference, rules: rules, omitted: omitted)
        case .markdown: MarkdownReporter.render(findings, dataset: dataset, reference: reference, rules: rules, omitted: omitted)
        case .github: GitHubReporter.render(findings, dataset: dataset, reference: reference, rules: rules, omitted: omitted)
        case .sarif: SARIFReporter.render(findings, dataset: dataset, reference: reference, referenceVersions: referenceVersions,
                                          rules: rules, omitted: omitted)
        }
    }
}

/// `--color auto|always|never`. `auto` colors a terminal unless `NO_COLOR`
/// is set to a non-empty value (https://no-color.org); an explicit `always`
/// wins over `NO_COLOR`, as the convention allows.
package enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never

    package func isEnabled(outputIsTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        }
    }
}
