/// Splits a CLDR list attribute (`"CW SX BQ"`) on whitespace, keeping order.
func cldrList(_ value: String?) -> [String] {
    guard let value else { return [] }
    return value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
}
