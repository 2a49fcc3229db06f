import CCPipeCore
import CCPipeIngest
import CCPipeModel
import Foundation

/// Two regions under one name.
package struct NameDuplicateRule: ValidationRule {
    package static let description = RuleDescription(
        id: "name-duplicate", severity: .error,
        summary: "two records for different regions have the same name",
        rationale: "Users cannot tell the two rows apart, and one of them is the wrong region (a shifted or mistyped code). Names are compared in Unicode normalisation form C, so visually identical names count as one.",
        passing: [RuleExample(#"[{"name": "Congo - Brazzaville", "dial_code": "+242", "code": "CG"}, {"name": "Congo - Kinshasa", "dial_code": "+243", "code": "CD"}]"#)],
        triggering: [RuleExample(#"[{"name": "Congo", "dial_code": "+242", "code": "CG"}, {"name": "Congo", "dial_code": "+243", "code": "CD"}]"#)])

    package init() {}


    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        // Names sorted, so that the records of one name are side by side: a
        // large dataset of distinct names needs no table keyed by all of them.
        let records = context.dataset.records
        var named: [(key: String, position: Int)] = []
        named.reserveCapacity(records.count)
        for (position, record) in records.enumerated() {
            guard let name = record.name?.string?.trimmingWhitespace, !name.isEmpty, context.region(of: record) != nil else { continue }
            named.append((name.precomposedStringWithCanonicalMapping, position))
        }
        named.sort { $0.key != $1.key ? $0.key < $1.key : $0.position < $1.position }
        var groupStart = 0
        for index in named.indices {
            if named[index].key != named[groupStart].key { groupStart = index }
            guard index != groupStart else { continue }
            let first = records[named[groupStart].position], record = records[named[index].position]
            let firstCode = context.region(of: first)!, code = context.region(of: record)!
            guard firstCode != code, let value = record.name, let name = value.string?.trimmingWhitespace else { continue }
            report(finding("\"\(name)\" is also the name of \(firstCode)",
                           at: value.location, code: code, field: "name", keyPath: value.key,
                           related: [RelatedLocation(first.name!.location, note: "name of \(firstCode)")], actual: name))
        }
    }
}
