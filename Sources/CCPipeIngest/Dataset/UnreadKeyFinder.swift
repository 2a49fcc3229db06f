import CCPipeCore
import CCPipeModel

/// The keys of record objects that no field reads, and the numbers no JSON
/// reader can hold, found once when the dataset is read.
enum UnreadKeyFinder {
    static func unread(in objects: [JSONNode], records: [DatasetRecord]) -> [UnreadKey] {
        var tally = Tally()
        for (object, record) in zip(objects, records) { tally.count(object, record: record) }
        return tally.keys
    }

    /// Unread keys counted one record at a time, in first-seen order. At
    /// most `tracked` distinct keys are kept (each is a finding, and a
    /// report lists 200 of a rule): records of ever new keys cannot make
    /// the table grow with the file. A key first seen after that is not
    /// counted.
    struct Tally {
        static let tracked = 10_000
        private var order: [String] = []
        private var found: [String: UnreadKey] = [:]

        mutating func count(_ object: JSONNode, record: DatasetRecord) {
            guard let members = object.members, !members.isEmpty else { return }
            let read = record.readKeys
            for member in members where !read.contains(member.key) {
                if found[member.key] == nil {
                    guard order.count < Self.tracked else { continue }
                    order.append(member.key)
                    found[member.key] = UnreadKey(key: member.key, location: member.keyLocation, records: 0)
                }
                found[member.key]!.records += 1
            }
        }

        var keys: [UnreadKey] { order.compactMap { found[$0] } }
    }
}

enum NumberRange {
    /// Integers past 2^53 lose digits in every reader that uses doubles, as
    /// JavaScript and most JSON libraries do; larger exponents overflow.
    static func outOfRange(in root: JSONNode) -> [(literal: String, location: SourceLocation)] {
        var found: [(String, SourceLocation)] = []
        var stack = [root]
        while let node = stack.popLast() {
            switch node.value {
            case .object(let members): stack.append(contentsOf: members.reversed().map(\.value))
            case .array(let elements): stack.append(contentsOf: elements.reversed())
            case .number(let literal) where !fits(literal): found.append((literal, node.location))
            default: break
            }
        }
        return found
    }

    static func fits(_ literal: String) -> Bool {
        guard let value = Double(literal), value.isFinite else { return false }
        let isInteger = !literal.contains(where: { $0 == "." || $0 == "e" || $0 == "E" })
        return !isInteger || abs(value) <= 9_007_199_254_740_992
    }
}

extension DatasetRecord {
    /// The top-level keys its fields were read from.
    var readKeys: Set<String> {
        var keys: Set<String> = []
        for value in [name, dialCode, code, flag, alpha3, embeddedCode].compactMap({ $0 }) + moreDialCodes + Array(localizedNames.values) {
            keys.insert(String(value.key.prefix { $0 != "." && $0 != "[" && $0 != "+" }))
        }
        return keys
    }

    /// Marks the fields whose value the reader kept only as an excerpt.
    mutating func markOversized(_ oversized: [SourceLocation: OversizedText]) {
        func mark(_ value: inout FieldValue?) {
            if let location = value?.location, oversized[location] != nil { value!.kind = .oversized }
        }
        mark(&name)
        mark(&dialCode)
        mark(&code)
        if flag.map({ oversized[$0.location] != nil }) == true { mark(&flag) }
        if alpha3.map({ oversized[$0.location] != nil }) == true { mark(&alpha3) }
        if moreDialCodes.contains(where: { oversized[$0.location] != nil }) {
            moreDialCodes = moreDialCodes.map { value in
                var marked: FieldValue? = value
                mark(&marked)
                return marked!
            }
        }
        let names = localizedNames
        if names.values.contains(where: { oversized[$0.location] != nil }) {
            localizedNames = names.mapValues { value in
                var marked: FieldValue? = value
                mark(&marked)
                return marked!
            }
        }
    }
}
