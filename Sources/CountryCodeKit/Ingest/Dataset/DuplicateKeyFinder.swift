/// Finds every key repeated inside one object, anywhere in the document.
/// Keys are compared as Swift strings, that is after canonical equivalence:
/// `"Åland"` precomposed and decomposed count as the same key, because
/// Foundation merges them too and a consumer would lose one of the two.
enum DuplicateKeyFinder {
    static func duplicates(in root: JSONNode) -> [DuplicateKey] {
        var found: [DuplicateKey] = []
        // An explicit stack: the parser bounds depth, but nothing here needs recursion.
        var pending = [root]
        while let node = pending.popLast() {
            switch node.value {
            case .object(let members):
                var firstLocations: [String: SourceLocation] = [:]
                for member in members {
                    if let first = firstLocations[member.key] {
                        found.append(DuplicateKey(key: member.key, location: member.keyLocation, firstLocation: first))
                    } else {
                        firstLocations[member.key] = member.keyLocation
                    }
                    pending.append(member.value)
                }
            case .array(let elements):
                pending.append(contentsOf: elements)
            default:
                break
            }
        }
        return found.sorted { $0.location < $1.location }
    }
}
