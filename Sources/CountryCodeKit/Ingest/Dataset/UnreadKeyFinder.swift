/// The keys of record objects that no field reads, and the numbers no JSON
/// reader can hold, found once when the dataset is read.
enum UnreadKeyFinder {
    static func unread(in objects: [JSONNode], records: [DatasetRecord]) -> [UnreadKey] {
        var order: [String] = []
        var found: [String: UnreadKey] = [:]
        for (object, record) in zip(objects, records) {
            let read = record.readKeys
            for member in object.members ?? [] where !read.contains(member.key) {
                if found[member.key] == nil {
                    order.append(member.key)
                    found[member.key] = UnreadKey(key: member.key, location: member.keyLocation, records: 0)
                }
                found[member.key]!.records += 1
            }
        }
        return order.compactMap { found[$0] }
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
        for value in [name, dialCode, code, flag, alpha3].compactMap({ $0 }) + moreDialCodes + Array(localizedNames.values) {
            keys.insert(String(value.key.prefix { $0 != "." && $0 != "[" && $0 != "+" }))
        }
        return keys
    }

    /// Fields whose string the reader kept only as an excerpt.
    func markingOversized(_ oversized: [SourceLocation: Int]) -> DatasetRecord {
        guard !oversized.isEmpty else { return self }
        var copy = self
        func mark(_ value: FieldValue?) -> FieldValue? {
            guard var value, oversized[value.location] != nil else { return value }
            value.kind = .oversized
            return value
        }
        copy.name = mark(name)
        copy.dialCode = mark(dialCode)
        copy.code = mark(code)
        copy.flag = mark(flag)
        copy.localizedNames = localizedNames.mapValues { mark($0)! }
        return copy
    }
}
