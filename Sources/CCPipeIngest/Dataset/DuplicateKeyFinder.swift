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

    /// Most objects are small records, where comparing pairs is cheaper than hashing.
    private static func repeats(in members: [JSONMember]) -> [DuplicateKey] {
        var found: [DuplicateKey] = []
        if members.count <= 16 {
            for index in members.indices.dropFirst() {
                if let first = members[..<index].first(where: { $0.key == members[index].key }) {
                    found.append(DuplicateKey(key: members[index].key, location: members[index].keyLocation, firstLocation: first.keyLocation))
                }
            }
            return found
        }
        // Large ones (an object keyed by region code, or a million keys)
        // are sorted by key, 4 bytes a member, rather than hashed into a
        // table of every key (about 80 bytes each): equal keys, in member
        // order, end up side by side.
        var order = [UInt32](0..<UInt32(members.count))
        order.sort { members[Int($0)].key == members[Int($1)].key ? $0 < $1 : members[Int($0)].key < members[Int($1)].key }
        var start = 0
        for index in 1...order.count {
            guard index == order.count || members[Int(order[index])].key != members[Int(order[start])].key else { continue }
            let first = members[Int(order[start])].keyLocation
            for repeated in order[(start + 1)..<index] {
                found.append(DuplicateKey(key: members[Int(repeated)].key, location: members[Int(repeated)].keyLocation, firstLocation: first))
            }
            start = index
        }
        return found
    }
}
