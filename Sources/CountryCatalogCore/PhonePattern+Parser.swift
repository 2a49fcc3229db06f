/// A phone pattern as read: alternatives of sequences of quantified atoms,
/// its nodes in one array and referring to each other by index, so that
/// reading and compiling a pattern makes a few arrays, not one a node.
struct PhonePatternTree: Sendable {
    enum Node: Equatable, Sendable {
        case digits(UInt16)
        /// `$`.
        case end
        /// `(…)` (its number from 1) or `(?:…)` (0): its alternatives, a range of `alternatives`.
        case group(capture: Int32, alternatives: Range<Int32>)
        /// The node `atom`; `maximum` -1 for no bound.
        case repeated(atom: Int32, minimum: Int32, maximum: Int32)
    }

    var nodes: [Node] = []
    /// Each alternative of a group: its sequence, a range of `items`.
    var alternatives: [Range<Int32>] = []
    /// The nodes of each sequence, in order.
    var items: [Int32] = []
    /// The whole pattern: a group without a number.
    var root: Int32 = 0
    /// Capturing groups, numbered from 1 as `$1`.
    var groups = 0
}

/// Reads a pattern with its own stack of open groups rather than by
/// recursion, so nesting is bounded by `Limits.maximumNesting`. White space
/// is passed over, as libphonenumber's build removes it.
enum PhonePatternParser {
    private struct Open {
        var capture: Int32
        /// Where its alternatives so far start in `closedAlternatives`.
        var firstAlternative: Int
        /// Where its current sequence starts in `sequence`.
        var sequenceStart: Int
    }

    static func parse(_ source: String, limits: PhonePattern.Limits) -> PhonePatternTree? {
        let characters = PatternSource.significantScalars(of: source)
        var tree = PhonePatternTree()
        tree.nodes.reserveCapacity(characters.count + 1)
        tree.items.reserveCapacity(characters.count)
        // The sequences being read, innermost last, and the alternatives
        // of the open groups that have ended.
        var sequence: [Int32] = []
        var closedAlternatives: [Range<Int32>] = []
        var open = [Open(capture: 0, firstAlternative: 0, sequenceStart: 0)]
        var index = 0
        func append(_ node: PhonePatternTree.Node) {
            sequence.append(Int32(tree.nodes.count))
            tree.nodes.append(node)
        }
        /// Ends the innermost group's current sequence: its items move to `tree.items`.
        func endSequence() {
            let from = open[open.count - 1].sequenceStart
            let start = Int32(tree.items.count)
            tree.items.append(contentsOf: sequence[from...])
            sequence.removeSubrange(from...)
            closedAlternatives.append(start..<Int32(tree.items.count))
        }
        /// Ends the innermost group: its alternatives move to `tree.alternatives`.
        func closeGroup() -> PhonePatternTree.Node {
            endSequence()
            let closed = open.removeLast()
            let start = Int32(tree.alternatives.count)
            tree.alternatives.append(contentsOf: closedAlternatives[closed.firstAlternative...])
            closedAlternatives.removeSubrange(closed.firstAlternative...)
            return .group(capture: closed.capture, alternatives: start..<Int32(tree.alternatives.count))
        }
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "0"..."9":
                append(.digits(1 << UInt16(character.value - 0x30)))
                index += 1
            case "\\":
                guard index + 1 < characters.count, characters[index + 1] == "d" else { return nil }
                append(.digits(0x3FF))
                index += 2
            case "[":
                guard let (mask, end) = digitClass(characters, from: index) else { return nil }
                append(.digits(mask))
                index = end
            case "$":
                append(.end)
                index += 1
            case "(":
                guard open.count <= limits.maximumNesting else { return nil }
                index += 1
                var capture: Int32 = 0
                if index < characters.count, characters[index] == "?" {
                    guard index + 1 < characters.count, characters[index + 1] == ":" else { return nil }
                    index += 2
                } else {
                    tree.groups += 1
                    capture = Int32(tree.groups)
                }
                open.append(Open(capture: capture, firstAlternative: closedAlternatives.count, sequenceStart: sequence.count))
            case ")":
                guard open.count > 1 else { return nil }
                append(closeGroup())
                index += 1
            case "|":
                endSequence()
                index += 1
            case "?", "*", "+", "{":
                // One quantifier an atom (no lazy `??`, no `{2}{3}`), and `$` is no atom.
                guard sequence.count > open[open.count - 1].sequenceStart, let atom = sequence.last else { return nil }
                switch tree.nodes[Int(atom)] {
                case .end, .repeated: return nil
                case .digits, .group: break
                }
                guard let (minimum, maximum, end) = quantifier(characters, from: index, limits: limits) else { return nil }
                sequence.removeLast()
                append(.repeated(atom: atom, minimum: Int32(minimum), maximum: Int32(maximum ?? -1)))
                index = end
            default:
                return nil
            }
        }
        guard open.count == 1 else { return nil }
        let root = closeGroup()
        tree.root = Int32(tree.nodes.count)
        tree.nodes.append(root)
        return tree
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
    /// The jumps and splits still to be pointed at the end of what is being compiled, innermost last.
    private var pending: [Int] = []

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

    /// Compiles the whole of `tree`.
    mutating func compile(_ tree: PhonePatternTree) -> Bool {
        program.reserveCapacity(min(2 * tree.nodes.count + 1, limits.maximumInstructions))
        return compile(tree.root, of: tree)
    }

    /// Points the instructions pending since `start` at here: a jump's `next`, a split's `other`.
    private mutating func resolvePending(from start: Int) {
        for position in pending[start...] {
            if program[position].operation == .jump { program[position].next = here } else { program[position].other = here }
        }
        pending.removeSubrange(start...)
    }

    /// Compiles the node `index` to run from the current end of the program
    /// and fall through to what is appended after it. Recursion follows
    /// the groups, which the parser bounds.
    private mutating func compile(_ index: Int32, of tree: PhonePatternTree) -> Bool {
        switch tree.nodes[Int(index)] {
        case .digits(let mask):
            return emit(.init(operation: .digit, mask: mask, next: here + 1))
        case .end:
            return emit(.init(operation: .end))
        case .group(let capture, let alternatives):
            if capture > 0, !emit(.init(operation: .save, next: 2 * capture)) { return false }
            // split A, next; A…; jump end; next: split B, … ; last alternative.
            let jumps = pending.count
            for position in alternatives {
                var split: Int?
                if position < alternatives.upperBound - 1 {
                    split = program.count
                    guard emit(.init(operation: .split, next: here + 1)) else { return false }
                }
                for item in tree.alternatives[Int(position)] where !compile(tree.items[Int(item)], of: tree) { return false }
                if let split {
                    pending.append(program.count)
                    guard emit(.init(operation: .jump)) else { return false }
                    program[split].other = here
                }
            }
            resolvePending(from: jumps)
            if capture > 0, !emit(.init(operation: .save, next: 2 * capture + 1)) { return false }
            return true
        case .repeated(let atom, let minimum, let maximum):
            for _ in 0..<minimum where !compile(atom, of: tree) { return false }
            guard maximum >= 0 else {
                // loop: split body, out; body; jump loop.
                let loop = program.count
                guard emit(.init(operation: .split, next: here + 1)), compile(atom, of: tree),
                      emit(.init(operation: .jump, next: Int32(loop))) else { return false }
                program[loop].other = here
                return true
            }
            let splits = pending.count
            for _ in minimum..<maximum {
                pending.append(program.count)
                guard emit(.init(operation: .split, next: here + 1)), compile(atom, of: tree) else { return false }
            }
            resolvePending(from: splits)
            return true
        }
    }
}

/// What both pattern readers (this one and ccpipe's `NumberPattern`) read of a pattern's text.
package enum PatternSource {
    /// The scalars of `source` but its white space, gathered into an array
    /// (a filtered `unicodeScalars` would build a string a scalar at a time).
    /// ASCII's white space (tab to carriage return, space) is told apart
    /// without Unicode's property tables, which every other scalar asks.
    package static func significantScalars(of source: String) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(source.utf8.count)
        // ASCII, as libphonenumber's patterns are, is read as the bytes it is stored in.
        let readAsBytes = source.utf8.withContiguousStorageIfAvailable { units in
            guard units.allSatisfy({ $0 < 0x80 }) else { return false }
            for unit in units where !(0x09...0x0D).contains(unit) && unit != 0x20 { scalars.append(Unicode.Scalar(unit)) }
            return true
        }
        if readAsBytes == true { return scalars }
        for scalar in source.unicodeScalars
        where scalar.isASCII ? !(0x09...0x0D).contains(scalar.value) && scalar != " " : !scalar.properties.isWhitespace {
            scalars.append(scalar)
        }
        return scalars
    }
}
