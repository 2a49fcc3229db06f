/// Phone patterns compiled once each, by their source: a reference states
/// the same pattern for many regions and kinds (`\d{7}`, `[2-9]\d{6}`),
/// and the build reads each region's metadata, checks it and places its
/// examples. Whoever reads the patterns compiles them here; whatever runs
/// them later looks them up, and compiles only what was never read.
package struct PhonePatterns: Sendable {
    private var compiled: [String: PhonePattern?] = [:]

    package init() {}

    /// The pattern compiled, kept for whoever asks again; nil when it does not compile.
    package mutating func compile(_ source: String) -> PhonePattern? {
        if let known = compiled[source] { return known }
        let pattern = PhonePattern(source)
        compiled[source] = pattern
        return pattern
    }

    /// The pattern compiled, looked up when it was compiled here before.
    package func pattern(_ source: String) -> PhonePattern? {
        if let known = compiled[source] { return known }
        return PhonePattern(source)
    }

    /// How many distinct patterns were compiled.
    package var count: Int { compiled.count }

    /// Whether `source` was compiled here (whether it compiled or not).
    package func holds(_ source: String) -> Bool { compiled[source] != nil }
}
