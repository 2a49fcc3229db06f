/// The names of the open elements, so loaders can ask "am I inside
/// `ldml/localeDisplayNames/territories`?" while streaming.
struct ElementPath {
    private(set) var names: [String] = []

    mutating func push(_ name: String) { names.append(name) }
    mutating func pop() { names.removeLast() }

    /// True when the open elements are exactly `expected`, root first.
    func isAt(_ expected: [String]) -> Bool { names == expected }

    var depth: Int { names.count }
}

/// Splits a CLDR list attribute (`"CW SX BQ"`) on whitespace, keeping order.
func cldrList(_ value: String?) -> [String] {
    guard let value else { return [] }
    return value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
}
