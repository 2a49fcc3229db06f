import CCPipeBuild
import CCPipeCore
import CCPipeIngest
import CCPipeModel
import CCPipeReference
import CCPipeValidate

/// SARIF 2.1.0, the format code-scanning services (GitHub's among them)
/// import: one run whose driver lists the rules' metadata, and one result per
/// finding with a stable `ruleId` and a `partialFingerprints` entry so a
/// finding matches itself across runs even when lines move.
///
/// Deterministic: no timestamps, no machine paths beyond the file as given.
/// Columns count Unicode scalars, as every ccpipe location does, so the run
/// says `columnKind: unicodeCodePoints`. A suggested value is a result
/// property rather than a SARIF `fix`, which would need the exact span to
/// replace.
package enum SARIFReporter {
    package static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The key of ccpipe's entry in `partialFingerprints`; bump the version
    /// when `Finding.fingerprint` changes so old alerts are not matched wrongly.
    package static let fingerprintKey = "ccpipe/v2"

    /// The driver's properties name the reference and the releases the
    /// verdict rests on (`reference`, `referenceVersions`), when given.
    package static func render(_ findings: [Finding], dataset: Dataset, reference: String? = nil, referenceVersions: [String] = [],
                              rules: [RuleDescription] = [], omitted: [OmittedFindings] = []) -> String {
        let ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var occurrences: [String: Int] = [:]
        let results: [JSONOutput] = findings.sorted().map { finding in
            // Identical findings are told apart by an occurrence count, as CodeQL does.
            let hash = finding.fingerprint
            occurrences[hash, default: 0] += 1
            return result(finding, ruleIndex: ruleIndex[finding.ruleID],
                          fingerprint: "\(hash):\(occurrences[hash]!)")
        }
        var properties: [(String, JSONOutput)] = []
        if let reference { properties.append(("reference", .string(reference))) }
        if !referenceVersions.isEmpty { properties.append(("referenceVersions", .array(referenceVersions.map(JSONOutput.string)))) }
        return JSONOutput.object([
            ("$schema", .string(schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("ccpipe")),
                    ("version", .string(CCPipeVersion.ccpipe)),
                    ("rules", .array(rules.map(descriptor))),
                ] + (properties.isEmpty ? [] : [("properties", .object(properties))])))])),
                ("columnKind", .string("unicodeCodePoints")),
                // Results name files relative to the repository's top, as
                // code scanning resolves them; its place on this machine is
                // left out, so the report is the same wherever it is made.
                ("originalUriBaseIds", .object([(sourceRoot, .object([
                    ("description", .object([("text", .string("The top of the git repository the dataset is in."))])),
                ]))])),
                ("results", .array(results)),
            ] + (omitted.isEmpty ? [] : [("properties", .object([("omittedResults", .array(omitted.map { entry in
                .object([("ruleId", .string(entry.ruleID)), ("count", .int(entry.summary.total))])
            }))]))]))])),
        ]).renderedForReport()
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .notice: "note"
        }
    }

    private static func descriptor(_ rule: RuleDescription) -> JSONOutput {
        .object([
            ("id", .string(rule.id)),
            ("name", .string(pascalCase(rule.id))),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.rationale))])),
            ("defaultConfiguration", .object([("level", .string(level(rule.severity)))])),
            ("help", .object([("text", .string("\(rule.summary). \(rule.rationale)"))])),
        ])
    }

    private static func result(_ finding: Finding, ruleIndex: Int?, fingerprint: String) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("ruleId", .string(finding.ruleID))]
        if let ruleIndex { members.append(("ruleIndex", .int(ruleIndex))) }
        members += [
            ("level", .string(level(finding.severity))),
            ("message", .object([("text", .string(finding.message))])),
            ("locations", .array([.object([("physicalLocation", physicalLocation(finding.location))])])),
            ("partialFingerprints", .object([(fingerprintKey, .string(fingerprint))])),
        ]
        if !finding.related.isEmpty {
            members.append(("relatedLocations", .array(finding.related.enumerated().map { id, place in
                .object([
                    ("id", .int(id)),
                    ("physicalLocation", physicalLocation(place.location)),
                    ("message", .object([("text", .string(place.note))])),
                ])
            })))
        }
        var properties: [(String, JSONOutput)] = []
        if let code = finding.code { properties.append(("code", .string(code))) }
        if let field = finding.field { properties.append(("field", .string(field))) }
        if let keyPath = finding.keyPath { properties.append(("keyPath", .string(keyPath))) }
        if let fix = finding.suggestedFix { properties.append(("suggestedFix", .string(fix))) }
        if !properties.isEmpty { members.append(("properties", .object(properties))) }
        return .object(members)
    }

    /// The base of every relative artifact URI: the repository's top.
    package static let sourceRoot = "%SRCROOT%"

    private static func physicalLocation(_ location: SourceLocation) -> JSONOutput {
        .object([
            ("artifactLocation", artifactLocation(location.file)),
            ("region", .object([
                ("startLine", .int(location.line)),
                ("startColumn", .int(location.column)),
            ])),
        ])
    }

    /// A file of the repository (named from its top) relative to
    /// `%SRCROOT%`; a file outside it as an absolute `file:` URI.
    static func artifactLocation(_ path: String) -> JSONOutput {
        guard !path.hasPrefix("/") else { return .object([("uri", .string("file://" + uri(path)))]) }
        return .object([("uri", .string(uri(path))), ("uriBaseId", .string(sourceRoot))])
    }

    /// `dial-code-region` → `DialCodeRegion`, SARIF's suggested form of a rule name.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A path as a URI reference: bytes outside RFC 3986's unreserved set
    /// and `/` are percent-encoded, so spaces, `%`, `#` or `:` in a file
    /// name cannot change what the URI means.
    package static func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }
}
