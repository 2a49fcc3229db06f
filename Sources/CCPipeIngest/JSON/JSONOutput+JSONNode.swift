import CCPipeCore

extension JSONOutput {
    /// A value read with positions, to write back (a project file keeps
    /// every member `--baseline-write` does not own).
    package init(_ node: JSONNode) {
        switch node.value {
        case .object(let members): self = .object(members.map { ($0.key, JSONOutput($0.value)) })
        case .array(let elements): self = .array(elements.map(JSONOutput.init))
        case .string(let text): self = .string(text)
        case .number(let literal): self = .number(literal)
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        }
    }
}
