@testable import CCPipeIngest
@testable import CCPipeReference
@testable import CCPipeReport
@testable import CCPipeValidate
@testable import CountryCodeKit

/// The dataset reader, the rules and every check report, as `ccpipe check`
/// runs them against the embedded reference.
let reference = try! ReferenceLoader.load(.embedded, locales: ["en"])
let rules = Validator.rules.map(\.ruleDescription)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    guard let dataset = try? DatasetReader.parse(bytes: bytes, file: "fuzz.json") else { return 0 }
    let findings = Validator.validate(dataset, against: reference)
    _ = TextReporter.render(findings, dataset: dataset, color: true)
    _ = JSONReporter.render(findings, dataset: dataset, rules: rules)
    _ = MarkdownReporter.render(findings, dataset: dataset, rules: rules)
    _ = GitHubReporter.render(findings, dataset: dataset)
    _ = SARIFReporter.render(findings, dataset: dataset, rules: rules)
    _ = DatasetFixer.fix(bytes, dataset: dataset, findings: findings)
    return 0
}
