import CCPipeCore
import CCPipeModel

/// Finds every key repeated inside one object, anywhere in the document.
/// Keys are compared as Swift strings, that is after canonical equivalence:
/// `"Åland"` precomposed and decomposed count as the same key, because
/// Foundation merges them too and a consumer would lose one of the two.
enum DuplicateKeyFinder {
    static func duplicates(in root: JSONNode) -> [DuplicateKey] {
        var found: [DuplicateKey] = []
        collect(in: root, into: &found)
        return found.sorted { $0.location < $1.location }
    }

    /// Recursion is safe here: the parser has already bounded the depth
    /// (`JSONParser.Limits.maxDepth`), and it is faster than a node stack.
    private static func collect(in node: JSONNode, into found: inout [DuplicateKey]) {
        switch node.value {
        case .object(let members):
            found.append(contentsOf: repeats(in: members))
            for member in members { collect(in: member.value, into: &found) }
        case .array(let elements):
            for element in elements { collect(in: element, into: &found) }
        default:
            break
        }
    }

    private static func repeats(in members: [JSONMember]) -> [DuplicateKey] {
        repeats(count: members.count, key: { members[$0].key }, location: { members[$0].keyLocation })
    }

    /// The keys repeated among a top-level object's members, given by key
    /// and location when the members themselves were not kept.
    static func repeats(keys: [String], locations: [SourceLocation]) -> [DuplicateKey] {
        repeats(count: keys.count, key: { keys[$0] }, location: { locations[$0] })
    }

    /// Most objects are small records, where comparing pairs is cheaper than hashing.
    private static func repeats(count: Int, key: (Int) -> String, location: (Int) -> SourceLocation) -> [DuplicateKey] {
        var found: [DuplicateKey] = []
        if count <= 16 {
            for index in (0..<count).dropFirst() {
                if let first = (0..<index).first(where: { key($0) == key(index) }) {
                    found.append(DuplicateKey(key: key(index), location: location(index), firstLocation: location(first)))
                }
            }
            return found
        }
        // Large ones (an object keyed by region code, or a million keys)
        // are sorted by key, 4 bytes a member, rather than hashed into a
        // table of every key (about 80 bytes each): equal keys, in member
        // order, end up side by side.
        var order = [UInt32](0..<UInt32(count))
        order.sort { key(Int($0)) == key(Int($1)) ? $0 < $1 : key(Int($0)) < key(Int($1)) }
        var start = 0
        for index in 1...order.count {
            guard index == order.count || key(Int(order[index])) != key(Int(order[start])) else { continue }
            let first = location(Int(order[start]))
            for repeated in order[(start + 1)..<index] {
                found.append(DuplicateKey(key: key(Int(repeated)), location: location(Int(repeated)), firstLocation: first))
            }
            start = index
        }
        return found
    }
}
