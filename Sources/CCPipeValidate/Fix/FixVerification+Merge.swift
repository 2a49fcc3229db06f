import CCPipeCore
import CCPipeModel

extension FixVerification {
    /// Finds the record a fixed code or dial code would merge an edited
    /// record with: for a code, the first other record of the fixed file
    /// with that code; for a dial code, the first other record with those
    /// digits, of another region, whose digits were not the same before.
    /// Each is looked up in tables made once, in one pass over the records:
    /// searching all records for each fix took a million fixes about a
    /// million million steps.
    struct Merges {
        private let before: Dataset, after: Dataset
        /// Each code of the fixed file (trimmed, upper-cased): its first two records.
        private var codes: [String: (first: Int, second: Int?)] = [:]
        /// Each dial code's digits in the fixed file: its records, in order.
        private var dialCodes: [String: DialCodeRecords] = [:]
        /// The first two records `dialCodes` holds for a digits, region and digits before.
        private var found: [DialCodeQuery: (first: Int?, second: Int?)] = [:]

        init(before: Dataset, after: Dataset, fields: Set<String>) {
            self.before = before
            self.after = after
            if fields.contains("code") {
                for record in after.records {
                    guard let code = Self.code(record) else { continue }
                    if let known = codes[code] {
                        if known.second == nil { codes[code] = (known.first, record.index) }
                    } else {
                        codes[code] = (record.index, nil)
                    }
                }
            }
            if fields.contains("dial_code") {
                var byDigits: [String: DialCodeRecords] = [:]
                for record in after.records {
                    guard let digits = Self.digits(record) else { continue }
                    byDigits[digits, default: DialCodeRecords()]
                        .append(record.index, code: Self.code(record), digitsBefore: Self.digits(before.records[record.index]))
                }
                for digits in byDigits.keys { byDigits[digits]!.link() }
                dialCodes = byDigits
            }
        }

        /// Why the fix of `field` in `record` merges it with another region's record, if it does.
        mutating func reason(field: String?, record: Int) -> String? {
            let fixed = after.records[record], original = before.records[record]
            switch field {
            case "code":
                guard let code = Self.code(fixed), let first = codes[code] else { return nil }
                guard let other = first.first != record ? first.first : first.second,
                      Self.code(before.records[other]) != Self.code(original) else { return nil }
                let location = after.records[other].location
                return "it would make two records share the code \(code) (the other at \(location.line):\(location.column))"
            case "dial_code":
                guard let digits = Self.digits(fixed), let records = dialCodes[digits] else { return nil }
                let region = Self.code(fixed)
                let query = DialCodeQuery(digits: digits, region: region, digitsBefore: Self.digits(original))
                let candidates = found[query] ?? records.firstTwo(notOf: region, notBefore: query.digitsBefore)
                found[query] = candidates
                guard let other = candidates.first != record ? candidates.first : candidates.second else { return nil }
                let otherCode = after.records[other].code?.string ?? "another record"
                return "it would give \(region ?? "the record") the dial code of \(otherCode) (+\(digits))"
            default:
                return nil
            }
        }

        private static func code(_ record: DatasetRecord) -> String? { record.code?.string?.trimmingWhitespace.uppercased() }

        private static func digits(_ record: DatasetRecord) -> String? { record.dialCode?.string.flatMap { DialCodeText($0).digits } }
    }

    private struct DialCodeQuery: Hashable {
        var digits: String
        var region: String?
        var digitsBefore: String?
    }

    /// The records of one dial code's digits, in order, with their codes and
    /// digits before the fixes, and where the next record of another code,
    /// or of other digits before, starts: a search for the first record of
    /// neither a region nor a digits skips whole runs of either.
    private struct DialCodeRecords {
        private var records: [Int] = []
        private var codes: [String?] = []
        private var digitsBefore: [String?] = []
        private var nextOtherCode: [Int] = []
        private var nextOtherDigits: [Int] = []

        mutating func append(_ record: Int, code: String?, digitsBefore digits: String?) {
            records.append(record)
            codes.append(code)
            digitsBefore.append(digits)
        }

        /// Fills in the runs, once every record is appended.
        mutating func link() {
            nextOtherCode = Array(repeating: records.count, count: records.count)
            nextOtherDigits = nextOtherCode
            for position in records.indices.reversed().dropFirst() {
                nextOtherCode[position] = codes[position + 1] != codes[position] ? position + 1 : nextOtherCode[position + 1]
                nextOtherDigits[position] = digitsBefore[position + 1] != digitsBefore[position] ? position + 1 : nextOtherDigits[position + 1]
            }
        }

        /// The first two records whose code is not `region` and whose digits
        /// before were not `digits`.
        func firstTwo(notOf region: String?, notBefore digits: String?) -> (first: Int?, second: Int?) {
            let first = next(from: 0, notOf: region, notBefore: digits)
            let second = first.flatMap { next(from: $0 + 1, notOf: region, notBefore: digits) }
            return (first.map { records[$0] }, second.map { records[$0] })
        }

        private func next(from start: Int, notOf region: String?, notBefore digits: String?) -> Int? {
            var position = start
            while position < records.count {
                if codes[position] == region {
                    position = nextOtherCode[position]
                } else if digitsBefore[position] == digits {
                    position = nextOtherDigits[position]
                } else {
                    return position
                }
            }
            return nil
        }
    }
}
