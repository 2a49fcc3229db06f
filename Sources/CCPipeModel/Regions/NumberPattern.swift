import CCPipeCore
import Foundation

/// One of libphonenumber's patterns on national numbers (a territory's
/// `leadingDigits`, a number type's `nationalNumberPattern`), compiled into
/// a small automaton that answers the three questions ccpipe asks of it:
/// does a whole number match, does a number begin with a match, and can a
/// number beginning with these digits match at all.
///
/// libphonenumber's patterns use a small part of regular-expression syntax
/// on digits: digits, `\d`, classes of digits and ranges (`[0-79]`), groups
/// (`(?:…)`, `(…)`), `|`, and the quantifiers `?`, `*`, `+`, `{n}`, `{n,m}`.
/// That part is all this reads (white space is ignored, as libphonenumber
/// ignores it); anything else is an error. The automaton runs every
/// alternative at once, so no pattern can make a match take more than
/// (digits × states) steps, and `Limits` bound the states: the patterns may
/// come from a reference directory a pull request wrote.
package struct NumberPattern: Sendable {
    package struct Limits: Sendable {
        /// libphonenumber's longest pattern (GB's fixed line) has 1,434 characters.
        var maximumLength = 8_192
        /// Counted repetition `{n,m}`: libphonenumber's largest bound is 17.
        var maximumRepetition = 32
        var maximumStates = 65_536
        var maximumNesting = 32
    }

    /// A step of the automaton: read a digit of `mask` (bit 0 for "0"), or
    /// branch to two states without reading, or accept.
    enum State: Sendable, Hashable {
        case digit(mask: UInt16, next: Int)
        case branch(Int, Int)
        case accept
    }

    let source: String
    let states: [State]
    let start: Int
    /// `Automaton`'s hash, worked out once: the budget and the cache of
    /// every pattern each look its automaton up.
    private let automatonHash: Int

    package init(_ source: String, limits: Limits = Limits()) throws(NumberPatternError) {
        guard source.utf8.count <= limits.maximumLength else { throw .tooLong(limit: limits.maximumLength) }
        let syntax = try NumberPatternParser.parse(source, limits: limits)
        var builder = NumberPatternBuilder(limits: limits)
        let accept = try builder.add(.accept)
        self.start = try builder.compile(syntax, next: accept)
        self.source = source
        self.states = builder.states
        self.automatonHash = Automaton.hash(start: start, states: states)
    }

    /// A pattern whose automaton was made before (`shared`): the states
    /// are the same storage as the other's.
    init(source: String, sharing other: NumberPattern) {
        self.source = source
        self.states = other.states
        self.start = other.start
        self.automatonHash = other.automatonHash
    }

    /// What tells one automaton from another: two sources that read alike
    /// (`(?:1|2)` and `[12]` need not; `1 2` and `12` do) make equal keys.
    struct Automaton: Hashable {
        let start: Int
        let states: [State]
        /// `hash(start:states:)`; equal automata have equal ones.
        let hash: Int

        static func hash(start: Int, states: [State]) -> Int {
            var hasher = Hasher()
            hasher.combine(start)
            hasher.combine(states)
            return hasher.finalize()
        }

        static func == (lhs: Automaton, rhs: Automaton) -> Bool {
            lhs.hash == rhs.hash && lhs.start == rhs.start && lhs.states == rhs.states
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(hash)
        }
    }

    var automaton: Automaton { Automaton(start: start, states: states, hash: automatonHash) }

    /// The whole of `digits` is a number the pattern describes.
    package func matches(_ digits: some StringProtocol) -> Bool {
        run(digits) { _ in false } ?? false
    }

    /// `digits` begin with a match (libphonenumber's `lookingAt`, as it
    /// applies a territory's `leadingDigits`).
    package func matchesStart(of digits: some StringProtocol) -> Bool {
        run(digits) { $0 } ?? true
    }

    /// Some number that begins with `digits` matches: a dial code's leading
    /// digits are the start of the region's numbers, not a whole one.
    package func admitsNumber(startingWith digits: some StringProtocol) -> Bool {
        run(digits, partial: true) { _ in false } ?? true
    }

    /// Each length `n`, shortest first, for which the first `n` of `digits`
    /// are, whole, a number the pattern describes (`matches` of that
    /// prefix), read in one pass rather than one pass per prefix.
    package func wholeMatchLengths(ofPrefixesOf digits: some StringProtocol) -> [Int] {
        var lengths: [Int] = []
        var current = closure(of: [start])
        if current.accepts { lengths.append(0) }
        var count = 0
        for unit in digits.utf8 {
            guard (0x30...0x39).contains(unit) else { break }
            current = step(current.states, reading: unit)
            count += 1
            if current.accepts { lengths.append(count) }
            if current.states.isEmpty { break }
        }
        return lengths
    }

    /// Reads `digits` through the automaton. `stop` is asked after each
    /// step whether an accepting state is enough to answer true at once; the
    /// result is nil when `stop` answered, else whether the end was reached
    /// accepting (or, with `partial`, alive).
    private func run(_ digits: some StringProtocol, partial: Bool = false, stop: (Bool) -> Bool) -> Bool? {
        var current = closure(of: [start])
        if current.accepts, stop(true) { return nil }
        for unit in digits.utf8 {
            guard (0x30...0x39).contains(unit) else { return false }
            current = step(current.states, reading: unit)
            if current.states.isEmpty, !current.accepts { return false }
            if current.accepts, stop(true) { return nil }
        }
        return partial ? !current.states.isEmpty || current.accepts : current.accepts
    }

    /// Where reading the digit `unit` (ASCII `0`–`9`) from `current` leads.
    private func step(_ current: [Int], reading unit: UInt8) -> (states: [Int], accepts: Bool) {
        let bit = UInt16(1) << (unit - 0x30)
        var next: [Int] = []
        for index in current {
            if case .digit(let mask, let target) = states[index], mask & bit != 0 { next.append(target) }
        }
        return closure(of: next)
    }

    /// The states reachable without reading: those that read a digit, and whether one accepts.
    private func closure(of seeds: [Int]) -> (states: [Int], accepts: Bool) {
        var seen = Set<Int>()
        var stack = seeds
        var reading: [Int] = []
        var accepts = false
        while let index = stack.popLast() {
            guard seen.insert(index).inserted else { continue }
            switch states[index] {
            case .digit: reading.append(index)
            case .branch(let first, let second): stack += [second, first]
            case .accept: accepts = true
            }
        }
        return (reading, accepts)
    }
}

/// Why a pattern cannot be read; the loaders put it in an `InputError` with the file's position.
package enum NumberPatternError: Error, Equatable, Sendable, CustomStringConvertible {
    case tooLong(limit: Int)
    case tooLarge(limit: Int)
    case tooDeep(limit: Int)
    case repetition(limit: Int)
    case unexpected(String, offset: Int)
    case unclosed(String)
    /// The patterns of one reference together (`NumberPatternBudget`).
    case budget(limit: Int)

    package var description: String {
        switch self {
        case .tooLong(let limit): "expected a number pattern of at most \(limit) bytes"
        case .tooLarge(let limit): "expected a number pattern of at most \(limit) states once repetitions are counted"
        case .tooDeep(let limit): "expected groups nested at most \(limit) deep in a number pattern"
        case .repetition(let limit): "expected repetition counts of at most \(limit) in a number pattern"
        case .unexpected(let found, let offset): "expected digits, \\d, [classes], groups, '|' or a quantifier in a number pattern, found \"\(found)\" at character \(offset + 1)"
        case .unclosed(let what): "expected \(what) to be closed in a number pattern"
        case .budget(let limit): "expected the number patterns of the reference to take at most \(limit) states in all"
        }
    }
}

extension NumberPattern {
    /// The pattern compiled from `source`, made once per process: the
    /// reference's patterns are read with it, and every dialling plan made
    /// from that reference (one per check, per build, per rule example)
    /// takes them from here. The first `cacheLimit` distinct sources are
    /// kept; a reference with more (only a hostile one has) compiles the
    /// rest each time.
    package static func shared(_ source: String) throws(NumberPatternError) -> NumberPattern {
        try sharedCompiling(source).pattern
    }

    /// `shared`, and whether the pattern was compiled now (not found made).
    /// Patterns whose automata are equal share one copy of the states.
    static func sharedCompiling(_ source: String) throws(NumberPatternError) -> (pattern: NumberPattern, compiled: Bool) {
        if let known = PatternCache.shared.pattern(for: source) { return (known, false) }
        let pattern = PatternCache.shared.keep(try NumberPattern(source))
        return (pattern, true)
    }

    static let cacheLimit = 4_096

    private final class PatternCache: @unchecked Sendable {
        static let shared = PatternCache()
        private let lock = NSLock()
        private var patterns: [String: NumberPattern] = [:]
        private var automata: [Automaton: NumberPattern] = [:]

        func pattern(for source: String) -> NumberPattern? {
            lock.lock()
            defer { lock.unlock() }
            return patterns[source]
        }

        /// `pattern`, its states replaced by an equal automaton's when one
        /// is kept; kept itself while there is room.
        func keep(_ pattern: NumberPattern) -> NumberPattern {
            let automaton = pattern.automaton
            lock.lock()
            defer { lock.unlock() }
            var kept = pattern
            if let same = automata[automaton] {
                kept = NumberPattern(source: pattern.source, sharing: same)
            } else if automata.count < NumberPattern.cacheLimit {
                automata[automaton] = pattern
            }
            if patterns.count < NumberPattern.cacheLimit { patterns[pattern.source] = kept }
            return kept
        }
    }
}
