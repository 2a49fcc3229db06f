/// What `ccpipe` hands a benchmark: `--name value` pairs, each name at most
/// once. ccpipe has checked them against its own option declarations; a
/// benchmark run by hand is held to the same few names.
struct BenchArguments {
    struct UsageError: Error {
        var message: String
    }

    private var values: [String: String] = [:]

    /// `names`: those the benchmark takes; any other is refused.
    init(_ arguments: [String], names: [String]) throws {
        var rest = arguments[...]
        while let name = rest.popFirst() {
            guard names.contains(name) else {
                throw UsageError(message: name.hasPrefix("-") ? "unknown option '\(name)'" : "unexpected argument '\(name)'")
            }
            guard let value = rest.popFirst() else { throw UsageError(message: "missing value for '\(name)'") }
            guard values.updateValue(value, forKey: name) == nil else { throw UsageError(message: "'\(name)' given twice") }
        }
    }

    func value(_ name: String) throws -> String {
        guard let value = values[name] else { throw UsageError(message: "missing '\(name)'") }
        return value
    }

    func optional(_ name: String) -> String? { values[name] }

    /// `--runs`: a whole number, at least 1.
    func runs() throws -> Int {
        guard let runs = Int(try value("--runs")), runs >= 1 else { throw UsageError(message: "'--runs' takes a whole number of at least 1") }
        return runs
    }
}
