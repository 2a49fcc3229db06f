/// One of libphonenumber's regular expressions on digits (a number type's
/// pattern, a format's pattern or leading digits, an international or
/// national prefix), matched as libphonenumber's own regular-expression
/// engines match it: the first alternative that leads to a match wins and
/// quantifiers are greedy, so where a match ends and what its groups hold
/// are theirs (`.match()`'s end decides how much of a number is a national
/// prefix).
///
/// The syntax is the part of regular expressions libphonenumber writes:
/// digits, `\d`, classes of digits and ranges (`[0-79]`), groups (`(…)`,
/// `(?:…)`), `|`, the greedy quantifiers `?`, `*`, `+`, `{n}`, `{n,m}`,
/// and `$`. Anything else, or a pattern past `Limits`, is not compiled.
/// Matching backtracks, and past a few thousand steps starts again
/// remembering every (instruction, digit) it has tried, so that no pattern
/// costs more than (instructions × digits) steps (RE2's bit-state search,
/// which finds the same first match).
package struct PhonePattern: Sendable {
    package struct Limits: Sendable {
        var maximumLength = 8_192
        var maximumRepetition = 32
        var maximumInstructions = 65_536
        var maximumNesting = 32
        /// Steps before matching remembers where it has been.
        var plainSteps = 4_096

        package init() {}
    }

    enum Operation: UInt8, Sendable {
        /// Read a digit of `mask`, go to `next`.
        case digit
        /// Try `next`, then `other`.
        case split
        case jump
        /// Write the position into capture slot `next`.
        case save
        /// `$`: only at the end of the digits.
        case end
        case match
    }

    struct Instruction: Sendable {
        var operation: Operation
        var mask: UInt16 = 0
        var next: Int32 = 0
        var other: Int32 = 0
    }

    let program: [Instruction]
    /// Capturing groups, numbered from 1 as `$1`.
    package let groupCount: Int
    let limits: Limits

    package init?(_ source: String, limits: Limits = Limits()) {
        guard source.utf8.count <= limits.maximumLength,
              let tree = PhonePatternParser.parse(source, limits: limits) else { return nil }
        var compiler = PhonePatternCompiler(limits: limits)
        guard compiler.compile(tree), compiler.emit(Instruction(operation: .match)) else { return nil }
        program = compiler.program
        groupCount = tree.groups
        self.limits = limits
    }

    /// Python's `pattern.match(digits)`: where a match that starts at the
    /// first digit ends, or nil.
    package func prefixMatch(_ digits: [UInt8]) -> Int? {
        var captures: [Int] = []
        return run(digits, whole: false, captures: &captures)
    }

    /// Python's `pattern.fullmatch(digits)`: whether all of them match.
    package func matches(_ digits: [UInt8]) -> Bool {
        var captures: [Int] = []
        return run(digits, whole: true, captures: &captures) != nil
    }

    /// The match that starts at the first digit (all of them with
    /// `whole`), and each group's range in it (nil where the group took no part).
    package func match(_ digits: [UInt8], whole: Bool) -> (end: Int, groups: [Range<Int>?])? {
        var captures = [Int](repeating: -1, count: 2 * (groupCount + 1))
        guard let end = run(digits, whole: whole, captures: &captures) else { return nil }
        let groups = (0..<groupCount).map { index -> Range<Int>? in
            let (start, stop) = (captures[2 * index + 2], captures[2 * index + 3])
            return start >= 0 && stop >= start ? start..<stop : nil
        }
        return (end, groups)
    }

    /// `digits` (ASCII `0`–`9`) from the first, through the program.
    /// Captures are written only when `captures` has room for them.
    private func run(_ digits: [UInt8], whole: Bool, captures: inout [Int]) -> Int? {
        if let end = search(digits, whole: whole, captures: &captures, remembering: false) { return end >= 0 ? end : nil }
        return search(digits, whole: whole, captures: &captures, remembering: true)
    }

    /// The backtracking search. Without `remembering`, gives up after
    /// `plainSteps` with -1 (nil is no match); remembering, it visits each
    /// (instruction, position) once: one that was tried and failed fails again.
    private func search(_ digits: [UInt8], whole: Bool, captures: inout [Int], remembering: Bool) -> Int? {
        let count = digits.count
        var visited: [UInt64] = remembering ? [UInt64](repeating: 0, count: (program.count * (count + 1) + 63) / 64) : []
        var steps = 0
        let recording = !captures.isEmpty
        if recording { for index in captures.indices { captures[index] = -1 } }
        // A thread is an instruction and a position; a negative instruction
        // restores capture slot -(1 + instruction) to the position.
        var stack: [(Int32, Int32)] = [(0, 0)]
        stack.reserveCapacity(16)
        return program.withUnsafeBufferPointer { program in
            digits.withUnsafeBufferPointer { input -> Int? in
                while let (first, start) = stack.popLast() {
                    if first < 0 {
                        captures[Int(-1 - first)] = Int(start)
                        continue
                    }
                    var pc = Int(first), position = Int(start)
                    thread: while true {
                        if remembering {
                            let bit = pc * (count + 1) + position
                            if visited[bit >> 6] & (1 << UInt64(bit & 63)) != 0 { break thread }
                            visited[bit >> 6] |= 1 << UInt64(bit & 63)
                        } else {
                            steps += 1
                            if steps > limits.plainSteps { return -1 }
                        }
                        let instruction = program[pc]
                        switch instruction.operation {
                        case .digit:
                            guard position < count else { break thread }
                            let digit = input[position] &- 0x30
                            guard digit < 10, instruction.mask & (1 << UInt16(digit)) != 0 else { break thread }
                            position += 1
                            pc = Int(instruction.next)
                        case .split:
                            stack.append((instruction.other, Int32(position)))
                            pc = Int(instruction.next)
                        case .jump:
                            pc = Int(instruction.next)
                        case .save:
                            let slot = Int(instruction.next)
                            if recording, slot < captures.count {
                                stack.append((Int32(-1 - slot), Int32(captures[slot])))
                                captures[slot] = position
                            }
                            pc += 1
                        case .end:
                            guard position == count else { break thread }
                            pc += 1
                        case .match:
                            guard !whole || position == count else { break thread }
                            return position
                        }
                    }
                }
                return nil
            }
        }
    }
}

extension PhonePattern {
    /// The ASCII digits of a string of them, as the matcher reads them.
    package static func digits(_ text: some StringProtocol) -> [UInt8] {
        Array(text.utf8)
    }
}
