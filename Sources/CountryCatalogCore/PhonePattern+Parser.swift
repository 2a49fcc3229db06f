/// A phone pattern as read: alternatives of sequences of quantified atoms.
indirect enum PhonePatternNode: Equatable, Sendable {
    case digits(UInt16)
    /// `$`.
    case end
    /// `(…)` (numbered from 1) or `(?:…)` (nil): its alternatives.
    case group(capture: Int?, [[PhonePatternNode]])
    case repeated(PhonePatternNode, minimum: Int, maximum: Int?)

    var isRepeated: Bool {
        if case .repeated = self { return true }
        return false
    }
}

/// Reads a pattern with its own stack of open groups rather than by
/// recursion, so nesting is bounded by `Limits.maximumNesting`. White space
/// is passed over, as libphonenumber's build removes it.
enum PhonePatternParser {
    private struct Open {
        var capture: Int?
        var alternatives: [[PhonePatternNode]] = []
        var sequence: [PhonePatternNode] = []
    }

    static func parse(_ source: String, limits: PhonePattern.Limits) -> (node: PhonePatternNode, groups: Int)? {
        let characters = significantScalars(of: source)
        var open = [Open()]
        var groups = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "0"..."9":
                open[open.count - 1].sequence.append(.digits(1 << UInt16(character.value - 0x30)))
                index += 1
            case "\\":
                guard index + 1 < characters.count, characters[index + 1] == "d" else { return nil }
                open[open.count - 1].sequence.append(.digits(0x3FF))
                index += 2
            case "[":
                guard let (mask, end) = digitClass(characters, from: index) else { return nil }
                open[open.count - 1].sequence.append(.digits(mask))
                index = end
            case "$":
                open[open.count - 1].sequence.append(.end)
                index += 1
            case "(":
                guard open.count <= limits.maximumNesting else { return nil }
                index += 1
                if index < characters.count, characters[index] == "?" {
                    guard index + 1 < characters.count, characters[index + 1] == ":" else { return nil }
                    index += 2
                    open.append(Open(capture: nil))
                } else {
                    groups += 1
                    open.append(Open(capture: groups))
                }
            case ")":
                guard open.count > 1 else { return nil }
                let closed = open.removeLast()
                open[open.count - 1].sequence.append(.group(capture: closed.capture, closed.alternatives + [closed.sequence]))
                index += 1
            case "|":
                open[open.count - 1].alternatives.append(open[open.count - 1].sequence)
                open[open.count - 1].sequence = []
                index += 1
            case "?", "*", "+", "{":
                // One quantifier an atom (no lazy `??`, no `{2}{3}`), and `$` is no atom.
                guard let atom = open[open.count - 1].sequence.popLast(), !atom.isRepeated, atom != .end,
                      let (minimum, maximum, end) = quantifier(characters, from: index, limits: limits) else { return nil }
                open[open.count - 1].sequence.append(.repeated(atom, minimum: minimum, maximum: maximum))
                index = end
            default:
                return nil
            }
        }
        guard open.count == 1 else { return nil }
        return (.group(capture: nil, open[0].alternatives + [open[0].sequence]), groups)
    }

    /// The scalars of `source` but its white space, gathered into an array
    /// (a filtered `unicodeScalars` would build a string a scalar at a time).
    /// ASCII's white space (tab to carriage return, space) is told apart
    /// without Unicode's property tables, which every other scalar asks.
    static func significantScalars(of source: String) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(source.utf8.count)
        for scalar in source.unicodeScalars
        where scalar.isASCII ? !(0x09...0x0D).contains(scalar.value) && scalar != " " : !scalar.properties.isWhitespace {
            scalars.append(scalar)
        }
        return scalars
    }

    /// `[0-79]`: digits, ranges of digits and `\d`, at least one.
    private static func digitClass(_ characters: [Unicode.Scalar], from start: Int) -> (UInt16, Int)? {
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
            guard let low = digit(index) else { return nil }
            if index + 2 < characters.count, characters[index + 1] == "-", let high = digit(index + 2) {
                guard low <= high else { return nil }
                for value in low...high { mask |= 1 << UInt16(value) }
                index += 3
            } else {
                mask |= 1 << UInt16(low)
                index += 1
            }
        }
        guard index < characters.count, mask != 0 else { return nil }
        return (mask, index + 1)
    }

    /// `?`, `*`, `+`, `{n}` or `{n,m}`, and the index after it.
    private static func quantifier(_ characters: [Unicode.Scalar], from start: Int, limits: PhonePattern.Limits) -> (Int, Int?, Int)? {
        switch characters[start] {
        case "?": return (0, 1, start + 1)
        case "*": return (0, nil, start + 1)
        case "+": return (1, nil, start + 1)
        default: break
        }
        var index = start + 1
        func number() -> Int? {
            var value = 0, digits = 0
            while index < characters.count, ("0"..."9").contains(characters[index]) {
                value = value * 10 + Int(characters[index].value - 0x30)
                digits += 1
                index += 1
                if value > limits.maximumRepetition { return nil }
            }
            return digits > 0 ? value : nil
        }
        guard let minimum = number() else { return nil }
        var maximum = minimum
        if index < characters.count, characters[index] == "," {
            index += 1
            guard let upper = number() else { return nil }
            maximum = upper
        }
        guard index < characters.count, characters[index] == "}", minimum <= maximum else { return nil }
        return (minimum, maximum, index + 1)
    }
}

/// Turns the parsed pattern into the backtracking program: a split tries
/// its first branch first, which makes alternatives ordered and
/// quantifiers greedy. Counted repetition nests its optional copies
/// (`x{1,3}` is `x(?:x(?:x)?)?`), so that more is tried before less.
struct PhonePatternCompiler {
    let limits: PhonePattern.Limits
    private(set) var program: [PhonePattern.Instruction] = []

    init(limits: PhonePattern.Limits) {
        self.limits = limits
    }

    /// Appends an instruction; false past the limit.
    mutating func emit(_ instruction: PhonePattern.Instruction) -> Bool {
        guard program.count < limits.maximumInstructions else { return false }
        program.append(instruction)
        return true
    }

    private var here: Int32 { Int32(program.count) }

    /// Compiles `node` to run from the current end of the program and fall
    /// through to what is appended after it. Recursion follows the
    /// groups, which the parser bounds.
    mutating func compile(_ node: PhonePatternNode) -> Bool {
        switch node {
        case .digits(let mask):
            return emit(.init(operation: .digit, mask: mask, next: here + 1))
        case .end:
            return emit(.init(operation: .end))
        case .group(let capture, let alternatives):
            if let capture, !emit(.init(operation: .save, next: Int32(2 * capture))) { return false }
            // split A, next; A…; jump end; next: split B, … ; last alternative.
            var jumps: [Int] = []
            for (position, sequence) in alternatives.enumerated() {
                var split: Int?
                if position < alternatives.count - 1 {
                    split = program.count
                    guard emit(.init(operation: .split, next: here + 1)) else { return false }
                }
                for part in sequence where !compile(part) { return false }
                if let split {
                    jumps.append(program.count)
                    guard emit(.init(operation: .jump)) else { return false }
                    program[split].other = here
                }
            }
            for jump in jumps { program[jump].next = here }
            if let capture, !emit(.init(operation: .save, next: Int32(2 * capture + 1))) { return false }
            return true
        case .repeated(let atom, let minimum, let maximum):
            for _ in 0..<minimum where !compile(atom) { return false }
            guard let maximum else {
                // loop: split body, out; body; jump loop.
                let loop = program.count
                guard emit(.init(operation: .split, next: here + 1)), compile(atom),
                      emit(.init(operation: .jump, next: Int32(loop))) else { return false }
                program[loop].other = here
                return true
            }
            var splits: [Int] = []
            for _ in minimum..<maximum {
                splits.append(program.count)
                guard emit(.init(operation: .split, next: here + 1)), compile(atom) else { return false }
            }
            for split in splits { program[split].other = here }
            return true
        }
    }
}
