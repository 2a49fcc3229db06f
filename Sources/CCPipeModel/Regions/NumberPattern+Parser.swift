import CCPipeCore

/// A number pattern as read: alternatives of sequences of quantified atoms.
indirect enum NumberPatternSyntax: Equatable, Sendable {
    case digits(UInt16)
    case sequence([NumberPatternSyntax])
    case alternatives([NumberPatternSyntax])
    case repeated(NumberPatternSyntax, minimum: Int, maximum: Int?)

    var isRepeated: Bool {
        if case .repeated = self { return true }
        return false
    }
}

/// Reads a pattern with its own stack of open groups rather than by
/// recursion, so nesting costs heap and is bounded by `Limits.maximumNesting`.
package enum NumberPatternParser {
    private struct Group {
        var alternatives: [NumberPatternSyntax] = []
        var sequence: [NumberPatternSyntax] = []

        var syntax: NumberPatternSyntax {
            let all = alternatives + [.sequence(sequence)]
            return all.count == 1 ? all[0] : .alternatives(all)
        }
    }

    static func parse(_ source: String, limits: NumberPattern.Limits) throws(NumberPatternError) -> NumberPatternSyntax {
        let characters = significantScalars(of: source)
        var groups = [Group()]
        var index = 0
        func unexpected(_ at: Int) -> NumberPatternError {
            .unexpected(at < characters.count ? String(characters[at]) : "the end", offset: at)
        }
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "0"..."9":
                groups[groups.count - 1].sequence.append(.digits(1 << (character.value - 0x30)))
                index += 1
            case "\\":
                guard index + 1 < characters.count, characters[index + 1] == "d" else { throw unexpected(index) }
                groups[groups.count - 1].sequence.append(.digits(0x3FF))
                index += 2
            case "[":
                let (mask, end) = try digitClass(characters, from: index)
                groups[groups.count - 1].sequence.append(.digits(mask))
                index = end
            case "(":
                guard groups.count <= limits.maximumNesting else { throw .tooDeep(limit: limits.maximumNesting) }
                index += 1
                if index < characters.count, characters[index] == "?" {
                    guard index + 1 < characters.count, characters[index + 1] == ":" else { throw unexpected(index) }
                    index += 2
                }
                groups.append(Group())
            case ")":
                guard groups.count > 1 else { throw unexpected(index) }
                let closed = groups.removeLast().syntax
                groups[groups.count - 1].sequence.append(closed)
                index += 1
            case "|":
                groups[groups.count - 1].alternatives.append(.sequence(groups[groups.count - 1].sequence))
                groups[groups.count - 1].sequence = []
                index += 1
            case "?", "*", "+", "{":
                // One quantifier per atom: libphonenumber writes no `??` or `{2}?`, and a
                // chain of them would nest without bound.
                guard let atom = groups[groups.count - 1].sequence.popLast(), !atom.isRepeated else { throw unexpected(index) }
                let (minimum, maximum, end) = try quantifier(characters, from: index, limits: limits)
                groups[groups.count - 1].sequence.append(.repeated(atom, minimum: minimum, maximum: maximum))
                index = end
            default:
                throw unexpected(index)
            }
        }
        guard groups.count == 1 else { throw .unclosed("a group") }
        return groups[0].syntax
    }

    /// The scalars of `source` but its white space, gathered into an array
    /// (a filtered `unicodeScalars` would build a string a scalar at a time).
    /// ASCII's white space (tab to carriage return, space: Unicode's there)
    /// is told apart without the property tables every other scalar asks.
    static func significantScalars(of source: String) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(source.utf8.count)
        for scalar in source.unicodeScalars
        where scalar.isASCII ? !(0x09...0x0D).contains(scalar.value) && scalar != " " : !scalar.properties.isWhitespace {
            scalars.append(scalar)
        }
        return scalars
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

    init(limits: NumberPattern.Limits) {
        self.limits = limits
    }

    mutating func add(_ state: NumberPattern.State) throws(NumberPatternError) -> Int {
        guard states.count < limits.maximumStates else { throw .tooLarge(limit: limits.maximumStates) }
        states.append(state)
        return states.count - 1
    }

    /// The state that starts `syntax`, continuing at `next`. Recursion
    /// follows the groups, which the parser bounds.
    mutating func compile(_ syntax: NumberPatternSyntax, next: Int) throws(NumberPatternError) -> Int {
        switch syntax {
        case .digits(let mask):
            return try add(.digit(mask: mask, next: next))
        case .sequence(let parts):
            var start = next
            for part in parts.reversed() { start = try compile(part, next: start) }
            return start
        case .alternatives(let options):
            var starts: [Int] = []
            for option in options { starts.append(try compile(option, next: next)) }
            var start = starts.removeLast()
            for other in starts.reversed() { start = try add(.branch(other, start)) }
            return start
        case .repeated(let atom, let minimum, let maximum):
            var tail = next
            if let maximum {
                for _ in 0..<(maximum - minimum) { tail = try add(.branch(try compile(atom, next: tail), next)) }
            } else {
                // A loop: the branch is made first, so the atom can lead back to it.
                let loop = try add(.branch(next, next))
                let body = try compile(atom, next: loop)
                states[loop] = .branch(body, next)
                tail = loop
            }
            for _ in 0..<minimum { tail = try compile(atom, next: tail) }
            return tail
        }
    }
}
