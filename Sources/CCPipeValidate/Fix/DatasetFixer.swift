import CCPipeCore
import CCPipeModel

/// Applies the safe fixes to a dataset's text in place, value by value, so
/// the file keeps its shape, key order, indentation and everything else.
package enum DatasetFixer {
    package struct Edit: Sendable, Equatable {
        package var ruleID: String
        package var location: SourceLocation
        package var old: String
        package var new: String
        /// The field of the finding it fixes; nil for a syntax repair.
        package var field: String? = nil
        /// The region of the record it is in, when known.
        package var code: String? = nil
    }

    package struct Result: Sendable {
        package var edits: [Edit]
        package var fixedBytes: [UInt8]
        /// The fixes found, one a value or syntax repair; `edits` are those
        /// made (a value that overlaps a syntax repair waits for the next run).
        package var found = 0
    }

    /// - Parameters:
    ///   - bytes: the dataset file as read.
    ///   - dataset: the dataset read from those bytes.
    ///   - findings: the findings of a check of that dataset.
    ///   - excluding: places whose fixes are not to be made (`FixVerification`
    ///     found they would make the file worse).
    package static func fix(_ bytes: [UInt8], dataset: Dataset, findings: [Finding], excluding: Set<SourceLocation> = []) -> Result {
        var plan = Plan(dataset)
        for finding in findings { plan.add(finding) }
        plan.finish()
        return fix(bytes, dataset: dataset, plan: plan, excluding: excluding)
    }

    /// `fix` with the findings' fixes chosen already.
    package static func fix(_ bytes: [UInt8], dataset: Dataset, plan: Plan, excluding: Set<SourceLocation> = []) -> Result {
        var index = LineIndex(bytes)
        var replacements: [(range: Range<Int>, text: [UInt8], edit: Edit)] = []
        var found = 0
        for fix in plan.fixes where !excluding.contains(fix.location) {
            found += 1
            guard let start = index.offset(line: fix.location.line, column: fix.location.column),
                  let (range, literal) = ValueToken.replacement(of: fix.value, at: start, in: bytes, format: dataset.format)
            else { continue }
            let old = String(decoding: bytes[range], as: UTF8.self)
            let edit = Edit(ruleID: fix.ruleID, location: fix.location, old: old, new: literal, field: fix.field, code: fix.code)
            replacements.append((range, Array(literal.utf8), edit))
        }
        // Syntax repairs (a trailing comma, a quote, a comment) are byte edits
        // of their own; where one overlaps a value's rewrite, the syntax goes
        // first and the value waits for the next run.
        var repairs: [(range: Range<Int>, text: [UInt8], edit: Edit)] = []
        for issue in dataset.syntaxIssues where plan.syntax.contains(issue.location) && !excluding.contains(issue.location) {
            guard let repair = issue.repair else { continue }
            found += 1
            let old = String(decoding: bytes[repair.range], as: UTF8.self)
            repairs.append((repair.range, repair.replacement,
                            Edit(ruleID: JSONSyntaxRule.description.id, location: issue.location, old: old,
                                 new: String(decoding: repair.replacement, as: UTF8.self))))
        }
        if !repairs.isEmpty {
            let spans = RepairSpans(repairs.map(\.range))
            replacements.removeAll { spans.displace($0.range) }
            let kept = RepairSpans.keptInOrder(repairs.map(\.range))
            replacements += repairs.indices.filter { kept[$0] }.map { repairs[$0] }
        }
        // Assembled front to back in one pass: replacing each range in place
        // moved the rest of the file every time (a million fixes in 64 MiB
        // did not finish in 8 minutes).
        replacements.sort { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        var fixed: [UInt8] = []
        fixed.reserveCapacity(bytes.count + replacements.reduce(0) { $0 + $1.text.count - $1.range.count })
        var copied = 0
        for replacement in replacements {
            fixed += bytes[copied..<replacement.range.lowerBound]
            fixed += replacement.text
            copied = replacement.range.upperBound
        }
        fixed += bytes[copied...]
        var edits = replacements.map(\.edit)
        replacements = []
        edits.sort { $0.location < $1.location }
        return Result(edits: edits, fixedBytes: fixed, found: found)
    }
}

/// Byte offsets of line starts, to turn a finding's line and column (counted
/// in Unicode scalars, after a leading BOM) into a byte offset.
struct LineIndex {
    private let bytes: [UInt8]
    private var lineStarts: [Int] = [0]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { lineStarts[0] = 3 }
        var index = lineStarts[0]
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                lineStarts.append(index + 1)
            } else if bytes[index] == UInt8(ascii: "\r") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                lineStarts.append(index + 1)
            }
            index += 1
        }
    }

    /// The place found last, from which a later column of its line is
    /// counted on: fixes come in order of place, and a file of one line
    /// (minified JSON) was counted from its start for each of its fixes.
    private var last: (line: Int, column: Int, offset: Int)?

    mutating func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count, column >= 1 else { return nil }
        var offset = lineStarts[line - 1]
        var remaining = column - 1
        if let last, last.line == line, last.column <= column {
            offset = last.offset
            remaining = column - last.column
        }
        while remaining > 0 {
            guard offset < bytes.count else { return nil }
            offset += 1
            // Skip UTF-8 continuation bytes: a column is one scalar.
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            remaining -= 1
        }
        last = (line, column, offset)
        return offset
    }
}

/// The end of the JSON string literal starting at an offset.
enum StringToken {
    static func end(in bytes: [UInt8], from start: Int) -> Int? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "\"") else { return nil }
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return nil
    }
}
