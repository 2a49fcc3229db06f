/// What the number patterns of one reference may cost together, however
/// many regions and patterns it has: each pattern is bounded on its own
/// (`NumberPattern.Limits`), and a reference of thousands of regions could
/// still hold thousands of patterns at that bound (3,000 took 4.4 GB and
/// 13 s). Two counts, each over every pattern the reference's telephone
/// file gives:
///
/// - `maximumStates`: the states of its distinct automata, which ccpipe
///   keeps (24 bytes each). Equal automata are one, whatever their
///   sources, and share their states.
/// - `maximumWork`: the states built compiling its distinct sources, which
///   bounds the time.
///
/// libphonenumber v9.0.35's patterns, as `import phone-metadata` keeps
/// them, are 390 distinct automata of 11,853 states (the largest 607).
package struct NumberPatternBudget: Sendable {
    package static let maximumStates = 262_144
    package static let maximumWork = 1_048_576

    private var automata: Set<NumberPattern.Automaton> = []
    private var sources: Set<String> = []
    package private(set) var states = 0
    package private(set) var work = 0

    package init() {}

    /// The pattern of `source`, counted; the error `budget` when the
    /// reference's patterns would then take more than the budget allows.
    package mutating func compile(_ source: String) throws(NumberPatternError) -> NumberPattern {
        let (pattern, _) = try NumberPattern.sharedCompiling(source)
        if sources.insert(source).inserted {
            work += pattern.states.count
            guard work <= Self.maximumWork else { throw .budget(limit: Self.maximumWork) }
        }
        if automata.insert(pattern.automaton).inserted {
            states += pattern.states.count
            guard states <= Self.maximumStates else { throw .budget(limit: Self.maximumStates) }
        }
        return pattern
    }
}
