extension Array where Element == UInt8 {
    /// Appends `value` in decimal, without making a text of it first: the
    /// writers of `phone.json` and of the build manifest write many small
    /// numbers.
    @inlinable
    package mutating func appendDecimal(_ value: Int) {
        guard value >= 0 else {
            append(contentsOf: String(value).utf8)
            return
        }
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }
}
