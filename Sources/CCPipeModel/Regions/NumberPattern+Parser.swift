import CCPipeCore
import CountryCatalogCore

/// A number pattern as read: alternatives of sequences of quantified atoms,
/// its nodes in one array and referring to each other by index, so that
/// reading and compiling a pattern makes a few arrays, not one a node.
struct NumberPatternSyntax: Sendable {
    enum Node: Equatable, Sendable {
        case digits(UInt16)
        /// The nodes of `items` in this range, one after the other.
        case sequence(Range<Int32>)
        /// The nodes of `items` in this range, one of them.
        case alternatives(Range<Int32>)
        /// The node `atom`; `maximum` -1 for no bound.
        case repeated(atom: Int32, minimum: Int32, maximum: Int32)
    }

    var nodes: [Node] = []
    var items: [Int32] = []
    /// The whole pattern.
    var root: Int32 = 0
}

/// Reads a pattern with its own stack of open groups rather than by
/// recursion, so nesting costs heap and is bounded by `Limits.maximumNesting`.
package enum NumberPatternParser {
    private struct Group {
        /// Where its ended alternatives start in `alternatives`.
        var firstAlternative: Int
        /// Where its current sequence starts in `sequence`.
        var sequenceStart: Int
    }

    static func parse(_ source: String, limits: NumberPattern.Limits) throws(NumberPatternError) -> NumberPatternSyntax {
        let characters = PatternSource.significantScalars(of: source)
        var syntax = NumberPatternSyntax()
        syntax.nodes.reserveCapacity(characters.count + 2)
        syntax.items.reserveCapacity(characters.count + 1)
        // The sequences being read, innermost last, and the ended alternatives of the open groups.
        var sequence: [Int32] = []
        var alternatives: [Int32] = []
        var groups = [Group(firstAlternative: 0, sequenceStart: 0)]
        var index = 0
        func unexpected(_ at: Int) -> NumberPatternError {
            .unexpected(at < characters.count ? String(characters[at]) : "the end", offset: at)
        }
        func add(_ node: NumberPatternSyntax.Node) -> Int32 {
            syntax.nodes.append(node)
            return Int32(syntax.nodes.count - 1)
        }
        /// The items `from` on of `list`, moved to the end of `syntax.items`.
        func moved(_ list: inout [Int32], from: Int) -> Range<Int32> {
            let start = Int32(syntax.items.count)
            syntax.items.append(contentsOf: list[from...])
            list.removeSubrange(from...)
            return start..<Int32(syntax.items.count)
        }
        func endSequence() {
            alternatives.append(add(.sequence(moved(&sequence, from: groups[groups.count - 1].sequenceStart))))
        }
        /// Ends the innermost group: its one sequence, or the alternatives of all of them.
        func closeGroup() -> Int32 {
            endSequence()
            let first = groups.removeLast().firstAlternative
            guard alternatives.count - first > 1 else { return alternatives.removeLast() }
            return add(.alternatives(moved(&alternatives, from: first)))
        }
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "0"..."9":
                sequence.append(add(.digits(1 << (character.value - 0x30))))
                index += 1
            case "\\":
                guard index + 1 < characters.count, characters[index + 1] == "d" else { throw unexpected(index) }
                sequence.append(add(.digits(0x3FF)))
                index += 2
            case "[":
                let (mask, end) = try digitClass(characters, from: index)
                sequence.append(add(.digits(mask)))
                index = end
            case "(":
                guard groups.count <= limits.maximumNesting else { throw .tooDeep(limit: limits.maximumNesting) }
                index += 1
                if index < characters.count, characters[index] == "?" {
                    guard index + 1 < characters.count, characters[index + 1] == ":" else { throw unexpected(index) }
                    index += 2
                }
                groups.append(Group(firstAlternative: alternatives.count, sequenceStart: sequence.count))
            case ")":
                guard groups.count > 1 else { throw unexpected(index) }
                sequence.append(closeGroup())
                index += 1
            case "|":
                endSequence()
                index += 1
            case "?", "*", "+", "{":
                // One quantifier per atom: libphonenumber writes no `??` or `{2}?`, and a
                // chain of them would nest without bound.
                guard sequence.count > groups[groups.count - 1].sequenceStart, let atom = sequence.popLast() else { throw unexpected(index) }
                if case .repeated = syntax.nodes[Int(atom)] { throw unexpected(index) }
                let (minimum, maximum, end) = try quantifier(characters, from: index, limits: limits)
                sequence.append(add(.repeated(atom: atom, minimum: Int32(minimum), maximum: Int32(maximum ?? -1))))
                index = end
            default:
                throw unexpected(index)
            }
        }
        guard groups.count == 1 else { throw .unclosed("a group") }
        syntax.root = closeGroup()
        return syntax
    }

    /// `[0-79]`: digits and ranges of digits, at least one.
    private static func digitClass(_ characters: [Unicode.Scalar], from start: Int) throws(NumberPatternError) -> (UInt16, Int) {
        var mask: UInt16 = 0
        var index = start + 1
        func digit(_ at: Int) -> UInt32? {
            at < characters.count && ("0"..."9").contains(characters[at]) ? characters[at].value - 0x30 : nil
        }
        while index < characters.count, characters[index] != "]" {
            if characters[index] == "\\", index + 1 < characters.count, characters[index + 1] == "d" {
                mask |= 0x3FF
                index += 2
                continue
            }
            guard let low = digit(index) else { throw .unexpected(String(characters[index]), offset: index) }
            if index + 2 < characters.count, characters[index + 1] == "-", let high = digit(index + 2) {
                guard low <= high else { throw .unexpected("\(low)-\(high)", offset: index) }
                for value in low...high { mask |= 1 << value }
                index += 3
            } else {
                mask |= 1 << low
                index += 1
            }
        }
        guard index < characters.count else { throw .unclosed("a [class]") }
        guard mask != 0 else { throw .unexpected("[]", offset: start) }
        return (mask, index + 1)
    }

    /// `?`, `*`, `+`, `{n}` or `{n,m}`, and the index after it.
    private static func quantifier(_ characters: [Unicode.Scalar], from start: Int,
                                   limits: NumberPattern.Limits) throws(NumberPatternError) -> (Int, Int?, Int) {
        switch characters[start] {
        case "?": return (0, 1, start + 1)
        case "*": return (0, nil, start + 1)
        case "+": return (1, nil, start + 1)
        default: break
        }
        var index = start + 1
        func number() throws(NumberPatternError) -> Int {
            var value = 0, digits = 0
            while index < characters.count, ("0"..."9").contains(characters[index]) {
                value = value * 10 + Int(characters[index].value - 0x30)
                digits += 1
                index += 1
                guard value <= limits.maximumRepetition else { throw .repetition(limit: limits.maximumRepetition) }
            }
            guard digits > 0 else {
                throw .unexpected(index < characters.count ? String(characters[index]) : "the end", offset: index)
            }
            return value
        }
        let minimum = try number()
        var maximum = minimum
        if index < characters.count, characters[index] == "," {
            index += 1
            maximum = try number()
        }
        guard index < characters.count, characters[index] == "}" else { throw .unclosed("a {repetition}") }
        guard minimum <= maximum else { throw .unexpected("{\(minimum),\(maximum)}", offset: start) }
        return (minimum, maximum, index + 1)
    }
}

/// Turns the syntax into automaton states, each part compiled in front of
/// the state that follows it. Counted repetition copies its atom, so the
/// states are counted as they are made.
struct NumberPatternBuilder {
    let limits: NumberPattern.Limits
    private(set) var states: [NumberPattern.State] = []
    /// The starts of the alternatives being compiled, innermost last.
    private var starts: [Int] = []

    init(limits: NumberPattern.Limits) {
        self.limits = limits
    }

    mutating func add(_ state: NumberPattern.State) throws(NumberPatternError) -> Int {
        guard states.count < limits.maximumStates else { throw .tooLarge(limit: limits.maximumStates) }
        states.append(state)
        return states.count - 1
    }

    /// The state that starts the whole of `syntax`, continuing at `next`.
    mutating func compile(_ syntax: NumberPatternSyntax, next: Int) throws(NumberPatternError) -> Int {
        states.reserveCapacity(min(2 * syntax.nodes.count + 1, limits.maximumStates))
        return try compile(syntax.root, of: syntax, next: next)
    }

    /// The state that starts the node `index`, continuing at `next`.
    /// Recursion follows the groups, which the parser bounds.
    private mutating func compile(_ index: Int32, of syntax: NumberPatternSyntax, next: Int) throws(NumberPatternError) -> Int {
        switch syntax.nodes[Int(index)] {
        case .digits(let mask):
            return try add(.digit(mask: mask, next: next))
        case .sequence(let parts):
            var start = next
            for part in parts.reversed() { start = try compile(syntax.items[Int(part)], of: syntax, next: start) }
            return start
        case .alternatives(let options):
            let first = starts.count
            for option in options { starts.append(try compile(syntax.items[Int(option)], of: syntax, next: next)) }
            var start = starts.removeLast()
            for other in starts[first...].reversed() { start = try add(.branch(other, start)) }
            starts.removeSubrange(first...)
            return start
        case .repeated(let atom, let minimum, let maximum):
            var tail = next
            if maximum >= 0 {
                for _ in 0..<(maximum - minimum) { tail = try add(.branch(try compile(atom, of: syntax, next: tail), next)) }
            } else {
                // A loop: the branch is made first, so the atom can lead back to it.
                let loop = try add(.branch(next, next))
                let body = try compile(atom, of: syntax, next: loop)
                states[loop] = .branch(body, next)
                tail = loop
            }
            for _ in 0..<minimum { tail = try compile(atom, of: syntax, next: tail) }
            return tail
        }
    }
}
